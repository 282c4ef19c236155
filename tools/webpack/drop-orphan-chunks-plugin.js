/**
 * Removes hashed JavaScript files that no chunk owns.
 *
 * With a shared module provided through a custom `import` (the tree-shaken facades), the
 * federation plugins render some shared chunks twice, and the first rendering is emitted too:
 * same chunk id, another hash, never referenced by any runtime or by `mf-manifest.json`.
 * Nothing can load those files; dropping them keeps `dist/` honest and its size measurable.
 */
class DropOrphanChunksPlugin {
  apply(compiler) {
    const { Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('DropOrphanChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'DropOrphanChunksPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        (assets) => {
          const owned = new Set();
          for (const chunk of compilation.chunks) {
            for (const file of chunk.files) owned.add(file);
            for (const file of chunk.auxiliaryFiles) owned.add(file);
          }
          for (const name of Object.keys(assets)) {
            if (!name.endsWith('.js') || owned.has(name)) continue;
            const info = compilation.assetsInfo.get(name) ?? {};
            if (!info.immutable) continue; // only hashed chunk files; entries and other plugins' output stay
            for (const related of Object.values(info.related ?? {})) {
              for (const file of [related].flat()) if (assets[file]) compilation.deleteAsset(file);
            }
            compilation.deleteAsset(name);
          }
        },
      );
    });
  }
}

module.exports = { DropOrphanChunksPlugin };
