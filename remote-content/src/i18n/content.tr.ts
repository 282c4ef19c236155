/** Turkish texts of the `content` namespace (the default language). */
export const contentTr = {
  /** `/pages` and `/pages/:id`: the content pages. */
  pages: {
    title: 'İçerikler',
    intro: 'Arcadia hakkında bilmeniz gereken her şey: kurallar, gizlilik, sorumlu oyun ve daha fazlası.',
    empty: 'Henüz içerik bulunmuyor.',
    notFound: 'Aradığınız sayfa bulunamadı.',
    allPages: 'Tüm içerikler',
    loadFailed: 'Sayfa yüklenemedi.',
  },
  /** `/promotions`, the home page's promotions row and the promotion dialog. */
  promotions: {
    title: 'Promosyonlar',
    intro: 'Size özel bonuslar ve kampanyalar. Detaylar için bir promosyon seçin.',
    details: 'Detaylar',
    all: 'Tüm promosyonlar',
    empty: 'Şu anda aktif promosyon bulunmuyor.',
    loadFailed: 'Promosyonlar yüklenemedi.',
    join: 'Hemen Katıl',
    close: 'Kapat',
  },
  /** `/responsible-gaming`: the public page on player protection. */
  responsibleGaming: {
    title: 'Sorumlu Oyun',
    intro: 'Oyun bir eğlencedir, gelir kaynağı değildir. Oyununuzu kontrol altında tutmanız için araçlarımızı kullanın ve ihtiyaç duyduğunuzda yardım isteyin.',
    tools: {
      title: 'Araçlarınız',
      limits: 'Para yatırma, kayıp ve bahis limitleri',
      limitsText: 'Günlük, haftalık ve aylık limit koyun. Bir limiti düşürmek hemen geçerli olur; artırmak veya kaldırmak 24 saat sonra.',
      realityCheck: 'Gerçeklik kontrolü',
      realityCheckText: 'Seçtiğiniz aralıkta (15, 30, 60 veya 120 dakika) ne kadar süredir oynadığınızı, bahislerinizi, kazançlarınızı ve net durumunuzu gösteririz.',
      timeout: 'Mola',
      timeoutText: 'Bir gün, bir hafta, 30 gün veya altı hafta oyuna ara verin. Mola bitmeden kaldırılamaz.',
      selfExclusion: 'Kendini oyundan uzaklaştırma',
      selfExclusionText: 'Hesabınızı 6 ay, 1 yıl, 5 yıl veya süresiz olarak oyuna kapatın. Süre bitmeden kaldırılamaz.',
      meanwhile: 'Mola veya uzaklaştırma sürerken giriş yapabilir, bakiyenizi görebilir ve para çekebilirsiniz; para yatırma, oyunlar, bahisler ve bonuslar kapalıdır.',
      open: 'Sorumlu oyun araçlarım',
      signInHint: 'Araçlarınızı kullanmak için giriş yapın.',
    },
    age: {
      title: '18+',
      notice: '18 yaşından küçüklerin oyun oynaması yasaktır.',
      text: 'Kayıt olurken 18 yaşını doldurduğunuzu onaylarsınız; 18 yaşından küçük olduğu anlaşılan hesaplar kapatılır.',
    },
    signs: {
      title: 'Sorunlu oyunun işaretleri',
      intro: 'Aşağıdakilerden biri size tanıdık geliyorsa bir mola verin ve destek alın:',
      longer: 'Planladığınızdan daha uzun süre veya daha fazla parayla oynamak',
      chasing: 'Kaybettiklerinizi geri kazanmak için oynamaya devam etmek',
      borrowing: 'Oyun yüzünden borç almak veya faturaları aksatmak',
      hiding: 'Oyunu ailenizden ve arkadaşlarınızdan saklamak',
      restless: 'Oynamadığınızda huzursuz veya gergin hissetmek',
    },
    help: {
      title: 'Yardım alın',
      intro: 'Bu kuruluşlar ücretsiz ve gizli destek verir (yeni sekmede açılır):',
      yesilay: 'Türkiye’de bağımlılık için ücretsiz danışmanlık',
      gamcare: 'Kumar sorunları için destek ve danışmanlık (Birleşik Krallık)',
      gamblersAnonymous: 'Kumar sorunu yaşayanların birbirine destek olduğu gruplar',
    },
  },
};
