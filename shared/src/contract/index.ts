/**
 * The contract between the shell and its remotes: the bus events, the dialogs and their props, the
 * manifest each remote publishes, the exposed modules' props and the cross-part paths. A change here
 * is a change of `@arcadia/shared`'s version (semver): breaking ones are a new major.
 */
export * from './events';
export * from './dialogs';
export * from './manifest';
export * from './modules';
export * from './paths';
export * from './sportsbook';
