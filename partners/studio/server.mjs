#!/usr/bin/env node
/**
 * Starts the demo game studio on its own port (`node partners/studio/server.mjs`; `npm start` runs
 * it beside the site). Settings: partners/README.md. Closes on SIGINT/SIGTERM.
 */
import { buildStudio } from './app.mjs';
import { loadConfig } from './config.mjs';
import { startPartner } from '../common/server.mjs';

await startPartner({
  name: 'Game studio',
  tag: 'game-studio',
  loadConfig,
  build: (config, log) => buildStudio({ ...config, studioUrl: config.studioUrl ?? `http://localhost:${config.port}`, log }),
  started: (app, port, config) => {
    // The journal is this process's alone now.
    app.studio.journal.compact();
    return `games at ${config.studioUrl ?? `http://localhost:${port}`}, wallet calls to ${config.operatorUrl}`;
  },
});
