import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { isAbsolute, join } from 'node:path';
import { ConfigError, findRepoRoot, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has working defaults for a fresh checkout', () => {
    const config = loadConfig({});
    assert.equal(config.port, 8080);
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

  it('turns dev tools off in production unless asked for', () => {
    assert.equal(loadConfig({ NODE_ENV: 'production' }).devTools, false);
    assert.equal(loadConfig({ NODE_ENV: 'production', DEV_TOOLS: 'true' }).devTools, true);
  });

  it('reads and types every variable', () => {
    const config = loadConfig({
      PORT: '18090',
      HOST: '127.0.0.1',
      DATA_DIR: 'tmp/db',
      DATABASE_URL: 'postgres://u@db:5432/arcadia',
      REDIS_URL: 'redis://cache:6379',
      LOG_LEVEL: 'debug',
      ADMIN_TOKEN: 'a-long-enough-admin-token',
      TRUST_PROXY: '2',
      TRIAL_BONUS_AMOUNT: '75.50',
    });
    assert.equal(config.port, 18090);
    assert.equal(config.host, '127.0.0.1');
    assert.ok(isAbsolute(config.dataDir) && config.dataDir.endsWith(join('tmp', 'db')));
    assert.equal(config.databaseUrl, 'postgres://u@db:5432/arcadia');
    assert.equal(config.redisUrl, 'redis://cache:6379');
    assert.equal(config.logLevel, 'debug');
    assert.equal(config.adminToken, 'a-long-enough-admin-token');
    assert.equal(config.trustProxy, 2);
    assert.equal(config.trialBonusAmount, 75.5);
  });

  it('names the variable that is wrong', () => {
    assert.throws(() => loadConfig({ PORT: 'eighty' }), (e: unknown) => e instanceof ConfigError && /PORT/.test((e as Error).message));
    assert.throws(() => loadConfig({ DATABASE_URL: 'mysql://x' }), /DATABASE_URL/);
    assert.throws(() => loadConfig({ LOG_LEVEL: 'loud' }), /LOG_LEVEL/);
    assert.throws(() => loadConfig({ DEV_TOOLS: 'maybe' }), /DEV_TOOLS/);
    assert.throws(() => loadConfig({ ADMIN_TOKEN: 'short' }), /ADMIN_TOKEN/);
    assert.throws(() => loadConfig({ REMOTES_MANIFEST: '/no/such/file.json' }), /REMOTES_MANIFEST/);
    assert.throws(() => loadConfig({ TRIAL_BONUS_AMOUNT: '-5' }), /TRIAL_BONUS_AMOUNT/);
    assert.throws(() => loadConfig({ NODE_ENV: 'staging' }), /NODE_ENV/);
  });
});
