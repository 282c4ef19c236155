import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../plugins/app/module-options.js';
import { ApiError } from '../../plugins/app/api-error.js';
import { ok } from '../../plugins/app/envelope.js';
import { strictObject, t } from '../../plugins/app/validation.js';
import { playerOf, requirePlayer } from '../auth/accounts.plugin.js';
import { listNotifications, markRead } from './notifications.service.js';

const notFound = { tr: 'Bildirim bulunamadı.', en: 'Notification not found.' };

/** `/api/customer/notification` and `/api/customer/readnotification`. */
const notificationRoutes: FastifyPluginAsync<ModuleOptions> = async (app) => {
  app.post<{ Body: { skip?: number; take?: number } }>(
    '/notification',
    {
      onRequest: requirePlayer,
      schema: { body: strictObject({ skip: t.integer({ minimum: 0, maximum: 100_000, default: 0 }), take: t.integer({ minimum: 1, maximum: 100, default: 100 }) }) },
    },
    async (request) => {
      const { skip = 0, take = 100 } = request.body ?? {};
      return ok(await listNotifications(app.db, playerOf(request).id, { skip, take }, request.locale));
    },
  );

  app.post<{ Body: { id: number } }>(
    '/readnotification',
    { onRequest: requirePlayer, schema: { body: strictObject({ id: t.id() }, ['id']) } },
    async (request) => {
      const updated = await markRead(app.db, playerOf(request).id, request.body.id, app.accounts.clock.date());
      if (!updated) throw new ApiError(404, notFound);
      return ok(null);
    },
  );
};

export default notificationRoutes;
