import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig } from './config.mjs';

describe('the sportsbook’s settings', () => {
  it('requires SPORTSBOOK_SECRET of at least 16 characters', () => {
    assert.throws(() => loadConfig({}), ConfigError);
    assert.throws(() => loadConfig({ SPORTSBOOK_SECRET: 'short' }), /at least 16/);
  });

  it('runs on PORT + 3 beside the site by default, with the site as operator and parent', () => {
    const config = loadConfig({ SPORTSBOOK_SECRET: 's'.repeat(16), PORT: '9000' });
    assert.equal(config.port, 9003);
    assert.equal(config.host, '127.0.0.1');
    assert.equal(config.operatorUrl, 'http://localhost:9000');
    assert.equal(config.publicUrl, 'http://localhost:9000');
    assert.equal(config.sportsbookUrl, null);
    assert.equal(config.logLevel, 'info');
  });

  it('takes its own port, origins (as origins) and folder, and refuses what is not one', () => {
    const config = loadConfig({
      SPORTSBOOK_SECRET: 's'.repeat(16),
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
    assert.throws(() => loadConfig({ SPORTSBOOK_SECRET: 's'.repeat(16), SPORTSBOOK_PORT: '70000' }), ConfigError);
    assert.throws(() => loadConfig({ SPORTSBOOK_SECRET: 's'.repeat(16), PUBLIC_URL: 'ftp://x' }), ConfigError);
  });
});
