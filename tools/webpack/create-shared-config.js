/**
 * The one Module Federation share configuration of Arcadia. Every front-end package (the shell
 * and the five remotes) builds with exactly this list, so each library below exists once in the
 * browser: whichever container loads first provides it, the others reuse that instance.
 *
 * Why singletons: React, the router, Mantine's context, i18next and the RxJS subjects of the event
 * bus all keep module-level state; two copies would mean two React trees that cannot see each
 * other's context, or two buses that never hear each other.
 */
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');

/** Libraries shared as singletons; `requiredVersion` comes from the package's own dependencies. */
const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  'react-router-dom',
  '@mantine/core',
  '@mantine/hooks',
  '@mantine/form',
  '@mantine/notifications',
  'rxjs',
  'i18next',
  'react-i18next',
  // The workspace library: the event bus, auth/dialog state and the i18n instance live here.
  // Its entry is TypeScript source, compiled by each package's swc-loader; sharing it by its
  // package name makes every container consume the first one loaded.
  '@arcadia/shared',
];

/** The npm package a share key belongs to: `react/jsx-runtime` → `react`. */
function packageNameOf(key) {
  const parts = key.split('/');
  return key.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The version range the package asks for, or the installed version when it does not list it. */
function requiredVersionOf(pkgJson, name) {
  const declared = pkgJson.dependencies?.[name] ?? pkgJson.peerDependencies?.[name] ?? pkgJson.devDependencies?.[name];
  if (declared && !declared.startsWith('workspace:') && !declared.startsWith('file:')) return declared;
  return `^${installedVersionOf(name)}`;
}

/** Read from the folder, not through `require.resolve`: some packages (Mantine) do not export package.json. */
function installedVersionOf(name) {
  return readJson(path.join(ROOT, 'node_modules', name, 'package.json')).version;
}

/**
 * @param {{ packageDir: string, development?: boolean, facades?: Record<string, { file: string, version: string }> }} options
 *   `facades`: tree-shaken stand-ins from `shared-facades.js`, provided under the library's share key.
 *   Their version names the shared surface, and every container requires exactly its own: a remote
 *   built against another surface than the shell's makes the runtime log a version warning.
 * @returns {Record<string, import('@module-federation/enhanced').moduleFederationPlugin.SharedConfig>}
 */
function createSharedConfig({ packageDir, development = false, facades = {} }) {
  const pkgJson = readJson(path.join(packageDir, 'package.json'));
  const keys = development ? [...SHARED_SINGLETONS, 'react/jsx-dev-runtime'] : SHARED_SINGLETONS;
  return Object.fromEntries(
    keys.map((key) => [
      key,
      {
        singleton: true,
        // Lazy: the async boundary (`index.ts` → `import('./bootstrap')`) lets the runtime pick
        // the instance before any of it runs. Eager copies would land in every entry chunk.
        eager: false,
        requiredVersion: requiredVersionOf(pkgJson, packageNameOf(key)),
        // A mismatch warns instead of breaking the page: one instance matters more than the patch level.
        strictVersion: false,
        ...(facades[key]
          ? { import: facades[key].file, shareKey: key, version: facades[key].version, requiredVersion: facades[key].version }
          : {}),
      },
    ]),
  );
}

module.exports = { createSharedConfig, SHARED_SINGLETONS };
