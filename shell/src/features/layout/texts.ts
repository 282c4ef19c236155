import { registerTranslations } from '@arcadia/shared';

const tr = {
  home: 'Ana sayfa',
  menu: 'Menü',
  back: 'Geri',
  search: 'Oyun ara',
  register: 'Kayıt Ol',
  login: 'Giriş Yap',
  liveChat: 'Canlı Destek',
  claimReward: 'Ödülünü Al',
  deposit: 'Para Yatır',
  myAccount: 'Hesabım',
  account: 'Hesap',
  balance: 'Bakiye',
  logout: 'Çıkış Yap',
  userBalance: '{{username}}, bakiyeniz {{balance}}',
  verifyIdentity: 'Kimliğini doğrula',
  verifyIdentityHint: 'Para çekebilmek için kimliğinizi doğrulayın',
};
const en: typeof tr = {
  home: 'Home',
  menu: 'Menu',
  back: 'Back',
  search: 'Search games',
  register: 'Register',
  login: 'Login',
  liveChat: 'Live Chat',
  claimReward: 'Claim Reward',
  deposit: 'Deposit',
  myAccount: 'My Account',
  account: 'Account',
  balance: 'Balance',
  logout: 'Logout',
  userBalance: '{{username}}, your balance is {{balance}}',
  verifyIdentity: 'Verify your identity',
  verifyIdentityHint: 'Verify your identity to withdraw',
};

registerTranslations('shell', { tr: { layout: tr }, en: { layout: en } });
