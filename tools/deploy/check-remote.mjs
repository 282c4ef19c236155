#!/usr/bin/env node
/**
 * Before deploying one remote: does its build fit the shell the players run?
 *
 *   node tools/deploy/check-remote.mjs --shell shell/dist --remote remote-casino/dist
 *   node tools/deploy/check-remote.mjs --shell https://arcadia.example --remote remote-casino/dist
 *
 * Reads the shell's `shared-versions.json` (what it provides, and which packages are strict) and the
 * remote's `mf-manifest.json` (what it was built against and requires). On the site the shell's copy
 * of every shared singleton wins, so a strict requirement the shell's version does not satisfy makes
 * the remote fail to load (its error boundary shows). Exits 1 with one line per such mismatch (and per
 * strict package the remote does not share at all), 0 with one OK line otherwise; a non-strict
 * mismatch or a package only the remote shares is a warning. Exits 2 when a file cannot be read.
 *
 * After the deploy, the e2e smoke subset checks the composed site as players get it (under three
 * minutes; e2e/README.md): `E2E_BASE_URL=https://arcadia.example npm run test:smoke -w e2e`.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const semver = createRequire(import.meta.url)('semver');

/**
 * @typedef {{ shell: string, shared: Record<string, { version: string, strict: boolean }> }} SharedVersions
 * @typedef {{ name: string, shared: { name: string, version: string, requiredVersion?: string | false }[] }} RemoteManifest
 * @typedef {{ errors: string[], warnings: string[], checked: number }} CheckResult
 */

/**
 * Compares a remote's requirements with what the shell provides.
 * @param {SharedVersions} shell
 * @param {RemoteManifest} remote
 * @returns {CheckResult}
 */
export function checkRemote(shell, remote) {
  const errors = [];
  const warnings = [];
  const remoteShares = new Map(remote.shared.map((entry) => [entry.name, entry]));
  let checked = 0;

  for (const { name, version, requiredVersion } of remoteShares.values()) {
    const provided = shell.shared[name];
    if (!provided) {
      // The remote provides it itself: one instance still, as long as the shell never uses it.
      warnings.push(`${name}: ${remote.name} shares ${version}, the shell does not share it (the remote brings its own copy)`);
      continue;
    }
    checked += 1;
    if (!requiredVersion || semver.satisfies(provided.version, requiredVersion)) continue;
    const line = `${name}: ${remote.name} was built against ${version} and requires ${requiredVersion}, the shell provides ${provided.version}`;
    if (provided.strict) errors.push(`${line} (strict: the remote will not load)`);
    else warnings.push(`${line} (not strict: it loads with the shell's version)`);
  }

  for (const [name, provided] of Object.entries(shell.shared)) {
    if (remoteShares.has(name)) continue;
    // An entry point of a package (`@arcadia/ui/forms`) is listed only by the builds that import it:
    // a remote without forms simply does not use it.
    if (isEntryPoint(name)) continue;
    // A remote that does not share a strict package bundles its own copy: a second event bus or theme.
    const line = `${name}: the shell shares ${provided.version}, ${remote.name} does not (a copy of its own if it imports it)`;
    (provided.strict ? errors : warnings).push(line);
  }
  return { errors, warnings, checked };
}

/** `@arcadia/ui/forms`, `react/jsx-runtime`: a path inside a package rather than the package itself. */
const isEntryPoint = (name) => name.split('/').length > (name.startsWith('@') ? 2 : 1);

/** Reads `file` from a folder, or from beside a site's URL (`https://site/` → `https://site/file`). */
async function readJson(location, file) {
  if (/^https?:\/\//i.test(location)) {
    const url = new URL(file, location.endsWith('/') ? location : `${location}/`);
    const response = await fetch(url, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    return response.json();
  }
  return JSON.parse(await readFile(join(location, file), 'utf8'));
}

/** The command line; returns the exit code. */
export async function main(args = process.argv.slice(2), out = console) {
  const { values } = parseArgs({ args, options: { shell: { type: 'string' }, remote: { type: 'string' } } });
  if (!values.shell || !values.remote) {
    out.error('usage: check-remote.mjs --shell <shell dist dir or site URL> --remote <remote dist dir>');
    return 2;
  }
  let shell;
  let remote;
  try {
    // One after the other, so the message names the first missing file, always the same one.
    shell = await readJson(values.shell, 'shared-versions.json');
    remote = await readJson(values.remote, 'mf-manifest.json');
  } catch (error) {
    out.error(`check-remote: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  const { errors, warnings, checked } = checkRemote(shell, remote);
  for (const line of warnings) out.warn(`warning: ${line}`);
  for (const line of errors) out.error(`incompatible: ${line}`);
  if (errors.length > 0) return 1;
  out.log(`OK: ${remote.name} fits shell ${shell.shell} (${checked} shared packages checked)`);
  out.log(`after the deploy: E2E_BASE_URL=${/^https?:/.test(values.shell) ? values.shell.replace(/\/+$/, '') : '<site URL>'} npm run test:smoke -w e2e`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main();
}
