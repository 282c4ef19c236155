import { randomBytes } from 'node:crypto';

/**
 * The studio's open game sessions: a random id (the secret the game page holds) → what the launch
 * and the operator's `session` answer said. Journalled, so a restart keeps the games players have
 * open. A session lasts as long as the operator's does (8 hours from launch); after that the
 * operator would refuse its bets anyway.
 */

export const SESSION_TTL_MS = 8 * 3600_000;

/** @typedef {import('../common/wallet-client.mjs').Session & { createdAt: number }} StoredSession */

export class SessionStore {
  #journal;
  #now;

  /**
   * @param {import('../common/journal.mjs').Journal} journal
   * @param {() => number} [now]
   */
  constructor(journal, now = Date.now) {
    this.#journal = journal;
    this.#now = now;
    for (const [id, session] of [...journal.tables.session]) if (this.#expired(session)) journal.remove('session', id);
  }

  /**
   * Opens a session.
   * @param {Omit<import('../common/wallet-client.mjs').Session, 'id'>} fields
   * @returns {import('../common/wallet-client.mjs').Session}
   */
  create(fields) {
    const id = randomBytes(24).toString('base64url');
    /** @type {StoredSession} */
    const session = { id, ...fields, createdAt: this.#now() };
    this.#journal.put('session', id, session);
    return session;
  }

  /**
   * The open session of `id`, if any.
   * @param {string} id
   * @returns {import('../common/wallet-client.mjs').Session | undefined}
   */
  get(id) {
    if (typeof id !== 'string') return undefined;
    /** @type {StoredSession | undefined} */
    const session = this.#journal.get('session', id);
    if (!session) return undefined;
    if (this.#expired(session)) {
      this.#journal.remove('session', id);
      return undefined;
    }
    return session;
  }

  /** @param {StoredSession} session */
  #expired(session) {
    return !(typeof session?.createdAt === 'number' && this.#now() - session.createdAt < SESSION_TTL_MS);
  }
}
