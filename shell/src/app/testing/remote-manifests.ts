import { join } from 'node:path';
import type { RemoteManifest } from '@arcadia/shared';
import type { LoadedRemote } from '../../remotes';

/*
 * Read, not copied: each remote's own `src/manifest.ts`, evaluated by the function its build writes
 * `arcadia-manifest.json` with (tools/webpack/remote-manifest-plugin.js), for every remote of the
 * workspace (tools/workspaces.cjs). A hand-kept copy drifted from the remotes; this cannot, and a
 * new remote is in it without an edit. The shell's code never imports a remote (the boundary rule);
 * this test helper only asks the build tool, in Node, for the data every build publishes.
 */
const ROOT = join(__dirname, '..', '..', '..', '..');
/* eslint-disable @typescript-eslint/no-require-imports -- the build tools are CommonJS and run in Node */
const { readRemoteManifest } = require(join(ROOT, 'tools', 'webpack', 'remote-manifest-plugin.js')) as { readRemoteManifest: (file: string) => RemoteManifest };
const { remotes, federatedName } = require(join(ROOT, 'tools', 'workspaces.cjs')) as { remotes: () => string[]; federatedName: (folder: string) => string };
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
