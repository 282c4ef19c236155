const { afterAll, beforeAll, describe, expect, it } = require('@jest/globals');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { satisfy } = require('@module-federation/runtime-core');
const { scanImports } = require('./import-scan');
const {
  SURFACE_FILE,
  checkSharedSurface,
  facadeVersion,
  importProblems,
  readSurface,
  surfaceProblems,
} = require('./shared-surface');

const ROOT = path.resolve(__dirname, '../..');
const surface = new Map([
  ['@mantine/core', ['Button', 'Stack']],
  ['rxjs', ['Subject', 'map']],
  ['react-router-dom', ['Link']],
]);
const runtime = {
  '@mantine/core': new Set(['Button', 'Stack', 'Tabs', 'Menu']),
  rxjs: new Set(['Subject', 'map', 'switchMap']),
  'react-router-dom': new Set(['Link', 'useSearchParams']),
};
const problemsOf = (code) => importProblems(scanImports(code, 'x.tsx'), { location: 'remote-casino/src/x.tsx', surface, exportsOf: (lib) => runtime[lib] });

describe('importProblems', () => {
  it('accepts names inside the surface, types, side effects, style sheets and unrelated packages', () => {
    const code = [
      "import { Button, Stack, type TabsProps } from '@mantine/core';",
      "import { MantineTheme } from '@mantine/core';", // a type without the `type` keyword: erased by the compiler
      "import '@mantine/core/styles.css';",
      "import { Subject, map } from 'rxjs';",
      "import { Carousel } from '@mantine/carousel';",
      "import { useTranslation } from 'react-i18next';",
    ].join('\n');
    expect(problemsOf(code)).toEqual([]);
  });

  it('names each export outside the surface, where it is used and what to do', () => {
    const code = "import { Button } from '@mantine/core';\nimport { Tabs, Menu as M } from '@mantine/core';\nexport { switchMap } from 'rxjs';";
    expect(problemsOf(code)).toEqual([
      'remote-casino/src/x.tsx:2: `Tabs` from @mantine/core is not in the shared surface (tools/webpack/shared-surface.json). Add it there and deploy the shell first, then the remote.',
      'remote-casino/src/x.tsx:2: `Menu` from @mantine/core is not in the shared surface (tools/webpack/shared-surface.json). Add it there and deploy the shell first, then the remote.',
      'remote-casino/src/x.tsx:3: `switchMap` from rxjs is not in the shared surface (tools/webpack/shared-surface.json). Add it there and deploy the shell first, then the remote.',
    ]);
  });

  it.each([
    ["import * as Mantine from '@mantine/core';", /`import \* as … from '@mantine\/core'` \(or `export \* from`\) takes all of @mantine\/core/],
    ["export * from 'rxjs';", /takes all of rxjs/],
    ["const lazy = () => import('@mantine/core');", /`import\('@mantine\/core'\)` takes all of @mantine\/core/],
    ["const { Subject } = require('rxjs');", /`require\('rxjs'\)` takes all of rxjs/],
  ])('refuses whole-library references: %s', (code, message) => {
    const problems = problemsOf(code);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^remote-casino\/src\/x\.tsx:1: /);
    expect(problems[0]).toMatch(message);
    expect(problems[0]).toMatch(/Import the names you use/);
  });

  it.each([
    ["import { Button } from '@mantine/core/lib/components/Button';", '@mantine/core'],
    ["import { map } from 'rxjs/operators';", 'rxjs'],
    ["import { Link } from 'react-router-dom/dist/index.js';", 'react-router-dom'],
  ])('refuses deep imports that would bundle a second copy: %s', (code, lib) => {
    const [problem, ...rest] = problemsOf(code);
    expect(rest).toEqual([]);
    expect(problem).toContain('is a deep import: it would bundle a second copy of ' + lib);
  });

  it('refuses react-router, which react-router-dom re-exports without it being shared', () => {
    expect(problemsOf("import { useNavigate } from 'react-router';\nimport { x } from 'react-router/dom';")).toEqual([
      "remote-casino/src/x.tsx:1: 'react-router' is not shared: it would bundle a second react-router beside the page's shared one. Import from 'react-router-dom'.",
      "remote-casino/src/x.tsx:2: 'react-router/dom' is not shared: it would bundle a second react-router beside the page's shared one. Import from 'react-router-dom'.",
    ]);
  });
});

describe('surfaceProblems', () => {
  it('reports listed names the installed library does not export at run time', () => {
    const problems = surfaceProblems(new Map([['@mantine/core', ['Button', 'ButtonProps', 'Buton']]]), () => new Set(['Button']), () => '9.7.4');
    expect(problems).toEqual([
      expect.stringContaining('`ButtonProps` is not a run-time export of @mantine/core 9.7.4'),
      expect.stringContaining('`Buton` is not a run-time export of @mantine/core 9.7.4'),
    ]);
  });
});

describe('facadeVersion', () => {
  it('tags the library version with a hash of the surface, independent of order and duplicates', () => {
    expect(facadeVersion('9.7.4', ['Stack', 'Button'])).toMatch(/^9\.7\.4-surface-[0-9a-f]{8}$/);
    expect(facadeVersion('9.7.4', ['Stack', 'Button'])).toBe(facadeVersion('9.7.4', ['Button', 'Stack', 'Button']));
    expect(facadeVersion('9.7.4', ['Stack', 'Button'])).not.toBe(facadeVersion('9.7.4', ['Stack', 'Button', 'Tabs']));
    expect(facadeVersion('10.0.0-alpha.1+build.5', ['Button'])).toMatch(/^10\.0\.0-alpha\.1\.surface-[0-9a-f]{8}$/);
  });

  it("makes Module Federation's version check tell surfaces apart (it would not with `+build` metadata)", () => {
    const shell = facadeVersion('9.7.4', ['Button', 'Stack']);
    const sameSurface = facadeVersion('9.7.4', ['Stack', 'Button']);
    const grown = facadeVersion('9.7.4', ['Button', 'Stack', 'Tabs']);
    expect(satisfy(shell, sameSurface)).toBe(true);
    expect(satisfy(shell, grown)).toBe(false);
    expect(satisfy('9.7.4+surface.aaaa', '9.7.4+surface.bbbb')).toBe(true);
  });
});

describe('the committed shared surface', () => {
  it('lists run-time exports of the installed libraries only, sorted and without duplicates', () => {
    const { libraries } = JSON.parse(fs.readFileSync(SURFACE_FILE, 'utf8'));
    for (const names of Object.values(libraries)) expect(names).toEqual([...new Set(names)].sort());
    expect(surfaceProblems(readSurface())).toEqual([]);
  });

  it('covers every front end, `shared` and the Mantine packages bundled with them', () => {
    for (const pkg of ['shell', 'remote-auth', 'remote-casino', 'remote-sports', 'remote-account', 'remote-payments']) {
      expect({ pkg, problems: checkSharedSurface({ packageDir: path.join(ROOT, pkg) }) }).toEqual({ pkg, problems: [] });
    }
  });
});

describe('checkSharedSurface', () => {
  let packageDir;
  beforeAll(() => {
    packageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcadia-surface-'));
    fs.mkdirSync(path.join(packageDir, 'src', 'features'), { recursive: true });
    fs.writeFileSync(path.join(packageDir, 'src', 'features', 'lobby.tsx'), "import { Stack } from '@mantine/core';\nimport { Kbd, Text } from '@mantine/core';\n");
    // Tests are never bundled: what they import does not matter to the page.
    fs.writeFileSync(path.join(packageDir, 'src', 'features', 'lobby.test.tsx'), "import * as Mantine from '@mantine/core';\n");
  });
  afterAll(() => fs.rmSync(packageDir, { recursive: true, force: true }));

  it("reports the package's own use of exports outside the surface, with its location", () => {
    // The committed surface without `Kbd`, which no installed library imports.
    const real = readSurface();
    const surface = new Map([...real].map(([lib, names]) => [lib, names.filter((name) => name !== 'Kbd')]));
    const location = path.relative(ROOT, path.join(packageDir, 'src', 'features', 'lobby.tsx'));
    expect(checkSharedSurface({ packageDir, surface })).toEqual([
      `${location}:2: \`Kbd\` from @mantine/core is not in the shared surface (tools/webpack/shared-surface.json). Add it there and deploy the shell first, then the remote.`,
    ]);
  });
});
