/** Local-storage keys; their names are part of the contract. */
export const STORAGE_KEYS = {
  /** The site content (`GET cms/grouped`), under the key name the contract gives it. */
  siteContent: 'bootstrap',
  authData: 'authData',
  refId: 'refId',
  noticeRead: 'read',
  fingerprint: 'fingerprint',
  language: 'language',
  reloadAttempts: 'reloadAttempts',
  /** Hash of the last promotional popup shown (shown once per content). */
  popupHash: 'popupHash',
  /** Per username, where the note on the responsible gaming tools stands after registration: `pending` until the player has seen it, then `shown`. */
  responsibleGamingTools: 'responsibleGamingTools',
  /** The signed-in player's last known exclusion (`{ username, exclusion }`): a reload draws its banner in the first render. */
  exclusion: 'exclusion',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Cookie set (value `1`) when the domain notice is read: the server then reserves no place for it in the home page's first screen. */
export const NOTICE_READ_COOKIE = 'arc_notice_read';
