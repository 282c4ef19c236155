import { registerTranslations } from '@arcadia/shared';

const tr = {
  title: 'Adres bilgilendirmesi',
  current: 'Güncel adresimiz',
  next: 'Bir sonraki adresimiz',
  hint: 'Erişimde sorun yaşamamak için sonraki adresimizi kaydedin.',
  dismiss: 'Bildirimi kapat',
};
const en: typeof tr = {
  title: 'Address notice',
  current: 'Our current address',
  next: 'Our next address',
  hint: 'Save our next address so you can always reach us.',
  dismiss: 'Dismiss notice',
};

registerTranslations('shell', { tr: { topNotice: tr }, en: { topNotice: en } });
