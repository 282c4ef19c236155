/**
 * The repository's packages, read from the root package.json's `workspaces` instead of written out
 * in every tool: adding a remote is adding its folder to `workspaces`.
 *   - a front end is a workspace with a `webpack.config.js` (the shell and the remotes);
 *   - a remote is a front end whose folder is `remote-<name>`; its Module Federation name is
 *     `remote_<name>`;
 *   - a front-end library is a workspace a front end depends on (`@arcadia/shared`, ...), directly
 *     or through another library: every front end compiles it.
 * CommonJS so that jest's and eslint's configurations can require it; ES modules import it too
 * (`import { frontEnds } from './workspaces.cjs'`). Every function takes the repository root, for
 * tests and for the server, which serves the builds of the root it is given.
 */
const fs = require('node:fs');
const path = require('node:path');

/** This repository (read lazily: a bundle that inlines this file has no `__dirname` of its own). */
const repositoryRoot = () => path.resolve(__dirname, '..');

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** Workspace folders, in the root package.json's order (those whose folder exists). */
function workspaces(root = repositoryRoot()) {
  return (readJson(path.join(root, 'package.json')).workspaces ?? []).filter((folder) => fs.existsSync(path.join(root, folder, 'package.json')));
}

const isFrontEnd = (root, folder) => fs.existsSync(path.join(root, folder, 'webpack.config.js'));

/** The shell and the remotes: the workspaces webpack builds. */
function frontEnds(root = repositoryRoot()) {
  return workspaces(root).filter((folder) => isFrontEnd(root, folder));
}

/** The remotes' folders (`remote-auth`, ...). */
function remotes(root = repositoryRoot()) {
  return frontEnds(root).filter((folder) => folder.startsWith('remote-'));
}

/** `remote-casino` → `remote_casino`, the name a remote has in Module Federation. */
const federatedName = (folder) => folder.replace(/-/g, '_');

/** Workspaces the front ends depend on, directly or through one another (`shared`, ...). */
function frontEndLibraries(root = repositoryRoot()) {
  const all = workspaces(root);
  const manifests = new Map(all.map((folder) => [folder, readJson(path.join(root, folder, 'package.json'))]));
  const folderOf = new Map(all.map((folder) => [manifests.get(folder).name, folder]));
  const dependenciesOf = (folder) => {
    const manifest = manifests.get(folder);
    const names = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies, ...manifest.devDependencies });
    return names.map((name) => folderOf.get(name)).filter(Boolean);
  };
  const found = new Set();
  const queue = all.filter((folder) => isFrontEnd(root, folder)).flatMap(dependenciesOf);
  while (queue.length) {
    const folder = queue.shift();
    if (found.has(folder) || isFrontEnd(root, folder)) continue;
    found.add(folder);
    queue.push(...dependenciesOf(folder));
  }
  return all.filter((folder) => found.has(folder));
}

/** What runs in a browser: the front-end libraries and the front ends, in workspace order. */
function browserPackages(root = repositoryRoot()) {
  const wanted = new Set([...frontEndLibraries(root), ...frontEnds(root)]);
  return workspaces(root).filter((folder) => wanted.has(folder));
}

module.exports = { workspaces, frontEnds, remotes, federatedName, frontEndLibraries, browserPackages };
