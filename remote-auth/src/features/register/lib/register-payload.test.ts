import { CONSENT_VERSIONS, STORAGE_KEYS } from '@arcadia/shared';
import { buildBirthDate, buildFastRegisterPayload, buildRegisterPayload, defaultCountryId, emptyRegisterValues, readRefId } from './register-payload';

const values = {
  ...emptyRegisterValues(),
  name: ' Ayşe ',
  surname: 'Yılmaz',
  username: 'ayse2024',
  email: 'ayse@example.com',
  phone: '5321234567',
  PersonalNo: '10000000146',
  country: '90',
  birthDateDay: '7',
  birthDateMonth: '3',
  birthDateYear: '1994',
  trialBonus: true,
  adultConfirmed: true,
  termsAccepted: true,
  privacyNoticeAccepted: true,
  password: 'Kule-Masa-42',
  password2: 'Kule-Masa-42',
};

beforeEach(() => localStorage.clear());

describe('buildBirthDate', () => {
  it('builds YYYY-MM-DD from day, month and year', () => {
    expect(buildBirthDate('7', '3', '1994')).toBe('1994-03-07');
    expect(buildBirthDate('17', '11', '2001')).toBe('2001-11-17');
  });
  it('is 1970-01-01 until all three are entered', () => {
    expect(buildBirthDate('', '', '')).toBe('1970-01-01');
    expect(buildBirthDate('7', '3', '19')).toBe('1970-01-01');
  });
});

describe('buildRegisterPayload', () => {
  it('sends the full payload with prefix 90, currency 1 and the country as a number', () => {
    expect(buildRegisterPayload(values)).toEqual({
      name: 'Ayşe',
      surname: 'Yılmaz',
      username: 'ayse2024',
      email: 'ayse@example.com',
      phone: '905321234567',
      PersonalNo: '10000000146',
      country: 90,
      currencyId: 1,
      birthDate: '1994-03-07',
      birthDateDay: '07',
      birthDateMonth: '03',
      birthDateYear: '1994',
      trialBonus: 1,
      password: 'Kule-Masa-42',
      password2: 'Kule-Masa-42',
      termsVersion: CONSENT_VERSIONS.terms,
      privacyNoticeVersion: CONSENT_VERSIONS.privacyNotice,
    });
    expect(buildRegisterPayload({ ...values, trialBonus: false }).trialBonus).toBe(0);
  });

  it('adds refId only when a referral id is stored', () => {
    expect(buildRegisterPayload(values)).not.toHaveProperty('refId');
    localStorage.setItem(STORAGE_KEYS.refId, '42');
    expect(buildRegisterPayload(values).refId).toBe(42);
    localStorage.setItem(STORAGE_KEYS.refId, 'abc');
    expect(readRefId()).toBeUndefined();
  });
});

describe('buildFastRegisterPayload', () => {
  it('leaves out national ID, birth date and the 18+ box, and marks isFast', () => {
    localStorage.setItem(STORAGE_KEYS.refId, '7');
    expect(buildFastRegisterPayload(values)).toEqual({
      name: 'Ayşe',
      surname: 'Yılmaz',
      username: 'ayse2024',
      email: 'ayse@example.com',
      phone: '905321234567',
      country: 90,
      currencyId: 1,
      password: 'Kule-Masa-42',
      password2: 'Kule-Masa-42',
      termsVersion: CONSENT_VERSIONS.terms,
      privacyNoticeVersion: CONSENT_VERSIONS.privacyNotice,
      refId: 7,
      isFast: true,
    });
  });
});

it('the default country is Türkiye when the list has it', () => {
  expect(defaultCountryId([{ id: 3, name: 'Almanya' }, { id: 90, name: 'Türkiye' }])).toBe('90');
  expect(defaultCountryId([{ id: 3, name: 'Almanya' }])).toBe('');
});

it('the default country is found by id in the list, whatever its name', () => {
  expect(defaultCountryId([{ id: 7, name: 'Austria' }, { id: 1, name: 'Türkiye' }])).toBe('1');
});
