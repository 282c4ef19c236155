/**
 * Funds the players of a wallet benchmark run (bench/games-wallet.mjs) before the server opens the
 * database: every player whose username starts with `bench<runId>` is credited `credit` lira of cash
 * through the server's own ledger (`post`, an operator adjustment) and gets one game launch
 * (`createGameSession`). Writes `{playerId, launchToken}` lines to out.jsonl.
 *
 *   node --import tsx server/scripts/bench-wallets.ts <runId> <provider> <gameCode> <credit> <out.jsonl>   (env: DATA_DIR or DATABASE_URL)
 */
import { writeFileSync } from 'node:fs';
import { openDatabase } from '../src/db/connect.js';
import { inTransaction } from '../src/db/transaction.js';
import { createGameSession } from '../src/modules/games-wallet/game-sessions.js';
import { post } from '../src/modules/wallet/wallet.service.js';
import '../src/modules/auth/auth.tables.js';
import '../src/modules/wallet/wallet.tables.js';

const [runId, provider, gameCode, creditArg, outFile] = process.argv.slice(2);
const credit = Number(creditArg);
if (!runId || !provider || !gameCode || !Number.isInteger(credit) || credit < 1 || !outFile) {
  console.error('usage: bench-wallets.ts <runId> <provider> <gameCode> <credit lira> <out.jsonl>');
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
      for (const { playerId, walletId } of chunk) {
        await post(trx, {
          walletId,
          type: 'adjustment_credit',
          actor: { kind: 'system', id: 'games-wallet-bench' },
          ref: { provider: 'arcadia', externalId: `games-wallet-bench:${runId}:${playerId}` },
          entries: [{ balance: 'cash', amount: `${credit}.00` }],
        });
        const launch = await createGameSession(trx, { playerId, provider, gameCode });
        lines.push(JSON.stringify({ playerId, launchToken: launch.launchToken }));
      }
    });
  }
  writeFileSync(outFile, `${lines.join('\n')}\n`);
} finally {
  await handle.close();
}
