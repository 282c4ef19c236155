import { readFileSync } from 'node:fs';
import { HashChains } from './chain.mjs';
import { AviatorEngine, GROWTH_PER_MS, PlayError } from './engine.mjs';
import { VERIFICATION_RULE } from './fairness.mjs';
import { RoundJournal } from './journal.mjs';
import { renderAviatorPage } from './page.mjs';

export { renderAviatorPage };

/**
 * Aviator, the demo studio's crash game: a Fastify plugin the studio registers (routes under
 * /aviator) and the page its launch route serves. Rules, fairness and settings: partners/README.md.
 *
 * @typedef {{ id: string, key: string, user: string, sessionToken: string, gameCode: string, lang: string,
 *   platform: string, lobby: string }} StudioSession
 * @typedef {{ status: string, balance: number | null }} WalletAnswer
 * @typedef {object} StudioWallet the studio's wallet client (journals and retries wins and rollbacks itself)
 * @property {(session: StudioSession, call: { transactionId: string, roundId: string, amount: number }) => Promise<WalletAnswer>} bet
 * @property {(session: StudioSession, call: { transactionId: string, referenceTransactionId: string, roundId: string,
 *   amount: number, roundClosed: boolean }) => Promise<WalletAnswer>} win
 * @property {(session: StudioSession, call: { transactionId: string, referenceTransactionId: string }) => Promise<WalletAnswer>} rollback
 * @property {(session: StudioSession) => Promise<WalletAnswer>} balance
 *
 * @typedef {object} AviatorSettings optional `config.aviator`
 * @property {number} [bettingMs] @default 6000
 * @property {number} [pauseMs] @default 4000
 * @property {number} [minStake] kuruş @default 100
 * @property {number} [maxStake] kuruş @default 100000
 * @property {number} [maxWin] kuruş @default 100000000
 * @property {number} [chainLength] rounds per hash chain @default 100000
 *
 * @typedef {object} AviatorOptions
 * @property {StudioWallet} wallet
 * @property {{ get(id: string): StudioSession | undefined }} sessions
 * @property {{ publicUrl: string, dataDir: string, studioUrl: string, aviator?: AviatorSettings }} config
 * @property {((level: 'error' | 'warn' | 'info', message: string) => void) | { error?: Function, warn?: Function, info?: Function }} [log]
 * @property {import('./engine.mjs').Clock} [clock] tests drive the rounds with their own clock
 */

const HERE = new URL('.', import.meta.url);
const ASSETS = {
  '/aviator/aviator.js': { file: 'client.js', type: 'text/javascript; charset=utf-8' },
  '/aviator/aviator.css': { file: 'aviator.css', type: 'text/css; charset=utf-8' },
};
const BODY_LIMIT = 1024;
const MAX_STREAMS = 2000;
const HEARTBEAT_MS = 15_000;
const SESSION_ID = /^[\x21-\x7e]{1,200}$/;
const BET_ID = /^[0-9a-f-]{36}$/;

/** @type {import('./engine.mjs').Clock} */
const SYSTEM_CLOCK = {
  now: () => Date.now(),
  setTimeout: (task, ms) => setTimeout(task, ms),
  clearTimeout: (handle) => clearTimeout(/** @type {NodeJS.Timeout} */ (handle)),
};

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {AviatorOptions} options
 */
export default async function aviatorPlugin(app, { wallet, sessions, config, log, clock = SYSTEM_CLOCK }) {
  /** @type {import('./engine.mjs').Say} */
  const say = (level, message) => {
    if (typeof log === 'function') log(level, message);
    else log?.[level]?.(message);
  };
  const settings = {
    bettingMs: 6000,
    pauseMs: 4000,
    minStake: 100,
    maxStake: 100_000,
    maxWin: 100_000_000,
    chainLength: 100_000,
    ...config.aviator,
  };
  const chains = new HashChains(config.dataDir, { length: settings.chainLength });
  const journal = new RoundJournal(config.dataDir);
  const engine = new AviatorEngine({ wallet, chains, journal, clock, say, settings });
  const assets = Object.fromEntries(
    Object.entries(ASSETS).map(([path, { file, type }]) => [path, { body: readFileSync(new URL(file, HERE)), type }]),
  );

  /** @type {Set<import('node:http').ServerResponse>} */
  const streams = new Set();
  /** @param {Record<string, unknown>} event */
  const frame = (event) => `event: ${event.type}\ndata: ${JSON.stringify({ serverTime: clock.now(), ...event })}\n\n`;
  engine.onEvent((event) => {
    const text = frame(event);
    for (const stream of streams) stream.write(text);
  });
  const heartbeat = setInterval(() => {
    for (const stream of streams) stream.write(': keep-alive\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();

  app.addHook('onClose', async () => {
    engine.stop();
    clearInterval(heartbeat);
    for (const stream of streams) stream.end();
    streams.clear();
  });

  // Errors of these routes, Fastify's own included (bad JSON, too large, wrong content type), are JSON
  // `{ error, code }`; a 5xx never shows its details.
  app.setErrorHandler((error, _request, reply) => {
    const err = /** @type {{ statusCode?: number, code?: string, message: string, extra?: Record<string, unknown> }} */ (error);
    const statusCode = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (statusCode === 500) say('error', `aviator: ${err.message}`);
    return reply
      .code(statusCode)
      .send({ error: statusCode === 500 ? 'internal error' : err.message, code: err.code ?? 'ERROR', ...(err.extra ?? {}) });
  });

  /**
   * The body's session, or a 4xx.
   * @param {unknown} body
   */
  const sessionOf = (body) => {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new PlayError(400, 'BAD_REQUEST', 'the body is a JSON object');
    const id = /** @type {Record<string, unknown>} */ (body).session;
    if (typeof id !== 'string' || !SESSION_ID.test(id)) throw new PlayError(400, 'BAD_REQUEST', 'session is the game session id');
    const session = sessions.get(id);
    if (!session) throw new PlayError(401, 'UNKNOWN_SESSION', 'unknown or ended game session: open the game again');
    return session;
  };

  for (const [path, asset] of Object.entries(assets)) {
    app.get(path, async (_request, reply) =>
      reply.header('content-type', asset.type).header('cache-control', 'no-cache').header('x-content-type-options', 'nosniff').send(asset.body),
    );
  }

  app.get('/aviator/history', async (_request, reply) => {
    const rounds = engine.history().map((round) => ({
      round: round.round,
      chain: round.chain,
      chainIndex: round.index,
      hash: round.hash,
      crash: round.crash,
      bettingAt: new Date(round.bettingAt).toISOString(),
      startedAt: new Date(round.startedAt).toISOString(),
      crashedAt: new Date(round.crashedAt).toISOString(),
      ...(round.voided ? { voided: true } : {}),
    }));
    const used = new Set([...rounds.map((round) => round.chain), chains.chains.length - 1]);
    const current = chains.current;
    return reply
      .header('access-control-allow-origin', '*')
      .header('cache-control', 'no-store')
      .send({
        chainEnd: current.chainEnd,
        salt: current.salt,
        chainLength: current.length,
        firstRound: current.firstRound,
        rule: VERIFICATION_RULE,
        growthPerMs: GROWTH_PER_MS,
        chains: [...used]
          .sort((a, b) => a - b)
          .map((number) => {
            const chain = /** @type {import('./chain.mjs').Chain} */ (chains.chains[number]);
            return { chain: number, chainEnd: chain.chainEnd, salt: chain.salt, length: chain.length, firstRound: chain.firstRound };
          }),
        rounds,
      });
  });

  app.get('/aviator/stream', (request, reply) => {
    if (streams.size >= MAX_STREAMS) return reply.code(503).send({ error: 'too many viewers, try again shortly', code: 'BUSY' });
    reply.hijack();
    const stream = reply.raw;
    stream.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    stream.write(`retry: 2000\n\n${frame(engine.snapshot())}`);
    streams.add(stream);
    request.raw.on('close', () => streams.delete(stream));
  });

  app.get('/aviator/state', async () => engine.snapshot());

  app.post('/aviator/me', { bodyLimit: BODY_LIMIT }, async (request) => {
    const session = sessionOf(request.body);
    const answer = await wallet.balance(session);
    return { balance: answer?.status === 'RS_OK' ? answer.balance : null, bet: engine.currentBet(session) };
  });

  app.post('/aviator/bet', { bodyLimit: BODY_LIMIT }, async (request) => {
    const session = sessionOf(request.body);
    const amount = /** @type {Record<string, unknown>} */ (request.body).amount;
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount)) {
      throw new PlayError(400, 'BAD_AMOUNT', 'amount is a whole number of kuruş');
    }
    return engine.placeBet(session, amount);
  });

  app.post('/aviator/cashout', { bodyLimit: BODY_LIMIT }, async (request) => {
    const session = sessionOf(request.body);
    const betId = /** @type {Record<string, unknown>} */ (request.body).betId;
    if (typeof betId !== 'string' || !BET_ID.test(betId)) throw new PlayError(400, 'BAD_REQUEST', 'betId is the id of your bet');
    return engine.cashOut(session, betId);
  });

  engine.start();
}
