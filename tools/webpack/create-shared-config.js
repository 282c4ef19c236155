/**
 * The one Module Federation share list of Arcadia. Every front-end package (the shell and the
 * remotes) builds with it, so each library below exists once in the browser: the shell loads first
 * and provides it, remotes reuse that instance.
 *
 * Shared means "must be one instance": React, i18next, the query cache, the house UI kit (Mantine
 * keeps its theme in React context, the router its location) and `@arcadia/shared` (the event bus). Everything else
 * (rxjs operators, Mantine's hooks and form state, icons) is bundled by each build that uses it.
 *
 * A container provides the shared modules it imports; the shell names every entry point of the kit
 * (`shell/src/app/kit-entries.ts`), so forms and tables of remotes find the shell's copy.
 *
 * Versions are plain semver read from the installed packages. A remote asks for `^<version it was
 * built against>`; for the packages whose breaking changes break the bus or the theme the
 * requirement is strict, so a remote built against an incompatible shell fails to load (its error
 * boundary shows) instead of running against the wrong bus. `tools/deploy/check-remote.mjs` finds
 * the same mismatch before a deploy, from the shell's `shared-versions.json`.
 */
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');

/** Share key → strict version check. Sub-entries of `@arcadia/ui` are shared like the package. */
const SHARED = {
  react: false,
  'react-dom': false,
  'react/jsx-runtime': false,
  i18next: false,
  'react-i18next': false,
  '@tanstack/react-query': false,
  '@arcadia/shared': true,
  '@arcadia/ui': true,
  '@arcadia/ui/forms': true,
  '@arcadia/ui/display': true,
  '@arcadia/ui/carousel': true,
  '@arcadia/ui/charts': true,
  '@arcadia/ui/router': true,
};

/**
 * What the shell's first paint needs, in its entry chunk (`eager`) rather than in chunks of their
 * own: the shell starts with one script instead of a score of them, and the share negotiation at
 * start-up inserts no script (on a slow phone that negotiation, with a script inserted per chunk,
 * was the longest task of the home page's start). Remotes still take them from the shell. The
 * kit's other entry points (forms, tables, charts) stay lazy: the home page does not load them.
 */
const HOST_EAGER = new Set([
  'react',
  'react-dom',
  'react/jsx-runtime',
  'i18next',
  'react-i18next',
  '@tanstack/react-query',
  '@arcadia/shared',
  '@arcadia/ui',
  '@arcadia/ui/router',
  '@arcadia/ui/carousel',
]);

/**
 * Test hook for the version guard: `ARCADIA_BUILT_AGAINST="@arcadia/shared@2.0.0"` builds as if the
 * workspace's copy of that package had that version, i.e. a remote built against a future shell.
 */
function versionOverrides(value = process.env.ARCADIA_BUILT_AGAINST ?? '') {
  return Object.fromEntries(
    value
      .split(',')
      .map((spec) => spec.trim().match(/^(@?[^@]+)@(\d+\.\d+\.\d+.*)$/))
      .filter(Boolean)
      .map(([, name, version]) => [name, version]),
  );
}

/** The npm package a share key belongs to: `react/jsx-runtime` → `react`, `@arcadia/ui/forms` → `@arcadia/ui`. */
function packageNameOf(key) {
  const parts = key.split('/');
  return key.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Read from the folder, not through `require.resolve`: some packages do not export package.json. */
function installedVersionOf(name) {
  const file = path.join(ROOT, 'node_modules', name, 'package.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')).version : null;
}

/**
 * @param {{ development?: boolean, host?: boolean, overrides?: Record<string, string> }} [options]
 *   `host`: the shell's build, which provides the first paint's libraries eagerly (HOST_EAGER).
 * @returns {Record<string, import('@module-federation/enhanced').moduleFederationPlugin.SharedConfig>}
 */
function createSharedConfig({ development = false, host = false, overrides = versionOverrides() } = {}) {
  const keys = Object.keys(SHARED).concat(development ? ['react/jsx-dev-runtime'] : []);
  const config = {};
  for (const key of keys) {
    const name = packageNameOf(key);
    const version = overrides[name] ?? installedVersionOf(name);
    if (!version) continue; // not installed (yet): nothing to share
    config[key] = {
      singleton: true,
      // Lazy in remotes: the async boundary (`index.ts` → `import('./bootstrap')`) lets the runtime
      // pick the instance before any of it runs, and an eager copy would land in every remote's
      // entry. The shell provides what its first paint needs eagerly (HOST_EAGER).
      eager: host && HOST_EAGER.has(key),
      version,
      requiredVersion: `^${version}`,
      strictVersion: SHARED[key] ?? false,
    };
  }
  return config;
}

/**
 * The shell's `shared-versions.json`: the version it provides of each shared key and whether a
 * remote's requirement on it is strict. A remote's `mf-manifest.json` carries its requirements but
 * not their strictness, so `tools/deploy/check-remote.mjs` needs both files.
 * @param {ReturnType<typeof createSharedConfig>} shared
 * @param {string} shellVersion
 */
function sharedVersionsOf(shared, shellVersion) {
  return {
    shell: shellVersion,
    shared: Object.fromEntries(
      Object.entries(shared).map(([key, { version, strictVersion }]) => [key, { version, strict: Boolean(strictVersion) }]),
    ),
  };
}

module.exports = { createSharedConfig, sharedVersionsOf, versionOverrides, SHARED };
