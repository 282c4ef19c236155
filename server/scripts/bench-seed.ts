/**
 * Seeds the accounts benchmark's database (bench/accounts.mjs) before the server starts: `count` players, each with a
 * wallet and one open session (a login), directly in the database through the server's own
 * migrations. Every player gets the same argon2id hash of the bench password (computed once),
 * so logins work for all of them while seeding costs no per-player hashing: argon2 is measured by
 * the login phase instead. Writes the session tokens to out.jsonl as lines of {username, token}.
 *
 *   node --import tsx server/scripts/bench-seed.ts <count> <runId> <out.jsonl>   (env: DATA_DIR or DATABASE_URL)
 */
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { openDatabase } from '../src/db/connect.js';
import { runMigrations } from '../src/db/migrate.js';
import { hashPassword } from '../src/modules/auth/password.js';
import '../src/modules/auth/auth.tables.js';
import '../src/modules/wallet/wallet.tables.js';

const [countArg, runId = 'bench', outFile] = process.argv.slice(2);
const count = Number(countArg);
if (!Number.isInteger(count) || count < 1 || count > 50_000 || !outFile) {
  console.error('usage: bench-seed.ts <count 1..50000> <runId> <out.jsonl>');
  process.exit(2);
}

const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL || null, dataDir: process.env.DATA_DIR ?? '.data-bench' });
try {
  await runMigrations(handle);
  const passwordHash = await hashPassword('bench-password');
  const out = createWriteStream(outFile);
  const now = new Date();
  const CHUNK = 500;
  for (let start = 0; start < count; start += CHUNK) {
    const size = Math.min(CHUNK, count - start);
    const players = Array.from({ length: size }, (_, k) => {
      const i = start + k;
      const username = `bench${runId}${i}`;
      return {
        usercode: String(10_000_000 + i),
        username,
        email: `${username}@example.com`,
        name: 'Bench',
        surname: 'Player',
        phone: `905${String(100_000_000 + i).slice(-9)}`,
        country_id: 1,
        password_hash: passwordHash,
        is_fast: true,
      };
    });
    const ids = await handle.db.insertInto('players').values(players).returning(['id', 'username']).execute();
    await handle.db.insertInto('wallets').values(ids.map((p) => ({ player_id: p.id }))).execute();
    const sessions = ids.map((p) => ({ player: p, token: randomBytes(32).toString('base64url') }));
    await handle.db
      .insertInto('sessions')
      .values(
        sessions.map(({ player, token }) => ({
          player_id: player.id,
          token_hash: createHash('sha256').update(token).digest('hex'),
          created_at: now,
          last_seen_at: now,
          ip: '127.0.0.1',
          user_agent: 'arcadia-bench',
          device: 'arcadia-bench',
          fingerprint: `bench-${player.id}`,
        })),
      )
      .execute();
    for (const { player, token } of sessions) out.write(`${JSON.stringify({ username: player.username, token })}\n`);
  }
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
} finally {
  await handle.close();
}
