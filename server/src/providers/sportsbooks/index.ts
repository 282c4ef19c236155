/** The sportsbook integrations, built from configuration. */
import type { Config } from '../../config.js';
import { DemoSportsbook } from './demo-sportsbook.js';
import type { SportsbookAdmin } from './sportsbook-admin.js';

export { MATCH_STATUSES, SportsbookError, type FinalScore, type MatchStatus, type SportsbookAdmin, type SportsMatch } from './sportsbook-admin.js';

/** The operator's switch on the sportsbook; null without SPORTSBOOK_OPERATOR_SECRET (nothing to sign with). */
export function createSportsbookAdmin(config: Pick<Config, 'sportsbookUrl' | 'sportsbookOperatorSecret'>): SportsbookAdmin | null {
  return config.sportsbookOperatorSecret === null ? null : new DemoSportsbook({ baseUrl: config.sportsbookUrl, secret: config.sportsbookOperatorSecret });
}

/** The origins the sportsbook frames are served from, each once: what the content security policy lets the site frame. */
export function sportsbookFrameOrigins(config: Pick<Config, 'sportsbookUrls'>): string[] {
  return [...new Set(Object.values(config.sportsbookUrls).map((url) => new URL(url).origin))];
}
