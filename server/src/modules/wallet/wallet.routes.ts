import type { FastifyPluginAsync } from 'fastify';
import { CompiledQuery } from 'kysely';
import type { ModuleOptions } from '../index.js';
import { ok } from '../../plugins/app/envelope.js';
import { playerOf, requirePlayer } from '../auth/accounts.plugin.js';
import { amountToNumber } from './money.js';

/**
 * The balance poll's query, compiled once: every logged-in player asks every 3 s, so this route
 * skips the query builder (and, through the session cache, any authentication query).
 */
const BALANCE_SQL = 'select balance from wallets where player_id = $1';

const balanceResponse = {
  200: {
    type: 'object',
    properties: {
      success: { type: 'boolean' },
      message: { type: 'string' },
      data: { type: 'object', properties: { balance: { type: 'number' } } },
    },
  },
} as const;

/** `/api/user/*`: the wallet as the player sees it. */
const walletRoutes: FastifyPluginAsync<ModuleOptions> = async (app) => {
  app.get(
    '/balance',
    // Polled by every open tab: request logs stay off below warn for this route.
    { onRequest: requirePlayer, logLevel: 'warn', schema: { response: balanceResponse } },
    async (request) => {
      const result = await app.db.executeQuery<{ balance: string }>(CompiledQuery.raw(BALANCE_SQL, [playerOf(request).id]));
      return ok({ balance: amountToNumber(result.rows[0]?.balance ?? '0') });
    },
  );
};

export default walletRoutes;
