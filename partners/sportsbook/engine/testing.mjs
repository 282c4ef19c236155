import { createState } from './index.mjs';

/** A fixed Thursday noon (Istanbul 15:00) so fixtures repeat. */
export const NOW = Date.UTC(2026, 10, 26, 12, 0, 0);

/**
 * A state of fixtures from a fixed seed, and its first scheduled match of each sport.
 * @param {string} [seed]
 */
export function fixtureState(seed = 'engine-tests') {
  const state = createState({ now: NOW, seed });
  const first = (/** @type {import('./index.mjs').Sport} */ sport) => {
    const match = Object.values(state.matches).find((m) => m.sport === sport && m.status === 'scheduled');
    if (!match) throw new Error(`no scheduled ${sport} match`);
    return match;
  };
  return { state, football: first('football'), basketball: first('basketball'), tennis: first('tennis') };
}

/**
 * The selection of `match` in `marketKey` (or the market whose key starts with it) for `outcome`.
 * @param {import('./index.mjs').Match} match
 * @param {string} marketKey
 * @param {string} outcome
 */
export function selectionOf(match, marketKey, outcome) {
  const market = match.markets.find((m) => m.key === marketKey) ?? match.markets.find((m) => m.key.startsWith(marketKey));
  const selection = market?.selections.find((s) => s.outcome === outcome);
  if (!market || !selection) throw new Error(`no ${marketKey} ${outcome} on ${match.id}`);
  return { market, selection };
}

let slips = 0;

/**
 * A slip request at the current prices.
 * @param {import('./index.mjs').Selection[]} selections
 * @param {Partial<import('./index.mjs').SlipRequest>} [extra]
 * @returns {import('./index.mjs').SlipRequest}
 */
export function slipOf(selections, extra = {}) {
  return {
    slipId: `slip-${++slips}`,
    player: 'player-1',
    kind: selections.length === 1 ? 'single' : 'accumulator',
    stake: 10_000,
    oddsChange: 'ask',
    selections: selections.map((s) => ({ selectionId: s.id, price: s.price })),
    ...extra,
  };
}
