const { describe, expect, it } = require('@jest/globals');
const { scanImports } = require('./import-scan');

const only = (code, fileName) => scanImports(code, fileName).map(({ specifier, kind, names }) => ({ specifier, kind, names }));

describe('scanImports', () => {
  it('reads named imports by their library names, before any alias', () => {
    expect(only("import { Button, Tabs as T } from '@mantine/core';")).toEqual([
      { specifier: '@mantine/core', kind: 'named', names: ['Button', 'Tabs'] },
    ]);
  });

  it('leaves out type-only imports and type-only specifiers', () => {
    const code = [
      "import type { MantineTheme } from '@mantine/core';",
      "import { type ButtonProps, Button } from '@mantine/core';",
      "export type { TabsProps } from '@mantine/core';",
      "import type * as Types from 'rxjs';",
    ].join('\n');
    expect(only(code)).toEqual([{ specifier: '@mantine/core', kind: 'named', names: ['Button'] }]);
  });

  it('reads default imports as the name `default`, beside named ones', () => {
    expect(only("import Carousel, { useCarousel } from 'x';")).toEqual([{ specifier: 'x', kind: 'named', names: ['default', 'useCarousel'] }]);
  });

  it('reads re-exports: named, star and star-as', () => {
    const code = "export { map as mapTo } from 'rxjs';\nexport * from 'rxjs';\nexport * as R from 'rxjs';";
    expect(only(code)).toEqual([
      { specifier: 'rxjs', kind: 'named', names: ['map'] },
      { specifier: 'rxjs', kind: 'namespace', names: [] },
      { specifier: 'rxjs', kind: 'namespace', names: [] },
    ]);
  });

  it('tells namespace, side-effect, dynamic and require references apart, nested ones included', () => {
    const code = [
      "import * as Mantine from '@mantine/core';",
      "import '@mantine/core/styles.css';",
      "async function later() { const { Tabs } = await import('@mantine/core'); return Tabs; }",
      "const rx = require('rxjs');",
      "import hooks = require('@mantine/hooks');",
    ].join('\n');
    expect(only(code, 'file.ts').map(({ specifier, kind }) => `${kind} ${specifier}`)).toEqual([
      'namespace @mantine/core',
      'side-effect @mantine/core/styles.css',
      'dynamic @mantine/core',
      'require rxjs',
      'require @mantine/hooks',
    ]);
  });

  it('is not fooled by comments, strings or multi-line lists', () => {
    const code = [
      "// import { Commented } from '@mantine/core';",
      "/* import { Blocked } from '@mantine/core'; */",
      "const text = \"import { Quoted } from '@mantine/core'\";",
      'import {',
      '  Stack, // the layout',
      '  /* a comment */ Group,',
      "} from '@mantine/core';",
    ].join('\n');
    expect(only(code)).toEqual([{ specifier: '@mantine/core', kind: 'named', names: ['Stack', 'Group'] }]);
  });

  it('parses JSX in TSX files and gives 1-based lines', () => {
    const code = "import { Text } from '@mantine/core';\n\nexport const Hello = () => <Text>hi</Text>;\nimport { useId } from '@mantine/hooks';\n";
    expect(scanImports(code, 'hello.tsx').map(({ specifier, line }) => `${line} ${specifier}`)).toEqual(['1 @mantine/core', '4 @mantine/hooks']);
  });

  it('ignores dynamic imports of computed requests', () => {
    expect(only("const load = (name) => import(name);\nconst own = import('./bootstrap');")).toEqual([
      { specifier: './bootstrap', kind: 'dynamic', names: [] },
    ]);
  });
});
