/**
 * The deploy check of one remote: a strict shared package whose shell version the remote's
 * requirement refuses fails the deploy; anything that still loads is a warning.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { checkRemote, main } from './check-remote.mjs';

/** The shell as `shared-versions.json` describes it. */
const SHELL = {
  shell: '1.0.0',
  shared: {
    react: { version: '19.3.1', strict: false },
    '@arcadia/shared': { version: '1.4.0', strict: true },
    '@arcadia/ui': { version: '1.0.0', strict: true },
  },
};

/** A remote's `mf-manifest.json` (only the fields the check reads), built against these versions. */
function remoteBuiltAgainst(versions) {
  return {
    name: 'remote_sports',
    shared: Object.entries(versions).map(([name, version]) => ({ name, version, singleton: true, requiredVersion: `^${version}` })),
  };
}

const compatible = remoteBuiltAgainst({ react: '19.3.1', '@arcadia/shared': '1.2.0', '@arcadia/ui': '1.0.0' });

describe('checkRemote', () => {
  it('accepts a remote whose every requirement the shell satisfies (an older minor of a strict package included)', () => {
    assert.deepEqual(checkRemote(SHELL, compatible), { errors: [], warnings: [], checked: 3 });
  });

  it('refuses a remote built against a major of a strict package the shell does not provide', () => {
    const result = checkRemote(SHELL, remoteBuiltAgainst({ react: '19.3.1', '@arcadia/shared': '2.0.0', '@arcadia/ui': '1.0.0' }));
    assert.deepEqual(result.errors, [
      '@arcadia/shared: remote_sports was built against 2.0.0 and requires ^2.0.0, the shell provides 1.4.0 (strict: the remote will not load)',
    ]);
    assert.deepEqual(result.warnings, []);
  });

  it('refuses a remote built against a newer minor of a strict package than the shell has', () => {
    const result = checkRemote(SHELL, remoteBuiltAgainst({ react: '19.3.1', '@arcadia/shared': '1.5.0', '@arcadia/ui': '1.0.0' }));
    assert.equal(result.errors.length, 1);
    assert.match(result.errors[0], /^@arcadia\/shared: .* requires \^1\.5\.0, the shell provides 1\.4\.0/);
  });

  it('only warns about a non-strict mismatch: the remote loads with the shell’s version', () => {
    const result = checkRemote(SHELL, remoteBuiltAgainst({ react: '20.0.0', '@arcadia/shared': '1.4.0', '@arcadia/ui': '1.0.0' }));
    assert.deepEqual(result.errors, []);
    assert.deepEqual(result.warnings, [
      "react: remote_sports was built against 20.0.0 and requires ^20.0.0, the shell provides 19.3.1 (not strict: it loads with the shell's version)",
    ]);
  });

  it('refuses a remote that does not share a strict package (it would bundle a second bus or theme)', () => {
    const result = checkRemote(SHELL, remoteBuiltAgainst({ react: '19.3.1', '@arcadia/ui': '1.0.0' }));
    assert.deepEqual(result.errors, ['@arcadia/shared: the shell shares 1.4.0, remote_sports does not (a copy of its own if it imports it)']);
  });

  it('accepts a remote that does not list an entry point it does not use (@arcadia/ui/forms)', () => {
    const shell = { ...SHELL, shared: { ...SHELL.shared, '@arcadia/ui/forms': { version: '1.0.0', strict: true } } };
    const result = checkRemote(shell, remoteBuiltAgainst({ react: '19.3.1', '@arcadia/shared': '1.4.0', '@arcadia/ui': '1.0.0' }));
    assert.deepEqual(result.errors, []);
  });

  it('warns about a non-strict package missing on either side', () => {
    const result = checkRemote(SHELL, remoteBuiltAgainst({ '@arcadia/shared': '1.4.0', '@arcadia/ui': '1.0.0', i18next: '26.7.2' }));
    assert.deepEqual(result.errors, []);
    assert.deepEqual(result.warnings, [
      'i18next: remote_sports shares 26.7.2, the shell does not share it (the remote brings its own copy)',
      'react: the shell shares 19.3.1, remote_sports does not (a copy of its own if it imports it)',
    ]);
  });

  it('skips a requirement the remote left open (requiredVersion false)', () => {
    const remote = remoteBuiltAgainst({ react: '19.3.1', '@arcadia/shared': '9.0.0', '@arcadia/ui': '1.0.0' });
    remote.shared[1].requiredVersion = false;
    assert.deepEqual(checkRemote(SHELL, remote).errors, []);
  });
});

describe('check-remote command', () => {
  const dir = mkdtempSync(join(tmpdir(), 'arcadia-check-remote-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  /** Writes the shell's and a remote's files into folders and runs the command on them. */
  async function run(remote) {
    const shellDir = join(dir, 'shell');
    const remoteDir = join(dir, `remote-${Math.random().toString(36).slice(2)}`);
    for (const [folder, file, value] of [[shellDir, 'shared-versions.json', SHELL], [remoteDir, 'mf-manifest.json', remote]]) {
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, file), JSON.stringify(value));
    }
    const lines = { log: [], warn: [], error: [] };
    const out = { log: (l) => lines.log.push(l), warn: (l) => lines.warn.push(l), error: (l) => lines.error.push(l) };
    const code = await main(['--shell', shellDir, '--remote', remoteDir], out);
    return { code, lines };
  }

  it('exits 0 with an OK line and the smoke run to make after the deploy, for a compatible remote', async () => {
    const { code, lines } = await run(compatible);
    assert.equal(code, 0);
    assert.deepEqual(lines.log, ['OK: remote_sports fits shell 1.0.0 (3 shared packages checked)', 'after the deploy: E2E_BASE_URL=<site URL> npm run test:smoke -w e2e']);
    assert.deepEqual(lines.error, []);
  });

  it('exits 1 with one line per incompatibility', async () => {
    const { code, lines } = await run(remoteBuiltAgainst({ react: '19.3.1', '@arcadia/shared': '2.0.0', '@arcadia/ui': '2.1.0' }));
    assert.equal(code, 1);
    assert.equal(lines.error.length, 2);
    assert.match(lines.error[0], /^incompatible: @arcadia\/shared: /);
    assert.match(lines.error[1], /^incompatible: @arcadia\/ui: /);
    assert.deepEqual(lines.log, []);
  });

  it('exits 2 when the shell has published no shared-versions.json', async () => {
    const lines = [];
    const code = await main(['--shell', join(dir, 'nowhere'), '--remote', dir], { log() {}, warn() {}, error: (l) => lines.push(l) });
    assert.equal(code, 2);
    assert.match(lines[0], /shared-versions\.json/);
  });
});
