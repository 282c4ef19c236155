/** What every demo partner's settings are read with: one error type and the same parsing rules. */

export class ConfigError extends Error {}

/** The log levels the partners print at (the site's other levels map onto them). */
/** @type {string[]} */
export const LOG_LEVELS = ['silent', 'error', 'warn', 'info'];

/**
 * An integer setting within [min, max]; `fallback` when unset.
 * @param {Record<string, string | undefined>} env
 * @param {string} name
 * @param {number} fallback
 * @param {number} min
 * @param {number} max
 */
export function integer(env, name, fallback, min, max) {
  const value = env[name]?.trim();
  if (!value) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw new ConfigError(`${name} must be an integer between ${min} and ${max}, got "${value}"`);
  return n;
}

/**
 * The origin of an http(s) URL setting; `fallback` when unset.
 * @param {Record<string, string | undefined>} env
 * @param {string} name
 * @param {string | null} fallback
 */
export function origin(env, name, fallback) {
  const value = env[name]?.trim();
  if (!value) return fallback;
  let parsed;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError(`${name} is not a valid URL: "${value}"`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new ConfigError(`${name} must be an http or https URL`);
  return parsed.origin;
}

/**
 * A signing key setting: one key, or `new,old` while keys are rotated (the sender signs with the
 * first, the receiver accepts any). Each key at least `minLength` characters. Returns the keys
 * joined by commas, '' when unset.
 * @param {Record<string, string | undefined>} env
 * @param {string} name
 * @param {number} [minLength]
 */
export function keySetting(env, name, minLength = 16) {
  const keys = (env[name] ?? '').split(',').map((key) => key.trim()).filter((key) => key.length > 0);
  if (keys.some((key) => key.length < minLength)) throw new ConfigError(`${name} must hold keys of at least ${minLength} characters each (one key, or "new,old" while rotating)`);
  return keys.join(',');
}
