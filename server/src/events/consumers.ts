import type { FastifyInstance } from 'fastify';
import type { EventTopic } from './event-outbox.js';
import type { Consumers } from './outbox-worker.js';
import { sendPayout } from '../modules/payments/payment-settlement.js';

/**
 * Who delivers each topic, for this app. Consumers read the app's providers at delivery time, so
 * a provider swapped at run time (a test's failing gateway) is the one used. The provider gets the
 * event id as its idempotency key: a gateway that takes a client reference sends a retry once.
 */
export function appConsumers(app: FastifyInstance): Consumers {
  return {
    'sms.send': (message, { eventId }) => app.accounts.sms.send(message, { id: eventId }),
    'email.send': (message, { eventId }) => app.accounts.email.send(message, { id: eventId }),
    // To the player's tabs on every instance (through Redis); a player with no open tab has nothing
    // to refresh: the notification is in their list.
    'hub.message': ({ playerId, message }) => app.hub.deliverToPlayer(playerId, message),
    // The provider dedupes by the payment's reference, and a payout it already took is not sent again.
    'payment.payout': ({ paymentId }) => sendPayout(app.db, app.payments.provider, paymentId, app.log),
  };
}

/** SMS and e-mail bodies carry one-time codes: they are erased from the outbox once handed to the provider. */
export const SECRET_TOPICS: ReadonlySet<EventTopic> = new Set<EventTopic>(['sms.send', 'email.send']);
