import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { describe, it } from 'node:test';
import { openFrame, operatorHeaders, startOperator, startSportsbook, tempDir } from './testing.mjs';

/**
 * @param {ReturnType<typeof startSportsbook>} book
 * @param {string} status
 * @param {string} [sport]
 */
function matchOf(book, status, sport = 'football') {
  const match = Object.values(book.app.sportsbook.book.state.matches).find((m) => m.sport === sport && m.status === status && (m.suspendedUntil ?? 0) < Date.now() && m.markets.some((k) => k.status === 'open'));
  assert.ok(match, `a ${status} ${sport} match with an open market`);
  const market = /** @type {import('./engine/index.mjs').Market} */ (match.markets.find((k) => k.status === 'open'));
  return { match, market };
}

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {string} sessionId
 * @param {{ selectionId: string, price: number }[]} selections
 * @param {number} stake
 */
const place = (app, sessionId, selections, stake, kind = selections.length > 1 ? 'accumulator' : 'single') =>
  app.inject({ method: 'POST', url: `/api/sessions/${sessionId}/slips`, payload: { kind, stake, oddsChange: 'any', selections } });

/** @param {import('fastify').FastifyInstance} app @param {string} path @param {unknown} body */
const operatorPost = (app, path, body) => {
  const raw = JSON.stringify(body);
  return app.inject({ method: 'POST', url: path, payload: raw, headers: operatorHeaders('POST', path, raw) });
};

/** @param {import('./engine/index.mjs').Selection} s */
const pick = (s) => ({ selectionId: s.id, price: s.price });

describe('the sportsbook’s money', () => {
  it('takes a slip’s stake as one wallet bet (roundId = slip id, game sportsbook) and pays the operator’s settlement as one win', async () => {
    const operator = await startOperator({ balance: 50_000 });
    const book = startSportsbook({ operatorUrl: operator.url, seed: 'money-1' });
    try {
      book.app.sportsbook.start();
      const { sessionId } = await openFrame(book.app, { skin: 'betco', player: 'deniz' });
      const { match, market } = matchOf(book, 'scheduled');
      const home = /** @type {import('./engine/index.mjs').Selection} */ (market.selections.find((s) => s.outcome === 'home'));
      const placed = await place(book.app, /** @type {string} */ (sessionId), [pick(home)], 2_000);
      assert.equal(placed.statusCode, 201, placed.body);
      const { slip, balance } = placed.json();
      assert.equal(balance, 48_000);
      const bets = operator.calls('bet');
      assert.equal(bets.length, 1);
      assert.deepEqual(
        { key: bets[0]?.key, roundId: bets[0]?.body.roundId, gameCode: bets[0]?.body.gameCode, amount: bets[0]?.body.amount },
        { key: 'betco', roundId: slip.slipId, gameCode: 'sportsbook', amount: 2_000 },
      );
      // A 1–0 home win for a match-result or handicap leg on the home side.
      const settled = await operatorPost(book.app, `/v1/matches/${match.id}/settle`, { home: 3, away: 0 });
      assert.equal(settled.statusCode, 200, settled.body);
      await operator.until(() => operator.calls('win').length === 1);
      const [win] = operator.calls('win');
      const final = book.app.sportsbook.book.state.slips[slip.slipId];
      assert.equal(final?.status, 'won');
      assert.deepEqual(
        { roundId: win?.body.roundId, reference: win?.body.referenceTransactionId, amount: win?.body.amount, roundClosed: win?.body.roundClosed },
        { roundId: slip.slipId, reference: bets[0]?.body.transactionId, amount: final?.payout, roundClosed: true },
      );
      assert.equal(operator.balanceOf('deniz'), 48_000 + /** @type {number} */ (final?.payout));
      const mine = (await book.app.inject(`/api/sessions/${sessionId}/bets`)).json().slips;
      assert.equal(mine[0].status, 'won');
      await new Promise((resolve) => setTimeout(resolve, 100));
      assert.equal(operator.calls('win').length, 1, 'paid once');
    } finally {
      await book.close();
      await operator.close();
    }
  });

  it('pays a lost slip a win of 0 and a cancelled match’s slip its stake back, each closing the round', async () => {
    const operator = await startOperator({ balance: 50_000 });
    const book = startSportsbook({ operatorUrl: operator.url, seed: 'money-2' });
    try {
      book.app.sportsbook.start();
      const { sessionId } = await openFrame(book.app, { player: 'ece' });
      const scheduled = Object.values(book.app.sportsbook.book.state.matches).filter((m) => m.status === 'scheduled' && m.sport === 'football');
      const [first, second] = scheduled;
      assert.ok(first && second);
      const away = (/** @type {any} */ m) => pick(m.markets.find((/** @type {any} */ k) => k.key === '1x2').selections.find((/** @type {any} */ s) => s.outcome === 'away'));
      const lost = (await place(book.app, /** @type {string} */ (sessionId), [away(first)], 1_000)).json().slip;
      const voided = (await place(book.app, /** @type {string} */ (sessionId), [away(second)], 1_500)).json().slip;
      assert.equal(operator.balanceOf('ece'), 47_500);
      assert.equal((await operatorPost(book.app, `/v1/matches/${first.id}/settle`, { home: 2, away: 0 })).statusCode, 200);
      assert.equal((await operatorPost(book.app, `/v1/matches/${second.id}/cancel`, {})).statusCode, 200);
      await operator.until(() => operator.calls('win').length === 2);
      const wins = Object.fromEntries(operator.calls('win').map((c) => [c.body.roundId, c.body]));
      assert.equal(wins[lost.slipId].amount, 0);
      assert.equal(wins[voided.slipId].amount, 1_500);
      assert.ok(Object.values(wins).every((w) => w.roundClosed === true));
      assert.equal(operator.balanceOf('ece'), 49_000);
      assert.equal(book.app.sportsbook.book.state.slips[voided.slipId]?.status, 'void');
    } finally {
      await book.close();
      await operator.close();
    }
  });

  it('cashes an open slip out once: a win of the offered value; a second cash-out and the later settlement pay nothing more', async () => {
    const operator = await startOperator({ balance: 50_000 });
    const book = startSportsbook({ operatorUrl: operator.url, seed: 'money-3' });
    try {
      book.app.sportsbook.start();
      const { sessionId } = await openFrame(book.app, { player: 'can' });
      const { match, market } = matchOf(book, 'scheduled');
      const slip = (await place(book.app, /** @type {string} */ (sessionId), [pick(/** @type {any} */ (market.selections[0]))], 10_000)).json().slip;
      const [offer] = (await book.app.inject(`/api/sessions/${sessionId}/bets`)).json().slips;
      assert.equal(offer.slipId, slip.slipId);
      assert.ok(offer.cashOut > 0, 'an offer');
      const url = `/api/sessions/${sessionId}/slips/${slip.slipId}/cashout`;
      const answers = await Promise.all([1, 2, 3].map(() => book.app.inject({ method: 'POST', url, payload: { value: offer.cashOut } })));
      assert.deepEqual(answers.map((a) => a.statusCode).sort(), [200, 409, 409]);
      await operator.until(() => operator.calls('win').length === 1);
      assert.equal(operator.calls('win')[0]?.body.amount, offer.cashOut);
      assert.equal(operator.calls('win')[0]?.body.roundClosed, true);
      assert.equal((await operatorPost(book.app, `/v1/matches/${match.id}/settle`, { home: 1, away: 1 })).statusCode, 200);
      await new Promise((resolve) => setTimeout(resolve, 150));
      assert.equal(operator.calls('win').length, 1);
      assert.equal(operator.balanceOf('can'), 40_000 + offer.cashOut);
      assert.equal(book.app.sportsbook.book.state.slips[slip.slipId]?.status, 'cashed-out');
    } finally {
      await book.close();
      await operator.close();
    }
  });

  it('rolls back a stake whose answer never came and tells the frame it was not placed', async () => {
    const operator = await startOperator({ balance: 50_000, fault: (action, _body, calls) => (action === 'bet' && calls.filter((c) => c.action === 'bet').length === 1 ? 'drop' : undefined) });
    const book = startSportsbook({ operatorUrl: operator.url, seed: 'money-4', walletTimeoutMs: 300 });
    try {
      book.app.sportsbook.start();
      const { sessionId } = await openFrame(book.app, { player: 'efe' });
      const { market } = matchOf(book, 'scheduled');
      const response = await place(book.app, /** @type {string} */ (sessionId), [pick(/** @type {any} */ (market.selections[0]))], 3_000);
      assert.equal(response.statusCode, 503);
      assert.equal(response.json().error, 'not-placed');
      await operator.until(() => operator.calls('rollback').length === 1);
      const [bet] = operator.calls('bet');
      assert.equal(operator.calls('rollback')[0]?.body.referenceTransactionId, bet?.body.transactionId);
      assert.equal(Object.keys(book.app.sportsbook.book.state.slips).length, 0, 'the slip is withdrawn');
      assert.deepEqual((await book.app.inject(`/api/sessions/${sessionId}/bets`)).json(), { slips: [] });
      assert.equal(operator.balanceOf('efe'), 50_000);
    } finally {
      await book.close();
      await operator.close();
    }
  });

  it('tells a stake refused by the player’s limits or exclusion as such (422, the slip’s tr and en texts), keeps no slip and logs no warning', async () => {
    /** @type {string | undefined} */
    let refusing;
    const operator = await startOperator({ balance: 50_000, fault: (action) => (action === 'bet' && refusing ? { body: { status: refusing, request_uuid: null, user: 'selin', currency: 'TRY', balance: 50_000 } } : undefined) });
    const book = startSportsbook({ operatorUrl: operator.url, seed: 'money-6' });
    try {
      book.app.sportsbook.start();
      const { sessionId, data } = await openFrame(book.app, { player: 'selin' });
      const { market } = matchOf(book, 'scheduled');
      const cases = [
        {
          status: 'RS_ERROR_LIMIT_REACHED',
          reason: 'limit-reached',
          tr: 'Bahis operatörünüz tarafından reddedildi: bir limitinize ulaştınız ya da bir hatırlatma onayınızı bekliyor. Hesabınızdaki Sorumlu Oyun sayfasına bakın.',
          en: 'Your operator refused the bet: one of your limits is reached, or a reminder is waiting for you on the site. See Responsible Gaming in your account.',
        },
        {
          status: 'RS_ERROR_USER_DISABLED',
          reason: 'play-closed',
          tr: 'Hesabınız şu anda oyuna kapalı: bir mola ya da oyundan uzaklaştırma sürüyor. Bitiş zamanını hesabınızdaki Sorumlu Oyun sayfasında görebilirsiniz.',
          en: 'Your account is closed to play right now: a time-out or an exclusion is running. Its end is on the Responsible Gaming page of your account.',
        },
      ];
      for (const { status, reason, tr, en } of cases) {
        refusing = status;
        const refused = await place(book.app, /** @type {string} */ (sessionId), [pick(/** @type {any} */ (market.selections[0]))], 1_000);
        assert.equal(refused.statusCode, 422, status);
        assert.deepEqual(refused.json(), { error: reason, balance: 50_000 });
        // The frame shows a 422's `error` with the text of that key, in both of its languages.
        assert.equal(data.texts.tr[reason], tr);
        assert.equal(data.texts.en[reason], en);
      }
      assert.equal(Object.keys(book.app.sportsbook.book.state.slips).length, 0, 'no slip is kept');
      assert.equal(operator.calls('rollback').length, 0);
      assert.deepEqual(book.logs.filter((entry) => entry.level === 'warn'), []);

      refusing = 'RS_ERROR_DUPLICATE_TRANSACTION';
      const other = await place(book.app, /** @type {string} */ (sessionId), [pick(/** @type {any} */ (market.selections[0]))], 1_000);
      assert.equal(other.statusCode, 503, 'any other refusal is still “not placed”');
      assert.equal(book.logs.filter((entry) => entry.level === 'warn').length, 1);
    } finally {
      await book.close();
      await operator.close();
    }
  });

  it('never takes more than the balance from concurrent slips of one player: the wallet decides, the refused ones are not kept', async () => {
    const operator = await startOperator({ balance: 5_000 });
    const book = startSportsbook({ operatorUrl: operator.url, seed: 'money-5' });
    try {
      book.app.sportsbook.start();
      const { sessionId } = await openFrame(book.app, { player: 'zeynep' });
      const { market } = matchOf(book, 'scheduled');
      const answers = await Promise.all(Array.from({ length: 20 }, () => place(book.app, /** @type {string} */ (sessionId), [pick(/** @type {any} */ (market.selections[0]))], 1_000)));
      const codes = answers.map((a) => a.statusCode);
      assert.equal(codes.filter((c) => c === 201).length, 5);
      assert.equal(codes.filter((c) => c === 402).length, 15);
      assert.ok(answers.filter((a) => a.statusCode === 402).every((a) => a.json().error === 'not-enough-money'));
      assert.equal(operator.balanceOf('zeynep'), 0);
      assert.equal((await book.app.inject(`/api/sessions/${sessionId}/bets`)).json().slips.length, 5);
      assert.equal(Object.keys(book.app.sportsbook.book.state.slips).length, 5);
    } finally {
      await book.close();
      await operator.close();
    }
  });

  it('settles when the live clock ends a match', async () => {
    const operator = await startOperator({ balance: 50_000 });
    let clock = Date.now();
    const book = startSportsbook({ operatorUrl: operator.url, seed: 'money-6', now: () => clock });
    try {
      book.app.sportsbook.start();
      const { sessionId } = await openFrame(book.app, { player: 'ali' });
      const { match, market } = matchOf(book, 'live');
      const slip = (await place(book.app, /** @type {string} */ (sessionId), [pick(/** @type {any} */ (market.selections[0]))], 1_000)).json().slip;
      assert.ok(slip, 'placed on a live match');
      for (let i = 0; i < 200 && book.app.sportsbook.book.state.matches[match.id]?.status === 'live'; i++) {
        clock += 60_000;
        book.app.sportsbook.book.tick();
      }
      assert.equal(book.app.sportsbook.book.state.matches[match.id]?.status, 'ended');
      await operator.until(() => operator.calls('win').some((c) => c.body.roundId === slip.slipId));
      const win = operator.calls('win').find((c) => c.body.roundId === slip.slipId);
      assert.equal(win?.body.amount, book.app.sportsbook.book.state.slips[slip.slipId]?.payout);
    } finally {
      await book.close();
      await operator.close();
    }
  });

  it('keeps open slips, sessions and unanswered wins across a restart, and pays each once', async () => {
    const dataDir = tempDir();
    let dropWins = true;
    const operator = await startOperator({ balance: 50_000, fault: (action) => (action === 'win' && dropWins ? 'drop' : undefined) });
    try {
      const first = startSportsbook({ operatorUrl: operator.url, seed: 'money-7', dataDir, walletTimeoutMs: 200, retryBaseMs: 60_000, retryMaxMs: 60_000 });
      first.app.sportsbook.start();
      const { sessionId } = await openFrame(first.app, { player: 'selin' });
      const scheduled = Object.values(first.app.sportsbook.book.state.matches).filter((m) => m.status === 'scheduled' && m.sport === 'basketball');
      const [settledMatch, openMatch] = scheduled;
      assert.ok(settledMatch && openMatch);
      const first1 = /** @type {any} */ (settledMatch.markets[0]).selections[0];
      const open1 = /** @type {any} */ (openMatch.markets[0]).selections[0];
      const toSettle = (await place(first.app, /** @type {string} */ (sessionId), [pick(first1)], 1_000)).json().slip;
      const stayingOpen = (await place(first.app, /** @type {string} */ (sessionId), [pick(open1)], 2_000)).json().slip;
      assert.equal((await operatorPost(first.app, `/v1/matches/${settledMatch.id}/cancel`, {})).statusCode, 200);
      await operator.until(() => operator.calls('win').length >= 1);
      assert.equal(first.app.sportsbook.wallet.pending, 1, 'the win waits in the journal');
      await first.close();

      dropWins = false;
      const second = startSportsbook({ operatorUrl: operator.url, seed: 'another-seed', dataDir });
      try {
        second.app.sportsbook.start();
        await operator.until(() => operator.balanceOf('selin') === 48_000);
        const wins = operator.calls('win').filter((c) => c.body.roundId === toSettle.slipId);
        assert.ok(new Set(wins.map((w) => w.body.requestId)).size === 1, 'the same request sent again');
        assert.equal(second.app.sportsbook.book.state.matches[settledMatch.id]?.status, 'cancelled', 'the fixtures came back');
        const mine = await second.app.inject(`/api/sessions/${sessionId}/bets`);
        assert.equal(mine.statusCode, 200, 'the frame’s session carries on');
        const slips = mine.json().slips;
        assert.deepEqual(slips.map((/** @type {any} */ s) => [s.slipId, s.status]).sort(), [[stayingOpen.slipId, 'open'], [toSettle.slipId, 'void']].sort());
        assert.equal((await operatorPost(second.app, `/v1/matches/${openMatch.id}/settle`, { home: 80, away: 70 })).statusCode, 200);
        await operator.until(() => operator.calls('win').some((c) => c.body.roundId === stayingOpen.slipId));
        await new Promise((resolve) => setTimeout(resolve, 100));
        assert.equal(operator.calls('win').filter((c) => c.body.roundId === stayingOpen.slipId).length, 1);
      } finally {
        await second.close();
      }
    } finally {
      await operator.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('returns after a restart a stake that was in flight when the sportsbook stopped', async () => {
    const dataDir = tempDir();
    const operator = await startOperator({ balance: 50_000, fault: (action, _body, calls) => (action === 'bet' && calls.filter((c) => c.action === 'bet').length === 1 ? 'drop' : undefined) });
    try {
      const first = startSportsbook({ operatorUrl: operator.url, seed: 'money-8', dataDir, walletTimeoutMs: 5_000 });
      first.app.sportsbook.start();
      const { sessionId } = await openFrame(first.app, { player: 'umut' });
      const { market } = matchOf(first, 'scheduled');
      const pending = place(first.app, /** @type {string} */ (sessionId), [pick(/** @type {any} */ (market.selections[0]))], 4_000);
      await operator.until(() => operator.calls('bet').length === 1);
      // Stopped while the bet waits: the slip and the bet stay journalled.
      await first.close();
      assert.equal((await pending).statusCode, 503);
      const second = startSportsbook({ operatorUrl: operator.url, dataDir });
      try {
        second.app.sportsbook.start();
        await operator.until(() => operator.calls('rollback').length >= 1);
        assert.equal(operator.calls('rollback')[0]?.body.referenceTransactionId, operator.calls('bet')[0]?.body.transactionId);
        assert.equal(Object.keys(second.app.sportsbook.book.state.slips).length, 0);
        assert.equal(operator.balanceOf('umut'), 50_000);
      } finally {
        await second.close();
      }
    } finally {
      await operator.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
