import { BehaviorSubject } from 'rxjs';
import { REMOTE_MANIFEST_FILE, type RemoteManifest } from '@arcadia/shared';
import { loadRemoteRegistry } from './remote-registry';
import type { RemoteName } from './remote-names';

/** One remote's manifest, with the name the registry knows it by. */
export interface LoadedRemote {
  name: RemoteName;
  manifest: RemoteManifest;
}

export interface RemoteManifests {
  /** `loading` until every listed remote answered or failed; routes wait for it before "not found". */
  status: 'loading' | 'ready';
  remotes: LoadedRemote[];
  /** Registered remotes whose manifest could not be read: an unknown address may be one of their pages. */
  failed: RemoteName[];
}

export const remoteManifests$ = new BehaviorSubject<RemoteManifests>({ status: 'loading', remotes: [], failed: [] });

const isList = (value: unknown) => Array.isArray(value);

/** Keeps a manifest only when it has the contract's shape; a broken one leaves its remote out, not the site. */
export function parseRemoteManifest(json: unknown): RemoteManifest | null {
  if (!json || typeof json !== 'object') return null;
  const m = json as Partial<RemoteManifest>;
  if (![m.routes, m.menu, m.crumbs, m.homeSections].every(isList)) return null;
  if (m.dialogs !== null && (typeof m.dialogs !== 'object' || !isList(m.dialogs?.names))) return null;
  return m as RemoteManifest;
}

async function fetchManifest(name: RemoteName, entry: string): Promise<LoadedRemote | null> {
  try {
    const response = await fetch(new URL(REMOTE_MANIFEST_FILE, entry), { cache: 'no-cache', headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`answered ${response.status}`);
    const manifest = parseRemoteManifest(await response.json());
    if (!manifest) throw new Error('not a remote manifest');
    return { name, manifest };
  } catch (error) {
    console.warn(`[remotes] the manifest of ${name} could not be loaded`, error);
    return null;
  }
}

let loading: Promise<RemoteManifests> | null = null;

/**
 * Reads every registered remote's `arcadia-manifest.json` (beside its `mf-manifest.json`), in
 * parallel, once. The shell builds its routes, menu, breadcrumbs, dialogs and home sections from
 * them, so a remote adds a page with no shell change. An unreachable remote is simply absent.
 */
export function loadRemoteManifests(): Promise<RemoteManifests> {
  loading ??= loadRemoteRegistry().then(async (registry) => {
    const names = Object.keys(registry);
    const loaded = await Promise.all(names.map((name) => fetchManifest(name, registry[name]!)));
    const next: RemoteManifests = {
      status: 'ready',
      remotes: loaded.filter((r): r is LoadedRemote => r !== null),
      failed: names.filter((_, i) => loaded[i] === null),
    };
    remoteManifests$.next(next);
    return next;
  });
  return loading;
}

/** Reads the manifests again (the retry of an address whose remote was unreachable). */
export function reloadRemoteManifests(): Promise<RemoteManifests> {
  loading = null;
  remoteManifests$.next({ ...remoteManifests$.value, status: 'loading' });
  return loadRemoteManifests();
}

/** Forgets the loaded manifests (tests). */
export function resetRemoteManifests(): void {
  loading = null;
  remoteManifests$.next({ status: 'loading', remotes: [], failed: [] });
}
