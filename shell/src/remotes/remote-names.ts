/**
 * A remote's Module Federation name, as the keys of `/remotes.json` give it (`remote_casino`). The
 * shell knows no list of remotes: whichever the registry names are loaded, and their manifests say
 * what they serve.
 */
export type RemoteName = string;

export const isRemoteName = (value: string): value is RemoteName => /^remote_[a-z][a-z0-9]*$/.test(value);
