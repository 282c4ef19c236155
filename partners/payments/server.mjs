#!/usr/bin/env node
/**
 * Starts DemoPay, the demo payment provider, on its own port (`node partners/payments/server.mjs`;
 * `npm start` runs it beside the site). Settings: partners/README.md. Closes on SIGINT/SIGTERM.
 */
import { buildDemoPay } from './app.mjs';
import { ConfigError, loadConfig } from './config.mjs';
import { closeOnSignals } from '../common/process.mjs';

const LEVELS = { silent: 0, error: 1, warn: 2, info: 3 };

let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`DemoPay configuration error: ${error.message}`);
  process.exit(1);
}

const threshold = LEVELS[/** @type {keyof typeof LEVELS} */ (config.logLevel)] ?? LEVELS.info;
/** @type {import('./callbacks.mjs').Log} */
const log = (level, message) => {
  if (LEVELS[level] <= threshold) (level === 'info' ? console.log : console.error)(`[demopay] ${level}: ${message}`);
};

let listeningUrl = '';
const app = buildDemoPay({ ...config, publicUrl: config.publicUrl ?? (() => listeningUrl), log });

closeOnSignals(app);

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  console.error(`DemoPay cannot listen on ${config.host}:${config.port}: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
listeningUrl = `http://localhost:${port}`;
// Only now is the journal this process's alone (a second DemoPay on the same port failed above).
app.demoPay.store.compact();
log('info', `DemoPay listening on http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port} (pages at ${config.publicUrl ?? listeningUrl}, callbacks to ${config.operatorUrl})`);
