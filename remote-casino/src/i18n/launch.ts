import { registerTranslations } from '@arcadia/shared';
import { CASINO_NS } from '.';

const tr = {
  deposit: 'Para Yatır',
  reload: 'Oyunu yeniden yükle',
  close: 'Oyunu kapat',
  reloading: 'Oyun yeniden yüklenecek. Lütfen bekleyin...',
  loading: 'Oyun yükleniyor',
  failed: 'Oyun başlatılamadı',
  retry: 'Tekrar dene',
  backToLobby: 'Lobiye dön',
  notFoundTitle: 'Oyun bulunamadı',
  notFoundText: 'Bu bağlantı bir oyuna ait değil. Lobiden bir oyun seçebilirsiniz.',
  signInTitle: 'Oynamak için giriş yapın',
  signInText: '{{name}} oyununu oynamak için hesabınıza giriş yapın.',
  signIn: 'Giriş Yap',
  searching: '{{search}} açılıyor',
  searchEmpty: '"{{search}}" adında bir oyun bulunamadı.',
  searchFailed: 'Oyun aranamadı.',
  /** A game refused by a time-out, a self-exclusion or the operator's exclusion. */
  excluded: {
    until: {
      timeout: '{{date}} tarihine kadar moladasınız',
      selfexclusion: 'Kendinizi {{date}} tarihine kadar oyundan uzaklaştırdınız',
      operator: 'Hesabınız {{date}} tarihine kadar oyuna kapalı',
    },
    indefinite: {
      timeout: 'Süresiz olarak moladasınız',
      selfexclusion: 'Kendinizi süresiz olarak oyundan uzaklaştırdınız',
      operator: 'Hesabınız süresiz olarak oyuna kapalı',
    },
    text: 'Bu sürede oyunlar kapalı; bakiyenizi yine de çekebilirsiniz.',
    withdraw: 'Para Çek',
  },
};
const en: typeof tr = {
  deposit: 'Deposit',
  reload: 'Reload game',
  close: 'Close game',
  reloading: 'Game will be reloaded. Please wait...',
  loading: 'Loading the game',
  failed: 'The game could not be started',
  retry: 'Try again',
  backToLobby: 'Back to the lobby',
  notFoundTitle: 'Game not found',
  notFoundText: 'This link does not lead to a game. Pick one in the lobby.',
  signInTitle: 'Log in to play',
  signInText: 'Log in to your account to play {{name}}.',
  signIn: 'Login',
  searching: 'Opening {{search}}',
  searchEmpty: 'No game named "{{search}}" was found.',
  searchFailed: 'The game could not be looked up.',
  excluded: {
    until: {
      timeout: 'You are in a time-out until {{date}}',
      selfexclusion: 'You have excluded yourself until {{date}}',
      operator: 'Your account is closed to play until {{date}}',
    },
    indefinite: {
      timeout: 'You are in a time-out indefinitely',
      selfexclusion: 'You have excluded yourself indefinitely',
      operator: 'Your account is closed to play indefinitely',
    },
    text: 'Meanwhile games are closed; you can still withdraw your balance.',
    withdraw: 'Withdraw',
  },
};

/** The session's meter on the play bar and the reality check. */
const sessionTr = {
  label: 'Oturum',
  elapsed: 'Oturum süresi',
  net: 'Net durum',
  checkTitle: 'Gerçeklik kontrolü',
  checkIntro: 'Bu oturumda {{elapsed}} süredir oynuyorsunuz. Devam etmeden önce oyununuzu gözden geçirin.',
  stakes: 'Bahisler',
  wins: 'Kazançlar',
  checkHold: 'Siz devam edene kadar yeni bahis alınmaz.',
  history: 'Oyun geçmişini gör',
  continue: 'Devam et',
  leave: 'Oyundan çık',
};
const sessionEn: typeof sessionTr = {
  label: 'Session',
  elapsed: 'Session time',
  net: 'Net position',
  checkTitle: 'Reality check',
  checkIntro: 'You have been playing for {{elapsed}} in this session. Take a look at your play before you go on.',
  stakes: 'Stakes',
  wins: 'Wins',
  checkHold: 'No new stakes are taken until you continue.',
  history: 'View game history',
  continue: 'Continue',
  leave: 'Leave game',
};

registerTranslations(CASINO_NS, { tr: { play: tr, session: sessionTr }, en: { play: en, session: sessionEn } });
