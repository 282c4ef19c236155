/**
 * Writes a remote's `src/manifest.ts` (its routes, menu entries, breadcrumbs, dialogs and home
 * sections) as `arcadia-manifest.json` beside `mf-manifest.json`. The shell reads that file at
 * start-up: a few hundred bytes, instead of loading every remote's container to learn its pages.
 *
 * The manifest is plain data (type-only imports), so it is compiled with swc and evaluated here.
 */
const fs = require('node:fs');
const path = require('node:path');
const Module = require('node:module');
const swc = require('@swc/core');

const FILE_NAME = 'arcadia-manifest.json';

/** Evaluates a manifest module and returns its default export. */
function readRemoteManifest(file) {
  const { code } = swc.transformSync(fs.readFileSync(file, 'utf8'), {
    filename: file,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  const mod = new Module(file);
  mod.filename = file;
  mod.paths = Module._nodeModulePaths(path.dirname(file));
  // `defineRemoteManifest` is the identity: stand in for @arcadia/shared (browser code) here.
  const load = mod.require.bind(mod);
  mod.require = (request) => (request === '@arcadia/shared' ? { defineRemoteManifest: (m) => m } : load(request));
  mod._compile(code, file);
  const manifest = mod.exports.default ?? mod.exports;
  for (const key of ['routes', 'menu', 'crumbs', 'homeSections']) {
    if (!Array.isArray(manifest[key])) throw new Error(`${file}: the manifest has no ${key} list`);
  }
  return manifest;
}

class RemoteManifestPlugin {
  /** @param {{ file: string }} options the remote's manifest source */
  constructor({ file }) {
    this.file = file;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RemoteManifestPlugin', (compilation) => {
      compilation.fileDependencies.add(this.file);
      compilation.hooks.processAssets.tap({ name: 'RemoteManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        try {
          const json = JSON.stringify(readRemoteManifest(this.file), null, 2);
          compilation.emitAsset(FILE_NAME, new sources.RawSource(`${json}\n`));
        } catch (error) {
          compilation.errors.push(new compiler.webpack.WebpackError(`Remote manifest: ${error.message}`));
        }
      });
    });
  }
}

module.exports = { RemoteManifestPlugin, readRemoteManifest, FILE_NAME };
