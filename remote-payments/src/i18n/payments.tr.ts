/** Turkish texts of the `payments` namespace (the default language). */
export const paymentsTr = {
  deposit: {
    title: 'Para Yatır',
    choose: 'Bir para yatırma yöntemi seçin',
    continueText: 'İşleme devam etmek için aşağıdaki butona tıklayın',
    continue: 'Devam et',
    success: 'Para yatırma talebiniz alındı.',
    waiting: 'Ödemenizin sonucu bekleniyor…',
    cancel: 'Bu ödemeyi iptal et',
    confirmedTitle: 'Ödemeniz onaylandı',
    confirmedText: '{{amount}} bakiyenize eklendi.',
    declinedTitle: 'Ödemeniz reddedildi',
    declinedText: '{{amount}} tutarındaki ödemeniz reddedildi.',
    cancelledTitle: 'Ödeme iptal edildi',
    cancelledText: '{{amount}} tutarındaki ödeme iptal edildi.',
    tryAgain: 'Başka bir yöntem dene',
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
    ownValue: 'Hesabınızdaki ad soyad; paranız yalnızca kendi adınıza olan bir hesaba gönderilir.',
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
  /** Player protection before and during a deposit: date of birth, deposit limit, what is left of it. */
  protection: {
    loading: 'Limitleriniz yükleniyor',
    birthDate: {
      title: 'Doğum tarihiniz',
      intro: 'İlk para yatırma işleminizden önce doğum tarihinizi kaydetmemiz gerekiyor. Oynamak için en az {{age}} yaşında olmalısınız.',
      label: 'Doğum tarihi',
      save: 'Kaydet',
      tooYoung: 'Para yatırmak için en az {{age}} yaşında olmalısınız',
    },
    limit: {
      title: 'Para yatırma limiti belirleyin',
      intro: 'İlk para yatırma işleminizden önce, bir dönemde en fazla ne kadar yatırabileceğinizi seçin. Limitinizi daha sonra Limitler sayfasından değiştirebilirsiniz.',
      amount: 'Limit tutarı',
      period: 'Dönem',
      periods: { day: 'Günlük', week: 'Haftalık', month: 'Aylık' },
      set: 'Limiti belirle',
      noLimit: 'Limit istemiyorum',
      confirmText: 'Emin misiniz? Para yatırma limiti olmadan yatırdığınız tutarı hiçbir şey sınırlamaz. İstediğiniz zaman Limitler sayfasından limit belirleyebilirsiniz.',
      confirm: 'Onayla',
      back: 'Geri',
      tooHigh: 'Limit en fazla {{max}} olabilir',
      /** The limit read back before it is saved: in figures and in words. */
      inWords: { day: 'Günde en fazla {{amount}} ({{words}}) yatırabileceksiniz.', week: 'Haftada en fazla {{amount}} ({{words}}) yatırabileceksiniz.', month: 'Ayda en fazla {{amount}} ({{words}}) yatırabileceksiniz.' },
      belowMinimumTitle: 'Bu limitle para yatıramazsınız',
      belowMinimumText: 'Limitiniz ({{amount}}) en küçük para yatırma tutarının ({{minimum}}) altında: bu limitle hiç para yatıramazsınız ve limiti yükseltmek 24 saat sürer.',
      belowMinimumConfirm: 'Yine de belirle',
    },
    left: {
      /** The tightest deposit limit in force: what is left of it in its period. */
      text: '{{period}} para yatırma limitinizden kalan: {{left}} / {{amount}}',
      periods: { day: 'Günlük', week: 'Haftalık', month: 'Aylık' },
      link: 'Limitler',
      /** No deposit limit in force: a plain link, no box. */
      setLimit: 'Para yatırma limiti belirle',
    },
    refusal: {
      left: 'Limitinizden kalan: {{left}}',
      freesAt: 'Yeniden kullanılabileceği zaman: {{date}}',
    },
    /** A time-out, a self-exclusion or the operator's exclusion in force: no deposit, the withdrawal offered. */
    exclusion: {
      until: {
        timeout: '{{date}} tarihine kadar moladasınız',
        selfexclusion: 'Kendinizi {{date}} tarihine kadar oyundan uzaklaştırdınız',
        operator: 'Hesabınız {{date}} tarihine kadar oyuna kapalı',
      },
      indefinite: {
        timeout: 'Süresiz olarak moladasınız',
        selfexclusion: 'Kendinizi süresiz olarak oyundan uzaklaştırdınız',
        operator: 'Hesabınız süresiz olarak oyuna kapalı',
      },
      text: 'Bu sürede para yatırma kapalı; bakiyenizi yine de çekebilirsiniz.',
      withdraw: 'Para Çek',
    },
  },
  verification: {
    withdraw: 'Para çekebilmek için kimliğinizi doğrulamanız gerekiyor: kimlik belgenizi ve bir adres belgesi yükleyin, inceleme ekibimiz onaylasın.',
    pending: 'Belgeleriniz inceleniyor; onaylandığında para çekebilirsiniz.',
    deposit: 'Kimlik doğrulaması olmadan en fazla {{limit}} yatırabilirsiniz ve bu sınıra ulaştınız. Daha fazla yatırmak için kimliğinizi doğrulayın.',
    minor: 'Kimlik belgenize göre 18 yaşından küçüksünüz; bu yüzden hesabınız oyuna kapatıldı. Nakit bakiyenizi kimlik doğrulaması olmadan çekebilirsiniz.',
    button: 'Kimliğimi doğrula',
  },
  close: 'Kapat',
};

export type PaymentsTexts = typeof paymentsTr;
