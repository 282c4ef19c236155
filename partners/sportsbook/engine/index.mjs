/**
 * The demo sportsbook's engine: fixtures, prices, the live simulation, bet slips, settlement and
 * cash-out, as pure functions over one JSON-serialisable state. No HTTP and no timers: the server
 * owns the clock (every call takes `now`, ms since the epoch) and journals the state after each call
 * that changes it. Functions that change the state change it in place and return what changed.
 *
 * Money is integer kuruş (₺1 = 100). Prices are decimal odds with 2 decimals (1.85).
 * Selection ids are `matchId:market:outcome`, e.g. `fb-20261126-3:1x2:home`, `fb-20261126-3:ah-0.75:away`.
 *
 * Margins (the bookmaker's overround per market: fair probabilities p of the market's outcomes sum to 1,
 * each price is 1 / (p × (1 + margin)) rounded down to 0.01 and at least 1.01, so the sum of 1/price
 * over a market is 1 + margin, a little more for the rounding). Two books price the same model: the
 * standard book (the Classic frame, betco) and the high-rate book (the Plus frame, fcg), whose lower
 * margins make its prices about 3–5 % higher; a selection's `price` is the standard book's, and
 * `bookPrice` gives it in either:
 *
 * | Sport      | Market                                  | key                         | outcomes              | standard | high-rate |
 * |------------|-----------------------------------------|-----------------------------|-----------------------|----------|-----------|
 * | football   | match result (1X2)                      | `1x2`                       | home, draw, away      | 6 %      | 2 %       |
 * | football   | total goals over/under 2.5              | `ou2.5`                     | over, under           | 5 %      | 1 %       |
 * | football   | both teams to score                     | `btts`                      | yes, no               | 6 %      | 2 %       |
 * | football   | Asian handicap, home line ±0.5, ±0.75, ±1 | `ah-0.5`, `ah-0.75`, `ah-1` (or `ah+…` when the away side is stronger) | home, away | 4 % | 0.5 % |
 * | basketball | moneyline (overtime included)           | `ml`                        | home, away            | 4.5 %    | 1 %       |
 * | basketball | total points, whole line (push = void)  | `tot<line>`, e.g. `tot164`  | over, under           | 5 %      | 1 %       |
 * | basketball | handicap, home line                     | `hcp<line>`, e.g. `hcp-4.5` | home, away            | 5 %      | 1 %       |
 * | basketball | highest-scoring quarter (dead heat)     | `hsq`                       | q1, q2, q3, q4        | 10 %     | 6 %       |
 * | tennis     | match winner                            | `winner`                    | home, away            | 5 %      | 1 %       |
 * | tennis     | total games, half line                  | `tg<line>`, e.g. `tg22.5`   | over, under           | 6 %      | 2 %       |
 *
 * Rules chosen:
 * - A single is a slip of exactly one selection. A bet slip of several singles is placed as several
 *   slips, one per selection, each with its own slipId and stake: each is its own wallet bet, is
 *   settled and cashed out on its own. An accumulator has 2–10 legs, at most one per match. Two sides
 *   meet at most once within 7 days (and a side plays at most once within 12 hours), so a meeting is
 *   listed once; two listings of one meeting would still count as one match.
 * - A slip is priced in the book of the frame it is placed from (`book`); its legs keep the prices taken.
 * - Stake ₺1–₺10,000 per slip; a slip whose potential payout (stake × total price) exceeds ₺250,000
 *   is refused (the answer carries the largest stake that fits), never silently capped.
 * - Odds change between what the player saw and now: `any` takes the current prices, `higher` takes
 *   them when none is lower, `ask` takes them only when none changed; a refusal lists the changes.
 * - Leg results: won (× price), lost (× 0), void (× 1), half-won (× (price + 1) / 2), half-lost (× ½);
 *   a dead heat is a won leg whose stake is cut by `deadHeatFactor(tied, places)`. One rule for money
 *   (payout.mjs, which the frame's script imports too): a slip's odds are the product of its legs'
 *   factors rounded down to 0.01, and it returns stake × odds rounded down to the kuruş. So the
 *   potential payout shown, stored and paid (every leg won) are one number; void legs drop out of an
 *   accumulator, an all-void slip returns the stake, one lost leg loses it.
 * - Cash-out: stake × Π(price taken × current fair probability) × (1 − 5 %), floored to the kuruş;
 *   unavailable while any open leg's market is suspended or closed without a price, or a leg lost.
 *
 * @typedef {'football' | 'basketball' | 'tennis'} Sport
 * @typedef {'scheduled' | 'live' | 'ended' | 'cancelled'} MatchStatus
 * @typedef {{ home: number, away: number }} Score
 * @typedef {{ id: string, name: string, country: string }} League
 *
 * @typedef {object} MatchClock
 * @property {string} period football `1H` `2H` `FT`; basketball `Q1`–`Q4`, `OT1`…, `FT`; tennis `S1`–`S3`, `FT`; `''` before the start
 * @property {number} seconds simulated seconds of play so far (football, basketball; tennis: simulated match time)
 * @property {number} minute football's match minute (1–90+), basketball's minutes played; tennis 0
 * @property {string} label what the frame shows: `67'`, `Q3 04:12`, `6-4 3-2`, `HT` …
 * @property {'home' | 'away' | null} server tennis: who serves the current game
 * @property {Score} games tennis: games in the current set
 * @property {number} lastAt real time (ms) up to which the simulation has run
 *
 * @typedef {object} Selection
 * @property {string} id `matchId:market:outcome`
 * @property {string} outcome `home`, `draw`, `away`, `over`, `under`, `yes`, `no`, `q1`…`q4`
 * @property {number} price decimal odds, 2 decimals, ≥ 1.01
 * @property {number} probability the fair probability (margin removed; for a pushable line, given no push)
 *
 * @typedef {object} Market
 * @property {string} key `1x2`, `ou2.5`, `ah-0.75`, `tot164`, … (see the table above)
 * @property {string} type `1x2` `ou` `btts` `ah` `ml` `tot` `hcp` `hsq` `winner` `tg`
 * @property {number | null} line the home handicap or the total's line; null for markets without one
 * @property {number} margin
 * @property {'open' | 'suspended' | 'closed'} status closed: decided or nearly, or not offered in play
 * @property {Selection[]} selections
 *
 * @typedef {object} Match
 * @property {string} id `fb-20261126-3` (`fb`, `bb`, `tn`; the kick-off date in Istanbul; its number that day)
 * @property {Sport} sport
 * @property {League} league
 * @property {string} home team or player
 * @property {string} away
 * @property {Score} ratings strength of home and away, 0–100
 * @property {{ handicap: number, total: number }} lines the home handicap and the total the markets are offered on, fixed at generation
 * @property {number} startsAt ms since the epoch
 * @property {MatchStatus} status
 * @property {Score} score goals, points, or (tennis) sets
 * @property {Score[]} periods football halves, basketball quarters then overtimes, tennis games per set
 * @property {MatchClock} clock
 * @property {Market[]} markets
 * @property {number | null} suspendedUntil real time until which every market is suspended
 * @property {{ side: 'home' | 'away', at: number } | null} pendingGoal football: a goal about to be scored
 * @property {number | null} endedAt
 *
 * @typedef {'won' | 'lost' | 'void' | 'half-won' | 'half-lost'} LegResult
 *
 * @typedef {object} Leg
 * @property {string} selectionId
 * @property {string} matchId
 * @property {string} market
 * @property {string} outcome
 * @property {number} price taken
 * @property {LegResult | null} result
 * @property {number} deadHeat the dead-heat factor of a won leg (1 when there was none)
 *
 * @typedef {object} Slip
 * @property {string} slipId
 * @property {string} player
 * @property {'single' | 'accumulator'} kind
 * @property {import('./rules.mjs').Book} [book] the book its prices were taken from (standard when absent: slips placed before there were two)
 * @property {number} stake kuruş
 * @property {number} price the product of the legs' prices, 2 decimals (rounded down)
 * @property {number} potentialPayout kuruş, floor(stake × price)
 * @property {Leg[]} legs
 * @property {'open' | 'won' | 'lost' | 'void' | 'cashed-out'} status won: anything paid back that is not a full refund
 * @property {number | null} payout kuruş, once final
 * @property {number} placedAt
 * @property {number | null} settledAt
 *
 * @typedef {object} EngineState
 * @property {number} version
 * @property {string} seed drives fixtures added later
 * @property {number} counter draws taken from the seed so far
 * @property {Record<string, Match>} matches by id
 * @property {Record<string, Slip>} slips by slipId
 * @property {string[]} fixtureDays Istanbul dates (`20261126`) already generated
 *
 * @typedef {(min: number, max: number) => number} RandomInt an integer in [min, max), like crypto.randomInt
 *
 * @typedef {{ type: 'started', matchId: string, match: Match }
 *   | { type: 'score', matchId: string, score: Score, periods: Score[], clock: MatchClock, side: 'home' | 'away' }
 *   | { type: 'clock', matchId: string, clock: MatchClock }
 *   | { type: 'suspended', matchId: string, reason: 'danger' | 'goal', until: number }
 *   | { type: 'reopened', matchId: string }
 *   | { type: 'odds', matchId: string, changes: { selectionId: string, price: number, previous: number, status: Market['status'], prices: Record<import('./rules.mjs').Book, number> }[] }
 *   | { type: 'ended', matchId: string, score: Score, periods: Score[], settled: SettledSlip[] }
 *   | { type: 'added', matchId: string, match: Match }
 * } EngineEvent
 *
 * @typedef {{ slipId: string, player: string, status: Slip['status'], payout: number, slip: Slip }} SettledSlip
 *
 * @typedef {object} SlipRequest
 * @property {string} slipId the caller's id; placing the same slipId again answers the slip already placed
 * @property {string} player
 * @property {{ selectionId: string, price: number }[]} selections price: what the player saw
 * @property {number} stake kuruş
 * @property {'single' | 'accumulator'} kind
 * @property {'any' | 'higher' | 'ask'} oddsChange
 * @property {import('./rules.mjs').Book} [book] the prices the player saw (default standard)
 *
 * @typedef {{ selectionId: string, previous: number, price: number }} PriceChange previous: what the player saw
 *
 * @typedef {{ ok: true, slip: Slip, duplicate?: boolean }
 *   | { ok: false, reason: SlipRefusal, changes?: PriceChange[], selectionId?: string, maxStake?: number }} PlaceResult
 *
 * @typedef {'invalid-slip' | 'duplicate-slip-id' | 'stake-too-low' | 'stake-too-high' | 'payout-too-high' | 'too-few-legs'
 *   | 'too-many-legs' | 'same-match' | 'unknown-selection' | 'selection-closed' | 'odds-changed'} SlipRefusal
 *
 * @typedef {{ ok: true, match: Match, slips: SettledSlip[], alreadyFinal?: boolean }
 *   | { ok: false, reason: 'unknown-match' | 'invalid-score' | 'already-cancelled' | 'already-ended' }} SettleResult
 *
 * @typedef {{ available: true, value: number }
 *   | { available: false, reason: 'unknown-slip' | 'not-open' | 'suspended' | 'no-price' | 'lost' }} CashOutOffer
 *
 * @typedef {{ ok: true, slip: Slip, payout: number }
 *   | { ok: false, reason: 'value-dropped', value: number }
 *   | { ok: false, reason: 'unavailable', detail: string }} CashOutResult
 */

export { STAKE_MIN, STAKE_MAX, PAYOUT_MAX, LEGS_MIN, LEGS_MAX, CASH_OUT_MARGIN, MARGINS, HIGH_RATE_MARGINS, BOOKS } from './rules.mjs';
export { potentialReturn, slipOddsCents } from './payout.mjs';
export { seededRandomInt } from './random.mjs';
export { generateFixtures, createState, ensureFixtures, findSelection, meetingOf, MEETING_WINDOW_MS, SIDE_REST_MS } from './fixtures.mjs';
export { priceFromProbability, marketsFor, bookPrice, bookPrices } from './markets.mjs';
export { advance } from './live.mjs';
export { placeSlip } from './slips.mjs';
export { settleMatch, cancelMatch, deadHeatFactor, legResult, slipPayout } from './settlement.mjs';
export { cashOutValue, cashOut } from './cash-out.mjs';
