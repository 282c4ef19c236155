/** Data of the account pages, as the server sends it and the dashboard shows it. */
import type { Country } from './types';

/** `GET customer/profile`: what the player gave at registration. */
export interface PlayerProfile {
  username: string;
  usercode: string;
  name: string;
  surname: string;
  email: string;
  phone: string;
  smsVerified: boolean;
  /** Null after the fast registration. */
  personalNo: string | null;
  country: Country | null;
  /** `YYYY-MM-DD`, or null after the fast registration. */
  birthDate: string | null;
  /** ISO time. */
  createdAt: string;
}

/** One login of the player (`GET customer/sessions`, newest first). */
export interface PlayerSession {
  id: number;
  /** ISO time of the login. */
  createdAt: string;
  /** ISO time of the last request with this session. */
  lastSeenAt: string | null;
  ip: string;
  userAgent: string;
  device: string;
  fingerprint: string;
  /** The session the asking browser is using. */
  current: boolean;
  /** Set once the session was logged out or revoked. */
  revokedAt: string | null;
}

export type BonusStatus = 'requested' | 'active' | 'credited' | 'rejected';

/** Where a bonus's money can be staked: casino games or sports bets, never both. */
export type BonusProduct = 'casino' | 'sports';

/** A bonus the player has (requested, running, paid out or turned down). */
export interface PlayerBonus {
  id: number;
  code: string;
  title: string;
  product: BonusProduct;
  /** Lira. */
  amount: number;
  status: BonusStatus;
  /** ISO time. */
  createdAt: string;
}

/** A bonus the operator offers; the player may request it. */
export interface BonusOffer {
  code: string;
  title: string;
  description: string;
  product: BonusProduct;
  /** The terms the player accepts by requesting it, in the reader's language (amount, cap, minimum deposit, wagering, product). */
  terms: string;
  /** Lira. */
  amount: number;
  /**
   * Whether the player can request it now (absent: yes). A bonus that depends on a deposit is
   * requestable only once a qualifying deposit is confirmed.
   */
  available?: boolean;
  /** What is missing before it can be requested, in the reader's language ("Make a first deposit of at least ₺100 to claim."); null when available. */
  requirement?: string | null;
}

/** `GET bonus/list`. */
export interface BonusList {
  bonuses: PlayerBonus[];
  offers: BonusOffer[];
}
