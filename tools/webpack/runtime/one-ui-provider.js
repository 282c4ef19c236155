/**
 * Module Federation runtime plugin: every entry point of `@arcadia/ui` comes from the same container
 * as `@arcadia/ui` itself.
 *
 * The kit's entry points (`@arcadia/ui/forms`, `/display`, `/carousel`, `/charts`) are separate shared modules
 * loaded on first use, but each is compiled with the Mantine internals of its own build. Taken from a
 * remote while `@arcadia/ui` came from the shell, a form would read another copy of Mantine's theme
 * context and throw. By default the runtime picks the highest version of each key independently; a
 * remote built against a newer kit would trigger exactly that. So the choice follows the container
 * whose `@arcadia/ui` is loaded (the shell on the site, the remote itself on its standalone page).
 */
const BASE = '@arcadia/ui';

const isLoadingOrLoaded = (shared) => Boolean(shared && (shared.loaded || shared.loading || typeof shared.lib === 'function'));

/** The container that provides the loaded `@arcadia/ui` in this scope, if any. */
function baseProvider(shareScopeMap, scope) {
  const versions = shareScopeMap?.[scope]?.[BASE];
  if (!versions) return null;
  const loaded = Object.values(versions).find(isLoadingOrLoaded);
  return loaded ? loaded.from : null;
}

function oneUiProvider() {
  return {
    name: 'arcadia-one-ui-provider',
    resolveShare(args) {
      const { shareScopeMap, scope, pkgName } = args;
      if (!pkgName.startsWith(`${BASE}/`)) return args;
      const from = baseProvider(shareScopeMap, scope);
      const candidates = Object.values(shareScopeMap[scope]?.[pkgName] ?? {});
      const sameContainer = from && candidates.find((shared) => shared.from === from);
      if (sameContainer) args.resolver = () => ({ shared: sameContainer, useTreesShaking: false });
      return args;
    },
  };
}

module.exports = oneUiProvider;
module.exports.default = oneUiProvider;
module.exports.baseProvider = baseProvider;
