/** Texts every part uses: validation messages, generic errors and buttons. */
export const commonTr = {
  validation: {
    required: 'Bu alan zorunludur',
    length: '{{min}} ile {{max}} karakter arasında olmalıdır',
    minLength: 'En az {{min}} karakter olmalıdır',
    exactLength: 'Tam {{length}} karakter olmalıdır',
    digits: 'Yalnızca rakam giriniz',
    alphanumeric: 'Yalnızca harf ve rakam kullanınız',
    email: 'Geçerli bir e-posta adresi giriniz',
    mismatch: 'Şifreler eşleşmiyor',
    nationalId: 'Geçerli bir T.C. kimlik numarası giriniz',
    phone: 'Geçerli bir cep telefonu numarası giriniz (5XX XXX XX XX)',
    date: 'Geçerli bir tarih giriniz',
    age: 'Kayıt için en az {{age}} yaşında olmalısınız',
    plainText: 'İzin verilmeyen bir karakter içeriyor',
    invalidBody: 'Geçersiz istek',
  },
  errors: {
    network: 'Sunucuya ulaşılamadı. Lütfen bağlantınızı kontrol edin.',
    unexpected: 'Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.',
    remoteUnavailable: 'Bu bölüm şu anda yüklenemiyor. Lütfen biraz sonra tekrar deneyin.',
  },
  actions: { close: 'Kapat', retry: 'Tekrar dene', save: 'Kaydet', back: 'Geri', submit: 'Gönder' },
  loading: 'Yükleniyor...',
  currency: '₺',
};
export type CommonTexts = typeof commonTr;
