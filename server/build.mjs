// Production bundle: dist/server.js holds the server's code and @arcadia/shared (TypeScript source,
// which Node cannot load itself). Other packages stay external and load from node_modules: pglite and
// argon2 carry wasm/native files found by path, pg has optional native bindings, and pino starts its
// transports in worker threads by module name, all of which break inside a bundle.
import { build } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));
const dist = join(root, 'dist');
rmSync(dist, { recursive: true, force: true });

const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path === '@arcadia/shared' || args.path.startsWith('@arcadia/shared/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const started = Date.now();
await build({
  entryPoints: [join(root, 'src/server.ts')],
  outfile: join(dist, 'server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [externalPackages],
});
// Migrations are read at start from dist/migrations (see src/db/migrate.ts).
cpSync(join(root, 'src/migrations'), join(dist, 'migrations'), { recursive: true });
console.log(`server built: dist/server.js in ${Date.now() - started} ms`);
