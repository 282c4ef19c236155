import { isValidTurkishId, ageOn, adult, dateOfBirth, hasForbiddenCharacter, passwordStrength, personName, plainText, ticked } from './rules';
import { validateValues } from './validate';
import { loginSchema, registerSchema, registerFormSchema, changePasswordSchema, callRequestSchema, fastRegisterSchema, fastRegisterFormSchema, birthDateSchema, recoveryPasswordSchema } from './schemas';
import { CONSENT_VERSIONS } from '../model/consents';
import { commonEn } from '../i18n/locales/common.en';
import { commonTr } from '../i18n/locales/common.tr';

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

/** YYYY-MM-DD of the day `years` years before today (UTC), moved by `days`. */
function yearsAgo(years: number, days = 0): string {
  const d = new Date();
  const date = new Date(Date.UTC(d.getUTCFullYear() - years, d.getUTCMonth(), d.getUTCDate() + days));
  return date.toISOString().slice(0, 10);
}

describe('age rules', () => {
  it('a player is of age from their 18th birthday, not the day before', () => {
    expect(adult()(yearsAgo(18), {})).toBeNull();
    expect(adult()(yearsAgo(18, 1), {})).toEqual({ key: 'validation.age', values: { age: 18 } });
    expect(adult()('1990-05-17', {})).toBeNull();
  });
  it('a date that does not exist, in another format, in the future or over 120 years ago is not a date of birth', () => {
    for (const bad of ['2001-02-30', '17.05.1990', '1990-5-17', yearsAgo(0, 1), yearsAgo(121), 'x']) {
      expect(dateOfBirth()(bad, {})).toEqual({ key: 'validation.date' });
      expect(adult()(bad, {})).toEqual({ key: 'validation.date' });
    }
  });
  it('an empty date is left to `required`', () => {
    expect(adult()('', {})).toBeNull();
    expect(adult()(undefined, {})).toBeNull();
  });
  it('a box to tick passes only when ticked', () => {
    const rule = ticked('validation.age', { age: 18 });
    expect(rule(true, {})).toBeNull();
    for (const value of [false, undefined, 'true', 1]) expect(rule(value, {})).toEqual({ key: 'validation.age', values: { age: 18 } });
  });
  it('the age message says plainly that under-18s cannot register, in both languages', () => {
    expect(commonTr.validation.age.replace('{{age}}', '18')).toBe('18 yaşından küçükler kayıt olamaz');
    expect(commonEn.validation.age.replace('{{age}}', '18')).toBe('You must be 18 or older to register');
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
      password: 'Kule-Masa-42',
      password2: 'Kule-Masa-43',
      birthDate: '2015-01-01',
    });
    expect(errors.username?.key).toBe('validation.alphanumeric');
    expect(errors.password2?.key).toBe('validation.mismatch');
    expect(errors.birthDate?.key).toBe('validation.age');
  });
  it('fast register: the date of birth is optional, but refused under 18; the payload never needs the 18+ box', () => {
    expect(validateValues(fastRegisterSchema, { birthDate: '' }).birthDate).toBeUndefined();
    expect(validateValues(fastRegisterSchema, { birthDate: '1990-05-17' }).birthDate).toBeUndefined();
    expect(validateValues(fastRegisterSchema, { birthDate: yearsAgo(17) }).birthDate?.key).toBe('validation.age');
    expect(validateValues(fastRegisterSchema, {})).not.toHaveProperty('adultConfirmed');
  });
  it('fast register form: the 18+ box must be ticked', () => {
    expect(validateValues(fastRegisterFormSchema, { adultConfirmed: false }).adultConfirmed).toEqual({ key: 'validation.age', values: { age: 18 } });
    expect(validateValues(fastRegisterFormSchema, { adultConfirmed: true }).adultConfirmed).toBeUndefined();
  });
  it('birth date: required, a real date, 18 or older', () => {
    expect(validateValues(birthDateSchema, {}).birthDate?.key).toBe('validation.required');
    expect(validateValues(birthDateSchema, { birthDate: '1990-02-30' }).birthDate?.key).toBe('validation.date');
    expect(validateValues(birthDateSchema, { birthDate: yearsAgo(10) }).birthDate?.key).toBe('validation.age');
    expect(validateValues(birthDateSchema, { birthDate: '1990-05-17' })).toEqual({});
  });
  it('change password: confirmation must equal the new password', () => {
    expect(validateValues(changePasswordSchema, { oldPassword: 'old12', password: 'Kule-Masa-42', confirmPassword: 'Kule-Masa-43' }).confirmPassword?.key).toBe(
      'validation.mismatch',
    );
  });
  it('new passwords (registration, change, recovery): at least 8 characters, not a common password nor the username; an old one of 5 still logs in', () => {
    for (const schema of [registerSchema, changePasswordSchema, recoveryPasswordSchema]) {
      expect(validateValues(schema, { password: 'abc12' }).password).toEqual({ key: 'validation.length', values: { min: 8, max: 100 } });
      expect(validateValues(schema, { password: 'abcdef1' }).password).toEqual({ key: 'validation.length', values: { min: 8, max: 100 } });
      expect(validateValues(schema, { password: 'Password123' }).password).toEqual({ key: 'validation.commonPassword' });
      expect(validateValues(schema, { password: 'galatasaray' }).password).toEqual({ key: 'validation.commonPassword' });
      expect(validateValues(schema, { password: 'Kule-Masa-42' }).password).toBeUndefined();
    }
    expect(validateValues(registerSchema, { username: 'denizkaya7', password: 'DenizKaya7' }).password).toEqual({ key: 'validation.commonPassword' });
    // An account's existing password keeps working where it is only checked: login and the old password of a change.
    expect(validateValues(loginSchema, { username: 'player1', password: 'abc12' })).toEqual({});
    expect(validateValues(changePasswordSchema, { oldPassword: 'abc12' }).oldPassword).toBeUndefined();
  });
  it('the strength hint grows with length and kinds of characters, and is nothing for a refused password', () => {
    expect(passwordStrength('abc12')).toBe(0);
    expect(passwordStrength('password123')).toBe(0);
    expect(passwordStrength('kulemasa')).toBe(1);
    expect(passwordStrength('kulemasa42X')).toBe(2);
    expect(passwordStrength('Kule-Masa-42')).toBe(4);
    expect(passwordStrength('kule masa kapı pencere')).toBe(3);
  });
  it('names: letters of any alphabet, Turkish ones included, with spaces, hyphens and apostrophes; no digits, markup or emoji', () => {
    for (const name of ['Ayşe', 'Çağrı Ömer', 'Öztürk-Yılmaz', "O'Neil", 'D’Angelo', 'İnci', '  Deniz ']) expect(personName()(name, {})).toBeNull();
    for (const name of ['<b>Ali</b>', 'Ali2', 'Ali 😀', 'Ali_Veli', '-Ali', "Ali'", 'Ali  Veli', 'A.B.']) expect(personName()(name, {})?.key).toBe('validation.personName');
    expect(validateValues(registerSchema, { name: '<script>', surname: 'Yılmaz3' })).toMatchObject({ name: { key: 'validation.personName' }, surname: { key: 'validation.personName' } });
  });
  it('registration: the payload carries the versions of the terms and the privacy notice in force; the forms ask for both boxes', () => {
    expect(validateValues(registerSchema, {})).toMatchObject({ termsVersion: { key: 'validation.terms' }, privacyNoticeVersion: { key: 'validation.privacyNotice' } });
    expect(validateValues(fastRegisterSchema, { termsVersion: '2020-01-01', privacyNoticeVersion: CONSENT_VERSIONS.privacyNotice })).toMatchObject({ termsVersion: { key: 'validation.terms' } });
    const accepted = validateValues(registerSchema, { termsVersion: CONSENT_VERSIONS.terms, privacyNoticeVersion: CONSENT_VERSIONS.privacyNotice });
    expect(accepted).not.toHaveProperty('termsVersion');
    expect(accepted).not.toHaveProperty('privacyNoticeVersion');
    for (const schema of [registerFormSchema, fastRegisterFormSchema]) {
      expect(validateValues(schema, { termsAccepted: false, privacyNoticeAccepted: true })).toMatchObject({ termsAccepted: { key: 'validation.terms' } });
      expect(validateValues(schema, { termsAccepted: true, privacyNoticeAccepted: false })).toMatchObject({ privacyNoticeAccepted: { key: 'validation.privacyNotice' } });
      expect(validateValues(schema, {})).not.toHaveProperty('termsVersion');
    }
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
