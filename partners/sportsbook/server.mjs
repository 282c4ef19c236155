#!/usr/bin/env node
/**
 * Starts the demo sportsbook on its own port (`node partners/sportsbook/server.mjs`; `npm start`
 * runs it beside the site). Settings: partners/README.md. Closes on SIGINT/SIGTERM.
 */
import { buildSportsbook } from './app.mjs';
import { loadConfig } from './config.mjs';
import { startPartner } from '../common/server.mjs';

await startPartner({
  name: 'Sportsbook',
  tag: 'sportsbook',
  loadConfig,
  build: (config, log) => buildSportsbook({ ...config, sportsbookUrl: config.sportsbookUrl ?? `http://localhost:${config.port}`, log }),
  started: (app, _port, config) => {
    // The journal and the fixtures' file are this process's alone now.
    app.sportsbook.start();
    return `frames at ${config.sportsbookUrl ?? `http://localhost:${config.port}`}/fcg/ and /betco/, wallet calls to ${config.operatorUrl}`;
  },
});
