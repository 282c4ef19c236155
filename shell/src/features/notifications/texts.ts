import { registerTranslations } from '@arcadia/shared';

const tr = {
  title: 'Bildirimler',
  open: 'Bildirimleri aç',
  unread: '{{count}} okunmamış',
  empty: 'Yeni bir bildiriminiz olduğunda burada göreceksiniz.',
  back: 'Bildirimlere dön',
  close: 'Kapat',
  types: { 1: 'Para yatırma', 2: 'Para çekme', 3: 'Jackpot', 4: 'Bonus', 5: 'Sistem' },
};
const en: typeof tr = {
  title: 'Notifications',
  open: 'Open notifications',
  unread: '{{count}} unread',
  empty: 'When you have a new notification, you will see it here.',
  back: 'Back to notifications',
  close: 'Close',
  types: { 1: 'Deposit', 2: 'Withdrawal', 3: 'Jackpot', 4: 'Bonus', 5: 'System' },
};

registerTranslations('shell', { tr: { notifications: tr }, en: { notifications: en } });
