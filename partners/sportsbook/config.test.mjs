import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig } from './config.mjs';

describe('the sportsbook’s settings', () => {
  it('requires SPORTSBOOK_SECRET and SPORTSBOOK_OPERATOR_SECRET, keys of at least 16 characters', () => {
    assert.throws(() => loadConfig({}), ConfigError);
    assert.throws(() => loadConfig({ SPORTSBOOK_SECRET: 'short', SPORTSBOOK_OPERATOR_SECRET: 'o'.repeat(16) }), /at least 16/);
    assert.throws(() => loadConfig({ SPORTSBOOK_SECRET: 's'.repeat(16) }), /SPORTSBOOK_OPERATOR_SECRET must be set/);
    assert.throws(() => loadConfig({ SPORTSBOOK_SECRET: 's'.repeat(16), SPORTSBOOK_OPERATOR_SECRET: `${'o'.repeat(16)},short` }), /SPORTSBOOK_OPERATOR_SECRET/);
  });

  it('one key per direction: each skin signs with GAME_STUDIO_SECRET_<SKIN>, else SPORTSBOOK_SECRET; the operator’s calls are verified with SPORTSBOOK_OPERATOR_SECRET ("new,old" kept)', () => {
    const config = loadConfig({ SPORTSBOOK_SECRET: 's'.repeat(16), GAME_STUDIO_SECRET_BETCO: ` ${'b'.repeat(20)} , ${'c'.repeat(20)} `, SPORTSBOOK_OPERATOR_SECRET: `${'n'.repeat(16)},${'o'.repeat(16)}` });
    assert.deepEqual(config.secrets, { fcg: 's'.repeat(16), betco: `${'b'.repeat(20)},${'c'.repeat(20)}` });
    assert.equal(config.operatorSecret, `${'n'.repeat(16)},${'o'.repeat(16)}`);
    // Each skin's own key alone is enough.
    assert.deepEqual(loadConfig({ GAME_STUDIO_SECRET_FCG: 'f'.repeat(16), GAME_STUDIO_SECRET_BETCO: 'b'.repeat(16), SPORTSBOOK_OPERATOR_SECRET: 'o'.repeat(16) }).secrets, { fcg: 'f'.repeat(16), betco: 'b'.repeat(16) });
  });

  it('runs on PORT + 3 beside the site by default, with the site as operator and parent', () => {
    const config = loadConfig({ SPORTSBOOK_SECRET: 's'.repeat(16), SPORTSBOOK_OPERATOR_SECRET: 'o'.repeat(16), PORT: '9000' });
    assert.equal(config.port, 9003);
    assert.equal(config.host, '127.0.0.1');
    assert.equal(config.operatorUrl, 'http://localhost:9000');
    assert.equal(config.publicUrl, 'http://localhost:9000');
    assert.equal(config.sportsbookUrl, null);
    assert.equal(config.logLevel, 'info');
  });

  it('takes its own port, origins (as origins) and folder, and refuses what is not one', () => {
    const config = loadConfig({
      SPORTSBOOK_SECRET: 's'.repeat(16), SPORTSBOOK_OPERATOR_SECRET: 'o'.repeat(16),
      SPORTSBOOK_PORT: '7000',
      SPORTSBOOK_URL: 'https://sports.example/path',
      PUBLIC_URL: 'https://casino.example/',
      PARTNERS_DATA_DIR: '/tmp/x',
      LOG_LEVEL: 'debug',
    });
    assert.equal(config.port, 7000);
    assert.equal(config.sportsbookUrl, 'https://sports.example');
    assert.equal(config.publicUrl, 'https://casino.example');
    assert.equal(config.dataFile, '/tmp/x/sportsbook.jsonl');
    assert.equal(config.logLevel, 'info');
    assert.throws(() => loadConfig({ SPORTSBOOK_SECRET: 's'.repeat(16), SPORTSBOOK_OPERATOR_SECRET: 'o'.repeat(16), SPORTSBOOK_PORT: '70000' }), ConfigError);
    assert.throws(() => loadConfig({ SPORTSBOOK_SECRET: 's'.repeat(16), SPORTSBOOK_OPERATOR_SECRET: 'o'.repeat(16), PUBLIC_URL: 'ftp://x' }), ConfigError);
  });
});
