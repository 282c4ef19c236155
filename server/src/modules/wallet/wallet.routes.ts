import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../plugins/app/module-options.js';
import { ok } from '../../plugins/app/envelope.js';
import { playerOf, requirePlayer } from '../auth/accounts.plugin.js';
import { amountToNumber } from './money.js';
import { playableBalance, shownBalancesOf } from './wallet.service.js';

/**
 * The balance poll: every logged-in player asks every 3 s. The session cache answers the token,
 * the balance cache (balance-cache.ts) the balance; only a miss reaches the database.
 */

const balanceResponse = {
  200: {
    type: 'object',
    properties: {
      success: { type: 'boolean' },
      message: { type: 'string' },
      data: {
        type: 'object',
        properties: {
          balance: { type: 'number' },
          cash: { type: 'number' },
          bonus: { type: 'number' },
          held: { type: 'number' },
          bonusProduct: { type: 'string', enum: ['casino', 'sports'] },
        },
      },
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
      const balances = await app.accounts.balances.get(playerId, () => shownBalancesOf(app.db, playerId));
      // `balance` is what the player can play with (cash + bonus), as the header shows it; `cash`
      // alone is withdrawable, `held` is waiting for a withdrawal to be paid out; `bonusProduct` says
      // where the bonus money can be staked (a casino bonus is refused on a sports slip).
      return ok({
        balance: amountToNumber(playableBalance(balances)),
        cash: amountToNumber(balances.cash),
        bonus: amountToNumber(balances.bonus),
        held: amountToNumber(balances.held),
        ...(balances.bonusProduct ? { bonusProduct: balances.bonusProduct } : {}),
      });
    },
  );
};

export default walletRoutes;
