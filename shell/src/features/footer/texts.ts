import { registerTranslations } from '@arcadia/shared';

const tr = {
  pages: 'Kurumsal',
  contact: 'İletişim',
  callRequest: 'Çağrı Talep Formu',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  backToTop: 'Yukarı çık',
  providers: 'Oyun Sağlayıcıları',
  pagesFailed: 'Bağlantılar yüklenemedi.',
  licence: 'Lisans No: {{number}}',
  licenceBadge: 'Lisanslı ve denetlenen',
  tagline: 'Casino, canlı casino ve spor bahislerinde güvenli ve eğlenceli bir deneyim.',
  operator:
    'Arcadia, {{number}} numaralı lisans kapsamında lisanslı ve denetlenen Arcadia Entertainment tarafından işletilmektedir. 18 yaşından küçüklerin oyun oynaması yasaktır. Kumar bağımlılık yapabilir; lütfen sorumlu oynayın.',
  copyright: '© {{year}} Arcadia. Tüm hakları saklıdır.',
  developedBy: 'Geliştiren',
  adultsOnly: '18+',
  adultsOnlyNotice: '18+: 18 yaşından küçüklerin oyun oynaması yasaktır',
  responsible: 'Sorumlu Oyun',
};
const en: typeof tr = {
  pages: 'Company',
  contact: 'Contact',
  callRequest: 'Call Request Form',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  backToTop: 'Back to top',
  providers: 'Game Providers',
  pagesFailed: 'The links could not be loaded.',
  licence: 'Licence No: {{number}}',
  licenceBadge: 'Licensed and regulated',
  tagline: 'A safe and entertaining home for casino, live casino and sports betting.',
  operator:
    'Arcadia is operated by Arcadia Entertainment, licensed and regulated under licence number {{number}}. Players under 18 are not allowed to play. Gambling can be addictive; please play responsibly.',
  copyright: '© {{year}} Arcadia. All rights reserved.',
  developedBy: 'Developed by',
  adultsOnly: '18+',
  adultsOnlyNotice: '18+: gambling is for adults aged 18 and over',
  responsible: 'Responsible Gaming',
};

registerTranslations('shell', { tr: { footer: tr }, en: { footer: en } });
