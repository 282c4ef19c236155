/**
 * Player protection (`/api/responsiblegaming/*`): the player's own limits, the reality check and
 * time-outs or self-exclusion. Amounts in lira, times ISO 8601.
 */

export const LIMIT_TYPES = ['deposit', 'loss', 'stake'] as const;
export type LimitType = (typeof LIMIT_TYPES)[number];

/** Rolling windows: a day is the last 24 hours, a week 7 × 24 h, a month 30 × 24 h. */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** The highest limit a player can set, in lira. */
export const MAX_RESPONSIBLE_GAMING_LIMIT = 10_000_000;

/**
 * What is wrong with a limit amount (lira) the player typed, or null: it must be above zero, in
 * whole kuruş (at most two decimals) and at most MAX_RESPONSIBLE_GAMING_LIMIT. Every form that sets
 * a limit asks this, each in its own words.
 */
export function limitAmountProblem(amount: number): 'positive' | 'decimals' | 'max' | null {
  if (amount <= 0) return 'positive';
  // Compare in kuruş with a tolerance: 0.1 + 0.2 style binary noise is not a third decimal.
  const kurus = amount * 100;
  if (Math.abs(kurus - Math.round(kurus)) > 1e-6) return 'decimals';
  if (amount > MAX_RESPONSIBLE_GAMING_LIMIT) return 'max';
  return null;
}

/** The reality-check intervals a player can pick, in minutes. */
export const REALITY_CHECK_MINUTES = [15, 30, 60, 120] as const;
export const DEFAULT_REALITY_CHECK_MINUTES = 60;

/** Time-out lengths in hours: a day, a week, 30 days, six weeks. */
export const TIMEOUT_HOURS = [24, 168, 720, 1008] as const;
/** Self-exclusion lengths in calendar months; 0 is indefinite. */
export const SELF_EXCLUSION_MONTHS = [6, 12, 60, 0] as const;

/** A rise or a removal of a limit waits this long before it applies. */
export const LIMIT_COOLING_OFF_HOURS = 24;

/** The age a player must have reached. */
export const MINIMUM_AGE = 18;

export interface ResponsibleGamingLimit {
  type: LimitType;
  period: LimitPeriod;
  amount: number;
  used: number;
  /** When `used` next falls; null when nothing is counted. */
  resetsAt: string | null;
  /** A waiting rise, or a removal (`amount: null`). */
  pending: { amount: number | null; effectiveAt: string } | null;
}

export type ExclusionType = 'timeout' | 'selfexclusion' | 'operator';

export interface Exclusion {
  type: ExclusionType;
  /** Null: indefinite. */
  until: string | null;
}

/** The current login session's play. */
export interface PlaySession {
  startedAt: string;
  stakes: number;
  wins: number;
  /** Wins minus stakes: negative when the player is down. */
  net: number;
  nextRealityCheckAt: string;
  /** A reality check has fallen due and is not acknowledged yet: stakes are refused until it is. */
  realityCheckDue: boolean;
}

export interface ResponsibleGamingStatus {
  limits: ResponsibleGamingLimit[];
  depositLimitDecided: boolean;
  /** The date of birth is on record; until it is, `payment/deposit` is refused (`POST customer/birthdate`). */
  birthDateKnown: boolean;
  realityCheckMinutes: number;
  exclusion: Exclusion | null;
  session: PlaySession;
}

/** What a refusal by a limit carries (`data` of the 422). */
export interface LimitRefusal {
  limit: { type: LimitType; period: LimitPeriod; amount: number };
  left: number;
  /** When enough of the window has rolled off; null when nothing is counted. */
  freesAt: string | null;
}

/** What a refusal by an exclusion carries. */
export interface ExclusionRefusal {
  exclusion: Exclusion;
}

/** `data` of a deposit refused before the player has decided on a deposit limit. */
export interface DepositLimitUndecided {
  depositLimitDecided: false;
}

/**
 * `data` of a deposit limit refused because it is below the smallest deposit any method takes (in
 * lira): with it no deposit is possible, so it is set only with `confirmBelowMinimum`.
 */
export interface BelowMinimumDeposit {
  minimumDeposit: number;
}

/** `data` of a deposit refused while the player's date of birth is unknown. */
export interface BirthDateRequired {
  birthDateRequired: true;
}

/** The hub command that tells the site a reality check is due; its message is the JSON of `PlaySession`. */
export const REALITY_CHECK_COMMAND = 'RealityCheck';

/** One day of the player's own activity (`GET responsiblegaming/activity`), in lira. */
export interface ActivityDay {
  /** YYYY-MM-DD, Europe/Istanbul. */
  day: string;
  deposits: number;
  withdrawals: number;
  stakes: number;
  wins: number;
  /** Wins minus stakes. */
  net: number;
}
