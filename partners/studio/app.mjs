import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import aviatorPlugin, { renderAviatorPage } from './aviator/index.mjs';
import { gameOf } from './games.mjs';
import { Journal } from '../common/journal.mjs';
import { STATIC_FILES, errorPage, pageHeaders, roulettePage, slotPage } from './pages.mjs';
import { parseBets, settle, spinWheel, wins as betWins } from './roulette.mjs';
import { SessionStore } from './sessions.mjs';
import { LINES, LINE_STAKES, PAYLINES, spin as spinSlot } from './slot.mjs';
import { BET_NOT_PLACED, createWalletClient, walletSettings } from '../common/wallet-client.mjs';
import { PROVIDER_KEYS } from './config.mjs';

/**
 * The demo game studio: it stands in for the six game providers, so every launch path of the site
 * really plays. Routes:
 *   GET  /{key}/launch?token&game&lang&platform&lobby   the launch: exchanges the one-time token, answers the game's page
 *   GET  /{key}/play/{sessionId}                          the page of an open session again (a refresh of the frame)
 *   GET  /softgamings/embed.js                            SoftGamings' embed script (draws the game's frame in the site)
 *   GET  /api/sessions/{id}/balance                       the player's balance (the page's own calls below)
 *   POST /api/sessions/{id}/slot/spin      {lineStake}    one slot round
 *   POST /api/sessions/{id}/roulette/spin  {bets}         one roulette round
 *   /aviator/…                                            the crash game (aviator/index.mjs)
 *   GET  /health
 * Money moves only through the operator's seamless wallet (wallet-client.mjs). See partners/README.md.
 *
 * @typedef {object} StudioOptions
 * @property {Record<string, string>} secrets the key each provider signs its wallet calls with
 * @property {string} operatorUrl the site, where wallet calls go
 * @property {string} publicUrl the site's origin: frame messages go only there, and only it may frame the pages
 * @property {string} studioUrl the studio's own origin as players reach it
 * @property {string} dataDir the folder of the studio's files
 * @property {string} dataFile the studio's journal (sessions, undelivered wins and rollbacks)
 * @property {import('../common/wallet-client.mjs').Log} log
 * @property {typeof fetch} [fetch] what wallet calls go through
 * @property {number} [walletTimeoutMs] how long one wallet call waits (default 10000)
 * @property {number} [retryBaseMs] first wait between attempts of a win or rollback (default 1000)
 * @property {number} [retryMaxMs] longest wait between them (default 60000)
 * @property {number} [winWaitMs] how long a round's answer waits for its win before saying it will be paid later (default 15000)
 * @property {number} [minRoundMs] shortest time between two rounds of one session (no turbo) (default 2500)
 * @property {Record<string, number> | false} [aviator] Aviator's settings; false leaves the crash game out (tests of other games)
 */

const BODY_LIMIT = 16 * 1024;
const SESSION_ID = /^[A-Za-z0-9_-]{1,64}$/;
const ID = /^[\x21-\x7e]{1,100}$/;
/** @type {Record<string, import('./pages.mjs').Refusal>} the reason a wallet status refusing a bet gives the player */
const WALLET_REFUSALS = {
  RS_ERROR_NOT_ENOUGH_MONEY: 'not_enough_money',
  RS_ERROR_INVALID_TOKEN: 'session_ended',
  RS_ERROR_LIMIT_REACHED: 'limit_reached',
  RS_ERROR_USER_DISABLED: 'play_closed',
};
/** Refusals that are no fault: the studio's own not-placed (already logged), the player's balance, limits and exclusion. */
const QUIET_REFUSALS = new Set([BET_NOT_PLACED, 'RS_ERROR_NOT_ENOUGH_MONEY', 'RS_ERROR_LIMIT_REACHED', 'RS_ERROR_USER_DISABLED']);

/** @param {StudioOptions} options */
export function buildStudio(options) {
  const { log } = options;
  const journal = new Journal(options.dataFile);
  const sessions = new SessionStore(journal);
  const wallet = createWalletClient({ ...walletSettings(options), secretFor: (key) => options.secrets[key] ?? '', journal, log });
  const siteOrigin = new URL(options.publicUrl).origin;
  const winWaitMs = options.winWaitMs ?? 15_000;
  const minRoundMs = options.minRoundMs ?? 2500;
  /** Per open session: a round in progress, and when the last one started (kept only in memory). */
  /** @type {WeakMap<object, { busy: boolean, lastRoundAt: number }>} */
  const rounds = new WeakMap();
  const headers = pageHeaders(siteOrigin);

  const app = Fastify({ logger: false, bodyLimit: BODY_LIMIT });

  app.setErrorHandler((/** @type {import('fastify').FastifyError} */ error, _request, reply) => {
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) log('error', `request failed: ${error.stack ?? error.message}`);
    return reply.code(status).send({ error: status === 500 ? 'internal error' : error.message });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'not found' }));

  app.get('/health', async () => ({ status: 'ok', pendingWalletCalls: wallet.pending }));

  for (const [name, file] of Object.entries(STATIC_FILES)) {
    app.get(`/static/${name}`, async (_request, reply) =>
      reply.header('content-type', file.type).header('cache-control', 'no-cache').header('x-content-type-options', 'nosniff').send(file.body),
    );
  }

  // Loaded by the site's page as a `<script src>` from another origin: a script type, and readable cross-origin.
  const embed = /** @type {{ type: string, body: string }} */ (STATIC_FILES['embed.js']);
  app.get('/softgamings/embed.js', async (_request, reply) =>
    reply
      .header('content-type', embed.type)
      .header('access-control-allow-origin', '*')
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('cache-control', 'no-cache')
      .header('x-content-type-options', 'nosniff')
      .send(embed.body),
  );

  /**
   * The page of a session's game, by the kind the studio's game list gives it.
   * @param {import('../common/wallet-client.mjs').Session} session
   */
  function gamePage(session) {
    const game = gameOf(session.gameCode);
    if (game.kind === 'crash') return renderAviatorPage({ session, config: aviatorConfig });
    if (game.kind === 'roulette') return roulettePage({ session, name: game.name, siteOrigin });
    return slotPage({ session, name: game.name, siteOrigin });
  }

  /**
   * @param {import('fastify').FastifyReply} reply
   * @param {number} status
   * @param {{ lang: 'tr' | 'en', key: string, lobby: string, reason: 'tokenInvalid' | 'linkInvalid' | 'operatorDown' | 'sessionGone' }} page
   */
  const sendError = (reply, status, page) => reply.code(status).headers(headers).send(errorPage({ ...page, siteOrigin }));

  /** @param {unknown} value */
  const lobbyOf = (value) => {
    if (typeof value !== 'string' || value.length > 2048) return options.publicUrl;
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : options.publicUrl;
    } catch {
      return options.publicUrl;
    }
  };

  app.get('/:key/launch', async (request, reply) => {
    const { key } = /** @type {{ key: string }} */ (request.params);
    const query = /** @type {Record<string, unknown>} */ (request.query ?? {});
    const lang = query.lang === 'en' ? 'en' : 'tr';
    const lobby = lobbyOf(query.lobby);
    if (!PROVIDER_KEYS.includes(/** @type {any} */ (key))) return sendError(reply, 404, { lang, key, lobby, reason: 'linkInvalid' });
    const { token, game } = query;
    if (typeof token !== 'string' || !ID.test(token) || (game !== undefined && (typeof game !== 'string' || !ID.test(game)))) {
      return sendError(reply, 400, { lang, key, lobby, reason: 'linkInvalid' });
    }
    const answer = await wallet.session(key, token);
    if (answer.status === 'RS_ERROR_INVALID_TOKEN') return sendError(reply, 403, { lang, key, lobby, reason: 'tokenInvalid' });
    const { user, sessionToken } = answer;
    const gameCode = answer.gameCode ?? game;
    if (answer.status !== 'RS_OK' || typeof user !== 'string' || typeof sessionToken !== 'string' || typeof gameCode !== 'string') {
      if (answer.status !== 'RS_OK') log('warn', `launch (${key}): the operator's session action answered ${answer.status}`);
      return sendError(reply, 502, { lang, key, lobby, reason: 'operatorDown' });
    }
    const session = sessions.create({
      key,
      user,
      sessionToken,
      gameCode,
      lang,
      platform: query.platform === 'mobile' ? 'mobile' : 'desktop',
      lobby,
    });
    return reply.headers(headers).send(gamePage(session));
  });

  app.get('/:key/play/:sessionId', async (request, reply) => {
    const { key, sessionId } = /** @type {{ key: string, sessionId: string }} */ (request.params);
    const session = SESSION_ID.test(sessionId) ? sessions.get(sessionId) : undefined;
    if (!session || session.key !== key) return sendError(reply, 404, { lang: session?.lang ?? 'tr', key, lobby: options.publicUrl, reason: 'sessionGone' });
    return reply.headers(headers).send(gamePage(session));
  });

  /**
   * The open session a page's call names, or the 4xx already sent. A call from another site's page
   * is refused (403): only the game's own page plays with its session.
   * @param {import('fastify').FastifyRequest} request
   * @param {import('fastify').FastifyReply} reply
   */
  function sessionOf(request, reply) {
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== `${request.protocol}://${request.headers.host}`) {
      void reply.code(403).send({ error: 'calls come from the game page only' });
      return null;
    }
    const { id } = /** @type {{ id: string }} */ (request.params);
    const session = SESSION_ID.test(id) ? sessions.get(id) : undefined;
    if (!session) {
      void reply.code(404).send({ error: 'unknown or ended game session' });
      return null;
    }
    return session;
  }

  app.get('/api/sessions/:id/balance', async (request, reply) => {
    const session = sessionOf(request, reply);
    if (!session) return reply;
    const answer = await wallet.balance(session);
    return { balance: answer.status === 'RS_OK' ? answer.balance : null };
  });

  /**
   * What a refused bet means for the player: the `status` of the spin's answer, which the page shows
   * with the text of `REFUSAL_TEXTS` (pages.mjs). `limit_reached` (a stake or loss limit, a reality
   * check to acknowledge on the site, the operator's per-spin cap) and `play_closed` (a time-out or an
   * exclusion) are the player's own rules, so never "try again"; anything else is `not_placed`.
   * @param {string} status
   * @returns {import('./pages.mjs').Refusal}
   */
  const refusal = (status) => WALLET_REFUSALS[status] ?? 'not_placed';

  /**
   * One round of a session: the stake taken, the outcome drawn (only once the stake is taken), and
   * the win paid (0 closes a lost round). Rounds of a session take turns, at least `minRoundMs` apart.
   * @template {{ win: number }} T
   * @param {import('fastify').FastifyReply} reply
   * @param {import('../common/wallet-client.mjs').Session} session
   * @param {number} stake kuruş
   * @param {() => T} draw
   */
  async function playRound(reply, session, stake, draw) {
    const state = rounds.get(session) ?? { busy: false, lastRoundAt: 0 };
    rounds.set(session, state);
    if (state.busy) return reply.code(409).send({ error: 'a round is in progress' });
    if (Date.now() - state.lastRoundAt < minRoundMs) return reply.code(429).send({ error: 'too soon after the last round' });
    state.busy = true;
    state.lastRoundAt = Date.now();
    try {
      const roundId = randomUUID();
      const betId = randomUUID();
      const bet = await wallet.bet(session, { transactionId: betId, roundId, amount: stake });
      if (bet.status !== 'RS_OK') {
        if (!QUIET_REFUSALS.has(bet.status)) log('warn', `bet ${betId} (${session.key}) refused: ${bet.status}`);
        return { status: refusal(bet.status), balance: bet.balance };
      }
      const outcome = draw();
      const paid = wallet.win(session, { transactionId: randomUUID(), referenceTransactionId: betId, roundId, amount: outcome.win, roundClosed: true });
      /** @type {NodeJS.Timeout | undefined} */
      let timer;
      const answer = await Promise.race([paid, new Promise((resolve) => (timer = setTimeout(resolve, winWaitMs, null)))]);
      clearTimeout(timer);
      const settled = /** @type {import('../common/wallet-client.mjs').WalletAnswer | null} */ (answer);
      return {
        status: 'ok',
        roundId,
        bet: stake,
        ...outcome,
        balance: settled?.status === 'RS_OK' ? settled.balance : null,
        ...(settled?.status === 'RS_OK' ? {} : { winPending: true }),
      };
    } finally {
      state.busy = false;
    }
  }

  app.post('/api/sessions/:id/slot/spin', async (request, reply) => {
    const session = sessionOf(request, reply);
    if (!session) return reply;
    if (gameOf(session.gameCode).kind !== 'slot') return reply.code(400).send({ error: 'this session plays another game' });
    const lineStake = /** @type {Record<string, unknown> | null} */ (request.body)?.lineStake;
    if (typeof lineStake !== 'number' || !LINE_STAKES.includes(lineStake)) return reply.code(400).send({ error: `lineStake is one of ${LINE_STAKES.join(', ')} (kuruş)` });
    return playRound(reply, session, lineStake * LINES, () => {
      const { window, wins, win } = spinSlot(lineStake);
      return {
        window,
        win,
        wins: wins.map((w) => ({ ...w, cells: (PAYLINES[w.line] ?? []).slice(0, w.count).map((row, reel) => [reel, row]) })),
      };
    });
  });

  app.post('/api/sessions/:id/roulette/spin', async (request, reply) => {
    const session = sessionOf(request, reply);
    if (!session) return reply;
    if (gameOf(session.gameCode).kind !== 'roulette') return reply.code(400).send({ error: 'this session plays another game' });
    const bets = parseBets(/** @type {Record<string, unknown> | null} */ (request.body)?.bets);
    if (!bets) return reply.code(400).send({ error: 'bets is a list of 1–50 bets {type, value?, amount} of whole lira, at most 10,000 lira in all' });
    const stake = bets.reduce((sum, bet) => sum + bet.amount, 0);
    return playRound(reply, session, stake, () => {
      const pocket = spinWheel();
      return {
        pocket,
        win: settle(bets, pocket),
        winningBets: bets.filter((bet) => betWins(bet, pocket)).map((bet) => (bet.value === undefined ? bet.type : `${bet.type}:${bet.value}`)),
      };
    });
  });

  const aviatorConfig = { publicUrl: options.publicUrl, dataDir: options.dataDir, studioUrl: options.studioUrl, ...(options.aviator ? { aviator: options.aviator } : {}) };
  // Aviator types its sessions loosely (lang and platform as strings): the client is the same one.
  const aviatorWallet = /** @type {import('./aviator/index.mjs').StudioWallet} */ (/** @type {unknown} */ (wallet));
  if (options.aviator !== false) void app.register(aviatorPlugin, { wallet: aviatorWallet, sessions, config: aviatorConfig, log });

  // Wins and rollbacks the operator had not answered before a restart are sent again.
  wallet.resume();
  // Before the server waits for open requests: a round waiting for its win answers at once (paid after the restart).
  app.addHook('preClose', async () => wallet.stop());

  return Object.assign(app, { studio: { journal, sessions, wallet } });
}
