import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../plugins/app/module-options.js';
import { identityKeys } from './identity-keys.js';
import type { Identity } from './kyc.service.js';
import { PersonRegister } from './person-register.js';
import { deleteExpiredDocumentFiles, enterRunningExclusions } from './retention.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Identity verification's keys, the person exclusion register and the deposit threshold. */
    identity: Identity;
  }
}

/** How often an instance deletes the document files whose retention has ended. */
const RETENTION_EVERY_MS = 6 * 3600_000;

/**
 * Sets up what identity verification shares with registration, phone verification, exclusions
 * and payments (decorated as `app.identity`), enters exclusions taken before the register existed,
 * and runs the retention job. Registered right after `accounts`.
 */
const identityPlugin: FastifyPluginAsync<ModuleOptions> = async (app, { config }) => {
  const keys = identityKeys(config.kycEncryptionKey);
  const identity: Identity = { keys, register: new PersonRegister(keys), depositThresholdKurus: config.kycDepositThresholdKurus };
  app.decorate('identity', identity);
  if (config.kycEncryptionKeyEphemeral) {
    app.log.warn('KYC_ENCRYPTION_KEY is not set: identity documents and the exclusion register use a random key for this process only (`npm start` keeps one in the data folder)');
  }

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const retain = () => {
    running ??= deleteExpiredDocumentFiles(app.db, app.accounts.clock.date(), config.kycRetentionDays)
      .then((deleted) => {
        if (deleted > 0) app.log.info({ deleted }, 'identity document files of closed accounts deleted (retention ended)');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'identity document retention failed; it runs again later'))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    const entered = await enterRunningExclusions(app.db, identity.register, app.accounts.clock.date());
    if (entered > 0) app.log.info({ entered }, 'running exclusions entered in the person exclusion register');
    retain();
    timer = setInterval(retain, RETENTION_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
};

export default fp(identityPlugin, { name: 'identity', dependencies: ['db', 'accounts'] });
