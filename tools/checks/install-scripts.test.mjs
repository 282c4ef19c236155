/**
 * npm 11 warns at every `npm install` about dependencies whose install scripts `allowScripts` (root
 * package.json) does not cover, and npm 12 skips them: every package of the lock file with an
 * install script is either allowed (the build needs it) or denied, by name. Runs in `npm test`
 * (lint step) beside the other static checks.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8'));

/** `node_modules/a/node_modules/@scope/b` → `@scope/b`. */
const nameOf = (path) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);

/** Names of the lock's packages with an install script that `allowScripts` neither allows nor denies. */
export function uncovered(packages, allowScripts) {
  const covered = new Set(Object.keys(allowScripts ?? {}).map((key) => key.replace(/(.)@.*$/, '$1')));
  return [...new Set(Object.entries(packages).filter(([path, meta]) => path && meta.hasInstallScript).map(([path]) => nameOf(path)))].filter((name) => !covered.has(name));
}

describe('install scripts', () => {
  it('every dependency with an install script is named in allowScripts', () => {
    assert.deepEqual(uncovered(lock.packages, manifest.allowScripts), []);
  });

  it('the build’s own tools may run theirs: esbuild (the server bundle, tsx) and @swc/core (the front-end builds, jest) fetch or check their platform binary', () => {
    assert.equal(manifest.allowScripts.esbuild, true);
    assert.equal(manifest.allowScripts['@swc/core'], true);
  });

  it('finds what is not covered, scoped and nested names included', () => {
    const packages = { '': {}, 'node_modules/esbuild': { hasInstallScript: true }, 'node_modules/x/node_modules/@a/b': { hasInstallScript: true }, 'node_modules/c': {} };
    assert.deepEqual(uncovered(packages, { 'esbuild@0.28.2': true }), ['@a/b']);
    assert.deepEqual(uncovered(packages, { esbuild: true, '@a/b': false }), []);
  });
});
