import { registerTranslations } from '@arcadia/shared';

/** Route labels (breadcrumbs) and the texts of the app frame. */
const tr = {
  routes: {
    home: 'Ana Sayfa',
    dashboard: 'Hesabım',
    deposit: 'Para Yatır',
    withdraw: 'Para Çek',
    gameHistory: 'Oyun Geçmişi',
    bonuses: 'Bonuslar',
    financialActivities: 'Finansal Hareketler',
    sessionHistory: 'Oturum Geçmişi',
    account: 'Hesap Bilgileri',
    casino: 'Casino',
    liveCasino: 'Canlı Casino',
    slots: 'Slot Oyunları',
    bingo: 'Tombala',
    games: 'Oyunlar',
    tvBets: 'TV Oyunları',
    play: 'Oyun',
    liveBetting: 'Canlı Bahis',
    sports: 'Spor',
    highRate: 'Yüksek Oran',
    classic: 'Klasik',
    promotions: 'Promosyonlar',
    pages: 'İçerikler',
  },
  frame: {
    sectionFailed: 'Bu bölüm görüntülenemedi.',
    dialogsUnavailable: 'Bu pencere şu anda açılamıyor. Lütfen biraz sonra tekrar deneyin.',
  },
};
const en: typeof tr = {
  routes: {
    home: 'Home',
    dashboard: 'My Account',
    deposit: 'Deposit',
    withdraw: 'Withdraw',
    gameHistory: 'Game History',
    bonuses: 'Bonuses',
    financialActivities: 'Financial Activities',
    sessionHistory: 'Session History',
    account: 'Account Details',
    casino: 'Casino',
    liveCasino: 'Live Casino',
    slots: 'Slots',
    bingo: 'Bingo',
    games: 'Games',
    tvBets: 'TV Bets',
    play: 'Game',
    liveBetting: 'Live Betting',
    sports: 'Sports',
    highRate: 'High Rate',
    classic: 'Classic',
    promotions: 'Promotions',
    pages: 'Contents',
  },
  frame: {
    sectionFailed: 'This section could not be shown.',
    dialogsUnavailable: 'This window cannot be opened right now. Please try again shortly.',
  },
};

registerTranslations('shell', { tr, en });
