import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createHmac } from 'node:crypto';
import { garbledSignatureHeaders } from '@arcadia/shared/signing';
import { signRequest, verifyRequest } from '../common/signature.mjs';
import { OPERATOR_SECRET, SECRET, SITE, SPORTSBOOK, openFrame, operatorHeaders, startOperator, startSportsbook } from './testing.mjs';

/** @typedef {Awaited<ReturnType<typeof startOperator>>} Operator */

describe('the sportsbook’s frames and APIs', () => {
  /** @type {Operator} */
  let operator;
  /** @type {ReturnType<typeof startSportsbook>} */
  let book;
  before(async () => {
    operator = await startOperator({ balance: 1_000_000 });
    book = startSportsbook({ operatorUrl: operator.url, seed: 'app-test' });
    book.app.sportsbook.start();
  });
  after(async () => {
    await book.close();
    await operator.close();
  });

  /** A scheduled football match of the fixtures and its home price. */
  const someMatch = (sport = 'football', status = 'scheduled') => {
    const match = Object.values(book.app.sportsbook.book.state.matches).find((m) => m.sport === sport && m.status === status && m.markets.every((k) => k.status === 'open'));
    assert.ok(match, `a ${status} ${sport} match`);
    return match;
  };

  describe('GET /{skin}/', () => {
    it('exchanges the token through the wallet’s session action for every frame load (the token is reusable) and keeps one session per load', async () => {
      const first = await openFrame(book.app, { skin: 'fcg', player: 'ayse' });
      const second = await openFrame(book.app, { skin: 'fcg', player: 'ayse' });
      assert.equal(first.response.statusCode, 200);
      assert.ok(first.sessionId && second.sessionId);
      assert.notEqual(first.sessionId, second.sessionId);
      const exchanges = operator.calls('session').filter((c) => c.body.launchToken === 'tok-ayse');
      assert.equal(exchanges.length, 2);
      assert.ok(exchanges.every((c) => c.signed && c.key === 'fcg' && c.path === '/api/games/wallet/fcg/session'));
      const sessions = book.app.sportsbook.journal.tables.session;
      assert.notEqual(sessions.get(first.sessionId).sessionToken, sessions.get(second.sessionId).sessionToken, 'a fresh session token each time');
      assert.equal(first.data.balance, 1_000_000);
    });

    it('answers each skin in tr or en, with the fixtures of its mode in the page', async () => {
      const fcg = await openFrame(book.app, { skin: 'fcg', lang: 'tr', mode: 'live' });
      assert.match(fcg.response.body, /<html lang="tr" class="skin-fcg">/);
      assert.equal(fcg.data.mode, 'live');
      assert.ok(fcg.data.fixtures.every((/** @type {any} */ f) => f.status === 'live'));
      const betco = await openFrame(book.app, { skin: 'betco', lang: 'en', path: '/match/fb-x' });
      assert.match(betco.response.body, /<html lang="en" class="skin-betco">/);
      assert.equal(betco.data.path, '/match/fb-x');
      assert.ok(betco.data.fixtures.every((/** @type {any} */ f) => f.status === 'scheduled'));
      assert.equal(operator.calls('session').at(-1)?.key, 'betco');
    });

    it('has a policy: scripts only from the sportsbook, no inline script, framed only by the site', async () => {
      for (const response of [(await openFrame(book.app)).response, await book.app.inject(`/betco/?parent=${encodeURIComponent('https://evil.test')}`)]) {
        const policy = String(response.headers['content-security-policy']);
        assert.match(policy, /default-src 'none'/);
        assert.match(policy, /script-src 'self'(;|$)/);
        assert.match(policy, new RegExp(`frame-ancestors ${SITE}(;|$)`));
        assert.doesNotMatch(response.body, /<script>/);
        assert.doesNotMatch(response.body, /<script(?![^>]*(src="\/static\/|type="application\/json"))/);
      }
    });

    it('refuses a parent that is not the site (400) and serves anonymous odds without a token', async () => {
      const evil = await book.app.inject(`/fcg/?mode=live&parent=${encodeURIComponent('https://evil.test')}`);
      assert.equal(evil.statusCode, 400);
      assert.doesNotMatch(evil.body, /sportsbook-data/);
      const anonymous = await book.app.inject(`/fcg/?mode=prematch&lang=en&token=&parent=${encodeURIComponent(SITE)}`);
      assert.equal(anonymous.statusCode, 200);
      assert.match(anonymous.body, /"session":null/);
    });

    it('shows an invalid token as an anonymous frame (the site can send loggedIn later)', async () => {
      const response = await book.app.inject(`/fcg/?token=forged&parent=${encodeURIComponent(SITE)}`);
      assert.equal(response.statusCode, 200);
      assert.match(response.body, /"session":null/);
    });

    it('serves its script and style from its own origin', async () => {
      for (const name of ['sportsbook.js', 'sportsbook.css']) {
        const response = await book.app.inject(`/static/${name}`);
        assert.equal(response.statusCode, 200);
        assert.equal(response.headers['x-content-type-options'], 'nosniff');
      }
    });
  });

  describe('the frame’s API', () => {
    it('lists fixtures by mode and sport and a match with every market', async () => {
      const list = await book.app.inject('/api/fixtures?mode=prematch&sport=tennis');
      assert.equal(list.statusCode, 200);
      const { fixtures } = list.json();
      assert.ok(fixtures.length > 0);
      assert.ok(fixtures.every((/** @type {any} */ f) => f.sport === 'tennis' && f.markets.length === 1 && f.markets[0].key === 'winner'));
      const match = await book.app.inject(`/api/matches/${fixtures[0].id}`);
      assert.ok(match.json().match.markets.length > 1);
      assert.equal((await book.app.inject('/api/matches/nope')).statusCode, 404);
      assert.equal((await book.app.inject('/api/fixtures?sport=curling')).statusCode, 400);
    });

    it('opens a session for the site’s loggedIn message, and refuses calls from other origins', async () => {
      const opened = await book.app.inject({ method: 'POST', url: '/api/sessions', payload: { skin: 'betco', token: 'tok-mert' } });
      assert.equal(opened.statusCode, 201);
      const { session } = opened.json();
      assert.equal((await book.app.inject({ method: 'POST', url: '/api/sessions', payload: { skin: 'betco', token: 'forged' } })).statusCode, 403);
      const foreign = await book.app.inject({ url: `/api/sessions/${session}/bets`, headers: { origin: 'https://evil.test' } });
      assert.equal(foreign.statusCode, 403);
      const own = await book.app.inject({ url: `/api/sessions/${session}/bets`, headers: { origin: SPORTSBOOK } });
      assert.deepEqual(own.json(), { slips: [] });
      assert.equal((await book.app.inject({ method: 'POST', url: `/api/sessions/${session}/end`, payload: {} })).statusCode, 200);
      assert.equal((await book.app.inject(`/api/sessions/${session}/bets`)).statusCode, 404);
    });

    it('refuses a slip against the engine’s rules with 4xx and takes no stake', async () => {
      const { sessionId } = await openFrame(book.app, { player: 'rules' });
      const match = someMatch();
      const selection = /** @type {any} */ (match.markets[0]).selections[0];
      const bets = operator.calls('bet').length;
      /** @param {Record<string, unknown>} body */
      const place = (body) => book.app.inject({ method: 'POST', url: `/api/sessions/${sessionId}/slips`, payload: { kind: 'single', stake: 1000, oddsChange: 'any', selections: [{ selectionId: selection.id, price: selection.price }], ...body } });
      assert.equal((await place({ stake: 99 })).json().error, 'stake-too-low');
      assert.equal((await place({ stake: 99 })).statusCode, 422);
      assert.equal((await place({ oddsChange: 'ask', selections: [{ selectionId: selection.id, price: selection.price + 0.5 }] })).statusCode, 409);
      assert.equal((await place({ selections: [{ selectionId: `${match.id}:1x2:nobody`, price: 2 }] })).statusCode, 422);
      assert.equal((await place({ kind: 'accumulator' })).statusCode, 422);
      assert.equal(operator.calls('bet').length, bets);
    });
  });

  it('signs each skin’s wallet calls v2 with that skin’s own key', async () => {
    const BETCO_KEY = 'sportsbook-test-betco-key-0123456789';
    const own = startSportsbook({ operatorUrl: operator.url, seed: 'app-test', secrets: { fcg: SECRET, betco: BETCO_KEY } });
    try {
      const before = operator.received.length;
      await openFrame(own.app, { skin: 'betco', player: 'keyed' });
      const [exchange] = operator.received.slice(before);
      assert.ok(exchange);
      assert.equal(exchange.path, '/api/games/wallet/betco/session');
      assert.equal(exchange.signed, false, 'not with the fcg key');
      assert.equal(verifyRequest(BETCO_KEY, { method: 'POST', path: exchange.path, body: exchange.raw, headers: exchange.headers }), true);
    } finally {
      await own.close();
    }
  });

  describe('the operator’s API', () => {
    /** @param {string} method @param {string} url @param {unknown} [body] @param {string} [secret] */
    const signedCall = (method, url, body, secret) => {
      const raw = body === undefined ? '' : JSON.stringify(body);
      return book.app.inject({ method: /** @type {any} */ (method), url, payload: raw || undefined, headers: operatorHeaders(method, url, raw, secret) });
    };
    /**
     * Sends a call with the headers of another.
     * @param {string} method @param {string} url @param {string} raw @param {Record<string, string>} headers
     */
    const replay = (method, url, raw, headers) =>
      book.app.inject({ method: /** @type {any} */ (method), url, payload: raw || undefined, headers: { ...(raw ? { 'content-type': 'application/json' } : {}), ...headers } });

    it('requires the signature: 401 without it or with another secret', async () => {
      assert.equal((await book.app.inject('/v1/matches')).statusCode, 401);
      assert.equal((await signedCall('GET', '/v1/matches', undefined, 'another-secret-0123456789')).statusCode, 401);
      const match = someMatch('basketball');
      const forged = await signedCall('POST', `/v1/matches/${match.id}/settle`, { home: 90, away: 80 }, 'another-secret-0123456789');
      assert.equal(forged.statusCode, 401);
      assert.deepEqual(forged.json(), { error: 'bad signature' });
      assert.equal(book.app.sportsbook.book.state.matches[match.id]?.status, 'scheduled');
      // The wallet's key (the sportsbook's own calls to the site) is not the operator's.
      assert.equal((await signedCall('GET', '/v1/matches', undefined, SECRET)).statusCode, 401);
    });

    it('a signature is good for its own call only: a captured cancel does not cancel another match, a signed GET is no cancel', async () => {
      const first = someMatch('football');
      const second = Object.values(book.app.sportsbook.book.state.matches).find((m) => m.status === 'scheduled' && m.id !== first.id);
      assert.ok(second);
      const cancelFirst = operatorHeaders('POST', `/v1/matches/${first.id}/cancel`, '{}');
      const stolen = await replay('POST', `/v1/matches/${second.id}/cancel`, '{}', cancelFirst);
      assert.equal(stolen.statusCode, 401);
      const list = operatorHeaders('GET', '/v1/matches', '');
      assert.equal((await replay('GET', '/v1/matches', '', list)).statusCode, 200);
      assert.equal((await replay('POST', `/v1/matches/${second.id}/cancel`, '', list)).statusCode, 401);
      // A bet body the sportsbook signed for the site's wallet (its own key, another path) cancels nothing.
      const bet = JSON.stringify({ requestId: 'r-1', user: 'p1', sessionToken: 'st', transactionId: 't-1', roundId: 'slip-1', gameCode: 'sportsbook', amount: 100 });
      const walletCall = operatorHeaders('POST', '/api/games/wallet/fcg/bet', bet, SECRET);
      assert.equal((await replay('POST', `/v1/matches/${second.id}/cancel`, bet, walletCall)).statusCode, 401);
      assert.equal(book.app.sportsbook.book.state.matches[second.id]?.status, 'scheduled');
      // The genuine call still works.
      assert.equal((await replay('POST', `/v1/matches/${first.id}/cancel`, '{}', cancelFirst)).statusCode, 200);
    });

    it('refuses the old sha256= signature and a timestamp more than 5 minutes away', async () => {
      const timestamp = Math.floor(Date.now() / 1000);
      const old = { 'x-signature-timestamp': String(timestamp), 'x-signature': `sha256=${createHmac('sha256', OPERATOR_SECRET).update(`${timestamp}.`).digest('hex')}` };
      assert.equal((await replay('GET', '/v1/matches', '', old)).statusCode, 401);
      assert.equal((await replay('GET', '/v1/matches', '', operatorHeaders('GET', '/v1/matches', '', OPERATOR_SECRET, timestamp - 305))).statusCode, 401);
      assert.equal((await replay('GET', '/v1/matches', '', operatorHeaders('GET', '/v1/matches', '', OPERATOR_SECRET, timestamp + 305))).statusCode, 401);
      assert.equal((await replay('GET', '/v1/matches', '', operatorHeaders('GET', '/v1/matches', '', OPERATOR_SECRET, timestamp - 290))).statusCode, 200);
    });

    it('garbled signature headers over HTTP (a timestamp that is no number of seconds, a v2= that is no signature, 5,000 commas, 8 KB): 401, the match untouched', async () => {
      const url = await book.app.listen({ port: 0, host: '127.0.0.1' });
      const match = someMatch('basketball');
      const path = `/v1/matches/${match.id}/settle`;
      const raw = JSON.stringify({ home: 90, away: 80 });
      const signed = signRequest(OPERATOR_SECRET, { method: 'POST', path, body: raw });
      const timestamp = /** @type {string} */ (signed['x-signature-timestamp']);
      const signature = /** @type {string} */ (signed['x-signature']);
      const genuine = { 'content-type': 'application/json', ...signed };
      const garbled = garbledSignatureHeaders(timestamp, signature);
      for (const [stamp, value] of garbled) {
        const response = await fetch(url + path, { method: 'POST', body: raw, headers: { ...genuine, 'x-signature-timestamp': stamp, 'x-signature': value } });
        const what = `timestamp ${JSON.stringify(stamp)}, signature ${JSON.stringify(value.slice(0, 40))}`;
        assert.equal(response.status, 401, what);
        assert.deepEqual(await response.json(), { error: 'bad signature' }, what);
      }
      assert.equal(book.app.sportsbook.book.state.matches[match.id]?.status, 'scheduled');
      const settled = await fetch(url + path, { method: 'POST', body: raw, headers: genuine });
      assert.equal(settled.status, 200, 'the genuine call still settles');
    });

    it('rotation: with "new,old" either key is accepted, an unknown one refused', async () => {
      const NEW = 'sportsbook-test-operator-key-next-0123';
      const rotated = startSportsbook({ operatorSecret: `${NEW},${OPERATOR_SECRET}` });
      try {
        /** @param {string} secret */
        const list = (secret) => rotated.app.inject({ method: 'GET', url: '/v1/matches', headers: operatorHeaders('GET', '/v1/matches', '', secret) });
        assert.equal((await list(NEW)).statusCode, 200);
        assert.equal((await list(OPERATOR_SECRET)).statusCode, 200);
        assert.equal((await list('an-unknown-operator-key-0123456')).statusCode, 401);
      } finally {
        await rotated.close();
      }
    });

    it('lists matches by status', async () => {
      const response = await signedCall('GET', '/v1/matches?status=live');
      assert.equal(response.statusCode, 200);
      const { matches } = response.json();
      assert.ok(matches.length > 0 && matches.every((/** @type {any} */ m) => m.status === 'live' && typeof m.id === 'string'));
      assert.equal((await signedCall('GET', '/v1/matches?status=sleeping')).statusCode, 400);
    });

    it('settles and cancels: 404 unknown match, 409 already ended, 400 bad body', async () => {
      const match = someMatch('tennis');
      assert.equal((await signedCall('POST', '/v1/matches/tn-nope/settle', { home: 2, away: 0 })).statusCode, 404);
      assert.equal((await signedCall('POST', `/v1/matches/${match.id}/settle`, { home: -1, away: 0 })).statusCode, 400);
      assert.equal((await signedCall('POST', `/v1/matches/${match.id}/settle`, { home: '2', away: 0 })).statusCode, 400);
      assert.equal((await signedCall('POST', `/v1/matches/${match.id}/settle`, [2, 0])).statusCode, 400);
      const settled = await signedCall('POST', `/v1/matches/${match.id}/settle`, { home: 2, away: 1 });
      assert.equal(settled.statusCode, 200, settled.body);
      assert.equal(settled.json().match.status, 'ended');
      const again = await signedCall('POST', `/v1/matches/${match.id}/settle`, { home: 2, away: 1 });
      assert.equal(again.statusCode, 409);
      assert.equal(typeof again.json().error, 'string');
      assert.equal((await signedCall('POST', `/v1/matches/${match.id}/cancel`, {})).statusCode, 409);
      const other = someMatch('football');
      const cancelled = await signedCall('POST', `/v1/matches/${other.id}/cancel`, {});
      assert.equal(cancelled.statusCode, 200);
      assert.equal(cancelled.json().match.status, 'cancelled');
    });
  });

  describe('hostile input', () => {
    it('answers 4xx JSON to hostile bodies and paths, and keeps serving', async () => {
      const { sessionId } = await openFrame(book.app, { player: 'fuzz' });
      const hostile = [
        { method: 'POST', url: `/api/sessions/${sessionId}/slips`, payload: '{"kind":' },
        { method: 'POST', url: `/api/sessions/${sessionId}/slips`, payload: '[]' },
        { method: 'POST', url: `/api/sessions/${sessionId}/slips`, payload: JSON.stringify({ kind: 'single', stake: 1e300, oddsChange: 'any', selections: [{ selectionId: 'x', price: 2 }] }) },
        { method: 'POST', url: `/api/sessions/${sessionId}/slips`, payload: JSON.stringify({ kind: 'single', stake: 100, oddsChange: 'any', selections: [{ selectionId: 'a\u0000b', price: 2 }] }) },
        { method: 'POST', url: `/api/sessions/${sessionId}/slips`, payload: JSON.stringify({ kind: 'single', stake: 100, oddsChange: 'any', selections: Array(50).fill({ selectionId: 'x', price: 2 }) }) },
        { method: 'POST', url: `/api/sessions/${sessionId}/slips`, payload: JSON.stringify({ kind: 'single', stake: 100, oddsChange: 'any', selections: [{ selectionId: '__proto__', price: 2 }] }) },
        { method: 'POST', url: `/api/sessions/${sessionId}/slips`, payload: JSON.stringify({ kind: 'single', stake: 100, oddsChange: 'any', selections: [{ selectionId: 'x', price: Number.MAX_VALUE }] }) },
        { method: 'POST', url: `/api/sessions/${sessionId}/slips`, payload: JSON.stringify({ __proto__: { kind: 'single' }, constructor: 1 }) },
        { method: 'POST', url: `/api/sessions/${sessionId}/slips`, payload: 'x'.repeat(40_000) },
        { method: 'POST', url: `/api/sessions/${sessionId}/slips/..%2F..%2Fetc/cashout`, payload: JSON.stringify({ value: 1 }) },
        { method: 'POST', url: `/api/sessions/${sessionId}/slips/SNOPE/cashout`, payload: JSON.stringify({ value: -5 }) },
        { method: 'POST', url: `/api/sessions/${sessionId}/slips/SNOPE/cashout`, payload: JSON.stringify({ value: 5 }) },
        { method: 'POST', url: '/api/sessions/%00/slips', payload: '{}' },
        { method: 'GET', url: '/api/matches/__proto__' },
        { method: 'GET', url: '/api/matches/constructor' },
        { method: 'POST', url: '/api/sessions', payload: JSON.stringify({ skin: 'fcg', token: 'a'.repeat(500) }) },
        { method: 'POST', url: '/api/sessions', payload: JSON.stringify({ skin: '__proto__', token: 'tok-x' }) },
        { method: 'POST', url: '/v1/matches/__proto__/settle', payload: JSON.stringify({ home: 1, away: 0 }) },
      ];
      for (const request of hostile) {
        const response = await book.app.inject({ ...request, method: /** @type {any} */ (request.method), headers: { 'content-type': 'application/json' } });
        assert.ok(response.statusCode >= 400 && response.statusCode < 500, `${request.url} ${String(request.payload).slice(0, 40)} → ${response.statusCode}`);
        assert.equal(typeof response.json().error, 'string');
      }
      const proto = JSON.stringify({ home: 1, away: 0 });
      assert.equal((await book.app.inject({ method: 'POST', url: '/v1/matches/__proto__/settle', payload: proto, headers: operatorHeaders('POST', '/v1/matches/__proto__/settle', proto) })).statusCode, 404);
      const badFrames = ['/fcg/?token=a%20b', `/fcg/?token=${'x'.repeat(200)}`, '/fcg/?path=..%2F..%2Fetc&parent=nope', '/betco/?mode=live&token=tok-a&token=tok-b'];
      for (const url of badFrames) assert.ok([400].includes((await book.app.inject(url)).statusCode), url);
      assert.equal((await book.app.inject('/health')).json().status, 'ok');
    });
  });
});
