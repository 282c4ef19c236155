import { SPORTS_INTEGRATIONS } from '@arcadia/shared';

/** The sportsbook integrations, in the order of the switch: `fcg` (High Rate) is the default. */
export const INTEGRATIONS = SPORTS_INTEGRATIONS;
export type Integration = (typeof INTEGRATIONS)[number];
export const DEFAULT_INTEGRATION: Integration = 'fcg';

/** The site's two sports areas and the sportsbook's mode each opens the frame in. */
export const SECTIONS = { livespor: 'live', spor: 'prematch' } as const;
export type Section = keyof typeof SECTIONS;
export type Mode = (typeof SECTIONS)[Section];

export const isIntegration = (value: string | undefined): value is Integration => INTEGRATIONS.includes(value as Integration);
export const isSection = (value: string | undefined): value is Section => value === 'spor' || value === 'livespor';

/** Where a sportsbook page lives on the site: `/spor/fcg`, `/livespor/betco`. */
export const integrationPath = (section: Section, integration: Integration): string => `/${section}/${integration}`;

/** A decoded path, or the text as it came when it is not valid percent-encoding. */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The frame's page an address of the site names: `/spor/fcg/match/fb-1?tab=stats` → `/match/fb-1?tab=stats`,
 * `/spor/fcg` → `/`. The rest of the address is the frame's own, so a reload or a shared link opens
 * the same page.
 */
export function framePathOf(pathname: string, search: string, section: Section, integration: Integration): string {
  const prefix = integrationPath(section, integration);
  const rest = pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : '/';
  return `${decoded(rest).replace(/\/{2,}/g, '/')}${search}`;
}

/** The site's address for a page of the frame: `/match/fb-1` under `/spor/fcg` → `/spor/fcg/match/fb-1`. */
export const siteAddressOf = (section: Section, integration: Integration, framePath: string): string =>
  framePath === '/' ? integrationPath(section, integration) : `${integrationPath(section, integration)}${framePath}`;

/** Two addresses name the same page, whichever of them is percent-encoded. */
export const samePage = (a: string, b: string): boolean => decoded(a) === decoded(b);
