import { registerRemotes } from '@module-federation/enhanced/runtime';
import { isRemoteName, type RemoteName } from './remote-names';

/** Where each remote lives: MF name → absolute URL of its `mf-manifest.json`. */
export type RemoteRegistry = Record<RemoteName, string>;

/** Served beside the shell (relative to `<base href="/">`), so moving a remote needs no shell rebuild. */
export const REMOTES_URL = './remotes.json';

let registry: Promise<RemoteRegistry> | null = null;

/**
 * Reads `/remotes.json` and registers every remote it names with the Module Federation runtime.
 * Called once by `bootstrap.tsx` before the first render (without waiting for it); remote loads wait
 * for it. Never rejects: a missing or broken file leaves the remotes unregistered, their
 * boundaries show the polite fallback, and the next call (a retry) fetches the file again.
 */
export function loadRemoteRegistry(url: string = REMOTES_URL): Promise<RemoteRegistry> {
  registry ??= fetchRegistry(url).then(
    (entries) => {
      registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name, entry })));
      return entries;
    },
    (error: unknown) => {
      console.warn('[remotes] the remote registry could not be loaded', error);
      registry = null;
      return {};
    },
  );
  return registry;
}

async function fetchRegistry(url: string): Promise<RemoteRegistry> {
  const response = await fetch(url, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return parseRemoteRegistry(await response.json());
}

/** Keeps the known remote names with a string URL, resolved against the document's base URL. */
export function parseRemoteRegistry(json: unknown, baseUrl: string = document.baseURI): RemoteRegistry {
  if (!json || typeof json !== 'object' || Array.isArray(json)) throw new Error('remotes.json must be an object');
  const entries: RemoteRegistry = {};
  for (const [name, entry] of Object.entries(json as Record<string, unknown>)) {
    if (!isRemoteName(name) || typeof entry !== 'string' || !entry) continue;
    entries[name] = new URL(entry, baseUrl).href;
  }
  return entries;
}

/**
 * Registers one remote again, dropping what the runtime cached about it (a failed manifest
 * request, a half-loaded container), so a retry really goes back to the network.
 */
export async function reRegisterRemote(remote: RemoteName): Promise<void> {
  const entries = await loadRemoteRegistry();
  const entry = entries[remote];
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
}

/** Forgets the loaded registry (tests). */
export function resetRemoteRegistry(): void {
  registry = null;
}
