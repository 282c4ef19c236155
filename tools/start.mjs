#!/usr/bin/env node
/**
 * `npm start`: builds whatever package has no dist/ yet or is older than its sources (see
 * tools/build.mjs), then runs side by side
 *   - the server's own `start` script (`node dist/server.js`), which serves the API, the shell at /
 *     and every remote under /remotes/<folder>/ on PORT (default 8080);
 *   - DemoPay, the demo payment provider (`partners/payments/server.mjs`), on its own origin at
 *     PAYMENTS_PORT (default PORT + 1);
 *   - the demo game studio (`partners/studio/server.mjs`), standing in for the six game providers,
 *     on its own origin at GAME_STUDIO_PORT (default PORT + 2);
 *   - the demo sportsbook (`partners/sportsbook/server.mjs`), the fcg and betco frames, on its own
 *     origin at SPORTSBOOK_PORT (default PORT + 3).
 * All get the shared settings: the signing keys PAYMENT_PROVIDER_SECRET, PAYMENT_SITE_SECRET,
 * GAME_STUDIO_SECRET, SPORTSBOOK_SECRET and SPORTSBOOK_OPERATOR_SECRET (one per partner and
 * direction; random ones for this run unless set), PAYMENT_PROVIDER_URL (DemoPay), GAME_STUDIO_URL (the
 * studio), SPORTSBOOK_URL (the sportsbook), PUBLIC_URL and OPERATOR_URL (the site), each kept when
 * already set. The server also gets ADMIN_TOKEN (kept when set, else made for the run), printed
 * once the site answers and written with its address to the data folder for the admin CLI
 * (tools/start-up/admin-access.mjs).
 * Ctrl-C and SIGTERM go to all, which shut down gracefully; the server's exit code is ours. When
 * one stops by itself, the others are stopped too and we exit with a failure.
 * The script runs without npm in between: npm exits on SIGTERM without waiting for its child.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { constants } from 'node:os';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPackages, stalePackages, stopBuild } from './build.mjs';
import { adminAccess, adminAccessNotice, removeAdminAccess, writeAdminAccess } from './start-up/admin-access.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/** Ctrl-C while building stops the build (and start-up). */
const stopBuilding = (signal) => {
  stopBuild(signal);
  process.exit(130);
};
for (const signal of SIGNALS) process.on(signal, stopBuilding);

const stale = stalePackages();
if (stale.length) {
  console.log(`building what is missing or out of date: ${stale.join(', ')}`);
  if (stale.length > 2) console.log('(a first start builds everything: about a minute and a half on two cores)');
  if (!(await buildPackages(stale))) process.exit(1);
}

/**
 * The settings the site shares with DemoPay, the game studio and the sportsbook. The URLs name the host the site
 * listens on (HOST), or `localhost` when it listens on every address or HOST is unset, so the pages
 * a player is sent to and back from keep the origin the player uses.
 */
function partnerSettings(env) {
  const sitePort = /^\d+$/.test(env.PORT?.trim() ?? '') ? Number(env.PORT) : 8080;
  const paymentsPort = /^\d+$/.test(env.PAYMENTS_PORT?.trim() ?? '') ? Number(env.PAYMENTS_PORT) : sitePort + 1;
  const studioPort = /^\d+$/.test(env.GAME_STUDIO_PORT?.trim() ?? '') ? Number(env.GAME_STUDIO_PORT) : sitePort + 2;
  const sportsbookPort = /^\d+$/.test(env.SPORTSBOOK_PORT?.trim() ?? '') ? Number(env.SPORTSBOOK_PORT) : sitePort + 3;
  const host = env.HOST?.trim();
  const urlHost = !host || host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  const site = `http://${urlHost}:${sitePort}`;
  return {
    PAYMENTS_PORT: String(paymentsPort),
    // One key per partner and direction (SECURITY.md), each made for this run unless set.
    PAYMENT_PROVIDER_SECRET: env.PAYMENT_PROVIDER_SECRET || randomBytes(32).toString('hex'),
    PAYMENT_SITE_SECRET: env.PAYMENT_SITE_SECRET || randomBytes(32).toString('hex'),
    PAYMENT_PROVIDER_URL: env.PAYMENT_PROVIDER_URL || `http://${urlHost}:${paymentsPort}`,
    GAME_STUDIO_PORT: String(studioPort),
    GAME_STUDIO_SECRET: env.GAME_STUDIO_SECRET || randomBytes(32).toString('hex'),
    GAME_STUDIO_URL: env.GAME_STUDIO_URL || `http://${urlHost}:${studioPort}`,
    SPORTSBOOK_PORT: String(sportsbookPort),
    SPORTSBOOK_SECRET: env.SPORTSBOOK_SECRET || randomBytes(32).toString('hex'),
    SPORTSBOOK_OPERATOR_SECRET: env.SPORTSBOOK_OPERATOR_SECRET || randomBytes(32).toString('hex'),
    SPORTSBOOK_URL: env.SPORTSBOOK_URL || `http://${urlHost}:${sportsbookPort}`,
    PUBLIC_URL: env.PUBLIC_URL || site,
    OPERATOR_URL: env.OPERATOR_URL || site,
  };
}

/**
 * KYC_ENCRYPTION_KEY, the key of the stored identity documents and the exclusion register: kept
 * when set; otherwise read from `kyc-encryption.key` in the data folder (DATA_DIR, default .data),
 * and made there (readable by this user only) on the first start. A key that changed would leave
 * every stored document unreadable, so it is made once and kept with the data it protects.
 */
function identityKey(env) {
  if (env.KYC_ENCRYPTION_KEY?.trim()) return {};
  const dataDir = env.DATA_DIR?.trim() || '.data';
  if (dataDir.startsWith('memory://')) return {};
  const folder = isAbsolute(dataDir) ? dataDir : resolve(ROOT, dataDir);
  const file = join(folder, 'kyc-encryption.key');
  if (!existsSync(file)) {
    mkdirSync(folder, { recursive: true });
    writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    chmodSync(file, 0o600);
    console.log(`made the identity documents' key in ${file}: keep it with the database`);
  }
  return { KYC_ENCRYPTION_KEY: readFileSync(file, 'utf8').trim() };
}

// The admin API's token for this run (ADMIN_TOKEN kept when set) and the file the admin CLI finds it in.
const admin = adminAccess(process.env);
const adminFile = writeAdminAccess(process.env, ROOT, admin);
process.on('exit', () => removeAdminAccess(adminFile));
const env = { ...process.env, ...partnerSettings(process.env), ...identityKey(process.env), ADMIN_TOKEN: admin.token };

// The server package's `start` script, e.g. `node dist/server.js`, run directly in its folder.
const serverDir = join(ROOT, 'server');
const [command, ...args] = JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8')).scripts.start.trim().split(/\s+/);
const processes = {
  server: spawn(command === 'node' ? process.execPath : command, args, { cwd: serverDir, stdio: 'inherit', env }),
  DemoPay: spawn(process.execPath, [join(ROOT, 'partners', 'payments', 'server.mjs')], { cwd: join(ROOT, 'partners'), stdio: 'inherit', env }),
  'game studio': spawn(process.execPath, [join(ROOT, 'partners', 'studio', 'server.mjs')], { cwd: join(ROOT, 'partners'), stdio: 'inherit', env }),
  sportsbook: spawn(process.execPath, [join(ROOT, 'partners', 'sportsbook', 'server.mjs')], { cwd: join(ROOT, 'partners'), stdio: 'inherit', env }),
};
const running = () => Object.values(processes).filter((child) => child.exitCode === null && child.signalCode === null);

let stopping = false;
let exitCode = null;
const stopAll = (signal) => {
  for (const child of running()) child.kill(signal);
};
for (const signal of SIGNALS) {
  process.off(signal, stopBuilding);
  process.on(signal, () => {
    stopping = true;
    stopAll(signal);
  });
}
for (const [name, child] of Object.entries(processes)) {
  child.on('exit', (code, signal) => {
    const status = code ?? (signal ? 128 + (constants.signals[signal] ?? 15) : 0);
    if (!stopping) {
      // One of them stopped by itself (a crash, a port in use): the site is not whole without it.
      stopping = true;
      console.error(`${name} stopped (${signal ?? `exit code ${code}`}); stopping the rest`);
      exitCode = status || 1;
      stopAll('SIGTERM');
    } else if (name === 'server' && exitCode === null) {
      exitCode = status;
    }
    if (running().length === 0) process.exit(exitCode ?? status);
  });
}

// Once the site answers, say where it is and how the operator reaches it (after the start-up logs, not lost among them).
for (let tries = 0; tries < 120 && !stopping; tries += 1) {
  if (await fetch(`${admin.url}/api/health`).then((r) => r.ok, () => false)) {
    console.log(`\nArcadia is up at ${env.PUBLIC_URL}\n${adminAccessNotice(admin, adminFile)}\n`);
    break;
  }
  await new Promise((done) => setTimeout(done, 500));
}
