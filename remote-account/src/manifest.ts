import { defineRemoteManifest } from '@arcadia/shared';

/** remote-account's dashboard pages: signed-in players only. */
export default defineRemoteManifest({
  routes: [{ path: 'dashboard/*', module: 'AccountRoutes', signedIn: true }],
  menu: [],
  crumbs: [
    { path: '/dashboard', label: { tr: 'Hesabım', en: 'My Account' } },
    { path: '/dashboard/deposit', label: { tr: 'Para Yatır', en: 'Deposit' } },
    { path: '/dashboard/withdraw', label: { tr: 'Para Çek', en: 'Withdraw' } },
    { path: '/dashboard/game-history', label: { tr: 'Oyun Geçmişi', en: 'Game History' } },
    { path: '/dashboard/bonuses', label: { tr: 'Bonuslar', en: 'Bonuses' } },
    { path: '/dashboard/financial-activities', label: { tr: 'Finansal Hareketler', en: 'Financial Activities' } },
    { path: '/dashboard/session-history', label: { tr: 'Oturum Geçmişi', en: 'Session History' } },
    { path: '/dashboard/account', label: { tr: 'Hesap Bilgileri', en: 'Account Details' } },
    { path: '/dashboard/responsible-gaming', label: { tr: 'Sorumlu Oyun', en: 'Responsible Gaming' } },
    { path: '/dashboard/verification', label: { tr: 'Kimlik Doğrulama', en: 'Identity Verification' } },
  ],
  dialogs: null,
  homeSections: [],
});
