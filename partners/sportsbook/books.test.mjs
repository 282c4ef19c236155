import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { streamView } from './views.mjs';
import { SITE, openFrame, startOperator, startSportsbook } from './testing.mjs';

/** @typedef {Awaited<ReturnType<typeof startOperator>>} Operator */
/** @typedef {{ id: string, markets: { key: string, type: string, status: string, selections: { id: string, price: number }[] }[] }} MatchView */

/**
 * Every match of both modes with every market, as a frame of `skin` is shown them.
 * @param {import('fastify').FastifyInstance} app
 * @param {string} skin
 * @returns {Promise<MatchView[]>}
 */
async function wholeList(app, skin) {
  const matches = [];
  for (const mode of ['prematch', 'live']) {
    const list = await app.inject(`/api/fixtures?skin=${skin}&mode=${mode}`);
    assert.equal(list.statusCode, 200);
    for (const row of list.json().fixtures) matches.push((await app.inject(`/api/matches/${row.id}?skin=${skin}`)).json().match);
  }
  return matches;
}

describe('the two books: Plus (fcg, High Rate) and Classic (betco)', () => {
  /** @type {Operator} */
  let operator;
  /** @type {ReturnType<typeof startSportsbook>} */
  let book;
  before(async () => {
    operator = await startOperator({ balance: 1_000_000 });
    book = startSportsbook({ operatorUrl: operator.url, seed: 'books-test' });
    book.app.sportsbook.start();
  });
  after(async () => {
    await book.close();
    await operator.close();
  });

  it('prices the whole fixture list 3–5 % higher on average in the Plus frame, never lower, with a lower margin in every open market', async () => {
    const plus = await wholeList(book.app, 'fcg');
    const classic = new Map((await wholeList(book.app, 'betco')).map((m) => [m.id, m]));
    // The list shrinks through the Istanbul day as kick-offs pass (40 matches for this seed in its
    // last hour, 58 after midnight): any time of day gives well over 30.
    assert.ok(plus.length > 30, `the whole list, both modes (${plus.length})`);
    const ratios = [];
    for (const match of plus) {
      const other = classic.get(match.id);
      assert.ok(other, `${match.id} is in both frames`);
      for (const market of match.markets) {
        const twin = other.markets.find((m) => m.key === market.key);
        assert.ok(twin);
        if (market.status === 'closed') continue;
        const overround = (/** @type {{ price: number }[]} */ selections) => selections.reduce((sum, s) => sum + 1 / s.price, 0);
        assert.ok(overround(market.selections) < overround(twin.selections), `${match.id} ${market.key}: a lower margin`);
        for (const selection of market.selections) {
          const price = twin.selections.find((s) => s.id === selection.id)?.price;
          assert.ok(price !== undefined && selection.price >= price, `${selection.id}: ${selection.price} in Plus, ${price} in Classic`);
          ratios.push(selection.price / price);
        }
      }
    }
    const mean = ratios.reduce((a, b) => a + b, 0) / ratios.length;
    assert.ok(mean >= 1.03 && mean <= 1.05, `Plus prices ${((mean - 1) * 100).toFixed(2)} % higher on average over ${ratios.length} selections`);
    assert.equal((await book.app.inject('/api/fixtures?skin=other')).statusCode, 400);
  });

  it('gives each frame its own book in the page and the live stream', async () => {
    const plus = (await openFrame(book.app, { skin: 'fcg', player: 'page-plus' })).data.fixtures;
    const classic = (await openFrame(book.app, { skin: 'betco', player: 'page-classic' })).data.fixtures;
    const price = (/** @type {any[]} */ list) => list[0].markets[0].selections[0].price;
    assert.equal(plus[0].id, classic[0].id);
    assert.ok(price(plus) > price(classic));
    const prices = { standard: 1.9, 'high-rate': 1.97 };
    const event = { type: 'odds', matchId: 'm', changes: [{ selectionId: 'm:1x2:home', price: 1.9, previous: 1.8, status: 'open', prices }] };
    assert.deepEqual(streamView([/** @type {any} */ (event)], 0, 'high-rate'), [{ t: 'odds', m: 'm', c: [['m:1x2:home', 1.97, 'open']] }]);
    assert.deepEqual(streamView([/** @type {any} */ (event)], 0, 'standard'), [{ t: 'odds', m: 'm', c: [['m:1x2:home', 1.9, 'open']] }]);
  });

  it('takes a slip at the prices of the frame it is placed from', async () => {
    const match = (await wholeList(book.app, 'fcg')).find((m) => m.markets.every((k) => k.status === 'open'));
    assert.ok(match);
    const plusPrice = /** @type {any} */ (match.markets[0]).selections[0];
    const classicPrice = (await book.app.inject(`/api/matches/${match.id}?skin=betco`)).json().match.markets[0].selections[0];
    const place = async (/** @type {string} */ skin, /** @type {number} */ price) => {
      const { sessionId } = await openFrame(book.app, { skin, player: `taker-${skin}` });
      return book.app.inject({ method: 'POST', url: `/api/sessions/${sessionId}/slips`, payload: { kind: 'single', stake: 1000, oddsChange: 'ask', selections: [{ selectionId: plusPrice.id, price }] } });
    };
    const plus = await place('fcg', plusPrice.price);
    assert.equal(plus.statusCode, 201);
    assert.equal(plus.json().slip.legs[0].price, plusPrice.price);
    // Plus's price sent to the Classic frame is a changed price there.
    const refused = await place('betco', plusPrice.price);
    assert.equal(refused.statusCode, 409);
    assert.deepEqual(refused.json().changes, [{ selectionId: plusPrice.id, previous: plusPrice.price, price: classicPrice.price }]);
  });
});

describe('My bets: one list in both frames', () => {
  /** @type {Operator} */
  let operator;
  /** @type {ReturnType<typeof startSportsbook>} */
  let book;
  before(async () => {
    operator = await startOperator({ balance: 1_000_000 });
    book = startSportsbook({ operatorUrl: operator.url, seed: 'my-bets-test' });
    book.app.sportsbook.start();
  });
  after(async () => {
    await book.close();
    await operator.close();
  });

  it('lists a player’s slips of both frames in each, with the frame each was placed in, and cashes one out from the other frame under its own wallet key', async () => {
    const plus = await openFrame(book.app, { skin: 'fcg', player: 'deniz' });
    const classic = await openFrame(book.app, { skin: 'betco', player: 'deniz' });
    const stranger = await openFrame(book.app, { skin: 'betco', player: 'stranger' });
    const [first, second] = /** @type {any[]} */ (plus.data.fixtures);
    const slipIn = async (/** @type {string | null} */ sessionId, /** @type {any} */ match) => {
      const selection = match.markets[0].selections[0];
      const answer = await book.app.inject({ method: 'POST', url: `/api/sessions/${sessionId}/slips`, payload: { kind: 'single', stake: 1000, oddsChange: 'any', selections: [{ selectionId: selection.id, price: selection.price }] } });
      assert.equal(answer.statusCode, 201);
      return answer.json().slip.slipId;
    };
    const inPlus = await slipIn(plus.sessionId, first);
    const inClassic = await slipIn(classic.sessionId, second);
    const bets = async (/** @type {string | null} */ sessionId) => (await book.app.inject(`/api/sessions/${sessionId}/bets`)).json().slips.map((/** @type {any} */ s) => [s.slipId, s.skin]).sort();
    const both = [[inClassic, 'betco'], [inPlus, 'fcg']].sort();
    assert.deepEqual(await bets(plus.sessionId), both);
    assert.deepEqual(await bets(classic.sessionId), both);
    assert.deepEqual(await bets(stranger.sessionId), [], 'another player sees none of them');

    const offered = (await book.app.inject(`/api/sessions/${classic.sessionId}/bets`)).json().slips.find((/** @type {any} */ s) => s.slipId === inPlus);
    assert.ok(offered.cashOut > 0);
    assert.equal((await book.app.inject({ method: 'POST', url: `/api/sessions/${stranger.sessionId}/slips/${inPlus}/cashout`, payload: { value: offered.cashOut } })).statusCode, 404);
    const cashed = await book.app.inject({ method: 'POST', url: `/api/sessions/${classic.sessionId}/slips/${inPlus}/cashout`, payload: { value: offered.cashOut } });
    assert.equal(cashed.statusCode, 200);
    await operator.until(() => operator.calls('win').some((c) => c.body.roundId === inPlus));
    assert.equal(operator.calls('win').find((c) => c.body.roundId === inPlus)?.key, 'fcg', 'paid under the key it was staked through');
  });
});

describe('the slip’s refusals, said as what they are', () => {
  it('answers a stake of 0 as the smallest stake (422 stake-too-low), not a malformed request', async () => {
    const operator = await startOperator();
    const book = startSportsbook({ operatorUrl: operator.url, seed: 'refusals-1' });
    try {
      book.app.sportsbook.start();
      const { sessionId, data } = await openFrame(book.app, { player: 'zero' });
      const selection = data.fixtures[0].markets[0].selections[0];
      for (const stake of [0, -100]) {
        const answer = await book.app.inject({ method: 'POST', url: `/api/sessions/${sessionId}/slips`, payload: { kind: 'single', stake, oddsChange: 'any', selections: [{ selectionId: selection.id, price: selection.price }] } });
        assert.equal(answer.statusCode, 422, `stake ${stake}`);
        assert.equal(answer.json().error, 'stake-too-low');
      }
      assert.equal(operator.calls('bet').length, 0);
    } finally {
      await book.close();
      await operator.close();
    }
  });

  it('says a stake the cash cannot cover while the balance with bonus could is refused for casino-only bonus money (402 bonus-casino-only)', async () => {
    // The wallet takes no casino bonus for sports: ₺50 of it and no cash answers "not enough" with a balance of ₺50.
    const operator = await startOperator({ fault: (action) => (action === 'bet' ? { body: { status: 'RS_ERROR_NOT_ENOUGH_MONEY', request_uuid: null, user: 'bonus', currency: 'TRY', balance: 5_000 } } : undefined) });
    const book = startSportsbook({ operatorUrl: operator.url, seed: 'refusals-2' });
    try {
      book.app.sportsbook.start();
      const { sessionId, data } = await openFrame(book.app, { player: 'bonus' });
      const selection = data.fixtures[0].markets[0].selections[0];
      const place = (/** @type {number} */ stake) =>
        book.app.inject({ method: 'POST', url: `/api/sessions/${sessionId}/slips`, payload: { kind: 'single', stake, oddsChange: 'any', selections: [{ selectionId: selection.id, price: selection.price }] } });
      const covered = await place(5_000);
      assert.equal(covered.statusCode, 402);
      assert.deepEqual(covered.json(), { error: 'bonus-casino-only', balance: 5_000 });
      assert.equal(data.texts.en.bonusCasinoOnly, 'Bonus money can only be used in the casino. Your cash balance is too low for this bet.');
      assert.equal(data.texts.tr.bonusCasinoOnly, 'Bonus para yalnızca casinoda kullanılabilir. Nakit bakiyeniz bu bahis için yetersiz.');
      const beyond = await place(5_001);
      assert.deepEqual(beyond.json(), { error: 'not-enough-money', balance: 5_000 });
    } finally {
      await book.close();
      await operator.close();
    }
  });
});

describe('the frame of a signed-in player whose token is refused', () => {
  it('says the site signed the player in, so the frame offers no login of its own', async () => {
    const book = startSportsbook({ seed: 'refused-token' });
    try {
      const refused = await openFrame(book.app, { player: 'x' });
      assert.equal(refused.sessionId, null, 'no operator answered: no session');
      assert.equal(refused.data.signedIn, true);
      const anonymous = await book.app.inject(`/fcg/?token=&parent=${encodeURIComponent(SITE)}`);
      assert.match(anonymous.body, /"signedIn":false/);
    } finally {
      await book.close();
    }
  });
});

describe('the frame’s script', () => {
  it('is a module importing the engine’s payout rule, served as the engine has it', async () => {
    const book = startSportsbook({ seed: 'script' });
    try {
      const served = await book.app.inject('/static/payout.mjs');
      assert.equal(served.statusCode, 200);
      assert.match(String(served.headers['content-type']), /^text\/javascript/);
      assert.equal(served.body, readFileSync(new URL('./engine/payout.mjs', import.meta.url), 'utf8'));
      assert.match((await book.app.inject('/static/sportsbook.js')).body, /^import \{ potentialReturn, slipOddsCents \} from '\/static\/payout\.mjs';$/m);
      assert.match((await openFrame(book.app)).response.body, /<script type="module" src="\/static\/sportsbook\.js"><\/script>/);
    } finally {
      await book.close();
    }
  });
});
