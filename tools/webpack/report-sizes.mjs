#!/usr/bin/env node
/**
 * Prints the production output of each front end: JavaScript and CSS sizes (raw and gzip), and the
 * largest files with the libraries they hold (read from their source maps).
 *   node tools/webpack/report-sizes.mjs [package...]
 * The home page's real transfer is measured in the browser by bench/; this answers "what got big?".
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { frontEnds } from '../workspaces.cjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
/** The shell and every remote, as the workspaces name them (a new remote is reported without an edit). */
const FRONT_END = frontEnds();
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

function librariesOf(mapFile) {
  if (!existsSync(mapFile)) return [];
  const counts = new Map();
  for (const source of JSON.parse(readFileSync(mapFile, 'utf8')).sources ?? []) {
    const lib = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)?.at(-1)?.slice('node_modules/'.length)
      ?? (source.includes('/src/') ? source.match(/([a-z-]+)\/src\//)?.[1] ?? 'own code' : null);
    if (lib) counts.set(lib, (counts.get(lib) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([lib]) => lib);
}

const packages = process.argv.slice(2).length ? process.argv.slice(2) : FRONT_END;
for (const pkg of packages) {
  const dist = join(ROOT, pkg, 'dist');
  if (!existsSync(dist)) {
    console.log(`${pkg}: not built`);
    continue;
  }
  const files = readdirSync(dist)
    .filter((f) => f.endsWith('.js') || f.endsWith('.css'))
    .map((f) => {
      const body = readFileSync(join(dist, f));
      return { f, raw: body.length, gz: gzipSync(body, { level: 9 }).length };
    })
    .sort((a, b) => b.gz - a.gz);
  const sum = (list, key) => list.reduce((n, x) => n + x[key], 0);
  const js = files.filter((x) => x.f.endsWith('.js'));
  const css = files.filter((x) => x.f.endsWith('.css'));
  console.log(`\n${pkg}: JS ${kb(sum(js, 'raw'))} (${kb(sum(js, 'gz'))} gzip) in ${js.length} files; CSS ${kb(sum(css, 'gz'))} gzip`);
  for (const x of js.slice(0, 8)) {
    console.log(`  ${x.f.padEnd(48)} ${kb(x.gz).padStart(9)} gzip  ${librariesOf(join(dist, `${x.f}.map`)).join(', ')}`);
  }
}
