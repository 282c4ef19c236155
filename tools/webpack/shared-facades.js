/**
 * Tree-shaken shared libraries.
 *
 * Module Federation provides a shared module whole: it cannot know which exports other containers
 * will use, so `@mantine/core` alone would ship all of its ~470 exports (175 KB gzip). The site is
 * one monorepo, though, so the union of what every front-end package imports is known at build
 * time. For each library below we generate a small "facade" module re-exporting exactly that union
 * and provide it under the library's share key. Every container is built with the same facade
 * (same scan of the same sources), so the one singleton on the page has every export any part
 * needs, and webpack drops the rest of the library.
 *
 * The scan reads the sources of the shell, the remotes and `shared`, plus the Mantine packages
 * that import each other (`@mantine/notifications` uses `@mantine/core`, core uses hooks).
 * A namespace import (`import * as X from 'lib'`) or `import('lib')` keeps the whole library.
 *
 * Consequence for independent deployment: a remote that starts using an export nothing else used
 * before needs the shell rebuilt too (its build would include the export; an old shell's singleton
 * would not). `npm run build` rebuilds both; the site's boundary catches the mismatch politely.
 */
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
const FRONT_END_SOURCES = ['shared', 'shell', 'remote-auth', 'remote-casino', 'remote-sports', 'remote-account', 'remote-payments'];
/** Libraries big enough to be worth it and written as ES modules (react and react-dom are CommonJS). */
const FACADE_LIBRARIES = ['@mantine/core', '@mantine/hooks', 'react-router-dom', 'rxjs'];
/** Installed packages whose ES modules import the libraries above. */
const LIBRARY_CONSUMERS = ['@mantine/core', '@mantine/notifications', '@mantine/carousel', '@mantine/form'];

const FACADE_DIR = path.join(ROOT, 'node_modules/.cache/arcadia-shared-facades');
/** The request a facade uses to reach the real library; aliased, so it escapes the share-key match. */
const SOURCE_PREFIX = 'arcadia-facade-source/';

function* walk(dir, extensions) {
  let entries;
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full, extensions);
    else if (extensions.some((ext) => entry.name.endsWith(ext)) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Names imported from `library` in `code`, or `'*'` when the whole module is used. */
function importedNames(code, library) {
  const lib = escape(library);
  const names = new Set();
  if (new RegExp(`import\\s+\\*\\s+as\\s+\\w+\\s+from\\s+['"]${lib}['"]`).test(code)) return '*';
  if (new RegExp(`import\\(\\s*['"]${lib}['"]\\s*\\)`).test(code)) return '*';
  if (new RegExp(`export\\s+\\*\\s+from\\s+['"]${lib}['"]`).test(code)) return '*';
  const named = new RegExp(`(?:import|export)\\s+(type\\s+)?(?:[\\w$]+\\s*,\\s*)?\\{([^}]*)\\}\\s*from\\s+['"]${lib}['"]`, 'g');
  for (const match of code.matchAll(named)) {
    if (match[1]) continue; // import type { … }
    for (const part of match[2].split(',')) {
      const spec = part.trim();
      if (!spec || spec.startsWith('type ')) continue;
      names.add(spec.split(/\s+as\s+/)[0].trim());
    }
  }
  return names;
}

/** The union of exports each library is used with, across the monorepo. */
function scanUsage() {
  const files = [
    ...FRONT_END_SOURCES.flatMap((pkg) => [...walk(path.join(ROOT, pkg, 'src'), ['.ts', '.tsx'])]),
    ...LIBRARY_CONSUMERS.flatMap((pkg) => [...walk(path.join(ROOT, 'node_modules', pkg, 'esm'), ['.mjs'])]),
  ];
  const usage = new Map(FACADE_LIBRARIES.map((lib) => [lib, new Set()]));
  for (const file of files) {
    const code = fs.readFileSync(file, 'utf8');
    for (const lib of FACADE_LIBRARIES) {
      if (usage.get(lib) === '*' || !code.includes(lib)) continue;
      const names = importedNames(code, lib);
      if (names === '*') usage.set(lib, '*');
      else for (const name of names) usage.get(lib).add(name);
    }
  }
  return usage;
}

/**
 * Writes the facade modules and returns, per library, the facade's path (or nothing when the whole
 * library is used) and the webpack aliases the facades need.
 */
function createSharedFacades() {
  fs.mkdirSync(FACADE_DIR, { recursive: true });
  const facades = {};
  const alias = {};
  for (const [lib, names] of scanUsage()) {
    if (names === '*') continue;
    // Type names and anything the library does not export at run time are left out.
    const runtimeExports = new Set(Object.keys(require(require.resolve(lib, { paths: [ROOT] }))));
    const kept = [...names].filter((name) => runtimeExports.has(name)).sort();
    const file = path.join(FACADE_DIR, `${lib.replace(/[@/]/g, '_')}.mjs`);
    const code = `// Generated by tools/webpack/shared-facades.js: what the Arcadia front ends use of ${lib}.\nexport { ${kept.join(', ')} } from '${SOURCE_PREFIX}${lib}';\n`;
    // Rewrite only on change, so webpack's cache stays valid between builds.
    if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== code) fs.writeFileSync(file, code);
    facades[lib] = { file, exports: kept.length };
    alias[`${SOURCE_PREFIX}${lib}$`] = lib;
  }
  return { facades, alias };
}

module.exports = { createSharedFacades, importedNames, FACADE_LIBRARIES, FACADE_DIR };
