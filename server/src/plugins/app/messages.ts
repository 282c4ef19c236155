import { commonEn, commonTr, type LanguageCode } from '@arcadia/shared/core';

/** A user-facing text in both languages (or one string used for both). */
export type Localized = string | { tr: string; en: string };

export function localize(text: Localized, locale: LanguageCode): string {
  return typeof text === 'string' ? text : text[locale] ?? text.tr;
}

/** Replaces `{{name}}` placeholders, as i18next does on the client. */
export function interpolate(template: string, values?: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (values && name in values ? String(values[name]) : whole));
}

/** Texts of the `common` namespace by locale (validation messages, generic errors). */
export const commonTexts = { tr: commonTr, en: commonEn } as const;

/** Server-side texts of generic HTTP failures. */
export const httpTexts = {
  notFound: { tr: 'İstenen kaynak bulunamadı.', en: 'The requested resource was not found.' },
  invalidBody: { tr: commonTr.validation.invalidBody, en: commonEn.validation.invalidBody },
  invalidJson: { tr: 'İstek gövdesi geçerli bir JSON değil.', en: 'The request body is not valid JSON.' },
  unsupportedMediaType: { tr: 'Bu içerik türü desteklenmiyor.', en: 'This content type is not supported.' },
  payloadTooLarge: { tr: 'İstek çok büyük.', en: 'The request is too large.' },
  headersTooLarge: { tr: 'İstek başlıkları çok büyük.', en: 'The request headers are too large.' },
  invalidUrl: { tr: 'İstek adresi geçersiz.', en: 'The request address is invalid.' },
  requestTimeout: { tr: 'İstek zaman aşımına uğradı.', en: 'The request timed out.' },
  tooManyRequests: { tr: 'Çok fazla istek gönderdiniz. Lütfen biraz bekleyip tekrar deneyin.', en: 'Too many requests. Please wait a moment and try again.' },
  unauthorized: { tr: 'Bu işlem için giriş yapmalısınız.', en: 'Please log in to continue.' },
  forbidden: { tr: 'Bu işlem için yetkiniz yok.', en: 'You are not allowed to do this.' },
  unexpected: { tr: commonTr.errors.unexpected, en: commonEn.errors.unexpected },
  unavailable: { tr: 'Hizmet şu anda kullanılamıyor. Lütfen biraz sonra tekrar deneyin.', en: 'The service is unavailable right now. Please try again shortly.' },
} satisfies Record<string, Localized>;

/** Field names as players know them, for validation messages like "Kullanıcı adı: ...". */
export const fieldLabels: Record<string, { tr: string; en: string }> = {
  id: { tr: 'Kimlik', en: 'Id' },
  name: { tr: 'Ad', en: 'Name' },
  surname: { tr: 'Soyad', en: 'Surname' },
  username: { tr: 'Kullanıcı adı', en: 'Username' },
  password: { tr: 'Şifre', en: 'Password' },
  password2: { tr: 'Şifre tekrarı', en: 'Confirm password' },
  confirmPassword: { tr: 'Şifre tekrarı', en: 'Confirm password' },
  oldPassword: { tr: 'Eski şifre', en: 'Old password' },
  email: { tr: 'E-posta', en: 'E-mail' },
  phone: { tr: 'Telefon', en: 'Phone' },
  PersonalNo: { tr: 'T.C. kimlik no', en: 'TC No' },
  country: { tr: 'Ülke', en: 'Country' },
  currencyId: { tr: 'Para birimi', en: 'Currency' },
  birthDate: { tr: 'Doğum tarihi', en: 'Birth date' },
  birthDateDay: { tr: 'Doğum günü', en: 'Birth day' },
  birthDateMonth: { tr: 'Doğum ayı', en: 'Birth month' },
  birthDateYear: { tr: 'Doğum yılı', en: 'Birth year' },
  code: { tr: 'Kod', en: 'Code' },
  message: { tr: 'Mesaj', en: 'Message' },
  step: { tr: 'Adım', en: 'Step' },
  skip: { tr: 'Atla', en: 'Skip' },
  take: { tr: 'Adet', en: 'Take' },
  amount: { tr: 'Tutar', en: 'Amount' },
  termsVersion: { tr: 'Şartlar ve Koşullar', en: 'Terms and Conditions' },
  privacyNoticeVersion: { tr: 'KVKK Aydınlatma Metni', en: 'Privacy Notice' },
};

export function fieldLabel(field: string, locale: LanguageCode): string {
  return fieldLabels[field]?.[locale] ?? field;
}
