import fp from 'fastify-plugin';
import { appConsumers, SECRET_TOPICS } from './consumers.js';
import { OutboxWorker, type OutboxWorkerOptions } from './outbox-worker.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers the transactional outbox (`enqueueEvent` in events/event-outbox.ts). */
    eventOutbox: OutboxWorker;
  }
}

/**
 * Starts the outbox worker with the app (its first pass delivers what a crash left behind) and
 * stops it on close, after the pass in progress. Registered after the modules and the hub, whose
 * providers and connections the consumers use.
 */
export default fp<OutboxWorkerOptions>(
  async (app, options) => {
    const worker = new OutboxWorker(
      { handle: app.database, consumers: appConsumers(app), secretTopics: SECRET_TOPICS, log: app.log.child({ component: 'event-outbox' }) },
      options,
    );
    app.decorate('eventOutbox', worker);
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.close());
  },
  { name: 'event-outbox', dependencies: ['db', 'accounts', 'hub'] },
);
