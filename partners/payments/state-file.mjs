import { Journal } from '../common/journal.mjs';

/**
 * DemoPay's own state (its deposits, payouts and undelivered callbacks): a partner journal, so a
 * restart keeps every accepted order and every callback still to deliver (common/journal.mjs).
 */

/** @typedef {'deposit' | 'payout' | 'callback'} Kind */

const KINDS = /** @type {const} */ (['deposit', 'payout', 'callback']);

/** @extends {Journal<Kind>} */
export class StateFile extends Journal {
  /** @param {string} path the journal; created when missing */
  constructor(path) {
    super(path, KINDS);
  }
}
