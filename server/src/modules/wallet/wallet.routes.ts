import type { FastifyPluginAsync } from 'fastify';
import { CompiledQuery } from 'kysely';
import type { ModuleOptions } from '../index.js';
import { ok } from '../../plugins/app/envelope.js';
import { playerOf, requirePlayer } from '../auth/accounts.plugin.js';
import { amountToNumber } from './money.js';

/**
 * The balance poll: every logged-in player asks every 3 s. The session cache answers the token,
 * the balance cache (balance-cache.ts) the balance; on a miss the query runs precompiled,
 * skipping the query builder.
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
      const playerId = playerOf(request).id;
      const balance = await app.accounts.balances.get(playerId, async () => {
        const result = await app.db.executeQuery<{ balance: string }>(CompiledQuery.raw(BALANCE_SQL, [playerId]));
        return result.rows[0]?.balance ?? '0.00';
      });
      return ok({ balance: amountToNumber(balance) });
    },
  );
};

export default walletRoutes;
