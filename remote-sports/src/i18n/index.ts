import { registerTranslations } from '@arcadia/shared';

/** The `sports` namespace of this remote. */
export const SPORTS_NS = 'sports';

const tr = {
  title: { livespor: 'Canlı Bahis', spor: 'Spor Bahisleri' },
  switchLabel: 'Bahis platformu',
  integrations: { fcg: 'Plus', betco: 'Klasik' },
  highRate: 'Yüksek Oran',
  frameTitle: { fcg: 'Spor bahisleri (Plus)', betco: 'Spor bahisleri (Klasik)' },
  loading: 'Bahis bülteni yükleniyor',
  failed: {
    title: 'Bahis bülteni yüklenemedi',
    description: 'Bahis sağlayıcısına şu anda ulaşılamıyor. Birazdan tekrar deneyin ya da diğer platforma geçin.',
  },
  unavailable: {
    title: 'Bahis bülteni şu anda kullanılamıyor',
    anonymous: 'Bahis bültenini açmak için giriş yapın.',
    signedIn: 'Bu platformun adresi hesabınız için tanımlı değil. Birazdan tekrar deneyin ya da diğer platforma geçin.',
  },
  retry: 'Tekrar dene',
  login: 'Giriş Yap',
  notEnoughBalance: 'Bu bahis için bakiyeniz yetersiz. Para yatırarak devam edebilirsiniz.',
  /** Above the frame while a time-out, a self-exclusion or the operator's exclusion runs. */
  excluded: {
    label: 'Bahis kapalı',
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
    text: 'Bu sürede bahis kapalı; oranları görebilir, bakiyenizi çekebilirsiniz.',
    withdraw: 'Para Çek',
  },
};

const en: typeof tr = {
  title: { livespor: 'Live Betting', spor: 'Sports Betting' },
  switchLabel: 'Betting platform',
  integrations: { fcg: 'Plus', betco: 'Classic' },
  highRate: 'High Rate',
  frameTitle: { fcg: 'Sports betting (Plus)', betco: 'Sports betting (Classic)' },
  loading: 'Loading the betting markets',
  failed: {
    title: 'The betting markets could not be loaded',
    description: 'The betting provider cannot be reached right now. Try again in a moment or switch to the other platform.',
  },
  unavailable: {
    title: 'The betting markets are unavailable right now',
    anonymous: 'Log in to open the betting markets.',
    signedIn: 'This platform has no address for your account. Try again in a moment or switch to the other platform.',
  },
  retry: 'Try again',
  login: 'Login',
  notEnoughBalance: 'Your balance is not enough for this bet. Make a deposit to continue.',
  excluded: {
    label: 'Betting closed',
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
    text: 'Meanwhile betting is closed; you can still see the odds and withdraw your balance.',
    withdraw: 'Withdraw',
  },
};

registerTranslations(SPORTS_NS, { tr, en });
