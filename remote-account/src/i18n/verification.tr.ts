/** Turkish texts of `/dashboard/verification` (`account:verification.*`). */
export const verificationTr = {
  title: 'Kimlik Doğrulama',
  intro: 'Para çekebilmek ve {{limit}} üzerinde yatırım yapabilmek için kimliğinizi doğrulayın. Belgeleriniz şifreli saklanır ve yalnızca inceleme ekibimiz görür.',
  levels: {
    none: {
      title: 'Kimliğiniz henüz doğrulanmadı',
      text: 'Kimlik belgenizin ön yüzünü ve bir adres belgesi yükleyin.',
      textBack: 'Kimlik belgeniz iki yüzlü: arka yüzünü de yükleyin.',
      textBackAndAddress: 'Kimlik belgeniz iki yüzlü: arka yüzünü ve bir adres belgesi yükleyin.',
    },
    pending: { title: 'Belgeleriniz inceleniyor', text: 'İnceleme genellikle bir iş günü içinde biter; sonucu bildirim olarak göndereceğiz.' },
    verified: { title: 'Kimliğiniz doğrulandı', text: 'Para çekebilir ve sınırsız yatırım yapabilirsiniz.' },
    rejected: { title: 'Bir belgeniz reddedildi', text: 'Reddedilen belgenin yerine yenisini yükleyin; nedeni kartında yazıyor.' },
  },
  deposits: 'Doğrulama olmadan yatırılan: {{used}} / {{limit}}',
  kinds: {
    identity_front: { title: 'Kimlik belgesi (ön yüz)', hint: 'T.C. kimlik kartı, pasaport veya ehliyet; dört köşesi görünsün.' },
    identity_back: { title: 'Kimlik belgesi (arka yüz)', hint: 'Kimlik kartı veya ehliyet gibi iki yüzlü belgeler için.' },
    selfie: { title: 'Kimliğinizle özçekim', hint: 'Kimliğinizi yüzünüzün yanında tutarak çekin.' },
    address: { title: 'Adres belgesi', hint: 'Son üç aya ait fatura, banka dökümü veya e-Devlet yerleşim yeri belgesi.' },
  },
  status: { missing: 'Yüklenmedi', pending: 'İnceleniyor', approved: 'Onaylandı', rejected: 'Reddedildi' },
  required: 'Gerekli',
  optional: 'İsteğe bağlı',
  rejectedBecause: 'Ret nedeni: {{reason}}',
  uploadedAt: 'Yüklendi: {{date}}',
  drop: {
    desktop: 'Dosyayı buraya sürükleyin veya',
    choose: 'dosya seçin',
    phone: 'Fotoğraf çekin veya dosya seçin',
    selfie: 'Özçekim yapın',
    again: 'Yeni belge yükleyin',
    rules: 'JPEG, PNG veya PDF, en fazla 8 MB',
    dropping: 'Bırakın, yükleyelim',
  },
  preview: '{{kind}} önizlemesi',
  pdf: 'PDF belgesi',
  uploading: 'Yükleniyor… %{{percent}}',
  uploaded: 'Belgeniz alındı; incelendiğinde size haber vereceğiz.',
  errors: {
    type: 'Bu dosya türü yüklenemez: yalnızca JPEG, PNG veya PDF.',
    size: 'Dosya çok büyük: en fazla 8 MB olabilir.',
    failed: 'Yükleme tamamlanamadı. Lütfen tekrar deneyin.',
  },
};

export type VerificationTexts = typeof verificationTr;
