import { readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';

/** The file `npm start` writes to the data folder with the run's admin token and address (tools/start-up/admin-access.mjs). */
export const ADMIN_ACCESS_FILE = 'admin-access.json';

export interface CliTarget {
  /** The admin API's base URL. */
  base: string;
  /** The bearer token, or null when nothing names one. */
  token: string | null;
  /** Where the token or the address came from, for the error messages. */
  from: string;
}

function accessFile(env: NodeJS.ProcessEnv, repoRoot: string): string | null {
  const dataDir = env.DATA_DIR?.trim() || '.data';
  if (dataDir.startsWith('memory://')) return null;
  return join(isAbsolute(dataDir) ? dataDir : resolve(repoRoot, dataDir), ADMIN_ACCESS_FILE);
}

function readAccess(file: string | null): { url?: string; token?: string } {
  if (!file) return {};
  try {
    const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!value || typeof value !== 'object') return {};
    const { url, token } = value as Record<string, unknown>;
    return { ...(typeof url === 'string' ? { url } : {}), ...(typeof token === 'string' ? { token } : {}) };
  } catch {
    return {};
  }
}

/**
 * Which server the admin CLI talks to and with which token. The environment wins: ADMIN_TOKEN,
 * then ADMIN_URL, then PORT (http://127.0.0.1:$PORT). What it leaves open comes from the file a
 * running `npm start` wrote in the data folder (DATA_DIR, default .data), and the address falls
 * back to http://127.0.0.1:8080.
 */
export function cliTarget(env: NodeJS.ProcessEnv, repoRoot: string): CliTarget {
  const file = accessFile(env, repoRoot);
  const saved = readAccess(file);
  const envToken = env.ADMIN_TOKEN?.trim() || null;
  const envPort = env.PORT?.trim() || null;
  const base = env.ADMIN_URL?.trim() || (envPort ? `http://127.0.0.1:${envPort}` : saved.url ?? 'http://127.0.0.1:8080');
  const token = envToken ?? saved.token ?? null;
  const from = envToken ? 'ADMIN_TOKEN' : saved.token ? file! : 'nowhere';
  return { base, token, from };
}
