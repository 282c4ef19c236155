import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { Journal } from '../common/journal.mjs';
import { verifyRequest } from '../common/signature.mjs';
import { createWalletClient, walletSettings } from '../common/wallet-client.mjs';
import { createBook } from './book.mjs';
import { bonusOf } from './funds.mjs';
import { SKINS, SKIN_BOOKS } from './config.mjs';
import { LEGS_MAX, LEGS_MIN, PAYOUT_MAX, STAKE_MAX, STAKE_MIN } from './engine/index.mjs';
import { STATIC_FILES, errorPage, framePage, pageHeaders } from './pages.mjs';
import { listView, matchView, slipView, streamView } from './views.mjs';

/**
 * The demo sportsbook: one engine, two skins (`fcg`, `betco`), on its own origin. Routes:
 *   GET  /{skin}/?mode&lang&token&path&parent          the frame (exchanges the token: one sportsbook session per frame load)
 *   GET  /static/sportsbook.js, /static/sportsbook.css the frame's script and style
 *   GET  /api/fixtures?skin&mode&sport, /api/matches/{id}?skin   odds for everyone, anonymous included, in the skin's book
 *   GET  /api/stream?skin                              live odds, scores and suspensions (Server-Sent Events)
 *   POST /api/sessions {skin, token}                   a new session in an open frame (the site's `loggedIn`)
 *   GET  /api/sessions/{id}                            the session's balance, with its bonus part and the bonus's product (funds.mjs)
 *   POST /api/sessions/{id}/end                        the player logged out
 *   POST /api/sessions/{id}/slips                      place a slip
 *   GET  /api/sessions/{id}/bets                       my bets, with cash-out offers
 *   POST /api/sessions/{id}/slips/{slipId}/cashout     cash a slip out
 *   GET  /v1/matches?status, POST /v1/matches/{id}/settle {home, away}, POST /v1/matches/{id}/cancel   the operator's (signed)
 *   GET  /health
 * Money moves only through the operator's seamless wallet (book.mjs). See partners/README.md.
 *
 * @typedef {object} SportsbookOptions
 * @property {Record<import('./config.mjs').Skin, string>} secrets the key each skin (wallet key fcg, betco) signs its wallet calls with
 * @property {string} operatorSecret verifies the operator's calls (another key than the wallet's)
 * @property {string} operatorUrl the site, where wallet calls go
 * @property {string} publicUrl the site's origin: the only `parent`, the only page that may frame the sportsbook
 * @property {string} sportsbookUrl its own origin as players reach it
 * @property {string} dataDir
 * @property {string} dataFile the journal (sessions, slips, unanswered wallet calls)
 * @property {string} stateFile the fixtures' snapshot
 * @property {import('../common/wallet-client.mjs').Log} log
 * @property {typeof fetch} [fetch] what wallet calls go through
 * @property {number} [walletTimeoutMs] how long one wallet call waits (default 10000)
 * @property {number} [retryBaseMs] first wait between attempts of a win or rollback (default 1000)
 * @property {number} [retryMaxMs] longest wait between them (default 60000)
 * @property {number} [tickMs] the live clock's step; 0 leaves it stopped (tests move it) (default 1000)
 * @property {() => number} [now]
 * @property {string} [seed] fixtures of a fresh state (tests)
 * @property {number} [maxStreams] open live streams at most (default 20000)
 */

const BODY_LIMIT = 16 * 1024;
const SESSION_ID = /^[A-Za-z0-9_-]{1,64}$/;
const ID = /^[\x21-\x7e]{1,100}$/;
const MATCH_ID = /^[A-Za-z0-9_.:-]{1,64}$/;
const SLIP_ID = /^[A-Za-z0-9]{1,40}$/;
const FRAME_PATH = /^\/[A-Za-z0-9_./-]{0,200}$/;
const SPORTS = ['football', 'basketball', 'tennis'];
const MATCH_STATUSES = ['scheduled', 'live', 'ended', 'cancelled'];
/** A sportsbook token lasts as long as the player's site session; a frame's session is kept a day. */
const SESSION_TTL_MS = 24 * 3600_000;
const HEARTBEAT_MS = 20_000;

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** @param {SportsbookOptions} options */
export function buildSportsbook(options) {
  const { log } = options;
  const now = options.now ?? Date.now;
  const journal = new Journal(options.dataFile, ['slip']);
  const wallet = createWalletClient({ ...walletSettings(options), secretFor: (key) => (key === 'fcg' || key === 'betco' ? options.secrets[key] : ''), journal, log });
  const book = createBook({ journal, wallet, stateFile: options.stateFile, log, now, ...(options.seed ? { seed: options.seed } : {}) });
  const siteOrigin = new URL(options.publicUrl).origin;
  const ownOrigin = new URL(options.sportsbookUrl).origin;
  const headers = pageHeaders(siteOrigin);
  const limits = { stakeMin: STAKE_MIN, stakeMax: STAKE_MAX, payoutMax: PAYOUT_MAX, legsMin: LEGS_MIN, legsMax: LEGS_MAX };

  // Sessions: one per frame load, journalled so an open frame carries on after a restart.
  for (const [id, session] of [...journal.tables.session]) if (!(now() - session.createdAt < SESSION_TTL_MS)) journal.remove('session', id);
  /** @param {Omit<import('../common/wallet-client.mjs').Session, 'id'>} fields */
  const openSession = (fields) => {
    const session = { id: randomBytes(24).toString('base64url'), ...fields, createdAt: now() };
    journal.put('session', session.id, session);
    return session;
  };
  /** @param {string} id @returns {import('../common/wallet-client.mjs').Session | undefined} */
  const sessionById = (id) => {
    const session = SESSION_ID.test(id) ? journal.get('session', id) : undefined;
    if (!session) return undefined;
    if (!(now() - session.createdAt < SESSION_TTL_MS)) {
      journal.remove('session', id);
      return undefined;
    }
    return session;
  };

  const app = Fastify({ logger: false, bodyLimit: BODY_LIMIT });

  // JSON is read as text first: the operator's calls are signed over the exact bytes.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const raw = typeof body === 'string' ? body : body.toString('utf8');
    /** @type {any} */ (request).rawBody = raw;
    if (raw === '') return done(null, null);
    try {
      done(null, JSON.parse(raw));
    } catch {
      done(Object.assign(new Error('the body is not JSON'), { statusCode: 400 }), undefined);
    }
  });

  app.setErrorHandler((/** @type {import('fastify').FastifyError} */ error, _request, reply) => {
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) log('error', `request failed: ${error.stack ?? error.message}`);
    return reply.code(status).send({ error: status === 500 ? 'internal error' : error.message });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'not found' }));

  app.get('/health', async () => ({ status: 'ok', pendingWalletCalls: wallet.pending, liveStreams: streams.size }));

  for (const [name, file] of Object.entries(STATIC_FILES)) {
    app.get(`/static/${name}`, async (_request, reply) =>
      reply.header('content-type', file.type).header('cache-control', 'no-cache').header('x-content-type-options', 'nosniff').send(file.body),
    );
  }

  // ---- the frame ----

  /**
   * @param {import('fastify').FastifyRequest} request
   * @param {import('fastify').FastifyReply} reply
   * @param {import('./config.mjs').Skin} skin
   */
  async function frame(request, reply, skin) {
    const query = /** @type {Record<string, unknown>} */ (request.query ?? {});
    const lang = query.lang === 'en' ? 'en' : 'tr';
    if (query.parent !== undefined && query.parent !== siteOrigin) {
      return reply.code(400).headers(headers).send(errorPage({ skin, lang, reason: 'badParent' }));
    }
    const token = query.token ?? '';
    if (typeof token !== 'string' || (token !== '' && !ID.test(token))) return reply.code(400).headers(headers).send(errorPage({ skin, lang, reason: 'badLink' }));
    const mode = query.mode === 'live' ? 'live' : 'prematch';
    const path = typeof query.path === 'string' && FRAME_PATH.test(query.path) && !query.path.includes('..') ? query.path : '/';
    let session = null;
    let balance = null;
    let sessionError = false;
    if (token) {
      const answer = await wallet.session(skin, token);
      if (answer.status === 'RS_OK' && typeof answer.user === 'string' && typeof answer.sessionToken === 'string') {
        session = openSession({ key: skin, user: answer.user, sessionToken: answer.sessionToken, gameCode: 'sportsbook', lang, platform: 'desktop', lobby: siteOrigin });
        balance = answer.balance;
      } else {
        // An ended site session or an unreachable operator: the frame still shows odds, and the
        // site's `loggedIn` message can bring a fresh token.
        sessionError = answer.status !== 'RS_ERROR_INVALID_TOKEN';
        log('warn', `frame (${skin}): the token exchange answered ${answer.status}`);
      }
    }
    const at = now();
    return reply.headers(headers).send(
      framePage({
        skin,
        lang,
        data: {
          session: session?.id ?? null,
          balance,
          sessionError,
          // The site sent a token the operator would not exchange: the player is signed in there, so
          // the frame offers no login of its own.
          signedIn: Boolean(token),
          mode,
          path,
          parent: siteOrigin,
          now: at,
          limits,
          fixtures: listView(book.state.matches, mode, at, SKIN_BOOKS[skin]),
        },
      }),
    );
  }

  for (const skin of SKINS) {
    app.get(`/${skin}`, (request, reply) => frame(request, reply, skin));
    app.get(`/${skin}/`, (request, reply) => frame(request, reply, skin));
  }

  // ---- the frame's own calls ----

  /**
   * Refuses a call from another site's page (403): only the frame's own script calls these.
   * @param {import('fastify').FastifyRequest} request
   * @param {import('fastify').FastifyReply} reply
   */
  function sameOrigin(request, reply) {
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== ownOrigin && origin !== `${request.protocol}://${request.headers.host}`) {
      void reply.code(403).send({ error: 'calls come from the sportsbook’s own pages only' });
      return false;
    }
    return true;
  }

  /**
   * The open session a call names, or the 4xx already sent.
   * @param {import('fastify').FastifyRequest} request
   * @param {import('fastify').FastifyReply} reply
   */
  function sessionOf(request, reply) {
    if (!sameOrigin(request, reply)) return null;
    const { id } = /** @type {{ id: string }} */ (request.params);
    const session = sessionById(id);
    if (!session) {
      void reply.code(404).send({ error: 'unknown or ended session' });
      return null;
    }
    return session;
  }

  /**
   * The price book a call names with `skin` (the standard book when it names none), or the 400 already sent.
   * @param {import('fastify').FastifyRequest} request
   * @param {import('fastify').FastifyReply} reply
   * @returns {import('./engine/rules.mjs').Book | null}
   */
  function bookOf(request, reply) {
    const skin = /** @type {Record<string, unknown>} */ (request.query ?? {}).skin;
    if (skin === undefined) return 'standard';
    if (SKINS.includes(/** @type {any} */ (skin))) return SKIN_BOOKS[/** @type {import('./config.mjs').Skin} */ (skin)];
    void reply.code(400).send({ error: `skin is one of ${SKINS.join(', ')}` });
    return null;
  }

  app.get('/api/fixtures', async (request, reply) => {
    const query = /** @type {Record<string, unknown>} */ (request.query ?? {});
    const mode = query.mode === 'live' ? 'live' : 'prematch';
    const prices = bookOf(request, reply);
    if (!prices) return reply;
    if (query.sport !== undefined && !SPORTS.includes(/** @type {string} */ (query.sport))) return reply.code(400).send({ error: `sport is one of ${SPORTS.join(', ')}` });
    const fixtures = listView(book.state.matches, mode, now(), prices);
    return { now: now(), fixtures: query.sport ? fixtures.filter((f) => f.sport === query.sport) : fixtures };
  });

  app.get('/api/matches/:id', async (request, reply) => {
    const { id } = /** @type {{ id: string }} */ (request.params);
    const prices = bookOf(request, reply);
    if (!prices) return reply;
    const match = MATCH_ID.test(id) && Object.hasOwn(book.state.matches, id) ? book.state.matches[id] : undefined;
    if (!match) return reply.code(404).send({ error: 'unknown match' });
    return { now: now(), match: matchView(match, now(), prices, true) };
  });

  /** @type {Map<import('node:http').ServerResponse, import('./engine/rules.mjs').Book>} open streams and the book each shows */
  const streams = new Map();
  const maxStreams = options.maxStreams ?? 20_000;
  app.get('/api/stream', (request, reply) => {
    if (streams.size >= maxStreams) return reply.code(503).send({ error: 'too many live streams' });
    const prices = bookOf(request, reply);
    if (!prices) return reply;
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-accel-buffering': 'no', 'x-content-type-options': 'nosniff' });
    res.write(`retry: 3000\n\n`);
    streams.set(res, prices);
    request.raw.on('close', () => streams.delete(res));
  });
  /** @param {(book: import('./engine/rules.mjs').Book) => string} chunkOf what a stream of each book is sent, made once per book */
  const broadcast = (chunkOf) => {
    /** @type {Map<string, string>} */
    const made = new Map();
    for (const [res, prices] of streams) {
      if (!made.has(prices)) made.set(prices, chunkOf(prices));
      const chunk = made.get(prices);
      if (chunk) res.write(chunk);
    }
  };
  book.subscribe((events) => {
    const at = now();
    broadcast((prices) => {
      const data = streamView(events, at, prices);
      return data.length ? `data: ${JSON.stringify(data)}\n\n` : '';
    });
  });
  const heartbeat = setInterval(() => broadcast(() => ': ping\n\n'), HEARTBEAT_MS);
  heartbeat.unref();

  app.post('/api/sessions', async (request, reply) => {
    if (!sameOrigin(request, reply)) return reply;
    const body = request.body;
    const skin = isObject(body) ? body.skin : undefined;
    const token = isObject(body) ? body.token : undefined;
    if (!SKINS.includes(/** @type {any} */ (skin)) || typeof token !== 'string' || !ID.test(token)) return reply.code(400).send({ error: 'body is {skin: fcg|betco, token}' });
    const lang = isObject(body) && body.lang === 'en' ? 'en' : 'tr';
    const answer = await wallet.session(/** @type {string} */ (skin), token);
    if (answer.status === 'RS_ERROR_INVALID_TOKEN') return reply.code(403).send({ error: 'the token is not valid' });
    if (answer.status !== 'RS_OK' || typeof answer.user !== 'string' || typeof answer.sessionToken !== 'string') return reply.code(502).send({ error: 'the operator cannot be reached' });
    const session = openSession({ key: /** @type {string} */ (skin), user: answer.user, sessionToken: answer.sessionToken, gameCode: 'sportsbook', lang, platform: 'desktop', lobby: siteOrigin });
    return reply.code(201).send({ session: session.id, balance: answer.balance });
  });

  app.get('/api/sessions/:id', async (request, reply) => {
    const session = sessionOf(request, reply);
    if (!session) return reply;
    const answer = await wallet.balance(session);
    // The operator says how much of the balance is bonus money and where it plays: the slip tells a
    // stake only casino bonus money would cover from one the balance does not cover.
    return answer.status === 'RS_OK' ? { balance: answer.balance, ...bonusOf(answer) } : { balance: null };
  });

  app.post('/api/sessions/:id/end', async (request, reply) => {
    const session = sessionOf(request, reply);
    if (!session) return reply;
    journal.remove('session', session.id);
    return { ended: true };
  });

  app.post('/api/sessions/:id/slips', async (request, reply) => {
    const session = sessionOf(request, reply);
    if (!session) return reply;
    const request_ = parseSlip(request.body);
    if (typeof request_ === 'string') return reply.code(400).send({ error: request_ });
    const result = await book.place(session, request_);
    if (result.ok) return reply.code(201).send({ slip: slipView(result.slip, null, book.state.matches), balance: result.balance });
    const { ok: _ok, reason, ...detail } = result;
    // The player's limits and exclusion (`limit-reached`, `play-closed`) are refusals like a rule's: 422.
    const status = reason === 'not-enough-money' || reason === 'bonus-casino-only' ? 402 : reason === 'session-ended' ? 401 : reason === 'not-placed' ? 503 : reason === 'odds-changed' ? 409 : 422;
    return reply.code(status).send({ error: reason, ...detail });
  });

  app.get('/api/sessions/:id/bets', async (request, reply) => {
    const session = sessionOf(request, reply);
    if (!session) return reply;
    return { slips: book.slipsOf(session.user).map(({ slip, skin, cashOut, teams }) => ({ ...slipView(slip, cashOut, book.state.matches, teams), skin })) };
  });

  app.post('/api/sessions/:id/slips/:slipId/cashout', async (request, reply) => {
    const session = sessionOf(request, reply);
    if (!session) return reply;
    const { slipId } = /** @type {{ slipId: string }} */ (request.params);
    const value = isObject(request.body) ? request.body.value : undefined;
    if (!SLIP_ID.test(slipId)) return reply.code(404).send({ error: 'unknown-slip' });
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) return reply.code(400).send({ error: 'value is the offered cash-out in kuruş' });
    const result = book.cashOut(session, slipId, value);
    if (result.ok) return { payout: result.payout };
    return reply.code(result.reason === 'unknown-slip' ? 404 : 409).send({ error: result.reason, ...(result.value !== undefined ? { value: result.value } : {}) });
  });

  // ---- the operator's switch ----

  /**
   * Refuses (401) a call not signed `v2` with the operator's key over its method, path (with the
   * query) and body: a signature is good for that one call only.
   * @param {import('fastify').FastifyRequest} request
   * @param {import('fastify').FastifyReply} reply
   */
  function signed(request, reply) {
    const raw = /** @type {any} */ (request).rawBody ?? '';
    if (verifyRequest(options.operatorSecret, { method: request.method, path: request.url, body: typeof raw === 'string' ? raw : '', headers: request.headers })) return true;
    void reply.code(401).send({ error: 'bad signature' });
    return false;
  }

  /** @param {import('./engine/index.mjs').Match} match */
  const operatorView = (match) => ({
    id: match.id,
    sport: match.sport,
    league: match.league.name,
    home: match.home,
    away: match.away,
    startsAt: new Date(match.startsAt).toISOString(),
    status: match.status,
    score: match.score,
    periods: match.periods,
    clock: match.clock?.label ?? '',
    endedAt: match.endedAt === null ? null : new Date(match.endedAt).toISOString(),
  });

  app.get('/v1/matches', async (request, reply) => {
    if (!signed(request, reply)) return reply;
    const status = /** @type {Record<string, unknown>} */ (request.query ?? {}).status;
    if (status !== undefined && !MATCH_STATUSES.includes(/** @type {string} */ (status))) return reply.code(400).send({ error: `status is one of ${MATCH_STATUSES.join(', ')}` });
    const matches = Object.values(book.state.matches)
      .filter((match) => status === undefined || match.status === status)
      .sort((a, b) => a.startsAt - b.startsAt || a.id.localeCompare(b.id));
    return { matches: matches.map(operatorView) };
  });

  /**
   * @param {import('fastify').FastifyReply} reply
   * @param {import('./engine/index.mjs').SettleResult} result
   */
  const operatorAnswer = (reply, result) => {
    // The engine answers a repeat as done; the operator is told it changed nothing.
    if (result.ok && result.alreadyFinal) return reply.code(409).send({ error: result.match.status === 'cancelled' ? 'already-cancelled' : 'already-ended' });
    if (result.ok) {
      const slips = result.slips.map((s) => ({ slipId: s.slipId, status: s.status, payout: s.payout }));
      return reply.send({ match: operatorView(result.match), settledSlips: slips.length, slips });
    }
    const status = result.reason === 'unknown-match' ? 404 : result.reason === 'invalid-score' ? 400 : 409;
    return reply.code(status).send({ error: result.reason });
  };

  const SCORE_MAX = 1000;
  app.post('/v1/matches/:id/settle', async (request, reply) => {
    if (!signed(request, reply)) return reply;
    const { id } = /** @type {{ id: string }} */ (request.params);
    const body = request.body;
    const home = isObject(body) ? body.home : undefined;
    const away = isObject(body) ? body.away : undefined;
    if (!Number.isSafeInteger(home) || !Number.isSafeInteger(away) || /** @type {number} */ (home) < 0 || /** @type {number} */ (away) < 0 || /** @type {number} */ (home) > SCORE_MAX || /** @type {number} */ (away) > SCORE_MAX) {
      return reply.code(400).send({ error: `body is {home, away}: whole numbers 0–${SCORE_MAX}` });
    }
    if (!MATCH_ID.test(id) || !Object.hasOwn(book.state.matches, id)) return reply.code(404).send({ error: 'unknown-match' });
    return operatorAnswer(reply, book.settle(id, { home: /** @type {number} */ (home), away: /** @type {number} */ (away) }));
  });

  app.post('/v1/matches/:id/cancel', async (request, reply) => {
    if (!signed(request, reply)) return reply;
    const { id } = /** @type {{ id: string }} */ (request.params);
    if (request.body !== null && request.body !== undefined && !isObject(request.body)) return reply.code(400).send({ error: 'body is {} or empty' });
    if (!MATCH_ID.test(id) || !Object.hasOwn(book.state.matches, id)) return reply.code(404).send({ error: 'unknown-match' });
    return operatorAnswer(reply, book.cancel(id));
  });

  // ---- life cycle ----

  /** @type {NodeJS.Timeout | null} */
  let clock = null;
  const tickMs = options.tickMs ?? 1000;
  // Wins and rollbacks the operator had not answered before a restart are sent again.
  wallet.resume();
  app.addHook('preClose', async () => {
    if (clock) clearInterval(clock);
    clearInterval(heartbeat);
    for (const res of streams.keys()) res.end();
    streams.clear();
    wallet.stop();
    book.flush();
  });

  return Object.assign(app, {
    sportsbook: {
      journal,
      wallet,
      book,
      /** Starts the live clock, once the port is this process's. */
      start() {
        journal.compact();
        book.start();
        if (tickMs > 0 && !clock) {
          clock = setInterval(() => {
            try {
              book.tick();
            } catch (error) {
              log('error', `the live clock failed: ${error instanceof Error ? error.stack : error}`);
            }
          }, tickMs);
        }
      },
    },
  });
}

/**
 * A slip request from the frame, or why it is not one. Prices are checked by the engine against
 * the live ones (the odds-change rule); here only the shape.
 * @param {unknown} body
 * @returns {{ selections: { selectionId: string, price: number }[], stake: number, kind: 'single' | 'accumulator', oddsChange: 'any' | 'higher' | 'ask' } | string}
 */
export function parseSlip(body) {
  const usage = 'body is {kind: single|accumulator, stake: kuruş, oddsChange: any|higher|ask, selections: [{selectionId, price}]}';
  if (!isObject(body)) return usage;
  const { kind, stake, oddsChange, selections } = body;
  if (kind !== 'single' && kind !== 'accumulator') return usage;
  if (oddsChange !== 'any' && oddsChange !== 'higher' && oddsChange !== 'ask') return usage;
  // A stake below the smallest (0 included) is the engine's `stake-too-low`, said to the player as such.
  if (typeof stake !== 'number' || !Number.isSafeInteger(stake)) return 'stake is a whole number of kuruş';
  if (!Array.isArray(selections) || selections.length < 1 || selections.length > LEGS_MAX) return `selections is a list of 1–${LEGS_MAX}`;
  const parsed = [];
  for (const selection of selections) {
    if (!isObject(selection)) return usage;
    const { selectionId, price } = selection;
    if (typeof selectionId !== 'string' || !/^[A-Za-z0-9_.:+-]{1,120}$/.test(selectionId)) return 'selectionId is a selection of the fixtures';
    if (typeof price !== 'number' || !Number.isFinite(price) || price < 1 || price > 100_000) return 'price is the decimal price the player saw';
    parsed.push({ selectionId, price });
  }
  return { kind, stake, oddsChange, selections: parsed };
}
