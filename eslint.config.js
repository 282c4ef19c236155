/**
 * One lint for the whole workspace: TypeScript rules that catch mistakes without nagging about taste,
 * the rules of hooks, and the import boundaries of STYLE.md (see tools/eslint/boundaries.js).
 */
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');
const arcadia = require('./tools/eslint/boundaries');

/** Import rules every front-end file follows: the public entries of the workspace libraries, UI only from the house kit. */
const LIBRARY_ENTRY_PATTERNS = [
  { regex: '^@arcadia/shared/(?!(core|testing|shell|signing)$).+', message: 'Import @arcadia/shared, @arcadia/shared/core, /testing, (the shell) /shell or (Node: server, partners, bench) /signing only.' },
  {
    regex: '^(@mantine/|embla-carousel(-react)?$|react-router(-dom)?$)',
    message: 'Import UI from @arcadia/ui (or @arcadia/ui/forms, /display, /carousel, /hooks, /router): one shared instance of Mantine and the router, and only what the kit offers.',
  },
];

module.exports = tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench/results/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'warn' },
    plugins: { arcadia },
    rules: {
      'arcadia/boundaries': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // `any` sometimes is the honest type at an untyped edge; warn so it stays rare without blocking.
      '@typescript-eslint/no-explicit-any': 'warn',
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      'no-console': 'off',
      // Polyfills assign globals on purpose; redeclaring a builtin is otherwise caught by TypeScript.
      'no-redeclare': ['error', { builtinGlobals: false }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-restricted-imports': [
        'error',
        { patterns: LIBRARY_ENTRY_PATTERNS },
      ],
    },
  },
  {
    // React lives in the front-end packages; elsewhere a `use…` name is no hook.
    files: ['{shared,shell,remote-*}/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['shell/**/*.{ts,tsx,js,jsx,mjs,cjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@arcadia/remote-', message: 'The shell loads remotes at run time through Module Federation, never by a static import.' },
            ...LIBRARY_ENTRY_PATTERNS,
          ],
        },
      ],
    },
  },
  {
    // The kit itself is where Mantine is imported.
    files: ['ui/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['server/**/*.{ts,js,mjs,cjs}', 'partners/**/*.{ts,js,mjs,cjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^@arcadia/(?!shared/(core|signing)$).+', message: 'The server and the partners import only @arcadia/shared/core and @arcadia/shared/signing from the workspace.' }] },
      ],
    },
  },
  {
    // Plain .js files are CommonJS here (no package declares "type": "module" for them):
    // jest, eslint and webpack configurations and the build tools use require by design.
    files: ['**/*.cjs', '**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
