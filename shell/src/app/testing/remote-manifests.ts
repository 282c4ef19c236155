import { join } from 'node:path';
import type { RemoteManifest } from '@arcadia/shared';
import type { LoadedRemote } from '../../remotes';

/*
 * Read, not copied: each remote's own `src/manifest.ts`, evaluated by the function its build writes
 * `arcadia-manifest.json` with (tools/webpack/remote-manifest-plugin.js), for every remote of the
 * workspace (tools/workspaces.cjs), when the tests start. A hand-kept copy drifted from the remotes;
 * this cannot, and a new remote is in it without an edit. Importing the remotes' manifest modules
 * would need a hole in the boundary rule (the shell never imports a remote, not even in a test) and
 * a list of them to keep; a generated file would need a step before the tests and could go stale.
 * This asks the build tool, in Node, for exactly the data every build publishes.
 */
const ROOT = join(__dirname, '..', '..', '..', '..');
/* eslint-disable @typescript-eslint/no-require-imports -- the build tools are CommonJS and run in Node */
const { readRemoteManifest } = require('../../../../tools/webpack/remote-manifest-plugin.js') as { readRemoteManifest: (file: string) => RemoteManifest };
const { remotes, federatedName } = require('../../../../tools/workspaces.cjs') as { remotes: () => string[]; federatedName: (folder: string) => string };
/* eslint-enable @typescript-eslint/no-require-imports */

const published: LoadedRemote[] = remotes().map((folder) => ({
  name: federatedName(folder),
  manifest: readRemoteManifest(join(ROOT, folder, 'src', 'manifest.ts')),
}));

/**
 * The manifests the remotes publish (their `arcadia-manifest.json`), for shell tests that render the
 * menu, routes, breadcrumbs and home sections the shell builds from them. A fresh copy per call.
 */
export const remoteManifestsFixture = (): LoadedRemote[] => JSON.parse(JSON.stringify(published)) as LoadedRemote[];
