/**
 * A team owning one front-end package runs its tests alone with `npm test -w <package>`: every
 * workspace that has a jest project in the root `jest.config.js` has a `test` script selecting that
 * project through the root config (one jest configuration for the whole repository), so the
 * package's own run and the root run can never test differently.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, dirname } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const jestConfig = createRequire(import.meta.url)(join(ROOT, 'jest.config.js'));
const projects = jestConfig.projects.filter((project) => project.displayName !== 'tools').map((project) => project.displayName);

describe('package test scripts', () => {
  it('the root jest config has a project for each front-end workspace', () => {
    const workspaces = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).workspaces;
    for (const name of projects) assert.ok(workspaces.includes(name), `${name} is a workspace`);
    assert.ok(projects.length >= 7);
  });

  for (const name of projects) {
    it(`${name}: npm test runs its own jest project through the root config`, () => {
      const manifest = JSON.parse(readFileSync(join(ROOT, name, 'package.json'), 'utf8'));
      assert.match(manifest.scripts?.test ?? '', new RegExp(`^jest --config \\.\\./jest\\.config\\.js --selectProjects ${name}( |$)`));
    });
  }
});
