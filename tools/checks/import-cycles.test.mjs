/**
 * No import cycle among the server's source files (server/src, tests included). A cycle makes the
 * order in which modules initialise depend on which file happens to be loaded first, and it ties
 * every file of the circle to every other: none can be read, moved or tested alone.
 *
 * The imports are read with the TypeScript package's own pre-processor (static imports, re-exports,
 * `import()` and `import type` alike). Type-only imports count too: they vanish at run time, but a
 * module that needs another's types to compile is just as tied to it, and a type that two modules
 * share belongs below both of them (db/, plugins/app/), not in one of them.
 *
 * A failure lists each circle (a strongly connected group of files) with one path around it.
 * Runs in `npm test` (lint step) beside the other static checks.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const ts = createRequire(join(ROOT, 'package.json'))('typescript');

/** Every `.ts` file under `dir`, as absolute paths. */
function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The source file a relative specifier names (`./x.js` is `./x.ts`; a folder is its index), or null. */
function resolveSpecifier(from, specifier) {
  const base = resolve(dirname(from), specifier);
  const stem = base.replace(/\.(m?js|tsx?)$/, '');
  for (const candidate of [`${stem}.ts`, `${stem}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The import graph of `files`: file → the files of the set it imports (relative specifiers only). */
export function importGraph(files) {
  const inSet = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map(({ fileName }) => (fileName.startsWith('.') ? resolveSpecifier(file, fileName) : null))
      .filter((target) => target && inSet.has(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The strongly connected groups of more than one file (or a file importing itself), by Tarjan's algorithm. */
export function circles(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node), index.get(target)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** The shortest path from `start` back to itself inside `group` (breadth first), as a list of files. */
export function shortestLoop(graph, group, start) {
  const members = new Set(group);
  const cameFrom = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const target of graph.get(node) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const path = [start];
        for (let at = node; at !== start; at = cameFrom.get(at)) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

/** One line per circle: its size and one loop through it, with paths relative to `base`. */
export function describeCircles(graph, found, base) {
  return found.map((group) => {
    const loop = shortestLoop(graph, group, group[0]).map((file) => relative(base, file));
    return `${group.length} files, e.g. ${loop.join(' → ')}`;
  });
}

describe('import cycles', () => {
  const serverSource = join(ROOT, 'server', 'src');

  it('no import cycle among the files of server/src', () => {
    const graph = importGraph(sourceFiles(serverSource));
    assert.deepEqual(describeCircles(graph, circles(graph), serverSource), []);
  });

  it('the check finds a circle of type-only imports and names a loop through it', () => {
    const a = '/x/a.ts';
    const b = '/x/b.ts';
    const c = '/x/c.ts';
    const graph = new Map([
      [a, [b]],
      [b, [c]],
      [c, [a]],
      ['/x/d.ts', [a]],
    ]);
    assert.deepEqual(circles(graph), [[a, b, c]]);
    assert.deepEqual(describeCircles(graph, circles(graph), '/x'), ['3 files, e.g. a.ts → b.ts → c.ts → a.ts']);
  });

  it('reads static, type-only, re-exported and dynamic imports alike', () => {
    const text = "import type { A } from './a.js';\nexport { b } from './b.js';\nconst c = await import('./c.js');\nimport d from 'fastify';";
    const names = ts.preProcessFile(text, true, true).importedFiles.map(({ fileName }) => fileName);
    assert.deepEqual(names.sort(), ['./a.js', './b.js', './c.js', 'fastify']);
  });
});
