import fp from 'fastify-plugin';
import type { Config } from '../config.js';

export interface HubOptions {
  config: Config;
}

/** `/hub/frnotify`: placeholder until the SignalR hub lands (below). */
export default fp<HubOptions>(async () => {}, { name: 'hub' });
