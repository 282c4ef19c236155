import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { isAbsolute, join } from 'node:path';
import { ConfigError, findRepoRoot, isLoopbackHost, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has working defaults for a fresh checkout', () => {
    const config = loadConfig({});
    assert.equal(config.port, 8080);
    assert.equal(config.host, '127.0.0.1');
    assert.equal(config.nodeEnv, 'development');
    assert.equal(config.dataDir, join(findRepoRoot(), '.data'));
    assert.equal(config.databaseUrl, null);
    assert.equal(config.devTools, true);
    assert.equal(config.adminToken, null);
    assert.equal(config.remotesManifest, null);
    assert.equal(config.staticRoot, findRepoRoot());
    assert.equal(config.trustProxy, false);
    assert.equal(config.trialBonusAmount, 50);
  });

  describe('dev tools (they hand out SMS and reset codes)', () => {
    // [HOST, NODE_ENV, DEV_TOOLS] → on?  undefined = unset
    const table: [string | undefined, string | undefined, string | undefined, boolean][] = [
      [undefined, undefined, undefined, true], // `npm start`: loopback by default
      ['127.0.0.1', 'development', undefined, true],
      ['127.1.2.3', 'development', undefined, true],
      ['localhost', 'development', undefined, true],
      ['::1', 'development', undefined, true],
      ['0.0.0.0', 'development', undefined, false],
      ['::', 'development', undefined, false],
      ['192.168.1.20', 'development', undefined, false],
      ['0.0.0.0', undefined, 'true', true], // asked for explicitly: on, with a warning at start
      ['127.0.0.1', 'development', 'false', false],
      ['0.0.0.0', 'test', 'true', true],
      ['0.0.0.0', 'test', undefined, false],
      ['127.0.0.1', 'production', undefined, false], // never in production, even on loopback
      ['0.0.0.0', 'production', undefined, false],
      ['0.0.0.0', 'production', 'false', false],
    ];
    for (const [HOST, NODE_ENV, DEV_TOOLS, on] of table) {
      it(`HOST=${HOST ?? '(unset)'} NODE_ENV=${NODE_ENV ?? '(unset)'} DEV_TOOLS=${DEV_TOOLS ?? '(unset)'} → ${on ? 'on' : 'off'}`, () => {
        assert.equal(loadConfig({ HOST, NODE_ENV, DEV_TOOLS, KYC_ENCRYPTION_KEY: 'ab'.repeat(32) }).devTools, on);
      });
    }

    it('refuses to start with DEV_TOOLS=true in production', () => {
      for (const HOST of ['127.0.0.1', '0.0.0.0']) {
        assert.throws(
          () => loadConfig({ NODE_ENV: 'production', DEV_TOOLS: 'true', HOST }),
          (e: unknown) => e instanceof ConfigError && /DEV_TOOLS/.test((e as Error).message) && /production/.test((e as Error).message),
        );
      }
    });

    it('knows loopback addresses', () => {
      for (const host of ['127.0.0.1', '127.255.255.254', 'localhost', 'LOCALHOST', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1']) assert.equal(isLoopbackHost(host), true, host);
      for (const host of ['0.0.0.0', '::', '10.0.0.1', '128.0.0.1', 'example.com', 'localhost.example.com', '::2']) assert.equal(isLoopbackHost(host), false, host);
    });
  });

  it('reads and types every variable', () => {
    const config = loadConfig({
      PORT: '18090',
      HOST: '127.0.0.1',
      DATA_DIR: 'tmp/db',
      DATABASE_URL: 'postgres://u@db:5432/arcadia',
      REDIS_URL: 'redis://cache:6379',
      LOG_LEVEL: 'debug',
      ADMIN_TOKEN: 'an-admin-token-of-32-characters!',
      TRUST_PROXY: '2',
      TRIAL_BONUS_AMOUNT: '75.50',
      DATABASE_POOL_SIZE: '24',
    });
    assert.equal(config.port, 18090);
    assert.equal(config.host, '127.0.0.1');
    assert.ok(isAbsolute(config.dataDir) && config.dataDir.endsWith(join('tmp', 'db')));
    assert.equal(config.databaseUrl, 'postgres://u@db:5432/arcadia');
    assert.equal(config.redisUrl, 'redis://cache:6379');
    assert.equal(config.logLevel, 'debug');
    assert.equal(config.adminToken, 'an-admin-token-of-32-characters!');
    assert.equal(config.trustProxy, 2);
    assert.equal(config.trialBonusAmount, 75.5);
    assert.equal(config.databasePoolSize, 24);
  });

  it('names the variable that is wrong', () => {
    assert.throws(() => loadConfig({ PORT: 'eighty' }), (e: unknown) => e instanceof ConfigError && /PORT/.test((e as Error).message));
    assert.throws(() => loadConfig({ DATABASE_URL: 'mysql://x' }), /DATABASE_URL/);
    assert.throws(() => loadConfig({ LOG_LEVEL: 'loud' }), /LOG_LEVEL/);
    assert.throws(() => loadConfig({ DATABASE_POOL_SIZE: '0' }), /DATABASE_POOL_SIZE/);
    assert.throws(() => loadConfig({ DEV_TOOLS: 'maybe' }), /DEV_TOOLS/);
    assert.throws(() => loadConfig({ ADMIN_TOKEN: 'short' }), /ADMIN_TOKEN/);
    // 31 characters: a token must have at least 32.
    assert.throws(() => loadConfig({ ADMIN_TOKEN: 'x'.repeat(31) }), (e: unknown) => e instanceof ConfigError && /ADMIN_TOKEN must be at least 32/.test((e as Error).message));
    assert.equal(loadConfig({ ADMIN_TOKEN: 'x'.repeat(32) }).adminToken, 'x'.repeat(32));
    assert.throws(() => loadConfig({ REMOTES_MANIFEST: '/no/such/file.json' }), /REMOTES_MANIFEST/);
    assert.throws(() => loadConfig({ TRIAL_BONUS_AMOUNT: '-5' }), /TRIAL_BONUS_AMOUNT/);
    assert.throws(() => loadConfig({ NODE_ENV: 'staging' }), /NODE_ENV/);
  });
});

describe('loadConfig: payments', () => {
  it('has no payment provider without a secret; the provider is the port after PORT and the public URL the site itself by default', () => {
    const config = loadConfig({ PORT: '9000' });
    assert.equal(config.paymentProvider, null);
    assert.equal(config.publicUrl, 'http://localhost:9000');
    assert.deepEqual(loadConfig({ PORT: '9000', PAYMENT_PROVIDER_SECRET: 'a-shared-secret-of-32-characters', PAYMENT_SITE_SECRET: 'the-sites-own-key-of-32-characters' }).paymentProvider, {
      url: 'http://localhost:9001',
      secret: 'a-shared-secret-of-32-characters',
      siteSecret: 'the-sites-own-key-of-32-characters',
    });
  });

  it('reads PAYMENT_PROVIDER_URL, PAYMENT_PROVIDER_SECRET, PAYMENT_SITE_SECRET ("new,old" kept) and PUBLIC_URL (trailing slashes dropped)', () => {
    const config = loadConfig({ PAYMENT_PROVIDER_URL: 'https://pay.example/', PAYMENT_PROVIDER_SECRET: ' 0123456789abcdef0123 ', PAYMENT_SITE_SECRET: ' site-key-new-0123456 , site-key-old-0123456 ', PUBLIC_URL: 'https://arcadia.example/' });
    assert.deepEqual(config.paymentProvider, { url: 'https://pay.example', secret: '0123456789abcdef0123', siteSecret: 'site-key-new-0123456,site-key-old-0123456' });
    assert.equal(config.publicUrl, 'https://arcadia.example');
  });

  it('refuses a short secret and URLs that are not http(s), naming the variable', () => {
    assert.throws(() => loadConfig({ PAYMENT_PROVIDER_SECRET: 'short', PAYMENT_SITE_SECRET: 'the-sites-own-key-0123' }), (e: unknown) => e instanceof ConfigError && /PAYMENT_PROVIDER_SECRET must be at least 16/.test(e.message));
    assert.throws(() => loadConfig({ PAYMENT_PROVIDER_SECRET: 'a-shared-secret-0123,short', PAYMENT_SITE_SECRET: 'the-sites-own-key-0123' }), /PAYMENT_PROVIDER_SECRET must be at least 16/);
    // One key per direction: both are set, and they are not the same key.
    assert.throws(() => loadConfig({ PAYMENT_PROVIDER_SECRET: 'a-shared-secret-0123' }), /PAYMENT_SITE_SECRET/);
    assert.throws(() => loadConfig({ PAYMENT_SITE_SECRET: 'a-shared-secret-0123' }), /PAYMENT_PROVIDER_SECRET/);
    assert.throws(() => loadConfig({ PAYMENT_PROVIDER_SECRET: 'a-shared-secret-0123', PAYMENT_SITE_SECRET: 'new-site-key-0123456,a-shared-secret-0123' }), /another key/);
    assert.throws(() => loadConfig({ PAYMENT_PROVIDER_URL: 'ftp://pay.example' }), /PAYMENT_PROVIDER_URL must use http: or https:/);
    assert.throws(() => loadConfig({ PUBLIC_URL: 'not a url' }), /PUBLIC_URL is not a valid URL/);
  });
});

describe('loadConfig: game providers', () => {
  it('points every provider at the demo studio on PORT + 2 by default', () => {
    const config = loadConfig({ PORT: '9000' });
    assert.deepEqual(config.gameProviderUrls, {
      softgamings: 'http://localhost:9002',
      hub88: 'http://localhost:9002',
      egt: 'http://localhost:9002',
      amusnet: 'http://localhost:9002',
      everymatrix: 'http://localhost:9002',
      digitain: 'http://localhost:9002',
    });
  });

  it('reads GAME_STUDIO_URL for all and GAME_PROVIDER_URL_<KEY> for one (trailing slashes dropped, a path kept)', () => {
    const config = loadConfig({ GAME_STUDIO_URL: 'https://studio.example/', GAME_PROVIDER_URL_HUB88: ' https://HUB88.example:8443/games/ ', GAME_PROVIDER_URL_SOFTGAMINGS: 'http://sg.example' });
    assert.equal(config.gameProviderUrls.hub88, 'https://hub88.example:8443/games');
    assert.equal(config.gameProviderUrls.softgamings, 'http://sg.example');
    for (const key of ['egt', 'amusnet', 'everymatrix', 'digitain'] as const) assert.equal(config.gameProviderUrls[key], 'https://studio.example');
    assert.equal(loadConfig({ PORT: '9000', GAME_PROVIDER_URL_EGT: 'https://egt.example' }).gameProviderUrls.digitain, 'http://localhost:9002');
  });

  it('refuses base URLs that are not plain http(s), naming the variable', () => {
    const refused = (env: Record<string, string>, message: RegExp) => assert.throws(() => loadConfig(env), (e: unknown) => e instanceof ConfigError && message.test(e.message));
    refused({ GAME_STUDIO_URL: 'not a url' }, /GAME_STUDIO_URL is not a valid URL/);
    refused({ GAME_STUDIO_URL: 'ftp://studio.example' }, /GAME_STUDIO_URL must use http: or https:/);
    refused({ GAME_PROVIDER_URL_DIGITAIN: 'javascript:alert(1)' }, /GAME_PROVIDER_URL_DIGITAIN must use http: or https:/);
    refused({ GAME_PROVIDER_URL_HUB88: 'https://hub88.example/?operator=1' }, /GAME_PROVIDER_URL_HUB88 must be a plain base URL/);
    refused({ GAME_PROVIDER_URL_EGT: 'https://egt.example/#x' }, /GAME_PROVIDER_URL_EGT must be a plain base URL/);
    refused({ GAME_STUDIO_URL: 'https://user:secret@studio.example' }, /GAME_STUDIO_URL must be a plain base URL/);
    refused({ PORT: '65534' }, /GAME_STUDIO_URL must be set when PORT is above 65533/);
    // The sportsbook's default (PORT + 3) is past the last port too.
    assert.equal(loadConfig({ PORT: '65534', GAME_STUDIO_URL: 'http://localhost:3000', SPORTSBOOK_URL: 'http://localhost:3001' }).gameProviderUrls.egt, 'http://localhost:3000');
  });
});

describe('loadConfig: sportsbooks', () => {
  const refused = (env: Record<string, string>, message: RegExp) => assert.throws(() => loadConfig(env), (e: unknown) => e instanceof ConfigError && message.test(e.message));

  it('points both integrations at the demo sportsbook on PORT + 3, under /fcg and /betco, with no key by default', () => {
    const config = loadConfig({ PORT: '9000' });
    assert.equal(config.sportsbookUrl, 'http://localhost:9003');
    assert.deepEqual(config.sportsbookUrls, { fcg: 'http://localhost:9003/fcg', betco: 'http://localhost:9003/betco' });
    assert.equal(config.sportsbookOperatorSecret, null);
    assert.equal(Object.hasOwn(config.gameStudioSecrets, 'fcg'), false);
    assert.equal(Object.hasOwn(config.gameStudioSecrets, 'betco'), false);
  });

  it('reads SPORTSBOOK_URL for both and SPORTSBOOK_URL_<KEY> for one (trailing slashes dropped, a path kept)', () => {
    const config = loadConfig({ SPORTSBOOK_URL: 'https://sports.example/book/', SPORTSBOOK_URL_BETCO: ' https://Betco.example:8443/classic/ ' });
    assert.equal(config.sportsbookUrl, 'https://sports.example/book');
    assert.deepEqual(config.sportsbookUrls, { fcg: 'https://sports.example/book/fcg', betco: 'https://betco.example:8443/classic' });
  });

  it('makes SPORTSBOOK_SECRET the wallet key of fcg and betco (GAME_STUDIO_SECRET_<KEY> overrides; GAME_STUDIO_SECRET does not apply); SPORTSBOOK_OPERATOR_SECRET signs the site’s calls', () => {
    const sportsbookSecret = 'a-sportsbook-secret-0123456789';
    const config = loadConfig({
      SPORTSBOOK_SECRET: ` ${sportsbookSecret} `,
      SPORTSBOOK_OPERATOR_SECRET: 'operator-key-new-0123456, operator-key-old-0123456',
      GAME_STUDIO_SECRET: 'the-casino-studio-secret-0123',
      GAME_STUDIO_SECRET_BETCO: 'betco-own-wallet-key-0123456',
    });
    assert.equal(config.sportsbookOperatorSecret, 'operator-key-new-0123456,operator-key-old-0123456');
    assert.equal(config.gameStudioSecrets.fcg, sportsbookSecret);
    assert.equal(config.gameStudioSecrets.betco, 'betco-own-wallet-key-0123456');
    assert.equal(config.gameStudioSecrets.hub88, 'the-casino-studio-secret-0123');
    assert.equal(Object.hasOwn(loadConfig({ GAME_STUDIO_SECRET: 'the-casino-studio-secret-0123' }).gameStudioSecrets, 'fcg'), false);
    // The sportsbooks are wallet providers only: the casino launches through the six studios.
    assert.deepEqual(Object.keys(config.gameProviderUrls).sort(), ['amusnet', 'digitain', 'egt', 'everymatrix', 'hub88', 'softgamings']);
  });

  it('refuses short keys and base URLs that are not plain http(s), naming the variable', () => {
    refused({ SPORTSBOOK_SECRET: 'x'.repeat(15) }, /SPORTSBOOK_SECRET must be at least 16/);
    refused({ SPORTSBOOK_SECRET: 'x'.repeat(16), GAME_STUDIO_SECRET_FCG: 'short' }, /GAME_STUDIO_SECRET_FCG must be at least 16/);
    refused({ SPORTSBOOK_OPERATOR_SECRET: `${'o'.repeat(16)},short` }, /SPORTSBOOK_OPERATOR_SECRET must be at least 16/);
    // The site's key to the sportsbook is never one of the sportsbook's wallet keys.
    refused({ SPORTSBOOK_SECRET: 'x'.repeat(16), SPORTSBOOK_OPERATOR_SECRET: 'x'.repeat(16) }, /SPORTSBOOK_OPERATOR_SECRET must be another key than SPORTSBOOK_SECRET/);
    refused({ SPORTSBOOK_SECRET: 'x'.repeat(16), GAME_STUDIO_SECRET_BETCO: 'b'.repeat(16), SPORTSBOOK_OPERATOR_SECRET: `${'n'.repeat(16)},${'b'.repeat(16)}` }, /another key than GAME_STUDIO_SECRET_BETCO/);
    refused({ SPORTSBOOK_URL: 'not a url' }, /SPORTSBOOK_URL is not a valid URL/);
    refused({ SPORTSBOOK_URL: 'ftp://sports.example' }, /SPORTSBOOK_URL must use http: or https:/);
    refused({ SPORTSBOOK_URL_FCG: 'https://fcg.example/?skin=1' }, /SPORTSBOOK_URL_FCG must be a plain base URL/);
    refused({ SPORTSBOOK_URL_BETCO: 'https://user:pw@betco.example' }, /SPORTSBOOK_URL_BETCO must be a plain base URL/);
    refused({ PORT: '65533' }, /SPORTSBOOK_URL must be set when PORT is above 65532/);
    assert.equal(loadConfig({ PORT: '65533', SPORTSBOOK_URL: 'http://localhost:3001' }).sportsbookUrls.fcg, 'http://localhost:3001/fcg');
  });
});

describe('loadConfig: slot stake caps', () => {
  it('caps nothing by default', () => {
    const config = loadConfig({});
    assert.equal(config.slotStakeCapKurus, null);
    assert.equal(config.slotStakeCapYoungAdultKurus, null);
  });

  it('reads SLOT_STAKE_CAP and SLOT_STAKE_CAP_YOUNG_ADULT in lira as whole kuruş', () => {
    const config = loadConfig({ SLOT_STAKE_CAP: ' 250 ', SLOT_STAKE_CAP_YOUNG_ADULT: '12.5' });
    assert.equal(config.slotStakeCapKurus, 25_000);
    assert.equal(config.slotStakeCapYoungAdultKurus, 1_250);
    assert.equal(loadConfig({ SLOT_STAKE_CAP_YOUNG_ADULT: '0.01' }).slotStakeCapYoungAdultKurus, 1);
    assert.equal(loadConfig({ SLOT_STAKE_CAP: '10000000' }).slotStakeCapKurus, 1_000_000_000);
  });

  it('refuses a zero, negative, fractional-kuruş, oversized or non-numeric cap, naming the variable', () => {
    for (const bad of ['0', '0.00', '-5', '1.005', '10000000.01', '1e3', 'ten', '5,50', 'Infinity']) {
      assert.throws(() => loadConfig({ SLOT_STAKE_CAP: bad }), (e: unknown) => e instanceof ConfigError && /^SLOT_STAKE_CAP must be/.test(e.message), bad);
      assert.throws(() => loadConfig({ SLOT_STAKE_CAP_YOUNG_ADULT: bad }), /SLOT_STAKE_CAP_YOUNG_ADULT must be/, bad);
    }
  });

  it('refuses a young-adult cap above the general one: it is the lower cap', () => {
    assert.throws(() => loadConfig({ SLOT_STAKE_CAP: '10', SLOT_STAKE_CAP_YOUNG_ADULT: '10.01' }), /SLOT_STAKE_CAP_YOUNG_ADULT .* must not be above SLOT_STAKE_CAP/);
    assert.equal(loadConfig({ SLOT_STAKE_CAP: '10', SLOT_STAKE_CAP_YOUNG_ADULT: '10' }).slotStakeCapYoungAdultKurus, 1_000);
  });
});

describe('loadConfig: identity verification', () => {
  it('allows ₺2,000 of deposits before verification and keeps closed accounts\' files five years by default', () => {
    const config = loadConfig({});
    assert.equal(config.kycDepositThresholdKurus, 200_000);
    assert.equal(config.kycRetentionDays, 1826);
    assert.equal(loadConfig({ KYC_DEPOSIT_THRESHOLD: '500', KYC_RETENTION_DAYS: '30' }).kycDepositThresholdKurus, 50_000);
    assert.equal(loadConfig({ KYC_DEPOSIT_THRESHOLD: '0' }).kycDepositThresholdKurus, 0);
    assert.equal(loadConfig({ KYC_RETENTION_DAYS: '30' }).kycRetentionDays, 30);
  });

  it('refuses a threshold or retention that is not a whole number in range, naming the variable', () => {
    for (const bad of ['-1', '1.5', 'lots', '10000001']) assert.throws(() => loadConfig({ KYC_DEPOSIT_THRESHOLD: bad }), /^ConfigError: KYC_DEPOSIT_THRESHOLD|KYC_DEPOSIT_THRESHOLD must be/, bad);
    for (const bad of ['0', '-3', '2.5', '36501']) assert.throws(() => loadConfig({ KYC_RETENTION_DAYS: bad }), /KYC_RETENTION_DAYS must be/, bad);
  });

  it('requires KYC_ENCRYPTION_KEY in production, as 64 hex digits; elsewhere a missing key is random for the process', () => {
    assert.throws(() => loadConfig({ NODE_ENV: 'production' }), (e: unknown) => e instanceof ConfigError && /KYC_ENCRYPTION_KEY must be set in production/.test(e.message));
    for (const bad of ['abc', 'zz'.repeat(32), 'ab'.repeat(31), 'ab'.repeat(33)]) assert.throws(() => loadConfig({ KYC_ENCRYPTION_KEY: bad }), /KYC_ENCRYPTION_KEY must be 64 hex digits/, bad);
    const kept = loadConfig({ NODE_ENV: 'production', KYC_ENCRYPTION_KEY: ` ${'0f'.repeat(32)} ` });
    assert.deepEqual([kept.kycEncryptionKey.toString('hex'), kept.kycEncryptionKeyEphemeral], ['0f'.repeat(32), false]);
    const a = loadConfig({});
    const b = loadConfig({});
    assert.equal(a.kycEncryptionKey.length, 32);
    assert.equal(a.kycEncryptionKeyEphemeral, true);
    assert.notDeepEqual(a.kycEncryptionKey, b.kycEncryptionKey);
  });
});
