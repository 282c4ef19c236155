import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadRemoteRegistry } from './remote-registry';
import type { RemoteName } from './remote-names';

/** The shape of every exposed module: a default export. */
export interface RemoteExports<T> {
  default: T;
}

/** Thrown when a remote is not in the registry or its module has no default export. */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly module: string,
    reason: string,
  ) {
    super(`${remote}/${module}: ${reason}`);
    this.name = 'RemoteUnavailableError';
  }
}

/** Loads `remote/module` (after the registry) and returns its default export. Rejects when unreachable. */
export async function loadRemoteDefault<T>(remote: RemoteName, module: string): Promise<T> {
  const entries = await loadRemoteRegistry();
  if (!entries[remote]) throw new RemoteUnavailableError(remote, module, 'not listed in remotes.json');
  const exports = await loadRemote<RemoteExports<T>>(`${remote}/${module}`);
  if (!exports || exports.default === undefined) throw new RemoteUnavailableError(remote, module, 'no default export');
  return exports.default;
}

/** Loads an exposed React component. */
export const loadRemoteComponent = <P extends object>(remote: RemoteName, module: string) =>
  loadRemoteDefault<ComponentType<P>>(remote, module);
