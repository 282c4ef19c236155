/** The admin CLI finds the server `npm start` runs by itself (its token and address in the data folder); the environment still wins. */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { ADMIN_ACCESS_FILE, cliTarget } from './cli-target.js';

const root = mkdtempSync(join(tmpdir(), 'arcadia-cli-target-'));
after(() => rmSync(root, { recursive: true, force: true }));
const token = 'a'.repeat(64);
mkdirSync(join(root, '.data'), { recursive: true });
writeFileSync(join(root, '.data', ADMIN_ACCESS_FILE), JSON.stringify({ url: 'http://127.0.0.1:18600', token }));

describe('admin CLI target', () => {
  it('reads the running server’s token and address from the data folder when the environment names neither', () => {
    assert.deepEqual(cliTarget({}, root), { base: 'http://127.0.0.1:18600', token, from: join(root, '.data', ADMIN_ACCESS_FILE) });
  });

  it('PORT, ADMIN_URL and ADMIN_TOKEN override the file', () => {
    assert.equal(cliTarget({ PORT: '9090' }, root).base, 'http://127.0.0.1:9090');
    assert.equal(cliTarget({ PORT: '9090', ADMIN_URL: 'http://admin.example:1234' }, root).base, 'http://admin.example:1234');
    assert.equal(cliTarget({ PORT: '9090' }, root).token, token);
    assert.equal(cliTarget({ ADMIN_TOKEN: ' b'.repeat(20) }, root).token, ' b'.repeat(20).trim());
    assert.equal(cliTarget({ ADMIN_TOKEN: 'x'.repeat(40) }, root).from, 'ADMIN_TOKEN');
  });

  it('follows DATA_DIR, and without a file or token has no token and the default address', () => {
    assert.deepEqual(cliTarget({ DATA_DIR: 'elsewhere' }, root), { base: 'http://127.0.0.1:8080', token: null, from: 'nowhere' });
    assert.equal(cliTarget({ DATA_DIR: 'memory://' }, root).token, null);
    assert.equal(cliTarget({ DATA_DIR: join(root, '.data') }, '/nowhere').token, token);
  });

  it('ignores a file that is not the JSON it expects', () => {
    const other = mkdtempSync(join(root, 'broken-'));
    writeFileSync(join(other, ADMIN_ACCESS_FILE), 'not json');
    assert.equal(cliTarget({ DATA_DIR: other }, root).token, null);
    writeFileSync(join(other, ADMIN_ACCESS_FILE), JSON.stringify({ url: 5, token: ['x'] }));
    assert.deepEqual(cliTarget({ DATA_DIR: other }, root), { base: 'http://127.0.0.1:8080', token: null, from: 'nowhere' });
  });
});
