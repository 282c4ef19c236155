import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ModuleOptions } from '../../plugins/app/module-options.js';
import { TEST_REDIS_PREFIX, type Config } from '../../config.js';
import { ApiError } from '../../plugins/app/api-error.js';
import { OutboxEmailProvider, OutboxSmsProvider } from '../../providers/outbox/outbox.js';
import type { EmailProvider } from '../../providers/email/email-provider.js';
import type { SmsProvider } from '../../providers/sms/sms-provider.js';
import { authTexts } from './auth.texts.js';
import { Clock } from './clock.js';
import type { CounterStore } from './limits/counter-store.js';
import { LoginThrottle } from './limits/login-throttle.js';
import { MemoryCounterStore } from './limits/memory-counter-store.js';
import { RedisCounterStore } from './limits/redis-counter-store.js';
import { RedisChannel } from './redis-channel.js';
import { SessionStore, type AuthenticatedPlayer, type RevocationEvent } from './session-store.js';
import { BalanceCache } from '../wallet/balance-cache.js';
import { balanceEvents } from '../wallet/balance-events.js';

/** What the account modules share: one instance per app. */
export interface Accounts {
  clock: Clock;
  /** Rate-limit and lockout counters: Redis when REDIS_URL is set, else this process's memory. */
  counters: CounterStore;
  throttle: LoginThrottle;
  sessions: SessionStore;
  /** Balances shown by the balance poll (display only; see balance-cache.ts). */
  balances: BalanceCache;
  sms: SmsProvider;
  email: EmailProvider;
  /** Connected client when REDIS_URL is set. */
  redis: Redis | null;
  /** Prefix of every Redis key and channel of this app (REDIS_PREFIX; unique per test app unless a test shares it). */
  redisPrefix: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    accounts: Accounts;
  }
  interface FastifyRequest {
    /** The logged-in player; set by `requirePlayer` / `optionalPlayer`. */
    player: AuthenticatedPlayer | null;
  }
}

/** onRequest hook of protected routes: 401 envelope unless the bearer token is a live session. */
export async function requirePlayer(request: FastifyRequest): Promise<void> {
  const player = await request.server.accounts.sessions.authenticate(request.bearerToken);
  if (!player) throw new ApiError(401, authTexts.unauthorized);
  request.player = player;
}

/** onRequest hook of routes open to everyone that link the player when there is one; a bad token counts as anonymous. */
export async function optionalPlayer(request: FastifyRequest): Promise<void> {
  request.player = await request.server.accounts.sessions.authenticate(request.bearerToken);
}

/** The player of a route behind `requirePlayer`. */
export function playerOf(request: FastifyRequest): AuthenticatedPlayer {
  if (!request.player) throw new ApiError(401, authTexts.unauthorized);
  return request.player;
}

/**
 * Without Redis, revocations (logout, password change), lockouts and send limits live in this
 * process only: one instance is right, a second one on the same PostgreSQL would keep serving a
 * revoked token from its cache for up to the cache lifetime and keep its own counters.
 */
export function multiInstanceWarning(config: Pick<Config, 'databaseUrl' | 'redisUrl'>): string | null {
  if (!config.databaseUrl || config.redisUrl) return null;
  return 'DATABASE_URL is set without REDIS_URL: run a single instance only. Several instances need REDIS_URL to share session revocations (logout, password change), lockouts and rate limits.';
}

async function deleteKeys(redis: Redis, pattern: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
    if (keys.length) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
}

/**
 * Sets up what the account modules share (clock, counters, sessions, message providers) and
 * decorates the app with it. Registered before the account modules (modules/index.ts).
 */
const accountsPlugin: FastifyPluginAsync<ModuleOptions> = async (app, { config }) => {
  const clock = new Clock();
  const redisPrefix = config.redisPrefix;
  const logError = (error: unknown) => app.log.error({ err: error }, 'accounts background task failed');

  const warning = multiInstanceWarning(config);
  if (warning) app.log.warn(warning);

  let redis: Redis | null = null;
  let counters: CounterStore;
  if (config.redisUrl) {
    redis = new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2, connectTimeout: 5000 });
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'redis error'));
    await redis.connect();
    counters = new RedisCounterStore(redis, `${redisPrefix}limits:`);
  } else {
    counters = new MemoryCounterStore();
  }

  const sessions = new SessionStore(app.db, clock, logError);
  const balances = new BalanceCache(() => clock.now());
  type BalanceChange = { playerId: number; phase: 'start' | 'end' };
  const channels: RedisChannel<unknown>[] = [];
  let balanceChannel: RedisChannel<BalanceChange> | null = null;
  if (redis) {
    // Other instances drop their cached sessions and balances when this one changes them.
    // After a lost subscription, missed revocations or balance changes could leave stale entries: drop them all.
    const revocations = await RedisChannel.start<RevocationEvent>(
      redis,
      `${redisPrefix}sessions:revoked`,
      (event) => sessions.applyRemote(event),
      logError,
      () => sessions.forgetAll(),
    );
    sessions.useBus(revocations);
    balanceChannel = await RedisChannel.start<BalanceChange>(
      redis,
      `${redisPrefix}balances:changed`,
      ({ playerId, phase }) => (phase === 'start' ? balances.changeStarted(playerId) : balances.changeEnded(playerId)),
      logError,
      () => balances.invalidateAll(),
    );
    channels.push(revocations, balanceChannel);
  }
  const onChange = (phase: BalanceChange['phase']) => (playerId: number) => {
    if (phase === 'start') balances.changeStarted(playerId);
    else balances.changeEnded(playerId);
    balanceChannel?.publish({ playerId, phase }).catch(logError);
  };
  const onStart = onChange('start');
  const onEnd = onChange('end');
  balanceEvents.on('start', onStart);
  balanceEvents.on('end', onEnd);

  const outbox = { db: app.db, log: app.log, logBodies: !config.isProduction };
  const accounts: Accounts = {
    clock,
    counters,
    throttle: new LoginThrottle(counters),
    sessions,
    balances,
    sms: new OutboxSmsProvider(outbox),
    email: new OutboxEmailProvider(outbox),
    redis,
    redisPrefix,
  };
  app.decorate('accounts', accounts);
  app.decorateRequest('player', null);

  app.addHook('onClose', async () => {
    balanceEvents.off('start', onStart);
    balanceEvents.off('end', onEnd);
    for (const channel of channels) await channel.close();
    await counters.close();
    if (redis) {
      // A test app's keys live under a random prefix (see config.ts): remove them rather than leave them to expire.
      if (config.nodeEnv === 'test' && redisPrefix.startsWith(TEST_REDIS_PREFIX)) await deleteKeys(redis, `${redisPrefix}*`).catch(logError);
      await redis.quit().catch(() => redis?.disconnect());
    }
  });
};

export default fp(accountsPlugin, { name: 'accounts', dependencies: ['db', 'request-context'] });
