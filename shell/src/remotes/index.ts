/** Remote loading of the shell: the run-time registry of remotes and the boundary that mounts them. */
export { RemoteModule, type RemoteModuleProps, type RemoteFailure } from './remote-module';
export { RemoteUnavailable } from './remote-unavailable';
export { loadRemoteRegistry, parseRemoteRegistry, REMOTES_URL, type RemoteRegistry } from './remote-registry';
export { loadRemoteDefault, loadRemoteComponent, probeBusInstance, RemoteUnavailableError } from './load-remote-module';
export { exposeRemoteProbe } from './expose-remote-probe';
export { REMOTE_NAMES, isRemoteName, type RemoteName } from './remote-names';
