/** Turkish texts of the `payments` namespace (the default language). */
export const paymentsTr = {
  deposit: {
    title: 'Para Yatır',
    choose: 'Bir para yatırma yöntemi seçin',
    continueText: 'İşleme devam etmek için aşağıdaki butona tıklayın',
    continue: 'Devam et',
    success: 'Para yatırma talebiniz alındı.',
  },
  withdraw: {
    title: 'Para Çek',
    choose: 'Bir para çekme yöntemi seçin',
    cash: 'Çekilebilir bakiye',
    bonusNote: 'Bonus bakiyesi çekilemez; yalnızca nakit bakiyeniz çekilebilir.',
    success: 'Para çekme talebiniz alındı.',
  },
  methods: {
    limits: 'Min {{min}} – Max {{max}}',
    loadFailed: 'Ödeme yöntemleri yüklenemedi.',
    none: 'Şu anda kullanılabilir bir yöntem yok.',
    loading: 'Ödeme yöntemleri yükleniyor',
  },
  form: {
    loading: 'Form yükleniyor',
    noData: 'Veri bulunamadı',
    submit: 'Gönder',
    back: 'Yöntemler',
    choose: 'Seçiniz',
    paste: '{{field}} alanına panodan yapıştır',
    pasteFailed: 'Panodan okunamadı. Lütfen elle yapıştırın.',
    amountHint: 'En az {{min}}, en fazla {{max}}',
  },
  /** Labels of the field keys the payment methods use; any other key is shown as it is. */
  fields: {
    Amount: 'Tutar',
    CardNo: 'Kart Numarası',
    ExpiryDate: 'Son Kullanma Tarihi',
    CardHolder: 'Kart Sahibi',
    Cvv: 'CVV',
    Iban: 'IBAN',
    Bank: 'Banka',
    AccountHolder: 'Hesap Sahibi',
    WalletNo: 'Cüzdan Numarası',
    Name: 'Ad Soyad',
    Phone: 'Telefon',
  } as Record<string, string>,
  close: 'Kapat',
};

export type PaymentsTexts = typeof paymentsTr;
