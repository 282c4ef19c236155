/**
 * Lists the module references of one source file, read from its syntax tree (TypeScript's parser,
 * so comments, strings and type-only imports never fool it). Pure: text in, references out.
 *
 * Used by the shared-surface check (`shared-surface.js`) on the front ends' sources and on the
 * library files bundled with them.
 */
const ts = require('typescript');

/**
 * @typedef {object} ModuleReference
 * @property {string} specifier  the module request, e.g. `@mantine/core`
 * @property {'named' | 'namespace' | 'side-effect' | 'dynamic' | 'require'} kind
 *   `named`: `import { A } from`, `import A from` (name `default`), `export { A } from`;
 *   `namespace`: `import * as M from`, `export * from`, `export * as M from`;
 *   `side-effect`: `import 'x'`; `dynamic`: `import('x')`; `require`: `require('x')`, `import x = require('x')`
 * @property {string[]} names    the imported names (the library's names, before any `as`); runtime imports only
 * @property {number} line       1-based
 */

function scriptKindOf(fileName) {
  if (fileName.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (/\.[cm]?ts$/.test(fileName)) return ts.ScriptKind.TS;
  return ts.ScriptKind.JSX;
}

/**
 * @param {string} code
 * @param {string} [fileName] decides the syntax (`.ts`, `.tsx`, else JavaScript with JSX)
 * @returns {ModuleReference[]} in source order; type-only imports and exports are left out
 */
function scanImports(code, fileName = 'module.tsx') {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false, scriptKindOf(fileName));
  /** @type {ModuleReference[]} */
  const references = [];
  const add = (node, specifier, kind, names = []) =>
    references.push({ specifier, kind, names, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1 });

  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const specifier = node.moduleSpecifier.text;
      const clause = node.importClause;
      if (!clause) add(node, specifier, 'side-effect');
      else if (!clause.isTypeOnly) {
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) add(node, specifier, 'namespace');
        else {
          const names = clause.name ? ['default'] : [];
          if (bindings) for (const element of bindings.elements) if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
          add(node, specifier, 'named', names);
        }
      }
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.isTypeOnly) {
        const specifier = node.moduleSpecifier.text;
        const clause = node.exportClause;
        if (!clause || ts.isNamespaceExport(clause)) add(node, specifier, 'namespace');
        else add(node, specifier, 'named', clause.elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text));
      }
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      const expression = node.moduleReference.expression;
      if (!node.isTypeOnly && ts.isStringLiteral(expression)) add(node, expression.text, 'require');
    } else if (ts.isCallExpression(node) && node.arguments.length >= 1 && ts.isStringLiteralLike(node.arguments[0])) {
      const specifier = node.arguments[0].text;
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword) add(node, specifier, 'dynamic');
      else if (ts.isIdentifier(node.expression) && node.expression.text === 'require') add(node, specifier, 'require');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return references;
}

module.exports = { scanImports };
