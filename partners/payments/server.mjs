#!/usr/bin/env node
/**
 * Starts DemoPay, the demo payment provider, on its own port (`node partners/payments/server.mjs`;
 * `npm start` runs it beside the site). Settings: partners/README.md. Closes on SIGINT/SIGTERM.
 */
import { buildDemoPay } from './app.mjs';
import { loadConfig } from './config.mjs';
import { startPartner } from '../common/server.mjs';

/** Where DemoPay's pages are when PAYMENTS_PUBLIC_URL names none: known once it listens. */
let listeningUrl = '';

await startPartner({
  name: 'DemoPay',
  tag: 'demopay',
  loadConfig,
  build: (config, log) => buildDemoPay({ ...config, publicUrl: config.publicUrl ?? (() => listeningUrl), log }),
  started: (app, port, config) => {
    listeningUrl = `http://localhost:${port}`;
    app.demoPay.store.compact();
    return `pages at ${config.publicUrl ?? listeningUrl}, callbacks to ${config.operatorUrl}`;
  },
});
