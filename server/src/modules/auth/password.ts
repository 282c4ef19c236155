import { hash, verify, type Options } from '@node-rs/argon2';

/** `Algorithm.Argon2id` (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;

/**
 * argon2id with OWASP's minimum profile (m = 19 MiB, t = 2, p = 1): about 9 ms per hash on this
 * machine, computed off the event loop by the native addon's thread pool.
 */
export const PASSWORD_HASH_OPTIONS: Options = { algorithm: ARGON2ID as Options['algorithm'], memoryCost: 19456, timeCost: 2, parallelism: 1 };

/**
 * How many argon2 hashes and verifications this process has started: the expensive work that
 * rate limits must come before (tests read it to prove a refused request never reached it).
 */
export const argon2Work = { hashes: 0, verifications: 0 };

export function hashPassword(password: string): Promise<string> {
  argon2Work.hashes += 1;
  return hash(password, PASSWORD_HASH_OPTIONS);
}

/** False for a wrong password and for a malformed stored hash (never throws on bad input). */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  argon2Work.verifications += 1;
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;
/**
 * Spends the same time as a real verification for a username that does not exist, so response
 * times do not reveal which usernames are registered.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('arcadia-no-such-player');
  await verifyPassword(await dummyHash, password);
  return false;
}
