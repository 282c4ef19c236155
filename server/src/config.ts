/**
 * The server's configuration: the environment is read here once, validated and typed.
 * Nothing else in the server reads `process.env`; everything receives a `Config`.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAX_WAGERING_MULTIPLIER } from './modules/bonus/bonus-definitions.js';

/** PostgreSQL connections per instance unless DATABASE_POOL_SIZE says otherwise. */
export const DEFAULT_DATABASE_POOL_SIZE = 10;

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
const LOG_LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export interface Config {
  port: number;
  /** Address to listen on; loopback (127.0.0.1) unless HOST says otherwise. */
  host: string;
  nodeEnv: 'production' | 'development' | 'test';
  isProduction: boolean;
  logLevel: LogLevel;
  /** Where the embedded PGlite database lives; `memory://` keeps it in memory (tests). */
  dataDir: string;
  /** PostgreSQL connection string; when set, PostgreSQL is used instead of PGlite. */
  databaseUrl: string | null;
  /** Connections each instance keeps to PostgreSQL (DATABASE_POOL_SIZE); instances × this must stay below the server's max_connections. */
  databasePoolSize: number;
  redisUrl: string | null;
  /** Prefix of every Redis key and channel (REDIS_PREFIX); instances that serve one site share it, two sites on one Redis do not. */
  redisPrefix: string;
  /**
   * Dev-only endpoints (`/api/dev/*`, e.g. the outbox with every SMS and reset code): on when the
   * server listens on loopback only or DEV_TOOLS=true, never in production (see `resolveDevTools`).
   */
  devTools: boolean;
  /**
   * Dev tools on by the loopback default (not by DEV_TOOLS=true) answer only requests from this
   * machine that no proxy forwarded: a proxy on the same host would otherwise publish them.
   */
  devToolsLocalOnly: boolean;
  /** Bearer token of the admin API (at least `ADMIN_TOKEN_MIN_LENGTH` characters); the admin API is disabled when unset. */
  adminToken: string | null;
  /** JSON file whose object replaces the default `/remotes.json` map. */
  remotesManifest: string | null;
  /** Repository root holding `shell/dist` and `remote-* /dist`. */
  staticRoot: string;
  /** Directory of the content images served under `/static/`. */
  contentRoot: string;
  /** Passed to Fastify's `trustProxy` (true, a hop count, or a list of addresses). */
  trustProxy: boolean | number | string;
  /** Trial bonus credited once per verified player, in lira. */
  trialBonusAmount: number;
  /** The trial bonus must be wagered this many times its amount before it may be withdrawn (0 to MAX_WAGERING_MULTIPLIER). */
  trialBonusWageringMultiplier: number;
  /** New accounts one network may open per hour: a ceiling against floods, high enough for a carrier NAT. */
  registrationsPerIpPerHour: number;
  /** New accounts per phone number, per national ID, and per device on one network, per day (mass sign-ups farm trial bonuses). */
  registrationsPerPhonePerDay: number;
  registrationsPerNationalIdPerDay: number;
  registrationsPerDevicePerDay: number;
  /** SMS one address (IP) may have sent per day, over all accounts and numbers. */
  smsPerAddressPerDay: number;
  /** SMS the whole site sends per Turkish calendar day at most: a cost ceiling against SMS pumping. */
  smsDailyCeiling: number;
  /**
   * The payment provider's API (PAYMENT_PROVIDER_URL, default the port after PORT) and one key per
   * direction: `secret` (PAYMENT_PROVIDER_SECRET) verifies the provider's callbacks, `siteSecret`
   * (PAYMENT_SITE_SECRET, another key) signs the site's orders. Each may be `new,old` while keys
   * are rotated (the first signs, either verifies). Null without them: payments are then
   * unavailable (503), the rest of the site works.
   */
  paymentProvider: { url: string; secret: string; siteSecret: string } | null;
  /** The site's own origin (PUBLIC_URL), e.g. where the provider's payment page sends the player back. */
  publicUrl: string;
  /**
   * The keys game studios sign their seamless wallet calls with, per provider: GAME_STUDIO_SECRET
   * for every provider of `GAME_PROVIDERS` (they all point at the demo studio by default),
   * GAME_STUDIO_SECRET_<PROVIDER> (e.g. GAME_STUDIO_SECRET_HUB88) for one. A provider without a
   * key is refused (RS_ERROR_INVALID_SIGNATURE). The sportsbook integrations (`SPORTSBOOK_PROVIDERS`)
   * take SPORTSBOOK_SECRET instead of GAME_STUDIO_SECRET. Each value is one key or `new,old`.
   */
  gameStudioSecrets: Record<string, string>;
  /**
   * The base URL each provider's games are served from (no trailing slash), by wallet key:
   * GAME_PROVIDER_URL_<KEY> (e.g. GAME_PROVIDER_URL_HUB88), else GAME_STUDIO_URL, else the demo
   * studio at http://localhost:<PORT + 2>. The content security policy frames exactly these origins.
   */
  gameProviderUrls: Record<GameProviderKey, string>;
  /**
   * The sportsbook's origin (SPORTSBOOK_URL, default http://localhost:<PORT + 3>): its signed admin
   * API lives at `{sportsbookUrl}/v1/…`.
   */
  sportsbookUrl: string;
  /** Each sportsbook integration's frame base URL (SPORTSBOOK_URL_FCG / _BETCO, default SPORTSBOOK_URL + `/fcg`, `/betco`). */
  sportsbookUrls: Record<SportsbookKey, string>;
  /**
   * SPORTSBOOK_OPERATOR_SECRET: signs the site's own calls to the sportsbook (the operator's sports
   * switch), a key of its own: never one of the sportsbook's wallet keys (SPORTSBOOK_SECRET,
   * GAME_STUDIO_SECRET_FCG / _BETCO). `new,old` while rotating: the site signs with the first.
   * Null: the operator's sports switch answers 503.
   */
  sportsbookOperatorSecret: string | null;
  /**
   * The most a player may stake on one slot spin, in kuruş (SLOT_STAKE_CAP, given in lira); null:
   * no cap, the default. Applied by `slotStakeCapFor` (modules/customer/slot-stake-cap.ts).
   */
  slotStakeCapKurus: number | null;
  /**
   * A lower per-spin cap for players aged 18 to 24, in kuruş (SLOT_STAKE_CAP_YOUNG_ADULT, in lira;
   * at most SLOT_STAKE_CAP when both are set); null: no cap of its own, the default.
   */
  slotStakeCapYoungAdultKurus: number | null;
  /**
   * The 32-byte key identity documents are encrypted with (AES-256-GCM) and the person exclusion
   * register's keyed hashes are derived from (KYC_ENCRYPTION_KEY, 64 hex digits). Required in
   * production; elsewhere a missing key is drawn at random for this process (`npm start` keeps one
   * in the data folder instead), and `kycEncryptionKeyEphemeral` says so.
   */
  kycEncryptionKey: Buffer;
  kycEncryptionKeyEphemeral: boolean;
  /** Deposits a player may make before their identity is verified, in kuruş in total (KYC_DEPOSIT_THRESHOLD, given in lira). */
  kycDepositThresholdKurus: number;
  /** The document files of an account closed this many days ago are deleted, their decisions kept (KYC_RETENTION_DAYS). */
  kycRetentionDays: number;
}

/** The game providers the casino launches through; their wallet calls name them in the path. */
export const GAME_PROVIDERS = ['softgamings', 'hub88', 'egt', 'amusnet', 'everymatrix', 'digitain'] as const;
export type GameProviderKey = (typeof GAME_PROVIDERS)[number];
/**
 * The sportsbook integrations: wallet providers (`/api/games/wallet/{fcg|betco}/…`) whose stakes
 * are sports slips, never casino launch providers.
 */
export const SPORTSBOOK_PROVIDERS = ['fcg', 'betco'] as const;
export type SportsbookKey = (typeof SPORTSBOOK_PROVIDERS)[number];

export class ConfigError extends Error {}

/** Redis keys of test runs start with this; they are removed when the test app closes. */
export const TEST_REDIS_PREFIX = 'arcadia:test:';

type Env = Record<string, string | undefined>;

/** The repository root: the nearest folder upwards with a package.json declaring workspaces. */
export function findRepoRoot(from = dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        if (JSON.parse(readFileSync(manifest, 'utf8')).workspaces) return dir;
      } catch {
        // an unreadable package.json is not the root; keep walking up
      }
    }
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

const blank = (v: string | undefined) => v === undefined || v.trim() === '';

function parseBoolean(name: string, value: string | undefined, fallback: boolean): boolean {
  if (blank(value)) return fallback;
  const v = value!.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(v)) return true;
  if (['0', 'false', 'no', 'off'].includes(v)) return false;
  throw new ConfigError(`${name} must be true or false, got "${value}"`);
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Whether listening on `host` keeps the server unreachable from other machines: 127.0.0.0/8, ::1 (also IPv4-mapped) or `localhost`. */
export function isLoopbackHost(host: string): boolean {
  const h = host.trim().toLowerCase();
  if (h === 'localhost') return true;
  if (isIPv4(h)) return LOOPBACK.check(h, 'ipv4');
  if (isIPv6(h)) return LOOPBACK.check(h, 'ipv6');
  return false;
}

/**
 * Whether the dev tools are on. They hand out every SMS and password-reset code, so whoever reaches
 * them can take over any account: by default they are on only when the server listens on loopback,
 * where nobody but this machine reaches them. DEV_TOOLS=true turns them on for any address (a
 * deliberate choice, warned about at start); DEV_TOOLS=false turns them off. In production they are
 * always off, and DEV_TOOLS=true there refuses to start rather than be silently ignored or obeyed.
 */
export function resolveDevTools(env: { DEV_TOOLS?: string | undefined }, host: string, isProduction: boolean): boolean {
  const asked = blank(env.DEV_TOOLS) ? null : parseBoolean('DEV_TOOLS', env.DEV_TOOLS, false);
  if (isProduction) {
    if (asked === true) throw new ConfigError('DEV_TOOLS=true is refused with NODE_ENV=production: the dev tools expose SMS and password-reset codes');
    return false;
  }
  return asked ?? isLoopbackHost(host);
}

/** The payment provider's signing secret must be long enough that it cannot be guessed. */
export const PAYMENT_SECRET_MIN_LENGTH = 16;

/** An admin token must be long enough that guessing it, even unthrottled, is hopeless. */
export const ADMIN_TOKEN_MIN_LENGTH = 32;

function parseInteger(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  if (blank(value)) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw new ConfigError(`${name} must be an integer between ${min} and ${max}, got "${value}"`);
  return n;
}

/** The highest per-spin stake cap an operator can set, in lira. */
export const SLOT_STAKE_CAP_MAX_LIRA = 10_000_000;

/** An optional cap in lira (up to 2 decimals, above zero), read as whole kuruş; null when unset. */
function parseStakeCap(name: string, value: string | undefined): number | null {
  if (blank(value)) return null;
  const m = /^(\d{1,8})(?:\.(\d{1,2}))?$/.exec(value!.trim());
  const kurus = m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : NaN;
  if (!(kurus > 0 && kurus <= SLOT_STAKE_CAP_MAX_LIRA * 100)) {
    throw new ConfigError(`${name} must be an amount in lira above 0 and at most ${SLOT_STAKE_CAP_MAX_LIRA}, with at most 2 decimals, got "${value}"`);
  }
  return kurus;
}

/** KYC_ENCRYPTION_KEY: 64 hex digits (`openssl rand -hex 32`); required in production. */
function parseKycKey(value: string | undefined, isProduction: boolean): { key: Buffer; ephemeral: boolean } {
  if (blank(value)) {
    if (isProduction) throw new ConfigError('KYC_ENCRYPTION_KEY must be set in production (64 hex digits, e.g. `openssl rand -hex 32`): identity documents are encrypted with it');
    return { key: randomBytes(32), ephemeral: true };
  }
  const hex = value!.trim();
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) throw new ConfigError('KYC_ENCRYPTION_KEY must be 64 hex digits (32 bytes, e.g. `openssl rand -hex 32`)');
  return { key: Buffer.from(hex, 'hex'), ephemeral: false };
}

/** KYC_DEPOSIT_THRESHOLD in whole lira (0: no deposit before verification), read as kuruş. */
function parseDepositThreshold(value: string | undefined): number {
  return parseInteger('KYC_DEPOSIT_THRESHOLD', value, 2000, 0, 10_000_000) * 100;
}

/**
 * A signing key setting: one key, or `new,old` while rotating (the site signs with the first and
 * accepts either). Each key at least PAYMENT_SECRET_MIN_LENGTH characters; the keys are returned
 * joined by commas, null when unset.
 */
function parseKeys(name: string, value: string | undefined): string | null {
  if (blank(value)) return null;
  const keys = value!.split(',').map((key) => key.trim());
  for (const key of keys) {
    if (key.length < PAYMENT_SECRET_MIN_LENGTH) {
      throw new ConfigError(`${name} must be at least ${PAYMENT_SECRET_MIN_LENGTH} characters, got ${key.length}${keys.length > 1 ? ' (in "new,old", each key)' : ''}`);
    }
  }
  return keys.join(',');
}

/** One key per direction: a key of `name` must not be one of `other`'s (a signature for one would be good for the other). */
function distinctKeys(name: string, keys: string | null, otherName: string, other: string | null): void {
  if (keys === null || other === null) return;
  const others = new Set(other.split(','));
  if (keys.split(',').some((key) => others.has(key))) throw new ConfigError(`${name} must be another key than ${otherName} (one key per partner and direction)`);
}

function parseUrl(name: string, value: string | undefined, protocols: string[]): string | null {
  if (blank(value)) return null;
  let url: URL;
  try {
    url = new URL(value!.trim());
  } catch {
    throw new ConfigError(`${name} is not a valid URL`);
  }
  if (!protocols.includes(url.protocol)) throw new ConfigError(`${name} must use ${protocols.join(' or ')}`);
  return value!.trim();
}

/**
 * A base URL the site appends `/<key>/launch?…` to: http(s) only, and without credentials, query or
 * fragment, which the appended path would land inside of. Trailing slashes are dropped.
 */
function parseBaseUrl(name: string, value: string | undefined): string | null {
  const raw = parseUrl(name, value, ['http:', 'https:']);
  if (raw === null) return null;
  const url = new URL(raw);
  if (url.username || url.password || url.search || url.hash || raw.includes('?') || raw.includes('#')) {
    throw new ConfigError(`${name} must be a plain base URL, without credentials, query or fragment`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

function parseGameProviderUrls(env: Env, port: number): Record<GameProviderKey, string> {
  const studio = parseBaseUrl('GAME_STUDIO_URL', env.GAME_STUDIO_URL);
  const urls = {} as Record<GameProviderKey, string>;
  for (const key of GAME_PROVIDERS) {
    const own = parseBaseUrl(`GAME_PROVIDER_URL_${key.toUpperCase()}`, env[`GAME_PROVIDER_URL_${key.toUpperCase()}`]);
    if (own !== null || studio !== null) {
      urls[key] = (own ?? studio)!;
      continue;
    }
    if (port + 2 > 65535) throw new ConfigError('GAME_STUDIO_URL must be set when PORT is above 65533 (its default is the port PORT + 2)');
    urls[key] = `http://localhost:${port + 2}`;
  }
  return urls;
}

function parseSportsbookUrls(env: Env, port: number): { sportsbookUrl: string; sportsbookUrls: Record<SportsbookKey, string> } {
  let sportsbookUrl = parseBaseUrl('SPORTSBOOK_URL', env.SPORTSBOOK_URL);
  if (sportsbookUrl === null) {
    if (port + 3 > 65535) throw new ConfigError('SPORTSBOOK_URL must be set when PORT is above 65532 (its default is the port PORT + 3)');
    sportsbookUrl = `http://localhost:${port + 3}`;
  }
  const sportsbookUrls = {} as Record<SportsbookKey, string>;
  for (const key of SPORTSBOOK_PROVIDERS) {
    const name = `SPORTSBOOK_URL_${key.toUpperCase()}`;
    sportsbookUrls[key] = parseBaseUrl(name, env[name]) ?? `${sportsbookUrl}/${key}`;
  }
  return { sportsbookUrl, sportsbookUrls };
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (blank(value)) return false;
  const v = value!.trim();
  if (/^(true|false)$/i.test(v)) return v.toLowerCase() === 'true';
  if (/^\d+$/.test(v)) return Number(v);
  return v;
}

/** Reads and validates the environment; throws `ConfigError` naming the bad variable. */
export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const repoRoot = findRepoRoot();
  const nodeEnvRaw = (env.NODE_ENV ?? 'development').trim() || 'development';
  if (!['production', 'development', 'test'].includes(nodeEnvRaw)) throw new ConfigError(`NODE_ENV must be production, development or test, got "${nodeEnvRaw}"`);
  const nodeEnv = nodeEnvRaw as Config['nodeEnv'];
  const isProduction = nodeEnv === 'production';

  const logLevel = (blank(env.LOG_LEVEL) ? (nodeEnv === 'test' ? 'warn' : 'info') : env.LOG_LEVEL!.trim()) as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  const dataDirRaw = blank(env.DATA_DIR) ? '.data' : env.DATA_DIR!.trim();
  const dataDir = dataDirRaw.startsWith('memory://') || isAbsolute(dataDirRaw) ? dataDirRaw : resolve(repoRoot, dataDirRaw);

  const adminToken = blank(env.ADMIN_TOKEN) ? null : env.ADMIN_TOKEN!.trim();
  if (adminToken !== null && adminToken.length < ADMIN_TOKEN_MIN_LENGTH) {
    throw new ConfigError(`ADMIN_TOKEN must be at least ${ADMIN_TOKEN_MIN_LENGTH} characters (e.g. \`openssl rand -hex 32\`), got ${adminToken.length}`);
  }

  const host = blank(env.HOST) ? '127.0.0.1' : env.HOST!.trim();
  const devTools = resolveDevTools(env, host, isProduction);

  const remotesManifest = blank(env.REMOTES_MANIFEST) ? null : resolve(repoRoot, env.REMOTES_MANIFEST!.trim());
  if (remotesManifest !== null && !existsSync(remotesManifest)) throw new ConfigError(`REMOTES_MANIFEST file not found: ${remotesManifest}`);

  const trialBonus = blank(env.TRIAL_BONUS_AMOUNT) ? 50 : Number(env.TRIAL_BONUS_AMOUNT);
  if (!Number.isFinite(trialBonus) || trialBonus < 0 || Math.round(trialBonus * 100) !== trialBonus * 100) {
    throw new ConfigError('TRIAL_BONUS_AMOUNT must be a non-negative amount with at most 2 decimals');
  }

  const port = parseInteger('PORT', env.PORT, 8080, 0, 65535);
  const paymentSecret = parseKeys('PAYMENT_PROVIDER_SECRET', env.PAYMENT_PROVIDER_SECRET);
  const paymentSiteSecret = parseKeys('PAYMENT_SITE_SECRET', env.PAYMENT_SITE_SECRET);
  if ((paymentSecret === null) !== (paymentSiteSecret === null)) {
    throw new ConfigError('PAYMENT_PROVIDER_SECRET (the provider signs its callbacks with it) and PAYMENT_SITE_SECRET (the site signs its orders with it) are set together: one key per direction');
  }
  distinctKeys('PAYMENT_SITE_SECRET', paymentSiteSecret, 'PAYMENT_PROVIDER_SECRET', paymentSecret);
  const paymentUrl = parseUrl('PAYMENT_PROVIDER_URL', env.PAYMENT_PROVIDER_URL, ['http:', 'https:']) ?? `http://localhost:${port + 1}`;
  const gameStudioSecrets: Record<string, string> = {};
  for (const provider of GAME_PROVIDERS) {
    const name = `GAME_STUDIO_SECRET_${provider.toUpperCase()}`;
    const secret = blank(env[name]) ? parseKeys('GAME_STUDIO_SECRET', env.GAME_STUDIO_SECRET) : parseKeys(name, env[name]);
    if (secret !== null) gameStudioSecrets[provider] = secret;
  }
  const sportsbookSecret = parseKeys('SPORTSBOOK_SECRET', env.SPORTSBOOK_SECRET);
  const sportsbookOperatorSecret = parseKeys('SPORTSBOOK_OPERATOR_SECRET', env.SPORTSBOOK_OPERATOR_SECRET);
  distinctKeys('SPORTSBOOK_OPERATOR_SECRET', sportsbookOperatorSecret, 'SPORTSBOOK_SECRET', sportsbookSecret);
  // GAME_STUDIO_SECRET is the casino studios' key: a sportsbook signs with its own.
  for (const provider of SPORTSBOOK_PROVIDERS) {
    const name = `GAME_STUDIO_SECRET_${provider.toUpperCase()}`;
    const own = parseKeys(name, env[name]);
    distinctKeys('SPORTSBOOK_OPERATOR_SECRET', sportsbookOperatorSecret, name, own);
    const secret = own ?? sportsbookSecret;
    if (secret !== null) gameStudioSecrets[provider] = secret;
  }
  const slotStakeCapKurus = parseStakeCap('SLOT_STAKE_CAP', env.SLOT_STAKE_CAP);
  const slotStakeCapYoungAdultKurus = parseStakeCap('SLOT_STAKE_CAP_YOUNG_ADULT', env.SLOT_STAKE_CAP_YOUNG_ADULT);
  if (slotStakeCapKurus !== null && slotStakeCapYoungAdultKurus !== null && slotStakeCapYoungAdultKurus > slotStakeCapKurus) {
    throw new ConfigError('SLOT_STAKE_CAP_YOUNG_ADULT is the lower cap for players aged 18 to 24: it must not be above SLOT_STAKE_CAP');
  }
  const kycKey = parseKycKey(env.KYC_ENCRYPTION_KEY, isProduction);
  const publicUrl = parseUrl('PUBLIC_URL', env.PUBLIC_URL, ['http:', 'https:']) ?? `http://localhost:${port}`;

  return {
    port,
    host,
    nodeEnv,
    isProduction,
    logLevel,
    dataDir,
    databaseUrl: parseUrl('DATABASE_URL', env.DATABASE_URL, ['postgres:', 'postgresql:']),
    databasePoolSize: parseInteger('DATABASE_POOL_SIZE', env.DATABASE_POOL_SIZE, DEFAULT_DATABASE_POOL_SIZE, 1, 500),
    redisUrl: parseUrl('REDIS_URL', env.REDIS_URL, ['redis:', 'rediss:']),
    // Tests get a prefix of their own so that parallel runs on one Redis never see each other's keys.
    redisPrefix: blank(env.REDIS_PREFIX) ? (nodeEnv === 'test' ? `${TEST_REDIS_PREFIX}${randomBytes(6).toString('hex')}:` : 'arcadia:') : env.REDIS_PREFIX!.trim(),
    devTools,
    devToolsLocalOnly: devTools && blank(env.DEV_TOOLS),
    adminToken,
    remotesManifest,
    staticRoot: blank(env.STATIC_ROOT) ? repoRoot : resolve(repoRoot, env.STATIC_ROOT!.trim()),
    contentRoot: join(repoRoot, 'server', 'static'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    trialBonusAmount: trialBonus,
    trialBonusWageringMultiplier: parseInteger('TRIAL_BONUS_WAGERING_MULTIPLIER', env.TRIAL_BONUS_WAGERING_MULTIPLIER, 10, 0, MAX_WAGERING_MULTIPLIER),
    registrationsPerIpPerHour: parseInteger('REGISTRATIONS_PER_IP_PER_HOUR', env.REGISTRATIONS_PER_IP_PER_HOUR, 200, 1, 1_000_000),
    registrationsPerPhonePerDay: parseInteger('REGISTRATIONS_PER_PHONE_PER_DAY', env.REGISTRATIONS_PER_PHONE_PER_DAY, 3, 1, 1_000_000),
    registrationsPerNationalIdPerDay: parseInteger('REGISTRATIONS_PER_NATIONAL_ID_PER_DAY', env.REGISTRATIONS_PER_NATIONAL_ID_PER_DAY, 3, 1, 1_000_000),
    registrationsPerDevicePerDay: parseInteger('REGISTRATIONS_PER_DEVICE_PER_DAY', env.REGISTRATIONS_PER_DEVICE_PER_DAY, 5, 1, 1_000_000),
    smsPerAddressPerDay: parseInteger('SMS_PER_ADDRESS_PER_DAY', env.SMS_PER_ADDRESS_PER_DAY, 20, 1, 1_000_000),
    smsDailyCeiling: parseInteger('SMS_DAILY_CEILING', env.SMS_DAILY_CEILING, 10_000, 1, 100_000_000),
    paymentProvider: paymentSecret === null || paymentSiteSecret === null ? null : { url: paymentUrl.replace(/\/+$/, ''), secret: paymentSecret, siteSecret: paymentSiteSecret },
    publicUrl: publicUrl.replace(/\/+$/, ''),
    gameStudioSecrets,
    gameProviderUrls: parseGameProviderUrls(env, port),
    ...parseSportsbookUrls(env, port),
    sportsbookOperatorSecret,
    slotStakeCapKurus,
    slotStakeCapYoungAdultKurus,
    kycEncryptionKey: kycKey.key,
    kycEncryptionKeyEphemeral: kycKey.ephemeral,
    kycDepositThresholdKurus: parseDepositThreshold(env.KYC_DEPOSIT_THRESHOLD),
    // Five years by default: what anti-money-laundering rules ask records to be kept after the relationship ends.
    kycRetentionDays: parseInteger('KYC_RETENTION_DAYS', env.KYC_RETENTION_DAYS, 1826, 1, 36_500),
    ...overrides,
  };
}
