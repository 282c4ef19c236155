/** Module Federation names of the remotes the shell mounts (keys of `/remotes.json`). */
export const REMOTE_NAMES = ['remote_auth', 'remote_casino', 'remote_sports', 'remote_account', 'remote_payments'] as const;

export type RemoteName = (typeof REMOTE_NAMES)[number];

export const isRemoteName = (value: string): value is RemoteName => (REMOTE_NAMES as readonly string[]).includes(value);
