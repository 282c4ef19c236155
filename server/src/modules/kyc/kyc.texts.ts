/** What identity verification says to players and to the operator, in Turkish and English. */
import type { DocumentKind } from './kyc.tables.js';

export const KIND_NAMES: Record<DocumentKind, { tr: string; en: string }> = {
  identity_front: { tr: 'kimlik belgesinin ön yüzü', en: 'identity document (front)' },
  identity_back: { tr: 'kimlik belgesinin arka yüzü', en: 'identity document (back)' },
  selfie: { tr: 'kimliğinizle özçekim', en: 'selfie with your identity document' },
  address: { tr: 'adres belgesi', en: 'proof of address' },
};

export const kycTexts = {
  /** The one answer to anything the person exclusion register refuses: it does not say why. */
  cannotOpenAccount: {
    tr: 'Bu bilgilerle hesap açamıyoruz. Lütfen destek ekibiyle iletişime geçin.',
    en: 'We cannot open an account with these details. Please contact support.',
  },
  uploaded: { tr: 'Belgeniz alındı; incelendiğinde size haber vereceğiz.', en: 'Your document has been received; we will let you know once it is reviewed.' },
  kindRequired: {
    tr: 'Belge türünü seçin: kimlik ön yüzü, kimlik arka yüzü, özçekim veya adres belgesi.',
    en: 'Choose the kind of document: identity front, identity back, selfie or proof of address.',
  },
  fileRequired: { tr: 'Bir dosya seçin.', en: 'Choose a file.' },
  wrongType: { tr: 'Yalnızca JPEG, PNG veya PDF dosyaları yüklenebilir.', en: 'Only JPEG, PNG or PDF files can be uploaded.' },
  tooLarge: { tr: 'Dosya en fazla 8 MB olabilir.', en: 'The file may be at most 8 MB.' },
  tooManyPixels: { tr: 'Görüntü en fazla 40 megapiksel olabilir.', en: 'The image may be at most 40 megapixels.' },
  tooManyPending: {
    tr: 'İncelenmeyi bekleyen 10 belgeniz var. Yenilerini incelendikten sonra yükleyebilirsiniz.',
    en: 'You have 10 documents waiting for review. You can upload more once they are reviewed.',
  },
  // Plural forms filled with `{{count}}` minutes by fillPlural.
  tooManyUploads_one: {
    tr: 'Kısa sürede çok sayıda belge yüklediniz. Lütfen {{count}} dakika sonra tekrar deneyin.',
    en: 'You have uploaded many documents in a short time. Please try again in {{count}} minute.',
  },
  tooManyUploads_other: {
    tr: 'Kısa sürede çok sayıda belge yüklediniz. Lütfen {{count}} dakika sonra tekrar deneyin.',
    en: 'You have uploaded many documents in a short time. Please try again in {{count}} minutes.',
  },
  notFound: { tr: 'Belge bulunamadı.', en: 'Document not found.' },
  fileDeleted: { tr: 'Bu belgenin dosyası saklama süresi dolduğu için silindi.', en: 'This document\'s file was deleted when its retention period ended.' },
  withdrawalNeedsVerification: {
    tr: 'Para çekebilmek için kimliğinizi doğrulamanız gerekiyor. Doğrulama sayfasından kimlik ve adres belgelerinizi yükleyin.',
    en: 'You need to verify your identity before you can withdraw. Upload your identity and address documents on the Verification page.',
  },
  depositNeedsVerification: {
    tr: 'Kimlik doğrulaması olmadan en fazla {{limit}} yatırabilirsiniz ({{used}} yatırdınız). Daha fazlası için doğrulama sayfasından kimliğinizi doğrulayın.',
    en: 'Without identity verification you can deposit at most {{limit}} (you have deposited {{used}}). Verify your identity on the Verification page to deposit more.',
  },
  // The operator's side.
  alreadyDecided: { tr: 'Bu belge için zaten karar verildi.', en: 'This document has already been decided.' },
  identityRequired: {
    tr: 'Kimlik belgesini onaylamak için belgedeki ad soyad (fullName) ve doğum tarihi (birthDate) gerekir.',
    en: 'Approving an identity document needs the full name (fullName) and date of birth (birthDate) read from it.',
  },
  badBirthDate: { tr: 'Doğum tarihi YYYY-AA-GG biçiminde geçmiş bir tarih olmalıdır.', en: 'The date of birth must be a past date as YYYY-MM-DD.' },
  badNationalId: { tr: 'T.C. kimlik numarası geçerli değil.', en: 'The national ID number is not valid.' },
  nameMismatch: {
    tr: 'Belgedeki ad soyad hesaptakiyle ({{account}}) aynı değil: belge onaylanamaz, reddedin.',
    en: 'The name on the document differs from the account\'s ({{account}}): it cannot be approved; reject it instead.',
  },
  birthDateMismatch: {
    tr: 'Belgedeki doğum tarihi hesaptakiyle ({{account}}) aynı değil: belge onaylanamaz, reddedin.',
    en: 'The date of birth on the document differs from the account\'s ({{account}}): it cannot be approved; reject it instead.',
  },
  nationalIdMismatch: {
    tr: 'Belgedeki T.C. kimlik numarası hesaptakiyle aynı değil: belge onaylanamaz, reddedin.',
    en: 'The national ID on the document differs from the account\'s: it cannot be approved; reject it instead.',
  },
  identityMismatch: {
    tr: 'Bu belge hesapta daha önce doğrulanan kimlikle ({{account}}) aynı değil: belge onaylanamaz, reddedin.',
    en: 'This document differs from the identity already verified on the account ({{account}}): it cannot be approved; reject it instead.',
  },
  approved: { tr: 'Belge onaylandı.', en: 'The document is approved.' },
  approvedMinor: {
    tr: 'Belge onaylandı. Belge sahibi 18 yaşından küçük: hesap oyuna kapatıldı (para çekme açık).',
    en: 'The document is approved. Its holder is under 18: the account is closed to play (withdrawals stay open).',
  },
  rejected: { tr: 'Belge reddedildi.', en: 'The document is rejected.' },
  minorExclusionReason: { tr: '', en: 'Under 18 on the identity document (until their 18th birthday)' },
  // Notifications.
  noteApprovedTitle: { tr: 'Belgeniz onaylandı', en: 'Your document is approved' },
  noteApproved: { tr: '{{kind}} onaylandı.', en: 'Your {{kind}} is approved.' },
  noteVerifiedTitle: { tr: 'Kimliğiniz doğrulandı', en: 'Your identity is verified' },
  noteVerified: {
    tr: '{{kind}} onaylandı ve kimliğiniz doğrulandı: para çekebilir, sınırsız yatırım yapabilirsiniz.',
    en: 'Your {{kind}} is approved and your identity is verified: you can now withdraw, and deposit without the verification limit.',
  },
  noteRejectedTitle: { tr: 'Belgeniz reddedildi', en: 'Your document was rejected' },
  noteRejected: {
    tr: '{{kind}} reddedildi: {{reason}} Doğrulama sayfasından yeni bir belge yükleyebilirsiniz.',
    en: 'Your {{kind}} was rejected: {{reason}} You can upload a new one on the Verification page.',
  },
  noteMinorTitle: { tr: 'Hesabınız oyuna kapatıldı', en: 'Your account is closed to play' },
  noteMinor: {
    tr: 'Kimlik belgenize göre 18 yaşından küçüksünüz. Hesabınız oyuna kapatıldı; bakiyenizi çekebilirsiniz.',
    en: 'Your identity document shows you are under 18. Your account is closed to play; you can withdraw your balance.',
  },
};
