/** Remote loading of the shell: the run-time registry of remotes, their manifests and the boundary that mounts them. */
export { PageLoading, RemoteModule, type RemoteModuleProps, type RemoteFailure } from './remote-module';
export { RemoteUnavailable } from './remote-unavailable';
export { loadRemoteRegistry, parseRemoteRegistry, REMOTES_URL, type RemoteRegistry } from './remote-registry';
export { loadRemoteDefault, loadRemoteComponent, RemoteUnavailableError } from './load-remote-module';
export { loadRemoteManifests, reloadRemoteManifests, parseRemoteManifest, remoteManifests$, resetRemoteManifests, type LoadedRemote, type RemoteManifests } from './remote-manifests';
export { useRemoteManifests, localized } from './use-remote-manifests';
export { isRemoteName, type RemoteName } from './remote-names';
