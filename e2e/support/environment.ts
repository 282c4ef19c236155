/**
 * Which site the journeys run against, and what it offers besides its pages.
 *
 * - Without `E2E_BASE_URL` the suite starts its own site (`node tools/start.mjs` on `E2E_PORT`,
 *   a fresh embedded database, dev tools on): codes come from its dev outbox and the operator API
 *   answers to the token it was started with.
 * - With `E2E_BASE_URL` it runs against that site as deployed and starts nothing. What a deployed
 *   site cannot offer is not faked: journeys that read SMS or e-mail codes need `E2E_OUTBOX_URL`
 *   (an outbox that answers like `GET /api/dev/outbox`), journeys that act as the operator need
 *   `E2E_ADMIN_TOKEN`; without them those journeys are skipped, the reason printed once.
 */

const trimmed = (value: string | undefined) => (value?.trim() ? value.trim().replace(/\/+$/, '') : null);

/** The port of the site the suite starts itself (the partners take the next three). */
export const LOCAL_PORT = Number(process.env.E2E_PORT ?? 18200);

/** The operator token of the site the suite starts itself (ADMIN_TOKEN takes at least 32 characters). */
export const LOCAL_ADMIN_TOKEN = 'e2e-operator-token-0123456789abcdef';

/** The deployed site under test, or null when the suite starts its own. */
export const DEPLOYED_URL = trimmed(process.env.E2E_BASE_URL);

export const BASE_URL = DEPLOYED_URL ?? `http://127.0.0.1:${LOCAL_PORT}`;

/** Where SMS and e-mail codes can be read, or null when the site under test gives no access. */
export const OUTBOX_URL = trimmed(process.env.E2E_OUTBOX_URL) ?? (DEPLOYED_URL ? null : `${BASE_URL}/api/dev/outbox`);

/** The operator API's token, or null when the site under test gives none. */
export const ADMIN_TOKEN_OR_NULL = trimmed(process.env.E2E_ADMIN_TOKEN) ?? (DEPLOYED_URL ? null : LOCAL_ADMIN_TOKEN);

/**
 * Tags of journeys that need more than the site's pages: each names what it needs, and a journey
 * using the outbox or the operator API without its tag fails (so the tags stay true).
 */
export const NEEDS = {
  outbox: '@outbox',
  admin: '@admin',
} as const;

/** Why a journey with that tag is skipped on this run, or null when it can run. */
export function missingFor(tag: string): string | null {
  if (tag === NEEDS.outbox && !OUTBOX_URL) return 'no SMS/e-mail outbox on this site (set E2E_OUTBOX_URL, e.g. https://site/api/dev/outbox)';
  if (tag === NEEDS.admin && !ADMIN_TOKEN_OR_NULL) return 'no operator API token (set E2E_ADMIN_TOKEN)';
  return null;
}
