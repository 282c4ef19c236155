import { interpolate, type Localized } from '../../plugins/app/messages.js';

/** Player-facing texts of login, registration, sessions and recovery. */
export const authTexts = {
  loginSuccess: { tr: 'Giriş başarılı. Hoş geldiniz!', en: 'Logged in successfully. Welcome!' },
  registerSuccess: { tr: 'Kaydınız başarıyla oluşturuldu. Hoş geldiniz!', en: 'Your account has been created. Welcome!' },
  // Texts with a number come in i18next's plural keys (`_one`, `_other`, the CLDR categories of each
  // language) and are filled with `{{count}}` by fillPlural: "1 minute", "2 minutes", never "minute(s)".
  invalidCredentialsLeft_one: {
    tr: 'Kullanıcı adı veya şifre hatalı. Girişiniz geçici olarak engellenmeden önce {{count}} deneme hakkınız kaldı.',
    en: 'Incorrect username or password. {{count}} attempt left before logging in is blocked for a while.',
  },
  invalidCredentialsLeft_other: {
    tr: 'Kullanıcı adı veya şifre hatalı. Girişiniz geçici olarak engellenmeden önce {{count}} deneme hakkınız kaldı.',
    en: 'Incorrect username or password. {{count}} attempts left before logging in is blocked for a while.',
  },
  locked_one: {
    tr: 'Çok fazla hatalı giriş denemesi yapıldı. Lütfen {{count}} dakika sonra tekrar deneyin.',
    en: 'Too many failed login attempts. Please try again in {{count}} minute.',
  },
  locked_other: {
    tr: 'Çok fazla hatalı giriş denemesi yapıldı. Lütfen {{count}} dakika sonra tekrar deneyin.',
    en: 'Too many failed login attempts. Please try again in {{count}} minutes.',
  },
  tooManyAttempts_one: {
    tr: 'Çok fazla deneme yapıldı. Lütfen {{count}} dakika sonra tekrar deneyin.',
    en: 'Too many attempts. Please try again in {{count}} minute.',
  },
  tooManyAttempts_other: {
    tr: 'Çok fazla deneme yapıldı. Lütfen {{count}} dakika sonra tekrar deneyin.',
    en: 'Too many attempts. Please try again in {{count}} minutes.',
  },
  tooManyRegistrations_one: {
    tr: 'Bu ağdan çok fazla yeni hesap açıldı. Lütfen {{count}} dakika sonra tekrar deneyin.',
    en: 'Too many new accounts were opened from this network. Please try again in {{count}} minute.',
  },
  tooManyRegistrations_other: {
    tr: 'Bu ağdan çok fazla yeni hesap açıldı. Lütfen {{count}} dakika sonra tekrar deneyin.',
    en: 'Too many new accounts were opened from this network. Please try again in {{count}} minutes.',
  },
  tooManyRegistrationsBySubject_one: {
    tr: 'Bu telefon numarası, kimlik numarası veya cihazla çok fazla yeni hesap açıldı. Lütfen {{count}} dakika sonra tekrar deneyin.',
    en: 'Too many new accounts were opened with this phone number, national ID or device. Please try again in {{count}} minute.',
  },
  tooManyRegistrationsBySubject_other: {
    tr: 'Bu telefon numarası, kimlik numarası veya cihazla çok fazla yeni hesap açıldı. Lütfen {{count}} dakika sonra tekrar deneyin.',
    en: 'Too many new accounts were opened with this phone number, national ID or device. Please try again in {{count}} minutes.',
  },
  usernameTaken: { tr: 'Bu kullanıcı adı zaten kullanılıyor.', en: 'This username is already taken.' },
  emailTaken: { tr: 'Bu e-posta adresi zaten kayıtlı.', en: 'This e-mail address is already registered.' },
  phoneTaken: { tr: 'Bu telefon numarası doğrulanmış başka bir hesapta kayıtlı.', en: 'This phone number is already used by a verified account.' },
  countryUnknown: { tr: 'Lütfen listeden bir ülke seçiniz.', en: 'Please choose a country from the list.' },
  currencyUnknown: { tr: 'Bu para birimi desteklenmiyor.', en: 'This currency is not supported.' },
  unauthorized: { tr: 'Oturumunuz sona erdi. Lütfen tekrar giriş yapın.', en: 'Your session has ended. Please log in again.' },
  loggedOut: { tr: 'Çıkış yapıldı.', en: 'You have been logged out.' },
  resetSent: {
    tr: 'Şifrenizi sıfırlamak için e-posta adresinize bir kod gönderildi. Lütfen bu kodu aşağıdaki alana giriniz.',
    en: 'A code has been sent to your email address to reset your password. Please enter this code in the field below.',
  },
  resetCodeAccepted: { tr: 'Kod doğrulandı. Yeni şifrenizi belirleyebilirsiniz.', en: 'Code verified. You can now choose a new password.' },
  resetDone: { tr: 'Şifreniz değiştirildi. Yeni şifrenizle giriş yapabilirsiniz.', en: 'Your password has been changed. You can now log in with your new password.' },
  resetEmailSubject: { tr: 'Arcadia şifre sıfırlama kodunuz', en: 'Your Arcadia password reset code' },
  resetEmailBody: {
    tr: 'Merhaba {{name}},\n\nŞifre sıfırlama kodunuz: {{code}}\nKod 10 dakika geçerlidir. Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın.\n\nArcadia',
    en: 'Hello {{name}},\n\nYour password reset code: {{code}}\nThe code is valid for 10 minutes. If you did not ask for it, ignore this e-mail.\n\nArcadia',
  },
} satisfies Record<string, Localized>;

/** Texts of one-time codes and send limits (SMS and e-mail alike). */
export const codeTexts = {
  invalid: { tr: 'Kod hatalı veya süresi dolmuş.', en: 'The code is incorrect or has expired.' },
  wrong_one: { tr: 'Kod hatalı. {{count}} deneme hakkınız kaldı.', en: 'The code is incorrect. {{count}} attempt left.' },
  wrong_other: { tr: 'Kod hatalı. {{count}} deneme hakkınız kaldı.', en: 'The code is incorrect. {{count}} attempts left.' },
  expired: { tr: 'Kodun süresi doldu. Lütfen yeni bir kod isteyin.', en: 'This code has expired. Please request a new code.' },
  tooManyTries: { tr: 'Çok fazla hatalı deneme yapıldı. Lütfen yeni bir kod isteyin.', en: 'Too many wrong attempts. Please request a new code.' },
  tooSoon_one: {
    tr: 'Yeni bir kod istemeden önce lütfen {{count}} saniye bekleyin.',
    en: 'Please wait {{count}} second before requesting a new code.',
  },
  tooSoon_other: {
    tr: 'Yeni bir kod istemeden önce lütfen {{count}} saniye bekleyin.',
    en: 'Please wait {{count}} seconds before requesting a new code.',
  },
  dailyLimit: {
    tr: 'Bugün için kod gönderim sınırına (5) ulaştınız. Lütfen daha sonra tekrar deneyin.',
    en: 'You have reached the daily limit of 5 codes. Please try again later.',
  },
  addressLimit: {
    tr: 'Bu ağdan bugün çok fazla kod istendi. Lütfen yarın tekrar deneyin.',
    en: 'Too many codes have been requested from this network today. Please try again tomorrow.',
  },
  smsUnavailable: {
    tr: 'SMS gönderimi şu anda yapılamıyor. Lütfen daha sonra tekrar deneyin.',
    en: 'Text messages cannot be sent right now. Please try again later.',
  },
} satisfies Record<string, Localized>;

/** Fills `{{placeholders}}` in both languages. */
export function fill(text: { tr: string; en: string }, values: Record<string, string | number>): { tr: string; en: string } {
  return { tr: interpolate(text.tr, values), en: interpolate(text.en, values) };
}

type Texts = Record<string, { tr: string; en: string }>;

/**
 * The text of i18next plural keys for `count` in both languages: `${key}_one`, `${key}_other` (or any
 * other CLDR category a language has, falling back to `_other`), with `{{count}}` and `values` filled.
 */
export function fillPlural<K extends string>(
  texts: { [P in `${K}_one` | `${K}_other`]: { tr: string; en: string } },
  key: K,
  count: number,
  values: Record<string, string | number> = {},
): { tr: string; en: string } {
  const forms = texts as unknown as Texts;
  const form = (locale: 'tr' | 'en') => (forms[`${key}_${new Intl.PluralRules(locale).select(count)}`] ?? forms[`${key}_other`]!)[locale];
  const all = { ...values, count };
  return { tr: interpolate(form('tr'), all), en: interpolate(form('en'), all) };
}
