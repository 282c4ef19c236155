/** `npm start`'s admin access (admin-access.mjs): the token it makes or keeps, and the file the admin CLI reads. */
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ADMIN_ACCESS_FILE, adminAccess, adminAccessNotice, dataFolder, removeAdminAccess, writeAdminAccess } from './admin-access.mjs';

describe('admin access of a run', () => {
  it('makes a token of at least 32 characters, a new one each run, when ADMIN_TOKEN is unset or blank', () => {
    const first = adminAccess({});
    const second = adminAccess({ ADMIN_TOKEN: '  ' });
    assert.ok(first.token.length >= 32, first.token);
    assert.match(first.token, /^[0-9a-f]+$/);
    assert.ok(second.token.length >= 32);
    assert.notEqual(first.token, second.token);
  });

  it('keeps ADMIN_TOKEN when set', () => {
    assert.equal(adminAccess({ ADMIN_TOKEN: ' operator-token-0123456789abcdef0123 ' }).token, 'operator-token-0123456789abcdef0123');
  });

  it('names the address the server listens on: PORT and HOST, loopback for every address', () => {
    assert.equal(adminAccess({}).url, 'http://127.0.0.1:8080');
    assert.equal(adminAccess({ PORT: '18600' }).url, 'http://127.0.0.1:18600');
    assert.equal(adminAccess({ PORT: '9000', HOST: '0.0.0.0' }).url, 'http://127.0.0.1:9000');
    assert.equal(adminAccess({ PORT: '9000', HOST: '192.168.1.5' }).url, 'http://192.168.1.5:9000');
    assert.equal(adminAccess({ PORT: '9000', HOST: '::1' }).url, 'http://[::1]:9000');
  });

  it('writes the token and URL to the data folder, readable by this user only, and removes it', () => {
    const root = mkdtempSync(join(tmpdir(), 'arcadia-admin-access-'));
    try {
      const access = adminAccess({ PORT: '18600' });
      const file = writeAdminAccess({ DATA_DIR: 'data' }, root, access);
      assert.equal(file, join(root, 'data', ADMIN_ACCESS_FILE));
      assert.deepEqual(JSON.parse(readFileSync(file, 'utf8')), { url: 'http://127.0.0.1:18600', token: access.token });
      assert.equal(statSync(file).mode & 0o777, 0o600);
      assert.match(adminAccessNotice(access, file), new RegExp(`${access.token}[\\s\\S]*approve <id>`));
      removeAdminAccess(file);
      assert.equal(existsSync(file), false);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('has no file for an in-memory database; the notice then says to pass the token', () => {
    assert.equal(dataFolder({ DATA_DIR: 'memory://' }, '/repo'), null);
    assert.equal(writeAdminAccess({ DATA_DIR: 'memory://' }, '/repo', adminAccess({})), null);
    assert.equal(dataFolder({}, '/repo'), '/repo/.data');
    assert.equal(dataFolder({ DATA_DIR: '/var/arcadia' }, '/repo'), '/var/arcadia');
    assert.match(adminAccessNotice({ token: 'x'.repeat(64), url: 'http://127.0.0.1:8080' }, null), /ADMIN_TOKEN=<token>/);
  });
});
