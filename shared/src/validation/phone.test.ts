import { formatPhone, normalizePhone, turkishMobile } from './phone';
import { validateValues } from './validate';
import { fastRegisterSchema, phoneCodeSchema, phoneSchema, registerSchema } from './schemas';

describe('normalizePhone', () => {
  it('gives the five common spellings of one mobile number the same stored form', () => {
    const spellings = ['5321234567', '05321234567', '905321234567', '+90 532 123 45 67', '00905321234567'];
    expect(spellings.map(normalizePhone)).toEqual(Array(5).fill('905321234567'));
  });

  it('ignores spaces, hyphens, dots and parentheses, and a trunk 0 after the country code', () => {
    expect(normalizePhone('(0532) 123-45-67')).toBe('905321234567');
    expect(normalizePhone('0532.123.45.67')).toBe('905321234567');
    expect(normalizePhone('+90 (0) 532 123 4567')).toBe('905321234567');
    expect(normalizePhone('+90\u00a0555\u00a0000\u00a000\u00a000')).toBe('905550000000');
  });

  it('refuses numbers that are not Turkish mobiles', () => {
    for (const raw of [
      '2121234567', // Istanbul landline
      '02121234567',
      '902121234567',
      '8501234567', // 850 service number
      '+49 151 12345678', // another country
      '+5321234567', // a plus without the country code
      '532123456', // nine digits
      '53212345678', // eleven digits
      '9053212345678',
      '0905321234567',
      '90 532 123 45 6x',
      '532 123 45 67 +',
      '532\u0000 123 45 67',
      '٥٣٢١٢٣٤٥٦٧', // Arabic-Indic digits
      '',
      '5'.repeat(40),
    ]) {
      expect([raw, normalizePhone(raw)]).toEqual([raw, null]);
    }
  });

  it('refuses values that are not strings', () => {
    expect(normalizePhone(5321234567)).toBeNull();
    expect(normalizePhone(null)).toBeNull();
    expect(normalizePhone(undefined)).toBeNull();
  });
});

describe('the shared phone rule', () => {
  const rule = turkishMobile();

  it('accepts exactly what normalizePhone accepts', () => {
    for (const raw of ['5321234567', '05321234567', '905321234567', '+90 532 123 45 67', '00905321234567', '2121234567', '+4915112345678', 'abc']) {
      expect([raw, rule(raw, {}) === null]).toEqual([raw, normalizePhone(raw) !== null]);
    }
  });

  it('asks for ten digits while a mobile number is being typed, and names the phone otherwise', () => {
    expect(rule('53212', {})).toEqual({ key: 'validation.exactLength', values: { length: 10 } });
    expect(rule('2121234567', {})).toEqual({ key: 'validation.phone' });
    expect(rule('90555ab1234', {})).toEqual({ key: 'validation.phone' });
  });

  it('runs in every schema with a phone: the forms hold the ten digits, the API any spelling', () => {
    for (const schema of [phoneSchema, phoneCodeSchema, registerSchema, fastRegisterSchema]) {
      expect(validateValues(schema, { phone: '5321234567' }).phone).toBeUndefined();
      expect(validateValues(schema, { phone: '+90 532 123 45 67' }).phone).toBeUndefined();
      expect(validateValues(schema, { phone: '' }).phone).toEqual({ key: 'validation.required' });
      expect(validateValues(schema, { phone: '3121234567' }).phone).toEqual({ key: 'validation.phone' });
    }
  });
});

describe('formatPhone', () => {
  it('writes a mobile number as people read it, whether stored or as the form holds it', () => {
    expect(formatPhone('905321234567')).toBe('+90 532 123 45 67');
    expect(formatPhone('5321234567')).toBe('+90 532 123 45 67');
    expect(formatPhone('+90 (0532) 123-45-67')).toBe('+90 532 123 45 67');
  });

  it('shows anything that is not a Turkish mobile as given, and no phone as an empty text', () => {
    expect(formatPhone('44123')).toBe('44123');
    expect(formatPhone('902121234567')).toBe('902121234567');
    expect(formatPhone('')).toBe('');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
  });
});
