import { isValidTurkishId, ageOn, hasForbiddenCharacter, plainText } from './rules';
import { validateValues } from './validate';
import { loginSchema, registerSchema, changePasswordSchema, callRequestSchema } from './schemas';

describe('isValidTurkishId', () => {
  it('accepts IDs whose 10th and 11th digits match the official checksum', () => {
    expect(isValidTurkishId('10000000146')).toBe(true);
  });
  it('rejects a wrong checksum, a leading zero and wrong lengths', () => {
    expect(isValidTurkishId('10000000147')).toBe(false);
    expect(isValidTurkishId('01234567890')).toBe(false);
    expect(isValidTurkishId('1000000014')).toBe(false);
  });
});

describe('ageOn', () => {
  it('counts a birthday not yet reached this year as a year less', () => {
    expect(ageOn('2008-11-22', new Date('2026-11-21T00:00:00Z'))).toBe(17);
    expect(ageOn('2008-11-21', new Date('2026-11-21T00:00:00Z'))).toBe(18);
  });
  it('returns NaN for dates that do not exist', () => {
    expect(ageOn('2001-02-30')).toBeNaN();
  });
});

describe('plainText', () => {
  it('refuses NUL, other control characters and lone surrogates', () => {
    for (const bad of ['Ay\u0000şe', 'a\u0001b', 'a\u001bb', 'a\u007fb', 'a\u0085b', 'a\ud800b', 'a\udc00', '\ud83d']) {
      expect(hasForbiddenCharacter(bad)).toBe(true);
      expect(plainText()(bad, {})).toEqual({ key: 'validation.plainText' });
    }
  });
  it('accepts letters of any script and emoji made of a surrogate pair', () => {
    expect(plainText()('Şükrü Çağlar 😀 Ñandú', {})).toBeNull();
  });
  it('allows tab and line breaks only in multiline text', () => {
    expect(plainText()('line one\nline two', {})?.key).toBe('validation.plainText');
    expect(plainText({ multiline: true })('line one\r\nline two\tend', {})).toBeNull();
  });
});

describe('schemas', () => {
  it('login: username 5-30 and password 5-100 are required', () => {
    expect(validateValues(loginSchema, { username: '', password: 'abcd' })).toEqual({
      username: { key: 'validation.required' },
      password: { key: 'validation.length', values: { min: 5, max: 100 } },
    });
    expect(validateValues(loginSchema, { username: 'player1', password: 'secret' })).toEqual({});
  });
  it('register: username letters and digits only, passwords must match, adult only', () => {
    const errors = validateValues(registerSchema, {
      username: 'bad name',
      password: 'secret1',
      password2: 'secret2',
      birthDate: '2015-01-01',
    });
    expect(errors.username?.key).toBe('validation.alphanumeric');
    expect(errors.password2?.key).toBe('validation.mismatch');
    expect(errors.birthDate?.key).toBe('validation.age');
  });
  it('change password: confirmation must equal the new password', () => {
    expect(validateValues(changePasswordSchema, { oldPassword: 'old12', password: 'new123', confirmPassword: 'new124' }).confirmPassword?.key).toBe(
      'validation.mismatch',
    );
  });
  it('names, e-mail and messages refuse control characters; a message may span lines', () => {
    expect(validateValues(registerSchema, { name: 'Ay\u0000şe', surname: 'Yıl\nmaz', email: 'a\u0007@example.com' })).toMatchObject({
      name: { key: 'validation.plainText' },
      surname: { key: 'validation.plainText' },
      email: { key: 'validation.plainText' },
    });
    const errors = validateValues(callRequestSchema, { name: 'Mehmet Demir', message: 'Please call me\nafter six' });
    expect(errors).toEqual({});
  });
});
