/**
 * Funds the players of a wallet benchmark run (bench/games-wallet.mjs) before the server opens the
 * database: every player whose username starts with `bench<runId>` is credited `credit` lira of cash
 * through the server's own ledger (`post`, an operator adjustment) and gets one game launch
 * (`createGameSession`). With `limits`, every second player also gets a monthly stake limit and a
 * monthly loss limit far above what the run stakes, so each of their bets runs the limit checks
 * without being refused. Writes `{playerId, launchToken, limits}` lines to out.jsonl.
 *
 *   node --import tsx server/scripts/bench-wallets.ts <runId> <provider> <gameCode> <credit> <out.jsonl> [limits]   (env: DATA_DIR or DATABASE_URL)
 */
import { writeFileSync } from 'node:fs';
import { openDatabase } from '../src/db/connect.js';
import { inTransaction } from '../src/db/transaction.js';
import { createGameSession } from '../src/modules/games-wallet/game-sessions.js';
import { post } from '../src/modules/wallet/wallet.service.js';
import '../src/modules/auth/auth.tables.js';
import '../src/modules/wallet/wallet.tables.js';
import '../src/modules/responsible-gaming/responsible-gaming.tables.js';

const [runId, provider, gameCode, creditArg, outFile, limitsArg] = process.argv.slice(2);
const withLimits = limitsArg === 'limits';
/** The limits' amount (lira): the most a player can set, never reached by a run. */
const LIMIT_AMOUNT = '10000000.00';
const credit = Number(creditArg);
if (!runId || !provider || !gameCode || !Number.isInteger(credit) || credit < 1 || !outFile) {
  console.error('usage: bench-wallets.ts <runId> <provider> <gameCode> <credit lira> <out.jsonl> [limits]');
  process.exit(2);
}

const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL || null, dataDir: process.env.DATA_DIR ?? '.data-bench' });
try {
  const players = await handle.db
    .selectFrom('players')
    .innerJoin('wallets', 'wallets.player_id', 'players.id')
    .select(['players.id as playerId', 'wallets.id as walletId'])
    .where('players.username', 'like', `bench${runId}%`)
    .orderBy('players.id')
    .execute();
  const lines: string[] = [];
  // A few hundred players a transaction: one commit per player would dominate the set-up on PGlite.
  for (let start = 0; start < players.length; start += 200) {
    const chunk = players.slice(start, start + 200);
    await inTransaction(handle.db, async (trx) => {
      for (const [i, { playerId, walletId }] of chunk.entries()) {
        const limited = withLimits && (start + i) % 2 === 1;
        await post(trx, {
          walletId,
          type: 'adjustment_credit',
          actor: { kind: 'system', id: 'games-wallet-bench' },
          ref: { provider: 'arcadia', externalId: `games-wallet-bench:${runId}:${playerId}` },
          entries: [{ balance: 'cash', amount: `${credit}.00` }],
        });
        if (limited) {
          const now = new Date();
          await trx.insertInto('responsible_gaming_settings').values({ player_id: playerId, deposit_limit_decided_at: now, updated_at: now }).execute();
          await trx
            .insertInto('responsible_gaming_limits')
            .values(['stake', 'loss'].map((type) => ({ player_id: playerId, type: type as 'stake' | 'loss', period: 'month' as const, amount: LIMIT_AMOUNT, created_at: now, updated_at: now })))
            .execute();
        }
        const launch = await createGameSession(trx, { playerId, provider, gameCode });
        lines.push(JSON.stringify({ playerId, launchToken: launch.launchToken, limits: limited }));
      }
    });
  }
  writeFileSync(outFile, `${lines.join('\n')}\n`);
} finally {
  await handle.close();
}
