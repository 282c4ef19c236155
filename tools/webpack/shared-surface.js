/**
 * The shared surface: which exports of the big shared libraries the page's one instance provides.
 *
 * Module Federation shares a library whole, and all of @mantine/core would be 175 KB gzip on the
 * home page. So each library listed in `shared-surface.json` is shared as a facade re-exporting
 * only the names listed there (`shared-facades.js`), and the rest is tree-shaken away.
 *
 * The shell provides that facade; a remote deployed later runs against the shell already in the
 * players' browsers. The list is therefore a contract between separately deployed builds, and it
 * is committed rather than computed: every build checks its own sources against it and fails on
 * an export outside it, instead of shipping a remote that would find `undefined` at run time.
 * Growing the surface means: add the name, deploy the shell, then deploy the remote.
 *
 * The share `version` of each facade names its surface (`9.7.4-surface-1a2b3c4d`, a pre-release
 * tag because semver ignores `+build` metadata when comparing) and every container requires
 * exactly its own, so a remote built against another surface than the shell's logs Module
 * Federation's version warning in the console.
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { scanImports } = require('./import-scan');

const ROOT = path.resolve(__dirname, '../..');
const SURFACE_FILE = path.join(__dirname, 'shared-surface.json');
const SURFACE_NAME = 'tools/webpack/shared-surface.json';
/** Sources every front end compiles besides its own: `@arcadia/shared` (a shared module built by each). */
const SHARED_SOURCES = path.join(ROOT, 'shared', 'src');
/** Installed packages bundled with the front ends whose ES modules import the facade libraries. */
const LIBRARY_CONSUMERS = ['@mantine/core', '@mantine/notifications', '@mantine/carousel', '@mantine/form'];
/** Packages that a shared library re-exports without being shared themselves: importing them bundles a second copy. */
const REEXPORTED_BY = { 'react-router': 'react-router-dom' };
/** Deep imports that are plain files, not modules with state: library style sheets. */
const HARMLESS_DEEP_IMPORT = /\.css$/;

/** @returns {Map<string, string[]>} library → its exports on the page, sorted, without duplicates */
function readSurface(file = SURFACE_FILE) {
  const { libraries } = JSON.parse(fs.readFileSync(file, 'utf8'));
  return new Map(Object.entries(libraries).map(([lib, names]) => [lib, [...new Set(names)].sort()]));
}

/** Short, stable fingerprint of one library's surface. */
function surfaceHash(names) {
  return crypto.createHash('sha256').update([...new Set(names)].sort().join('\n')).digest('hex').slice(0, 8);
}

/**
 * The share version of a facade: the library's version tagged with its surface. A pre-release tag,
 * not `+build` metadata, because only the former takes part in the comparison against `requiredVersion`.
 */
function facadeVersion(libraryVersion, names) {
  const plain = libraryVersion.split('+')[0];
  return `${plain}${plain.includes('-') ? '.' : '-'}surface-${surfaceHash(names)}`;
}

const runtimeExportCache = new Map();
/** Names a library exports at run time (types are not among them). */
function runtimeExportsOf(lib) {
  if (!runtimeExportCache.has(lib)) runtimeExportCache.set(lib, new Set(Object.keys(require(require.resolve(lib, { paths: [ROOT] })))));
  return runtimeExportCache.get(lib);
}

function installedVersionOf(lib) {
  return JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', lib, 'package.json'), 'utf8')).version;
}

/** Names in the contract that the installed library does not export at run time (a typo, a type, or gone in an upgrade). */
function surfaceProblems(surface, exportsOf = runtimeExportsOf, versionOf = installedVersionOf) {
  const problems = [];
  for (const [lib, names] of surface) {
    const available = exportsOf(lib);
    for (const name of names.filter((n) => !available.has(n))) {
      problems.push(`${SURFACE_NAME}: \`${name}\` is not a run-time export of ${lib} ${versionOf(lib)} (a typo, a type, or removed in this version). Remove it from the list.`);
    }
  }
  return problems;
}

/** The library a request reaches past its entry, e.g. `@mantine/core/lib/x` → `@mantine/core`. */
function deepImportOf(specifier, libraries) {
  return libraries.find((lib) => specifier.startsWith(`${lib}/`));
}

/**
 * What is wrong with one file's imports of the facade libraries.
 * @param {import('./import-scan').ModuleReference[]} references
 * @param {{ location: string, surface: Map<string, string[]>, exportsOf?: (lib: string) => Set<string> }} context
 *   `exportsOf`: run-time exports; imported names outside them are types, erased by the compiler
 * @returns {string[]} one message per problem, each starting with `location:line`
 */
function importProblems(references, { location, surface, exportsOf = runtimeExportsOf }) {
  const libraries = [...surface.keys()];
  const problems = [];
  for (const { specifier, kind, names, line } of references) {
    const at = `${location}:${line}`;
    if (surface.has(specifier)) {
      const provided = new Set(surface.get(specifier));
      if (kind === 'named') {
        const available = exportsOf(specifier);
        for (const name of names.filter((n) => available.has(n) && !provided.has(n))) {
          problems.push(`${at}: \`${name}\` from ${specifier} is not in the shared surface (${SURFACE_NAME}). Add it there and deploy the shell first, then the remote.`);
        }
      } else if (kind !== 'side-effect') {
        const form = { namespace: `\`import * as … from '${specifier}'\` (or \`export * from\`)`, dynamic: `\`import('${specifier}')\``, require: `\`require('${specifier}')\`` }[kind];
        problems.push(`${at}: ${form} takes all of ${specifier}, but the page's shared ${specifier} holds only the exports listed in ${SURFACE_NAME}. Import the names you use: import { … } from '${specifier}'.`);
      }
      continue;
    }
    const deep = deepImportOf(specifier, libraries);
    if (deep && !HARMLESS_DEEP_IMPORT.test(specifier)) {
      problems.push(`${at}: '${specifier}' is a deep import: it would bundle a second copy of ${deep} beside the page's shared instance. Import from '${deep}' (its shared exports are listed in ${SURFACE_NAME}).`);
      continue;
    }
    const unshared = Object.keys(REEXPORTED_BY).find((pkg) => specifier === pkg || specifier.startsWith(`${pkg}/`));
    if (unshared) {
      problems.push(`${at}: '${specifier}' is not shared: it would bundle a second ${unshared} beside the page's shared one. Import from '${REEXPORTED_BY[unshared]}'.`);
    }
  }
  return problems;
}

function* walk(dir, accept) {
  let entries;
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === '__mocks__') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full, accept);
    else if (accept(entry.name)) yield full;
  }
}

/** Front-end sources, tests left out (they are never bundled). */
const isSource = (name) => /\.(tsx?|jsx?|mjs)$/.test(name) && !/\.d\.ts$/.test(name) && !/\.(test|spec)\.[jt]sx?$/.test(name);

/** The references of one file to the watched packages (none when it does not mention them: most files). */
function watchedReferences(file, watched) {
  const code = fs.readFileSync(file, 'utf8');
  return watched.some((pkg) => code.includes(pkg)) ? scanImports(code, file) : [];
}

const LIBRARY_SCAN_CACHE = path.join(ROOT, 'node_modules/.cache/arcadia-shared-surface/library-imports.json');

/**
 * The references of the installed libraries' files (about 700 for Mantine), remembered on disk by
 * the libraries' versions: parsing them all costs each build seconds on a busy machine.
 * @returns {Array<{ location: string, references: import('./import-scan').ModuleReference[] }>}
 */
function libraryReferences(watched) {
  const key = JSON.stringify({
    libraries: LIBRARY_CONSUMERS.map((pkg) => (fs.existsSync(path.join(ROOT, 'node_modules', pkg)) ? `${pkg}@${installedVersionOf(pkg)}` : pkg)),
    watched,
    scanner: crypto.createHash('sha256').update(fs.readFileSync(require.resolve('./import-scan'))).digest('hex'),
  });
  try {
    const cached = JSON.parse(fs.readFileSync(LIBRARY_SCAN_CACHE, 'utf8'));
    if (cached.key === key) return cached.files;
  } catch {
    // no cache yet, or unreadable: scan again
  }
  const files = LIBRARY_CONSUMERS.flatMap((pkg) =>
    [...walk(path.join(ROOT, 'node_modules', pkg, 'esm'), (name) => name.endsWith('.mjs'))]
      .map((file) => ({ location: path.relative(ROOT, file), references: watchedReferences(file, watched) }))
      .filter(({ references }) => references.length),
  );
  // Written aside and renamed: two builds run at once, and neither may read the other's half-written file.
  fs.mkdirSync(path.dirname(LIBRARY_SCAN_CACHE), { recursive: true });
  const partial = `${LIBRARY_SCAN_CACHE}.${process.pid}`;
  fs.writeFileSync(partial, JSON.stringify({ key, files }));
  fs.renameSync(partial, LIBRARY_SCAN_CACHE);
  return files;
}

/**
 * Every problem one front-end package's build would ship: the contract itself, the package's
 * sources, `shared`'s sources, and the installed libraries bundled beside them.
 * @param {{ packageDir: string, surface?: Map<string, string[]> }} options
 * @returns {string[]}
 */
function checkSharedSurface({ packageDir, surface = readSurface() }) {
  const watched = [...surface.keys(), ...Object.keys(REEXPORTED_BY)];
  const dirs = [...new Set([path.join(packageDir, 'src'), SHARED_SOURCES])];
  const own = dirs.flatMap((dir) =>
    [...walk(dir, isSource)].map((file) => ({ location: path.relative(ROOT, file), references: watchedReferences(file, watched) })),
  );
  const problems = [...own, ...libraryReferences(watched)].flatMap(({ location, references }) => importProblems(references, { location, surface }));
  return [...surfaceProblems(surface), ...problems];
}

module.exports = {
  SURFACE_FILE,
  SURFACE_NAME,
  checkSharedSurface,
  facadeVersion,
  importProblems,
  installedVersionOf,
  readSurface,
  runtimeExportsOf,
  surfaceHash,
  surfaceProblems,
};
