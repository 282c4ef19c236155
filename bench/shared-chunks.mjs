#!/usr/bin/env node
/**
 * Shared-chunk sizes: for the shell's production build (or another front end's), every shared
 * module (Module Federation share key) with the JavaScript chunks it loads and their gzip size.
 * The chunks are read from the container's share registrations in its entry (`main.js`:
 * `register(name, version, () => Promise.all([e(12), e(34)]))`), so they are exactly what the
 * browser fetches for that module; a chunk used by several modules counts in each.
 * The UI kit's entry points show what the home page avoids: `@arcadia/ui/forms` and `/display`
 * load only when a form or a table first renders. What the shell provides eagerly (its first
 * paint's libraries) is in its entry, `main.js`, whose size is printed beside them.
 *
 *   node bench/shared-chunks.mjs [package]      (default: shell; build it first with npm run build)
 * Also written to bench/results/shared-chunks-<package>.json.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = process.argv[2] ?? 'shell';
const dist = join(ROOT, pkg, 'dist');
const manifestFile = join(dist, 'mf-manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`${manifestFile} is missing: run npm run build first`);
  process.exit(1);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipOf = (file) => gzipSync(readFileSync(join(dist, file)), { level: 6 }).length;

const { shared } = JSON.parse(readFileSync(manifestFile, 'utf8'));
const entry = readFileSync(join(dist, pkg === 'shell' ? 'main.js' : 'remoteEntry.js'), 'utf8');
const chunkFiles = readdirSync(dist).filter((file) => /^\d+\.[0-9a-f]+\.js$/.test(file));
const fileOfChunk = (id) => chunkFiles.find((file) => file.startsWith(`${id}.`));

/** The chunk ids a share registration loads, from the minified entry. */
function chunksOf(name, version) {
  const escaped = `"${name}","${version}"`.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = new RegExp(`${escaped},\\(\\)=>(Promise\\.all\\(\\[[^\\]]*\\]\\)|\\w+\\.e\\(\\d+\\))`).exec(entry);
  return match ? [...match[1].matchAll(/\.e\((\d+)\)/g)].map((m) => m[1]) : [];
}

const entryFile = pkg === 'shell' ? 'main.js' : 'remoteEntry.js';
const rows = shared
  .map(({ name, version, assets }) => {
    // eager: provided from the entry itself (the manifest lists the entry among its sync assets)
    if (assets?.js?.sync?.includes(entryFile)) return { name, version, files: [], gzip: 0, inEntry: true };
    const files = chunksOf(name, version).map(fileOfChunk).filter(Boolean);
    return { name, version, files, gzip: files.reduce((sum, file) => sum + gzipOf(file), 0) };
  })
  .sort((a, b) => b.gzip - a.gzip);

// What a kit entry point costs once `@arcadia/ui` (always on the page) is loaded.
const base = new Set(rows.find((row) => row.name === '@arcadia/ui')?.files ?? []);
for (const row of rows) {
  if (row.name.startsWith('@arcadia/ui/')) row.beyondUi = row.files.filter((file) => !base.has(file)).reduce((sum, file) => sum + gzipOf(file), 0);
}

console.log(`shared modules of ${pkg} (gzip level 6; a chunk used by several modules counts in each)`);
for (const row of rows) {
  const extra = row.beyondUi === undefined || row.inEntry ? '' : `  (${kb(row.beyondUi)} beyond @arcadia/ui)`;
  const where = row.inEntry ? `in ${entryFile} (eager)` : `${kb(row.gzip).padStart(9)}  ${row.files.length} file(s)`;
  console.log(`  ${row.name.padEnd(24)} ${row.version.padEnd(10)} ${where}${extra}`);
}
console.log(`  ${entryFile}: ${kb(gzipOf(entryFile))} gzip, the eager ones and the federation runtime`);

mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
writeFileSync(join(ROOT, 'bench', 'results', `shared-chunks-${pkg}.json`), `${JSON.stringify(rows, null, 2)}\n`);
