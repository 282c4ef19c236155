/**
 * Import boundaries of the house style, as one ESLint rule that reads the file's place in the tree:
 *   - a remote never imports another remote or the shell (by package name, federated name or path);
 *   - nobody imports `@arcadia/shared/src/...`: only `@arcadia/shared`, `/core` and `/testing`
 *     (also in the files outside the packages: root configurations, tools);
 *   - the server (and partners) import only `@arcadia/shared/core` and `@arcadia/shared/signing`
 *     (the partner calls' signature, on Node) from the workspace; no page imports `/signing`;
 *   - outside `ui/`, UI comes from the house kit (`@arcadia/ui` and its entries), never from Mantine,
 *     embla or the router directly, so there is one instance of each and only what the kit offers
 *     (also outside the packages);
 *   - a package never reaches into another package's folder by a relative path;
 *   - in `<package>/src/features/<a>/`, another feature `<b>` is reachable only through its
 *     public entry (`../<b>` or `../<b>/index`), never its internals.
 * It resolves relative paths instead of matching text, so `../../b/components/x` is caught at any depth,
 * and it looks at static imports, re-exports, `import()`, `require()` and `jest.mock()` alike.
 * The packages are the root package.json's workspaces (tools/workspaces.cjs), so a new remote is
 * covered without an edit here.
 */
const path = require('node:path');
const { remotes, workspaces } = require('../workspaces.cjs');

const ROOT = path.resolve(__dirname, '..', '..');
const REMOTES = remotes(ROOT);
/** Every workspace, and bench (no workspace: scripts with no dependencies of their own). */
const PACKAGES = [...workspaces(ROOT), 'bench'];
const SHARED_ENTRIES = new Set(['@arcadia/shared', '@arcadia/shared/core', '@arcadia/shared/testing', '@arcadia/shared/shell', '@arcadia/shared/signing']);
/** The packages that run on Node and sign or verify partner calls: the only importers of `@arcadia/shared/signing` (node:crypto). */
const SIGNERS = new Set(['server', 'partners', 'bench', 'shared']);
const FEDERATED = /^(remote_[a-z]+|shell)(\/|$)/;
/** The UI kit's entries loaded on first use (not in the shell's first script: tools/webpack/create-shared-config.js). */
const LAZY_KIT_ENTRIES = /^@arcadia\/ui\/(forms|display|carousel|charts)$/;
/** The libraries only the house UI kit imports. */
const KIT_LIBRARIES = /^(@mantine\/|embla-carousel(-react)?$|react-router(-dom)?$)/;

/** `{pkg, rest}` of an absolute path inside the repository, or null outside any package. */
function locate(file) {
  const rel = path.relative(ROOT, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [pkg, ...rest] = rel.split(path.sep);
  return PACKAGES.includes(pkg) ? { pkg, rest } : null;
}

/** The feature a path belongs to: `{pkg, name, inner}` for `<pkg>/src/features/<name>/<inner...>`. */
function featureOf(where) {
  if (!where || where.rest[0] !== 'src' || where.rest[1] !== 'features' || where.rest.length < 3) return null;
  return { pkg: where.pkg, name: where.rest[2], inner: where.rest.slice(3) };
}

const isPublicEntry = (inner) => inner.length === 0 || (inner.length === 1 && /^index(\.(ts|tsx|js|jsx|mjs))?$/.test(inner[0]));

/** The message for a bare (package) specifier, or null when allowed. */
function checkBare(pkg, spec) {
  if (spec.startsWith('@arcadia/shared') && !SHARED_ENTRIES.has(spec)) {
    return `'${spec}' reaches into shared's internals: import from '@arcadia/shared', '@arcadia/shared/core' or '@arcadia/shared/testing'.`;
  }
  if (spec === '@arcadia/shared/signing' && !SIGNERS.has(pkg)) {
    return `'@arcadia/shared/signing' signs partner calls on Node (node:crypto): only the server, the partners and bench import it; a page never signs.`;
  }
  if (spec === '@arcadia/shared/shell' && pkg !== 'shell' && pkg !== 'shared') {
    return `'@arcadia/shared/shell' changes the session and the site content: only the shell imports it; emit an auth:* event on the bus instead.`;
  }
  if (pkg !== 'ui' && KIT_LIBRARIES.test(spec)) {
    return `Import UI from '@arcadia/ui' (or '@arcadia/ui/forms', '/display', '/carousel', '/charts', '/hooks', '/router'), not '${spec}': one shared instance of Mantine and the router, and only what the kit offers.`;
  }
  if (pkg === 'server' || pkg === 'partners') {
    if (spec.startsWith('@arcadia/') && spec !== '@arcadia/shared/core' && spec !== '@arcadia/shared/signing') {
      return `The ${pkg} may import only '@arcadia/shared/core' and '@arcadia/shared/signing' from the workspace, not '${spec}'.`;
    }
  }
  if (pkg === 'shared' && spec.startsWith('@arcadia/') && !spec.startsWith('@arcadia/shared') && !spec.startsWith('@arcadia/ui')) {
    return `shared must not depend on '${spec}': every other package depends on shared.`;
  }
  // The shell takes shared into its first script (eager); the kit's lazy entries are not there, and
  // Module Federation cannot load a lazy share from an eager one (RUNTIME-006: a blank site).
  if (pkg === 'shared' && LAZY_KIT_ENTRIES.test(spec)) {
    return `shared is in the shell's first script: it may use '@arcadia/ui' and '@arcadia/ui/router', not '${spec}', which loads on first use (keep such a component in the remote that shows it).`;
  }
  // The UI kit sits below everything: it re-exports libraries and knows nothing of the site.
  if (pkg === 'ui' && spec.startsWith('@arcadia/')) {
    return `ui must not depend on '${spec}': shared, the shell and the remotes depend on ui.`;
  }
  if (REMOTES.includes(pkg)) {
    const own = `@arcadia/${pkg}`;
    if ((spec.startsWith('@arcadia/remote-') || spec.startsWith('@arcadia/shell')) && spec !== own && !spec.startsWith(own + '/')) {
      return `A remote never imports another remote or the shell ('${spec}'): talk through the event bus or '@arcadia/shared'.`;
    }
    const fed = FEDERATED.exec(spec);
    if (fed && fed[1] !== pkg.replace('-', '_')) {
      return `A remote never loads another remote or the shell ('${spec}'): talk through the event bus or '@arcadia/shared'.`;
    }
  }
  if (pkg === 'shell' && spec.startsWith('@arcadia/remote-')) {
    return `The shell loads remotes at run time through Module Federation; a static import of '${spec}' would bundle it into the shell.`;
  }
  return null;
}

/** The message for a relative specifier, or null when allowed. */
function checkRelative(file, here, spec) {
  const target = path.resolve(path.dirname(file), spec);
  const there = locate(target);
  const relTarget = path.relative(ROOT, target);
  if (there && there.pkg !== here.pkg) {
    return `'${spec}' reaches into the ${there.pkg} package by path: import it by its package name and public entry.`;
  }
  if (!there && !relTarget.startsWith('..') && relTarget.split(path.sep)[0] !== 'tools' && here.rest[0] === 'src') {
    return `'${spec}' leaves the ${here.pkg} package.`;
  }
  const from = featureOf(here);
  const to = featureOf(there);
  if (from && to && from.pkg === to.pkg && from.name !== to.name && !isPublicEntry(to.inner)) {
    return (
      `Feature '${from.name}' reaches into feature '${to.name}' internals ('${spec}'): import from its public entry ` +
      `('features/${to.name}', its index.ts) instead. Code used by several features (UI kit, test kit, routes) ` +
      `belongs outside features/, e.g. src/components/, src/testing/ or src/app/.`
    );
  }
  return null;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the import boundaries between packages, remotes and features.' },
    schema: [],
  },
  create(context) {
    const file = context.filename ?? context.getFilename();
    const inRepository = !path.relative(ROOT, path.resolve(file)).startsWith('..');
    if (!inRepository) return {};
    // Outside the packages (root configurations, tools) only the rule on shared's entry points applies.
    const here = locate(path.resolve(file)) ?? { pkg: null, rest: [] };

    function check(node, source) {
      if (!source || typeof source.value !== 'string') return;
      const spec = source.value;
      const relative = spec.startsWith('.');
      if (relative && !here.pkg) return;
      const message = relative ? checkRelative(path.resolve(file), here, spec) : checkBare(here.pkg, spec);
      if (message) context.report({ node: source, message });
    }

    const literalArg = (node) => (node.arguments[0] && node.arguments[0].type === 'Literal' ? node.arguments[0] : null);

    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source),
      TSImportType: (node) => {
        const arg = node.argument && node.argument.literal ? node.argument.literal : node.argument;
        if (arg && arg.type === 'Literal') check(node, arg);
      },
      CallExpression(node) {
        const callee = node.callee;
        const isRequire = callee.type === 'Identifier' && callee.name === 'require';
        const isJestModule =
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'jest' &&
          callee.property.type === 'Identifier' &&
          ['mock', 'requireActual', 'doMock', 'unmock'].includes(callee.property.name);
        if (isRequire || isJestModule) check(node, literalArg(node));
      },
    };
  },
};

module.exports = { rules: { boundaries: rule }, _internals: { checkBare, checkRelative, locate, featureOf } };
