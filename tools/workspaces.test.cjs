const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { describe, it, before, after } = require('node:test');
const { browserPackages, federatedName, frontEndLibraries, frontEnds, remotes, workspaces } = require('./workspaces.cjs');

/** A fake repository: folder → its package.json (plus a webpack.config.js when `webpack` is set). */
function fakeRepository(order, packages) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'workspaces-'));
  fs.writeFileSync(path.join(root, 'package.json'), JSON.stringify({ workspaces: order }));
  for (const [folder, { webpack, ...manifest }] of Object.entries(packages)) {
    fs.mkdirSync(path.join(root, folder));
    fs.writeFileSync(path.join(root, folder, 'package.json'), JSON.stringify(manifest));
    if (webpack) fs.writeFileSync(path.join(root, folder, 'webpack.config.js'), 'module.exports = {};');
  }
  return root;
}

describe('workspaces', () => {
  let root;
  before(() => {
    root = fakeRepository(['kit', 'shared', 'shell', 'remote-games', 'remote-wallet', 'server', 'missing'], {
      kit: { name: '@x/kit' },
      shared: { name: '@x/shared', peerDependencies: { '@x/kit': '1.0.0' } },
      shell: { name: '@x/shell', webpack: true, dependencies: { '@x/shared': '1.0.0', react: '19' } },
      'remote-games': { name: '@x/remote-games', webpack: true, dependencies: { '@x/shared': '1.0.0' } },
      'remote-wallet': { name: '@x/remote-wallet', webpack: true },
      server: { name: '@x/server', dependencies: { '@x/shared': '1.0.0' } },
    });
  });
  after(() => fs.rmSync(root, { recursive: true, force: true }));

  it('lists the workspaces in the root order, skipping folders that do not exist', () => {
    assert.deepEqual(workspaces(root), ['kit', 'shared', 'shell', 'remote-games', 'remote-wallet', 'server']);
  });

  it('a front end is a workspace webpack builds; a remote is a front end named remote-*', () => {
    assert.deepEqual(frontEnds(root), ['shell', 'remote-games', 'remote-wallet']);
    assert.deepEqual(remotes(root), ['remote-games', 'remote-wallet']);
    assert.equal(federatedName('remote-games'), 'remote_games');
  });

  it('front-end libraries are what front ends depend on, through other libraries too, and not what only the server uses', () => {
    assert.deepEqual(frontEndLibraries(root), ['kit', 'shared']);
    assert.deepEqual(browserPackages(root), ['kit', 'shared', 'shell', 'remote-games', 'remote-wallet']);
  });

  it('reads this repository by default: the shell and at least one remote', () => {
    assert.ok(frontEnds().includes('shell'));
    assert.ok(remotes().length > 0);
    assert.ok(frontEndLibraries().includes('shared'));
  });
});
