/**
 * `npm install` on the oldest Node the project supports prints no engine warning: every package of
 * the lock file accepts the minimum of the root `engines.node` (>=20.19 → 20.19.0), checked the way
 * npm checks it (npm-install-checks: semver, prereleases included). The README states the same version.
 * Runs in `npm test` (lint step) beside the lint rule's tests.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
// semver is npm's own version logic; it is in every install (eslint, jest and webpack depend on it).
const semver = createRequire(join(ROOT, 'package.json'))('semver');

const rootManifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8'));
const minimum = semver.minVersion(rootManifest.engines.node).version;

/** Lock entries whose engines.node refuses `version`, as `path@version (range)`. */
export function refusing(packages, version) {
  return Object.entries(packages)
    .filter(([, meta]) => typeof meta.engines?.node === 'string' && !semver.satisfies(version, meta.engines.node, { includePrerelease: true }))
    .map(([path, meta]) => `${path || '(root)'}@${meta.version ?? '?'} (node ${meta.engines.node})`);
}

describe('Node engines', () => {
  it(`every package in package-lock.json accepts Node ${minimum}, the root engines minimum`, () => {
    assert.equal(lock.lockfileVersion, 3, 'package-lock.json v3 lists every package under "packages"');
    assert.deepEqual(refusing(lock.packages, minimum), []);
  });

  it('the check itself refuses what npm would warn about', () => {
    const packages = { 'node_modules/a': { version: '1.0.0', engines: { node: '>=22' } }, 'node_modules/b': { version: '2.0.0', engines: { node: '^18 || >=20.19' } } };
    assert.deepEqual(refusing(packages, '20.19.0'), ['node_modules/a@1.0.0 (node >=22)']);
  });

  it('the README states the same minimum Node version as the root engines', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const stated = /Node (\d+\.\d+)(?:\.\d+)? or newer/.exec(readme)?.[1];
    assert.ok(stated, 'README says "Node X.Y or newer"');
    assert.equal(semver.coerce(stated).version, minimum);
    assert.equal(rootManifest.engines.node, `>=${stated}`);
  });
});
