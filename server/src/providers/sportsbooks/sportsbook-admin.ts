/**
 * The operator's switch on the sportsbook, as the admin routes see it: list the fixtures, settle a
 * match with its final score, cancel one. The sportsbook is another system: the adapter talks to it
 * over HTTP signed with HMAC-SHA256 (the payment provider's scheme, `../payments/signature.ts`).
 * The demo adapter (`demo-sportsbook.ts`) talks to `partners/sportsbook`; a real sportsbook
 * implements this interface in a file beside it.
 */

export const MATCH_STATUSES = ['scheduled', 'live', 'ended', 'cancelled'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

/** A fixture as the sportsbook describes it: at least its id and state; the rest is passed on as it came. */
export interface SportsMatch {
  id: string;
  status: string;
  [field: string]: unknown;
}

export interface FinalScore {
  home: number;
  away: number;
}

/**
 * Why a call failed: the sportsbook refused it (`notFound` 404, `conflict` 409, `invalid` 400, with
 * its message when it gave one) or could not be used (`unavailable`: unreachable, too slow, or an
 * answer that is no answer, including a refused signature).
 */
export type SportsbookErrorKind = 'notFound' | 'conflict' | 'invalid' | 'unavailable';

export class SportsbookError extends Error {
  constructor(
    readonly kind: SportsbookErrorKind,
    message: string,
    /** The sportsbook's own words, for the operator; null when it gave none. */
    readonly detail: string | null = null,
  ) {
    super(message);
    this.name = 'SportsbookError';
  }
}

export interface SportsbookAdmin {
  listMatches(filter?: { status?: MatchStatus }): Promise<SportsMatch[]>;
  /** Ends the match with this score and settles every slip on it; the sportsbook's answer. */
  settleMatch(id: string, score: FinalScore): Promise<Record<string, unknown>>;
  /** Cancels the match: its legs are void; the sportsbook's answer. */
  cancelMatch(id: string): Promise<Record<string, unknown>>;
}
