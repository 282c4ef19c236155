/**
 * styles.css imports Mantine's stylesheets one component at a time (what the kit exports and what
 * those components are built from). This keeps that list complete and in Mantine's own order.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import * as core from './index';
import * as forms from './forms';
import * as display from './display';

const mantineDir = join(dirname(require.resolve('@mantine/core')), '..');
const components = join(mantineDir, 'esm/components');
const utilities = join(mantineDir, 'esm/utils');
const stylesheet = (name: string) => join(mantineDir, 'styles', `${name}.css`);
const FOUNDATION = ['baseline', 'default-css-variables', 'global'];

/** Component folder of each name Mantine's index exports (`CheckboxGroup` → `Checkbox`). */
function folderOfExport(): Map<string, string> {
  const index = readFileSync(join(mantineDir, 'esm/index.mjs'), 'utf8');
  const folders = new Map<string, string>();
  for (const [, names, folder] of index.matchAll(/import \{([^}]+)\} from "\.\/components\/([A-Za-z]+)\//g)) {
    for (const name of names!.split(',')) folders.set(name.trim().split(' as ').pop()!, folder!);
  }
  return folders;
}

/** The folder and every component folder its modules import, transitively. */
function withDependencies(folders: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const visit = (folder: string) => {
    if (seen.has(folder)) return;
    seen.add(folder);
    const dir = join(components, folder);
    for (const file of readdirSync(dir, { recursive: true }) as string[]) {
      if (!file.endsWith('.mjs')) continue;
      for (const [, path] of readFileSync(join(dir, file), 'utf8').matchAll(/from "(\.[^"]+)"/g)) {
        const target = resolve(dirname(join(dir, file)), path!);
        const [used] = relative(components, target).split(sep);
        if (used && !used.startsWith('..') && existsSync(join(components, used))) visit(used);
        // A shared piece with a stylesheet of its own: InlineInput lays out Checkbox, Radio and Switch (label beside the control).
        const [piece] = relative(utilities, target).split(sep);
        if (piece && !piece.startsWith('..') && existsSync(stylesheet(piece))) seen.add(piece);
      }
    }
  };
  for (const folder of folders) visit(folder);
  return seen;
}

/** The core components the kit's other Mantine packages render (charts draw their legend with ColorSwatch). */
function coreNamesUsedBy(packages: string[]): string[] {
  return packages.flatMap((name) => {
    const dir = join(mantineDir, '..', name, 'esm');
    return (readdirSync(dir, { recursive: true }) as string[])
      .filter((file) => file.endsWith('.mjs'))
      .flatMap((file) => [...readFileSync(join(dir, file), 'utf8').matchAll(/import \{([^}]+)\} from "@mantine\/core"/g)])
      .flatMap(([, names]) => names!.split(',').map((used) => used.trim()));
  });
}

const imported = [...readFileSync(join(__dirname, 'styles.css'), 'utf8').matchAll(/@import '@mantine\/core\/([^']+)';/g)].map(([, path]) => path!);

it('imports the stylesheet of every component the kit and its Mantine packages use, and of each one it is built from', () => {
  const folders = folderOfExport();
  const rendered = [...Object.keys(core), ...Object.keys(forms), ...Object.keys(display), ...coreNamesUsedBy(['notifications', 'carousel', 'charts'])];
  const needed = [...withDependencies(rendered.flatMap((name) => folders.get(name) ?? []))].filter((folder) => existsSync(stylesheet(folder)));
  expect(needed.length).toBeGreaterThan(40);
  const missing = [...FOUNDATION, ...needed].filter((name) => !imported.includes(`styles/${name}.css`));
  expect(missing).toEqual([]);
  expect(imported).not.toContain('styles.css');
});

it("keeps the order of Mantine's styles.css, so the cascade is Mantine's own", () => {
  const bundle = readFileSync(join(mantineDir, 'styles.css'), 'utf8');
  const positions = imported.map((path) => bundle.indexOf(readFileSync(join(mantineDir, path), 'utf8').slice(0, 300)));
  expect(positions.every((position) => position >= 0)).toBe(true);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
  expect(imported.slice(0, 3)).toEqual(FOUNDATION.map((name) => `styles/${name}.css`));
});
