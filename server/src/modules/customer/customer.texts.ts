import type { Localized } from '../../plugins/app/messages.js';

export const customerTexts = {
  codeSent: { tr: 'Telefonunuza bir doğrulama kodu gönderildi.', en: 'A verification code has been sent to your phone.' },
  phoneVerified: { tr: 'Telefon numaranız başarıyla doğrulandı.', en: 'Your phone number has been successfully verified.' },
  phoneVerifiedWithBonus: {
    tr: 'Telefon numaranız doğrulandı; {{amount}} deneme bonusunuz hesabınıza eklendi.',
    en: 'Your phone number has been verified, and your {{amount}} trial bonus has been added to your account.',
  },
  alreadyVerified: { tr: 'Bu telefon numarası zaten doğrulanmış.', en: 'This phone number is already verified.' },
  smsBody: {
    tr: 'Arcadia doğrulama kodunuz: {{code}}. Kod 10 dakika geçerlidir, kimseyle paylaşmayınız.',
    en: 'Your Arcadia verification code: {{code}}. It is valid for 10 minutes; do not share it.',
  },
  passwordChanged: {
    tr: 'Şifre değişikliği başarılı. Giriş sayfasına yönlendiriliyorsunuz.',
    en: 'Password change successful. You are now directed to the login page.',
  },
  oldPasswordWrong: { tr: 'Mevcut şifreniz hatalı.', en: 'Your current password is incorrect.' },
  samePassword: { tr: 'Yeni şifreniz mevcut şifrenizden farklı olmalıdır.', en: 'Your new password must differ from the current one.' },
  callRequestSaved: {
    tr: 'Talebiniz alındı. Müşteri temsilcimiz en kısa sürede sizi arayacak.',
    en: 'Your request has been received. Our team will call you back shortly.',
  },
  callRequestTooMany: {
    tr: 'Kısa süre içinde çok fazla talep gönderdiniz. Lütfen daha sonra tekrar deneyin.',
    en: 'You have sent too many requests in a short time. Please try again later.',
  },
  birthDateSaved: { tr: 'Doğum tarihiniz kaydedildi.', en: 'Your date of birth has been saved.' },
  birthDateOnRecord: { tr: 'Doğum tarihiniz kayıtlı', en: 'Your date of birth is already on record' },
} satisfies Record<string, Localized>;
