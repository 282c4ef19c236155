#!/usr/bin/env node
/**
 * Starts the demo sportsbook on its own port (`node partners/sportsbook/server.mjs`; `npm start`
 * runs it beside the site). Settings: partners/README.md. Closes on SIGINT/SIGTERM.
 */
import { buildSportsbook } from './app.mjs';
import { ConfigError, loadConfig } from './config.mjs';
import { closeOnSignals } from '../common/process.mjs';

const LEVELS = { silent: 0, error: 1, warn: 2, info: 3 };

let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Sportsbook configuration error: ${error.message}`);
  process.exit(1);
}

const threshold = LEVELS[config.logLevel] ?? LEVELS.info;
/** @type {import('../common/wallet-client.mjs').Log} */
const log = (level, message) => {
  if (LEVELS[level] <= threshold) (level === 'info' ? console.log : console.error)(`[sportsbook] ${level}: ${message}`);
};

const sportsbookUrl = config.sportsbookUrl ?? `http://localhost:${config.port}`;
const app = buildSportsbook({ ...config, sportsbookUrl, log });

closeOnSignals(app);

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  console.error(`Sportsbook cannot listen on ${config.host}:${config.port}: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
// Only now are the journal and the fixtures' file this process's alone (a second sportsbook on the same port failed above).
app.sportsbook.start();
log('info', `Sportsbook listening on http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port} (frames at ${sportsbookUrl}/fcg/ and /betco/, wallet calls to ${config.operatorUrl})`);
