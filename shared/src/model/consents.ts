/**
 * The documents a player accepts at sign-up and the versions in force. A registration sends the
 * versions it showed (`termsVersion`, `privacyNoticeVersion`); the server refuses any other and
 * stores each acceptance with its time. A new version of a text is a new date here.
 */
export const CONSENT_VERSIONS = {
  /** The Terms and Conditions (content page 1). */
  terms: '2026-11-29',
  /** The privacy notice under KVKK, law no. 6698 (content page 2). */
  privacyNotice: '2026-11-29',
} as const;

/** The content pages of the two documents, linked from the registration form. */
export const CONSENT_PAGES = { terms: 1, privacyNotice: 2 } as const;

export type ConsentDocument = keyof typeof CONSENT_VERSIONS;
