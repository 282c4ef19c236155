import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { readFileSync } from 'node:fs';
import { bonusOf, casinoOnlyBonus, shownBalance, stakeShortfall } from './funds.mjs';
import { TEXTS } from './texts.mjs';
import { openFrame, startOperator, startSportsbook } from './testing.mjs';

describe('which money pays a sports stake', () => {
  // ₺10 of cash and ₺50 of casino-only trial bonus: the operator's balance says ₺60.
  const trial = { balance: 6000, bonus: 5000, bonusProduct: 'casino' };

  it('casino bonus money pays no slip: above the cash the stake is refused for the bonus, however large the balance', () => {
    assert.equal(casinoOnlyBonus(trial), 5000);
    assert.equal(stakeShortfall(1000, trial), null);
    assert.equal(stakeShortfall(1001, trial), 'bonus-casino-only');
    assert.equal(stakeShortfall(6000, trial), 'bonus-casino-only', 'a stake the balance seems to cover');
    assert.equal(stakeShortfall(9000, trial), 'bonus-casino-only', 'and one above it too: depositing cash is the way, whichever');
    assert.equal(stakeShortfall(100, { balance: 5000, bonus: 5000, bonusProduct: 'casino' }), 'bonus-casino-only', 'bonus money alone pays nothing');
  });

  it('without casino bonus money the balance is what pays: a sports bonus, a bonus tied to no product, an answer without bonus fields', () => {
    for (const funds of [{ balance: 6000, bonus: 5000, bonusProduct: 'sports' }, { balance: 6000, bonus: 5000 }, { balance: 6000 }, { balance: 6000, bonus: 0, bonusProduct: 'casino' }]) {
      assert.equal(stakeShortfall(6000, funds), null, JSON.stringify(funds));
      assert.equal(stakeShortfall(6001, funds), 'not-enough-money', JSON.stringify(funds));
    }
  });

  it('the frame shows what a slip can use: casino bonus money is named beside it, not counted in it', () => {
    assert.deepEqual(shownBalance({ balance: 25000, bonus: 5000, bonusProduct: 'casino' }), { stakeable: 20000, casinoOnly: 5000 });
    assert.deepEqual(shownBalance({ balance: 25000, bonus: 5000, bonusProduct: 'sports' }), { stakeable: 25000, casinoOnly: 0 });
    assert.deepEqual(shownBalance({ balance: 25000 }), { stakeable: 25000, casinoOnly: 0 });
    assert.equal(TEXTS.en.casinoBonusAside, '+ {amount} casino bonus');
    assert.equal(TEXTS.tr.casinoBonusAside, '+ {amount} casino bonusu');
  });

  it('keeps only well-formed bonus fields of an answer', () => {
    assert.deepEqual(bonusOf({ bonus: 5000, bonusProduct: 'casino' }), { bonus: 5000, bonusProduct: 'casino' });
    assert.deepEqual(bonusOf({ bonus: 0 }), { bonus: 0 });
    for (const bad of [{ bonus: -1, bonusProduct: 'casino' }, { bonus: 1.5 }, { bonus: '5000' }, {}]) assert.deepEqual(bonusOf(bad), {}, JSON.stringify(bad));
    assert.deepEqual(bonusOf({ bonus: 10, bonusProduct: 'poker' }), { bonus: 10 });
    assert.equal(casinoOnlyBonus({ balance: 6000, bonus: 9000, bonusProduct: 'casino' }), 6000, 'never more than the balance');
  });

  it('the slip says it in both languages', () => {
    assert.equal(TEXTS.en.bonusCasinoOnly, 'Bonus money can only be used in the casino. Your cash balance is too low for this bet.');
    assert.equal(TEXTS.tr.bonusCasinoOnly, 'Bonus para yalnızca casinoda kullanılabilir. Nakit bakiyeniz bu bahis için yetersiz.');
  });

  it('the frame runs this very rule: its script imports /static/funds.mjs, served as this file', async () => {
    const book = startSportsbook();
    try {
      const served = await book.app.inject('/static/funds.mjs');
      assert.equal(served.statusCode, 200);
      assert.match(String(served.headers['content-type']), /^text\/javascript/);
      assert.equal(served.body, readFileSync(new URL('./funds.mjs', import.meta.url), 'utf8'));
      const script = (await book.app.inject('/static/sportsbook.js')).body;
      assert.match(script, /^import \{ shownBalance, stakeShortfall \} from '\/static\/funds\.mjs';$/m);
      assert.match(script, /stakeShortfall\(total, \{ balance: Math\.round\(state\.balance \* 100\), \.\.\.state\.funds \}\)/);
    } finally {
      await book.close();
    }
  });
});

describe('GET /api/sessions/{id}: the balance with its bonus part', () => {
  /** What the fake operator answers to `balance`, by player. */
  const bonuses = new Map([
    ['trial', { balance: 6000, bonus: 5000, bonusProduct: 'casino' }],
    ['odd', { balance: 6000, bonus: 'lots', bonusProduct: 'poker' }],
  ]);
  /** @type {Awaited<ReturnType<typeof startOperator>>} */
  let operator;
  /** @type {ReturnType<typeof startSportsbook>} */
  let book;
  before(async () => {
    operator = await startOperator({
      fault: (action, body) => {
        if (action !== 'balance') return undefined;
        const player = /^st-\w+-([\w-]+)-\d+$/.exec(String(body?.sessionToken))?.[1] ?? '';
        const funds = bonuses.get(player);
        return funds ? { body: { status: 'RS_OK', request_uuid: body.requestId, user: player, currency: 'TRY', ...funds } } : undefined;
      },
    });
    book = startSportsbook({ operatorUrl: operator.url });
  });
  after(async () => {
    await book?.close();
    await operator?.close();
  });

  it('passes on how much of the balance is bonus money and where it plays, as the operator said it', async () => {
    const { sessionId } = await openFrame(book.app, { player: 'trial' });
    const response = await book.app.inject(`/api/sessions/${sessionId}`);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { balance: 6000, bonus: 5000, bonusProduct: 'casino' });
    assert.equal(operator.calls('balance').length, 1);
  });

  it('an operator that says nothing of a bonus, or garbles it, gives the balance alone', async () => {
    const plain = await openFrame(book.app, { player: 'plain' });
    assert.deepEqual((await book.app.inject(`/api/sessions/${plain.sessionId}`)).json(), { balance: 100_000 });
    const odd = await openFrame(book.app, { player: 'odd' });
    assert.deepEqual((await book.app.inject(`/api/sessions/${odd.sessionId}`)).json(), { balance: 6000 });
  });
});
