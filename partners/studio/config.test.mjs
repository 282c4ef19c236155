import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig } from './config.mjs';
import { GAMES, gameOf } from './games.mjs';

describe('the studio’s settings', () => {
  it('need GAME_STUDIO_SECRET of at least 16 characters, overridden per provider key', () => {
    assert.throws(() => loadConfig({}), ConfigError);
    assert.throws(() => loadConfig({ GAME_STUDIO_SECRET: 'short' }), /at least 16/);
    const config = loadConfig({ GAME_STUDIO_SECRET: 'a'.repeat(16), GAME_STUDIO_SECRET_HUB88: 'h'.repeat(20) });
    assert.equal(config.secrets.hub88, 'h'.repeat(20));
    assert.equal(config.secrets.egt, 'a'.repeat(16));
    assert.throws(() => loadConfig({ GAME_STUDIO_SECRET: 'a'.repeat(16), GAME_STUDIO_SECRET_EGT: 'short' }), /GAME_STUDIO_SECRET_EGT/);
  });

  it('keep "new,old" while a key is rotated (the wallet client signs with the first), each key at least 16 characters', () => {
    const config = loadConfig({ GAME_STUDIO_SECRET: `${'n'.repeat(16)}, ${'o'.repeat(16)}` });
    assert.equal(config.secrets.hub88, `${'n'.repeat(16)},${'o'.repeat(16)}`);
    assert.throws(() => loadConfig({ GAME_STUDIO_SECRET: `${'n'.repeat(16)},short` }), /GAME_STUDIO_SECRET/);
  });

  it('default to the site’s port + 2 and the site on localhost', () => {
    const config = loadConfig({ GAME_STUDIO_SECRET: 'a'.repeat(16), PORT: '9000' });
    assert.equal(config.port, 9002);
    assert.equal(config.host, '127.0.0.1');
    assert.equal(config.operatorUrl, 'http://localhost:9000');
    assert.equal(config.publicUrl, 'http://localhost:9000');
    assert.equal(config.studioUrl, null);
    assert.throws(() => loadConfig({ GAME_STUDIO_SECRET: 'a'.repeat(16), PUBLIC_URL: 'ftp://x' }), ConfigError);
  });
});

describe('the studio’s game list', () => {
  it('holds every game of the site’s catalogue with its kind: crash → crash, live tables → roulette, others → slot', () => {
    // Read as text: the studio never imports the site's code, but must not drift from it.
    const source = readFileSync(new URL('../../server/src/modules/casino/catalogue.ts', import.meta.url), 'utf8');
    const entries = [...source.matchAll(/^ {4}\['([^']+)', '\w+', \[([^\]]*)\](, true)?\],$/gm)];
    assert.ok(entries.length > 100);
    const byName = new Map([...GAMES.values()].map((game) => [game.name, game]));
    for (const [, name, categories, live] of entries) {
      const game = byName.get(/** @type {string} */ (name));
      assert.ok(game, `${name} is in the studio's list`);
      assert.equal(game.kind, categories?.includes('CRASH') ? 'crash' : live ? 'roulette' : 'slot', name);
    }
    assert.equal(GAMES.size, entries.length);
    assert.deepEqual(gameOf('h88-aviator'), { gameCode: 'h88-aviator', name: 'Aviator', kind: 'crash' });
    assert.equal(gameOf('dt-sans-carki').name, 'Şans Çarkı');
    assert.equal(gameOf('zz-unknown').kind, 'slot');
  });
});
