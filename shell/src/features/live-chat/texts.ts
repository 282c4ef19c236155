import { registerTranslations } from '@arcadia/shared';

const tr = {
  button: 'Canlı Destek',
  open: 'Canlı desteği aç',
  close: 'Canlı desteği kapat',
  title: 'Canlı Destek',
  subtitle: '7/24 yanınızdayız',
  connecting: 'Bir temsilciye bağlanıyorsunuz...',
  callInstead: 'Sizi arayalım',
  unavailable: 'Canlı destek şu anda kullanılamıyor. Çağrı Talep Formu ile bize ulaşabilirsiniz.',
};
const en: typeof tr = {
  button: 'Live Chat',
  open: 'Open live chat',
  close: 'Close live chat',
  title: 'Live Support',
  subtitle: 'We are here 24/7',
  connecting: 'Connecting you to an agent...',
  callInstead: 'Call me back',
  unavailable: 'Live chat is not available right now. You can reach us with the Call Request Form.',
};

registerTranslations('shell', { tr: { liveChat: tr }, en: { liveChat: en } });
