/**
 * Fails a front-end build whose sources use a shared library beyond the shared surface
 * (`shared-surface.json`): an export outside the list, a namespace or dynamic import of a facade
 * library, or a deep import that would bundle a second copy. See `shared-surface.js`.
 */
const { WebpackError } = require('webpack');
const { checkSharedSurface } = require('./shared-surface');

const NAME = 'SharedSurfacePlugin';

function surfaceError(message) {
  const error = new WebpackError(message);
  error.name = 'SharedSurfaceError';
  // The message says all; a stack into this plugin would only bury it.
  error.hideStack = true;
  error.stack = `${error.name}: ${message}`;
  return error;
}

class SharedSurfacePlugin {
  /** @param {{ packageDir: string }} options */
  constructor({ packageDir }) {
    this.packageDir = packageDir;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    let problems = [];
    const check = () => {
      problems = checkSharedSurface({ packageDir: this.packageDir });
    };
    // A one-off build stops before compiling anything: no minutes lost on the shared machine.
    compiler.hooks.beforeRun.tap(NAME, () => {
      check();
      if (problems.length) {
        throw surfaceError(`the shared surface does not cover this build:\n  ${problems.join('\n  ')}`);
      }
    });
    // Watching (dev server): compilation errors, so the overlay shows them and the watch goes on.
    compiler.hooks.watchRun.tap(NAME, check);
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      for (const problem of problems) compilation.errors.push(surfaceError(problem));
    });
  }
}

module.exports = { SharedSurfacePlugin };
