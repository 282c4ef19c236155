/** Business constants: durations, delays, sizes, limits and defaults. */
export const TOAST = { durationMs: 4000, loadingDurationMs: 30000, limit: 5, position: 'top-center', enterMs: 350, exitMs: 800 } as const;
export const HEADER_HIDE_SCROLL_PX = 100;
export const BADGE_CAP = 9;
export const NOTICE = { maxHeightRem: 8, removalDelayMs: 500 } as const;
export const SOCIAL_LINK_CHECK_MS = 1000;
export const NOTIFICATION_PANEL_HEIGHT_PX = 582;
export const MOBILE_BREAKPOINT_PX = 900;
export const MENU_BREAKPOINT_PX = 1100;
export const LIVE_CHAT_PULSE_REPEATS = 13;
export const DEFAULT_CURRENCY_ID = 1;
export const DEFAULT_COUNTRY_NAME = 'Türkiye';
export const DEFAULT_LANGUAGE = 'tr';
export const LANGUAGES = ['tr', 'en'] as const;
export type LanguageCode = (typeof LANGUAGES)[number];
export const DELAYS = {
  closeAfterClaimMs: 1000,
  loginAfterRecoveryMs: 1000,
  countryListFillMs: 300,
  formFadeInMs: 500,
  logoutReloadMs: 300,
  withdrawCloseMs: 500,
  languageReloadMs: 100,
  carouselRefreshMs: 100,
  paymentErrorCloseMs: 100,
  confettiStartMs: 100,
} as const;
export const CONFETTI = { particleCount: 150, spread: 180 } as const;
export const RESEND_TIMER_SECONDS = 60;
export const BALANCE_POLL_MS = 3000;
export const NOTIFICATION_PAGE = { skip: 0, take: 100 } as const;
export const GAME_SEARCH_TAKE = 4;
export const CALL_REQUEST_DIALOG = { widthPx: 454, heightPx: 699 } as const;
export const CAROUSEL = {
  autoplayMs: 5000,
  gap: 20,
  placeholders: 3,
  imageRatio: 1040 / 600,
  /** min width in px → slides per view */
  slidesPerView: [[0, 1], [768, 2], [992, 2], [1920, 3]] as const,
} as const;
/** The copyright line's year is the current one (see the footer), never a constant. */
export const FOOTER = { licenceNumber: '22-0025', providerLogoCount: 16 } as const;
export const GAME_PROVIDERS = ['SoftGamings', 'Hub88', 'Egt Digital', 'Amusnet', 'EveryMatrix', 'Digitain'] as const;
export const SPORTS_INTEGRATIONS = ['fcg', 'betco'] as const;
export const HUB = { path: '/hub/frnotify', serverTimeoutMs: 30000, keepAliveMs: 15000, retryDelaysMs: [0, 2000, 10000, 30000] } as const;
export const FINGERPRINT_TIMEOUT_MS = 5000;
export const MAX_RELOAD_ATTEMPTS = 3;
export const FORBIDDEN_RELOAD_DELAY_MS = 1000;
export const REGULATOR_LICENCE = '22-0025';
