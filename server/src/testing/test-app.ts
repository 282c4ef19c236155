/**
 * Test kit for server tests: a fresh database per call and an app listening on a random port.
 *
 *   const ctx = await startTestApp();          // in before()
 *   const res = await ctx.get('/api/cms/grouped', { headers: { Locale: 'en' } });
 *   await ctx.close();                         // in after()
 *
 * Without DATABASE_URL the database is an in-memory PGlite; with it, a uniquely named database is
 * created on that PostgreSQL server and dropped on close, so parallel runs never collide.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildOptions } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { openPglite, openPostgres, type DbHandle } from '../db/connect.js';

export interface TestDatabase {
  handle: DbHandle;
  /** `memory://` or the URL of the created database. */
  url: string;
  /** Closes the connection and drops the database (PostgreSQL). */
  dispose(): Promise<void>;
}

/**
 * The test configuration: the environment (DATABASE_URL decides the backend), quiet logs, dev tools on,
 * and Redis keys under a random prefix (two apps share state only when given the same `redisPrefix`).
 */
export function testConfig(overrides: Partial<Config> = {}, env: Record<string, string | undefined> = process.env): Config {
  return loadConfig({ ...env, NODE_ENV: 'test', REDIS_PREFIX: '', DATA_DIR: 'memory://', LOG_LEVEL: env.TEST_LOG_LEVEL ?? 'silent', DEV_TOOLS: 'true', PORT: '0', HOST: '127.0.0.1', REGISTRATIONS_PER_IP_PER_HOUR: '100000', REGISTRATIONS_PER_PHONE_PER_DAY: '100000', REGISTRATIONS_PER_NATIONAL_ID_PER_DAY: '100000', REGISTRATIONS_PER_DEVICE_PER_DAY: '100000', SMS_PER_ADDRESS_PER_DAY: '100000' }, overrides);
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * An empty PGlite cluster, dumped once per test run by `scripts/run-tests.mjs`
 * (`ARCADIA_TEST_PGLITE_TEMPLATE`): a database loaded from it is the same as a new one and opens
 * in a fraction of the time initdb takes. Without it (a file run alone) every database is new.
 */
let pgliteTemplate: Blob | null | undefined;
function emptyClusterDump(): Blob | null {
  if (pgliteTemplate === undefined) {
    const path = process.env.ARCADIA_TEST_PGLITE_TEMPLATE;
    pgliteTemplate = path && existsSync(path) ? new Blob([readFileSync(path)]) : null;
  }
  return pgliteTemplate;
}

/** A fresh, empty database (no migrations run yet). */
export async function createTestDatabase(config: Config = testConfig()): Promise<TestDatabase> {
  if (!config.databaseUrl) {
    const template = emptyClusterDump();
    const handle = await openPglite('memory://', template ? { loadDataDir: template } : {});
    return { handle, url: 'memory://', dispose: () => handle.close() };
  }
  const name = `arcadia_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: config.databaseUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(config.databaseUrl, name);
  const handle = await openPostgres(url, 5);
  return {
    handle,
    url,
    dispose: async () => {
      await handle.close();
      const client = new pg.Client({ connectionString: config.databaseUrl! });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

export interface TestResponse<T = unknown> {
  status: number;
  headers: Headers;
  /** Parsed JSON when the answer is JSON, else the text. */
  body: T;
  text: string;
}

/* Bodies default to `any` so tests can read `res.body.data.x` without a cast per assertion. */
/* eslint-disable @typescript-eslint/no-explicit-any */
export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: TestDatabase;
  /** e.g. `http://127.0.0.1:41234` */
  baseUrl: string;
  fetch(path: string, init?: RequestInit): Promise<TestResponse>;
  get<T = any>(path: string, init?: RequestInit): Promise<TestResponse<T>>;
  post<T = any>(path: string, body: unknown, init?: RequestInit): Promise<TestResponse<T>>;
  close(): Promise<void>;
}

/* eslint-enable @typescript-eslint/no-explicit-any */

export interface StartOptions {
  /** Config fields to override (e.g. `staticRoot` pointing at a temporary folder). */
  config?: Partial<Config>;
  /** Reuse a database instead of creating one (it is then not disposed on close). */
  database?: TestDatabase;
  /** Hub timings, e.g. `{ keepAliveMs: 100 }`. */
  hub?: BuildOptions['hub'];
  /** Outbox worker timings, e.g. `{ pollMs: 20, backoffMs: 50 }`. */
  events?: BuildOptions['events'];
  /** HTTP timeouts, e.g. `{ requestTimeoutMs: 500 }`. */
  timeouts?: BuildOptions['timeouts'];
  /** Sees every route as it is registered, e.g. to collect them all. */
  onRoute?: BuildOptions['onRoute'];
}

export async function startTestApp(options: StartOptions = {}): Promise<TestApp> {
  const config = testConfig(options.config);
  const database = options.database ?? (await createTestDatabase(config));
  let app: FastifyInstance;
  try {
    app = await buildApp(config, { database: database.handle, prettyLogs: false, ...(options.hub ? { hub: options.hub } : {}), ...(options.events ? { events: options.events } : {}), ...(options.timeouts ? { timeouts: options.timeouts } : {}), ...(options.onRoute ? { onRoute: options.onRoute } : {}) });
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    if (!options.database) await database.dispose();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;

  const doFetch = async (path: string, init: RequestInit = {}): Promise<TestResponse> => {
    const res = await fetch(`${baseUrl}${path}`, init);
    const text = await res.text();
    let body: unknown = text;
    if ((res.headers.get('content-type') ?? '').includes('json')) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    return { status: res.status, headers: res.headers, body, text };
  };

  return {
    app,
    config,
    database,
    baseUrl,
    fetch: doFetch,
    get: (path, init = {}) => doFetch(path, { ...init, method: 'GET' }) as Promise<TestResponse<never>>,
    post: (path, body, init = {}) =>
      doFetch(path, {
        ...init,
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(init.headers as Record<string, string> | undefined) },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }) as Promise<TestResponse<never>>,
    close: async () => {
      await app.close();
      if (!options.database) await database.dispose();
    },
  };
}
