import assert from 'node:assert/strict';
import { request } from 'node:http';
import { after, describe, test } from 'node:test';
import { flightMs, multiplierCentsAt } from './engine.mjs';
import { sha256Hex, verifyRound } from './fairness.mjs';
import { renderAviatorPage } from './index.mjs';
import { SETTINGS, fakeWallet, openGame, removeTempDirs, session, settle } from './testing.mjs';

after(removeTempDirs);

describe('the multiplier', () => {
  test('m(t) = e^(0.00006 t), rounded down to 0.01; the flight to a crash point lasts ln(crash) / 0.00006 ms', () => {
    assert.equal(multiplierCentsAt(0), 100);
    assert.equal(multiplierCentsAt(5000), 134);
    assert.equal(multiplierCentsAt(11_552), 199);
    assert.equal(multiplierCentsAt(11_553), 200);
    assert.equal(flightMs(100), 0);
    assert.equal(flightMs(200), 11_553);
    assert.ok(multiplierCentsAt(flightMs(1234)) >= 1234);
  });
});

/**
 * The texts block of an Aviator page in `lang`.
 * @param {'tr' | 'en'} lang
 */
const pageTexts = (lang) =>
  JSON.parse(/<script type="application\/json" id="aviator-texts">(.*?)<\/script>/s.exec(renderAviatorPage({ session: { ...session('s', 'u'), lang }, config: { publicUrl: 'http://casino.test' } }))?.[1] ?? '{}');

describe('POST /aviator/bet', () => {
  test('a bet refused by the player’s limits or exclusion carries its reason, told in tr and en and never as “try again”', async () => {
    const game = await openGame({ wallet: fakeWallet(5000) });
    const cases = [
      {
        status: 'RS_ERROR_LIMIT_REACHED',
        reason: 'limit_reached',
        tr: 'Bahis operatörünüz tarafından reddedildi: bir limitinize ulaştınız ya da bir hatırlatma onayınızı bekliyor. Hesabınızdaki Sorumlu Oyun sayfasına bakın.',
        en: 'Your operator refused the bet: one of your limits is reached, or a reminder is waiting for you on the site. See Responsible Gaming in your account.',
      },
      { status: 'RS_ERROR_USER_DISABLED', reason: 'play_closed', tr: 'Hesabınız oyuna kapalı.', en: 'Your account is closed to play.' },
    ];
    for (const { status, reason, tr, en } of cases) {
      game.wallet.betStatus = status;
      const refused = await game.post('/aviator/bet', { session: 's-ayse', amount: 1000 });
      assert.equal(refused.statusCode, 422);
      assert.equal(refused.json().code, status);
      assert.equal(refused.json().reason, reason);
      assert.equal(refused.json().balance, 5000);
      assert.equal(pageTexts('tr').refusals[reason], tr);
      assert.equal(pageTexts('en').refusals[reason], en);
      assert.doesNotMatch(refused.json().error, /try again/i);
      assert.equal((await game.post('/aviator/me', { session: 's-ayse' })).json().bet, null, 'the refused bet is not in the round');
    }
    game.wallet.betStatus = 'RS_ERROR_NOT_ENOUGH_MONEY';
    assert.equal((await game.post('/aviator/bet', { session: 's-ayse', amount: 1000 })).json().reason, undefined, 'other refusals keep their own message');
    await game.app.close();
  });

  test('a bet is taken during the betting phase and refused once the plane has taken off', async () => {
    const game = await openGame();
    const round = await game.state();
    assert.equal(round.phase, 'betting');
    const placed = await game.post('/aviator/bet', { session: 's-ayse', amount: 1500 });
    assert.equal(placed.statusCode, 200);
    assert.equal(placed.json().balance, 1_000_000 - 1500);
    assert.equal(placed.json().bet.status, 'open');
    const [bet] = game.wallet.of('bet');
    assert.equal(bet?.call.roundId, `aviator-${round.round}`);
    assert.equal(bet?.call.amount, 1500);
    assert.equal(bet?.session.user, 'ayse');

    const again = await game.post('/aviator/bet', { session: 's-ayse', amount: 1500 });
    assert.equal(again.statusCode, 409, 'one bet per player and round');
    game.clock.advance(SETTINGS.bettingMs);
    const late = await game.post('/aviator/bet', { session: 's-mert', amount: 1500 });
    assert.equal(late.statusCode, 409);
    assert.equal(late.json().code, 'BETTING_CLOSED');
    assert.equal(game.wallet.of('bet').length, 1);
    await game.app.close();
  });

  test('a bet the operator refuses is not in the round: the player is told and may bet again', async () => {
    const game = await openGame({ wallet: fakeWallet(150) });
    game.wallet.betStatus = 'RS_ERROR_NOT_ENOUGH_MONEY';
    const refused = await game.post('/aviator/bet', { session: 's-ayse', amount: 1000 });
    assert.equal(refused.statusCode, 422);
    assert.deepEqual(refused.json(), { error: 'not enough money', code: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: 150 });
    assert.equal((await game.post('/aviator/me', { session: 's-ayse' })).json().bet, null);
    await game.nextRound();
    assert.equal(game.wallet.of('win').length, 0, 'the crash settles no refused bet');

    game.wallet.betStatus = 'RS_OK';
    assert.equal((await game.post('/aviator/bet', { session: 's-ayse', amount: 150 })).statusCode, 200);
    await game.app.close();
  });
});

describe('POST /aviator/cashout', () => {
  test('pays floor(stake × multiplier of the server clock) once, closing the round', async () => {
    const game = await openGame();
    const round = await game.roundReaching(200);
    const bet = (await game.post('/aviator/bet', { session: 's-ayse', amount: 1234 })).json().bet;
    const early = await game.post('/aviator/cashout', { session: 's-ayse', betId: bet.id });
    assert.equal(early.statusCode, 409, 'no cash-out before take-off');

    game.clock.advance(round.bettingEndsAt - game.clock.now() + 5000);
    const cashed = await game.post('/aviator/cashout', { session: 's-ayse', betId: bet.id });
    assert.equal(cashed.statusCode, 200);
    assert.equal(cashed.json().multiplier, 1.34);
    assert.equal(cashed.json().win, Math.floor((1234 * 134) / 100));
    assert.equal(cashed.json().balance, 1_000_000 - 1234 + 1653);
    const [win] = game.wallet.of('win');
    assert.deepEqual(win?.call, {
      transactionId: `${game.wallet.of('bet')[0]?.call.transactionId}-win`,
      referenceTransactionId: game.wallet.of('bet')[0]?.call.transactionId,
      roundId: `aviator-${round.round}`,
      amount: 1653,
      roundClosed: true,
    });

    const twice = await game.post('/aviator/cashout', { session: 's-ayse', betId: bet.id });
    assert.equal(twice.statusCode, 409);
    assert.equal(twice.json().code, 'ALREADY_SETTLED');
    const [both] = await Promise.all([
      game.post('/aviator/cashout', { session: 's-ayse', betId: bet.id }),
      game.post('/aviator/cashout', { session: 's-ayse', betId: bet.id }),
    ]);
    assert.equal(both.statusCode, 409);
    await game.nextRound();
    assert.equal(game.wallet.of('win').length, 1, 'a cashed-out bet gets nothing more at the crash');
    await game.app.close();
  });

  test("another player's bet cannot be cashed out", async () => {
    const game = await openGame();
    const round = await game.roundReaching(150);
    const bet = (await game.post('/aviator/bet', { session: 's-ayse', amount: 500 })).json().bet;
    game.clock.advance(round.bettingEndsAt - game.clock.now() + 100);
    assert.equal((await game.post('/aviator/cashout', { session: 's-mert', betId: bet.id })).statusCode, 404);
    await game.app.close();
  });

  test('an uncashed bet gets a win of 0 with roundClosed at the crash; a cash-out after it is refused', async () => {
    const game = await openGame();
    const round = await game.state();
    const bet = (await game.post('/aviator/bet', { session: 's-mert', amount: 700 })).json().bet;
    const crashAt = round.bettingEndsAt + flightMs(game.crashOf(round.round));
    game.clock.advance(crashAt - game.clock.now());
    await settle();
    const [win] = game.wallet.of('win');
    assert.equal(win?.call.amount, 0);
    assert.equal(win?.call.roundClosed, true);
    assert.equal(win?.call.roundId, `aviator-${round.round}`);
    const late = await game.post('/aviator/cashout', { session: 's-mert', betId: bet.id });
    assert.equal(late.statusCode, 409);
    const me = (await game.post('/aviator/me', { session: 's-mert' })).json();
    assert.equal(me.bet.status, 'lost');
    await game.app.close();
  });

  test('the clock decides, not the timer: a cash-out at the crash instant is refused though the crash has not been announced', async () => {
    const game = await openGame();
    const round = await game.roundReaching(150);
    const bet = (await game.post('/aviator/bet', { session: 's-ayse', amount: 1000 })).json().bet;
    game.clock.advance(round.bettingEndsAt - game.clock.now());
    game.clock.skip(flightMs(game.crashOf(round.round)));
    assert.equal((await game.state()).phase, 'flying');
    const late = await game.post('/aviator/cashout', { session: 's-ayse', betId: bet.id });
    assert.equal(late.statusCode, 409);
    assert.equal(late.json().code, 'CRASHED');
    game.clock.advance(0);
    await settle();
    assert.equal(game.wallet.of('win')[0]?.call.amount, 0);
    await game.app.close();
  });
});

describe('GET /aviator/history', () => {
  test('lists the last rounds, each verifiable against the chain end and the salt, open to any origin', async () => {
    const game = await openGame();
    for (let i = 0; i < 60; i += 1) await game.nextRound();
    const answer = await game.app.inject({ method: 'GET', url: '/aviator/history' });
    assert.equal(answer.headers['access-control-allow-origin'], '*');
    const history = answer.json();
    assert.equal(history.rounds.length, 60);
    assert.match(history.rule, /HMAC-SHA256/);
    assert.equal(history.chainEnd, sha256Hex(history.rounds.at(-1).hash), 'round 1 hashes to the published end');
    for (const [i, round] of history.rounds.entries()) {
      const chain = history.chains.find((/** @type {any} */ item) => item.chain === round.chain);
      assert.ok(verifyRound(round, chain), `round ${round.round}`);
      const older = history.rounds[i + 1];
      if (older) {
        assert.equal(older.round, round.round - 1);
        assert.equal(sha256Hex(round.hash), older.hash, 'each hash is the SHA-256 of the next round’s');
      }
    }
    const current = await game.state();
    assert.equal(current.round, 61);
    assert.equal(current.hash, undefined, 'the round being played keeps its hash secret');
    assert.ok(!history.rounds.some((/** @type {any} */ round) => round.round === current.round));
    await game.app.close();
  });
});

describe('restart', () => {
  test('continues the chain; the interrupted round is void and its stakes are returned', async () => {
    const first = await openGame();
    for (let i = 0; i < 3; i += 1) await first.nextRound();
    const placed = (await first.post('/aviator/bet', { session: 's-ayse', amount: 900 })).json();
    await first.app.close();
    const betTransaction = first.wallet.of('bet')[0]?.call.transactionId;

    const second = await openGame({ dataDir: first.dataDir });
    await settle();
    const rollback = second.wallet.of('rollback')[0];
    assert.equal(rollback?.call.referenceTransactionId, betTransaction);
    assert.equal(rollback?.session.user, 'ayse', 'the journalled session is used');
    assert.equal(placed.bet.round, 4);
    assert.equal((await second.state()).round, 5);

    for (let i = 0; i < 2; i += 1) await second.nextRound();
    const history = (await second.app.inject({ method: 'GET', url: '/aviator/history' })).json();
    assert.deepEqual(
      history.rounds.map((/** @type {any} */ round) => round.round),
      [6, 5, 4, 3, 2, 1],
    );
    assert.equal(history.rounds.find((/** @type {any} */ round) => round.round === 4).voided, true);
    for (const [i, round] of history.rounds.entries()) {
      assert.ok(verifyRound(round, history.chains[0]));
      if (history.rounds[i + 1]) assert.equal(sha256Hex(round.hash), history.rounds[i + 1].hash);
    }
    await second.app.close();
  });
});

describe('hostile input', () => {
  test('answers 4xx JSON and keeps playing', async () => {
    const game = await openGame();
    const round = await game.state();
    /** @type {[string, unknown, number][]} */
    const cases = [
      ['/aviator/bet', { session: 'nobody', amount: 1000 }, 401],
      ['/aviator/bet', { session: 's-ayse\u0000', amount: 1000 }, 400],
      ['/aviator/bet', { session: 's-ayse', amount: '1000' }, 400],
      ['/aviator/bet', { session: 's-ayse', amount: 10.5 }, 400],
      ['/aviator/bet', { session: 's-ayse', amount: 0 }, 400],
      ['/aviator/bet', { session: 's-ayse', amount: -100 }, 400],
      ['/aviator/bet', { session: 's-ayse', amount: 99 }, 400],
      ['/aviator/bet', { session: 's-ayse', amount: 100_001 }, 400],
      ['/aviator/bet', { session: 's-ayse', amount: 2 ** 60 }, 400],
      ['/aviator/bet', { session: ['s-ayse'], amount: 1000 }, 400],
      ['/aviator/bet', [], 400],
      ['/aviator/cashout', { session: 's-ayse', betId: '../../etc' }, 400],
      ['/aviator/cashout', { session: 's-ayse', betId: '00000000-0000-0000-0000-000000000000' }, 404],
      ['/aviator/me', { session: 'x'.repeat(5000) }, 413],
    ];
    for (const [path, body, status] of cases) {
      const answer = await game.post(path, body);
      assert.equal(answer.statusCode, status, `${path} ${JSON.stringify(body).slice(0, 60)}`);
      assert.equal(typeof answer.json().error, 'string');
    }
    /** @type {[string, Record<string, string>, number][]} */
    const raw = [
      ['{"session": "s-ayse", "amount": 1e400}', { 'content-type': 'application/json' }, 400],
      ['{"session": "s-ayse", "amount": ', { 'content-type': 'application/json' }, 400],
      ['null', { 'content-type': 'application/json' }, 400],
      ['{"__proto__": {"x": 1}, "session": "s-ayse", "amount": 1000}', { 'content-type': 'application/json' }, 400],
      ['session=s-ayse&amount=1000', { 'content-type': 'application/x-www-form-urlencoded' }, 415],
      [JSON.stringify({ session: 's-ayse', amount: 1000, padding: 'x'.repeat(2_000_000) }), { 'content-type': 'application/json' }, 413],
    ];
    for (const [payload, headers, status] of raw) {
      const answer = await game.app.inject({ method: 'POST', url: '/aviator/bet', payload, headers });
      assert.equal(answer.statusCode, status, payload.slice(0, 60));
      assert.equal(typeof answer.json().error, 'string');
    }
    assert.equal(game.wallet.of('bet').length, 0);
    assert.equal((await game.post('/aviator/bet', { session: 's-ayse', amount: 1000 })).statusCode, 200);
    assert.equal((await game.state()).round, round.round);
    await game.app.close();
  });
});

describe('GET /aviator/stream', () => {
  test('sends the round state at once, then each phase as it comes', async () => {
    const game = await openGame();
    const address = await game.app.listen({ port: 0, host: '127.0.0.1' });
    const url = new URL('/aviator/stream', address);
    let text = '';
    const response = await new Promise((resolve, reject) => {
      const call = request(url, resolve);
      call.on('error', reject);
      call.end();
    });
    const incoming = /** @type {import('node:http').IncomingMessage} */ (response);
    assert.match(String(incoming.headers['content-type']), /^text\/event-stream/);
    incoming.setEncoding('utf8');
    const received = (/** @type {string} */ wanted) =>
      new Promise((resolve) => {
        const check = () => (text.includes(wanted) ? resolve(text) : incoming.once('data', (chunk) => ((text += chunk), check())));
        check();
      });
    await received('event: state');
    assert.doesNotMatch(text, /"hash"/, 'no hash while the round is open');
    game.clock.advance(SETTINGS.bettingMs);
    await received('event: flying');
    game.clock.advance(flightMs(game.crashOf(1)));
    await received('event: crashed');
    assert.match(text, new RegExp(`"hash":"${game.chains.hash(0, 1)}"`));
    incoming.destroy();
    await game.app.close();
  });
});

describe('renderAviatorPage', () => {
  test('a page with no inline script, in the player’s language, exiting to the site’s origin only', async () => {
    const page = renderAviatorPage({
      session: { ...session('s-"><script>alert(1)</script>', 'ayse'), lang: 'tr' },
      config: { publicUrl: 'http://casino.test/some/path' },
    });
    assert.match(page, /<html lang="tr">/);
    assert.match(page, /Bahis yap/);
    assert.match(page, /data-site-origin="http:\/\/casino\.test"/);
    assert.match(page, /script-src 'self'/);
    for (const tag of page.match(/<script[^>]*>/g) ?? []) assert.match(tag, /src="\/aviator\/|type="application\/json"/);
    assert.doesNotMatch(page, /<script>alert/);
    assert.match(renderAviatorPage({ session: session('s', 'u'), config: { publicUrl: 'http://casino.test' } }), /Cash out|Bet/);

    const game = await openGame();
    const script = await game.app.inject({ method: 'GET', url: '/aviator/aviator.js' });
    assert.equal(script.statusCode, 200);
    assert.match(String(script.headers['content-type']), /^text\/javascript/);
    assert.match(script.body, /postMessage\('exit', siteOrigin\)/);
    assert.equal((await game.app.inject({ method: 'GET', url: '/aviator/aviator.css' })).statusCode, 200);
    await game.app.close();
  });
});
