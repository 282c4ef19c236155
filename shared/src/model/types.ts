import type { NotificationType } from './enums';
import type { BalanceParts } from './payments';

/** Every API answer: `{ success, message, data }`. */
export interface ApiResponse<T = unknown> {
  success: boolean;
  message: string;
  data: T;
}

/** What the client keeps under the `authData` storage key after login or registration. */
export interface AuthData {
  token: string;
  balance: number;
  username: string;
  usercode: string;
  betsyCid: string;
  betsyUrl: string;
  betsyToken: string;
  betcoToken: string;
  betcoUrl: string;
  phone: string;
  smsVerified: boolean;
  fingerprint?: string;
  /** What `balance` holds (cash, bonus and its product, held), as the last poll or push said; absent until one did. */
  wallet?: BalanceParts;
}

export interface AuthState {
  isLoggedIn: boolean;
  username: string;
  balance: number;
  /** The balance's parts, or null while they are not known. */
  wallet: BalanceParts | null;
}

export interface Notification {
  id: number;
  title: string;
  note: string;
  type: NotificationType;
  /** UTC ISO timestamp. */
  timeStamp: string;
  isRead: boolean;
}

export interface MenuItem {
  title: string;
  icon?: string;
  url?: string;
  appKey?: string;
  gameData?: { search: string; live: boolean };
  badge?: string;
  children?: MenuItem[];
  isOpen?: boolean;
}

export interface LoginPayload { username: string; password: string }

export interface RegisterPayload {
  name: string;
  surname: string;
  username: string;
  email: string;
  phone: string;
  PersonalNo: string;
  country: number;
  currencyId: number;
  birthDate: string;
  birthDateDay: string;
  birthDateMonth: string;
  birthDateYear: string;
  trialBonus?: 0 | 1;
  password: string;
  password2: string;
  refId?: number;
  /** The versions of the terms and of the privacy notice (KVKK) the player accepted (`CONSENT_VERSIONS`). */
  termsVersion: string;
  privacyNoticeVersion: string;
}

export interface FastRegisterPayload {
  name: string;
  surname: string;
  username: string;
  email: string;
  phone: string;
  country: number;
  currencyId: number;
  password: string;
  password2: string;
  refId?: number;
  termsVersion: string;
  privacyNoticeVersion: string;
  /** YYYY-MM-DD; optional: a player who gives none is asked for it before the first deposit. */
  birthDate?: string;
  isFast: true;
}

export interface Country { id: number; name: string }

export interface SliderImage { url: string }
export interface SliderItem { slug: string; url?: string | null; images: SliderImage[] }
export interface ContentPageRef { id: number; title: string }
export interface Category { id: number; content: ContentPageRef[] }
export interface CasinoCategory { id: number; name: string; slugList: string[]; imageUrl: string }
export interface Translation { key: string; value: string }
export interface SiteOption { key: string; value: string; status: boolean }
export interface Popup { images: SliderImage[]; url?: string | null }
export interface DomainStatus { current: string | null; next: string | null }
export interface Language { languages: { code: string; name: string }[]; locale: string }
export interface JackpotCard { instanceName: string; levelStats: { level: string; value: number }[]; currentLevelI: number }

/** `GET cms/grouped`, stored under the `bootstrap` storage key. */
export interface SiteContent {
  sliderList: SliderItem[];
  categoryList: Category[];
  casinoCategoryList: CasinoCategory[];
  language: Language;
  translationList: { tr: Translation[]; en: Translation[] };
  siteOption: SiteOption[];
  popup: Popup | null;
  domainStatus: DomainStatus;
  egtJackpotCards: JackpotCard[];
  jackpotCards: JackpotCard[];
}

export interface ContentPage { id: number; title: string; body: string; categoryId: number }
export interface Promotion { id: number; title: string; imageUrl: string; detailImageUrl: string; description: string }

export interface PaymentFieldDefinition {
  key: string;
  mask: string | null;
  objectType: 'String' | 'Int' | 'Long' | 'Decimal' | 'Dropdown';
  option: { id: number | string; name: string }[] | null;
  /**
   * A value the account decides, not the player (a withdrawal's account holder is the account's
   * own name): the form shows it and cannot change it, and the server takes only this value.
   */
  readOnly?: boolean;
  /** The value of a `readOnly` field, as `payment/detail` answers it for the signed-in player. */
  value?: string;
}

export interface Game {
  gameCode: string;
  name: string;
  providerName: string;
  mainProviderId: number;
  productId: number;
  system: string;
  /** The game's artwork (a URL of the site's own static files). */
  imageUrl?: string;
  /** The casino categories (`CasinoCategory.id`) the game belongs to. */
  systemCategory?: number[];
  /** A live-casino table (its page leads back to the live lobby). */
  live?: boolean;
}
export interface Favorite { code: string; providerId: number }

/** A message pushed by the `/hub/frnotify` hub to the `NotifyMessage` target. */
export interface HubMessage { command: string; message: string }
