import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SITE, SPORTSBOOK, openFrame, operatorHeaders, startOperator, startSportsbook } from './testing.mjs';

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
      assert.ok(exchanges.every((c) => c.signed && c.key === 'fcg'));
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

  describe('the operator’s API', () => {
    /** @param {string} method @param {string} url @param {unknown} [body] @param {string} [secret] */
    const signedCall = (method, url, body, secret) => {
      const raw = body === undefined ? '' : JSON.stringify(body);
      return book.app.inject({ method: /** @type {any} */ (method), url, payload: raw || undefined, headers: raw ? operatorHeaders(raw, secret) : { ...operatorHeaders('', secret), 'content-type': undefined } });
    };

    it('requires the signature: 401 without it or with another secret', async () => {
      assert.equal((await book.app.inject('/v1/matches')).statusCode, 401);
      assert.equal((await signedCall('GET', '/v1/matches', undefined, 'another-secret-0123456789')).statusCode, 401);
      const match = someMatch('basketball');
      const forged = await signedCall('POST', `/v1/matches/${match.id}/settle`, { home: 90, away: 80 }, 'another-secret-0123456789');
      assert.equal(forged.statusCode, 401);
      assert.deepEqual(forged.json(), { error: 'bad signature' });
      assert.equal(book.app.sportsbook.book.state.matches[match.id]?.status, 'scheduled');
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
      assert.equal((await book.app.inject({ method: 'POST', url: '/v1/matches/__proto__/settle', payload: proto, headers: operatorHeaders(proto) })).statusCode, 404);
      const badFrames = ['/fcg/?token=a%20b', `/fcg/?token=${'x'.repeat(200)}`, '/fcg/?path=..%2F..%2Fetc&parent=nope', '/betco/?mode=live&token=tok-a&token=tok-b'];
      for (const url of badFrames) assert.ok([400].includes((await book.app.inject(url)).statusCode), url);
      assert.equal((await book.app.inject('/health')).json().status, 'ok');
    });
  });
});
