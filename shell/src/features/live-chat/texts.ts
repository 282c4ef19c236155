import { registerTranslations } from '@arcadia/shared';

const tr = {
  button: 'Canlı Destek',
  open: 'Canlı desteği aç',
  close: 'Canlı desteği kapat',
  title: 'Canlı Destek',
  subtitle: 'Size nasıl yardımcı olabiliriz?',
  connecting: 'Bir temsilciye bağlanıyorsunuz...',
  callInstead: 'Sizi arayalım',
  unavailable: 'Bu sitede canlı sohbet hizmeti yok. Çağrı Talep Formu ile numaranızı bırakın, sizi arayalım; ya da bize e-postayla yazın (İletişim sayfası).',
};
const en: typeof tr = {
  button: 'Live Chat',
  open: 'Open live chat',
  close: 'Close live chat',
  title: 'Live Support',
  subtitle: 'How can we help?',
  connecting: 'Connecting you to an agent...',
  callInstead: 'Call me back',
  unavailable: 'This site has no live chat. Leave your number with the Call Request Form and we will call you back, or e-mail us (see the Contact page).',
};

registerTranslations('shell', { tr: { liveChat: tr }, en: { liveChat: en } });
