/**
 * The operator's access for one run of `npm start`: the admin API's token (ADMIN_TOKEN, kept when
 * set, else a random one for the run, like the partner secrets) and where the server listens,
 * written to `admin-access.json` in the data folder (readable by this user only) so the admin CLI
 * (`npm run admin -w server -- …`, server/src/modules/admin/cli-target.ts) finds the running
 * server without ADMIN_TOKEN or PORT. The file is removed when the run ends.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';

/** The file's name in the data folder; the CLI reads the same name. */
export const ADMIN_ACCESS_FILE = 'admin-access.json';

/** The data folder as the server resolves it (DATA_DIR, default `.data`, relative to the repository); null for an in-memory database. */
export function dataFolder(env, root) {
  const dataDir = env.DATA_DIR?.trim() || '.data';
  if (dataDir.startsWith('memory://')) return null;
  return isAbsolute(dataDir) ? dataDir : resolve(root, dataDir);
}

/**
 * The token and the admin API's base URL of this run: ADMIN_TOKEN when set (the server checks its
 * length), else 32 random bytes in hex (64 characters). The URL names the address the server
 * listens on (HOST; 127.0.0.1 when unset or every address) and PORT (default 8080).
 */
export function adminAccess(env) {
  const token = env.ADMIN_TOKEN?.trim() || randomBytes(32).toString('hex');
  const port = /^\d+$/.test(env.PORT?.trim() ?? '') ? Number(env.PORT) : 8080;
  const host = env.HOST?.trim();
  const urlHost = !host || host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return { token, url: `http://${urlHost}:${port}` };
}

/** Writes the access file (mode 0600) and returns its path, or null when there is no data folder. */
export function writeAdminAccess(env, root, access) {
  const folder = dataFolder(env, root);
  if (!folder) return null;
  const file = join(folder, ADMIN_ACCESS_FILE);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ url: access.url, token: access.token })}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return file;
}

export function removeAdminAccess(file) {
  if (file) rmSync(file, { force: true });
}

/** What `npm start` prints about it: the token and how to approve a withdrawal with the CLI. */
export function adminAccessNotice(access, file) {
  return [
    `admin API token for this run: ${access.token}`,
    file
      ? `  approve a withdrawal: npm run admin -w server -- transactions --status pending, then approve <id> (the CLI reads ${file})`
      : `  approve a withdrawal: ADMIN_TOKEN=<token> PORT=<port> npm run admin -w server -- transactions --status pending, then approve <id>`,
  ].join('\n');
}
