import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../../testing/test-app.js';
import { openPostgres, type DbHandle } from '../../db/connect.js';
import { runMigrations } from '../../db/migrate.js';
import { bearer, registerVerifiedPlayer, unique } from '../auth/accounts.test-kit.js';

/**
 * The server as it runs in production: migrated by the database owner, then connected as
 * `arcadia_app`, which may read and append the ledger but never rewrite it.
 */
let owner: TestDatabase;
let appHandle: DbHandle;
let ctx: TestApp;

before(async () => {
  owner = await createTestDatabase();
  await runMigrations(owner.handle);
  if (owner.handle.kind === 'postgres') {
    const url = new URL(owner.url);
    url.searchParams.set('options', '-c role=arcadia_app');
    appHandle = await openPostgres(url.toString(), 5);
  } else {
    // PGlite is one session: from here on everything runs as the application role.
    await sql`set role arcadia_app`.execute(owner.handle.db);
    appHandle = owner.handle;
  }
  ctx = await startTestApp({ config: { trialBonusAmount: 50 }, database: { handle: appHandle, url: owner.url, dispose: async () => undefined } });
});
after(async () => {
  await ctx?.close();
  if (appHandle && appHandle !== owner?.handle) await appHandle.close();
  await owner?.dispose();
});

describe('the server connected as arcadia_app', () => {
  test('starts on a migrated database, registers, credits the trial bonus and answers the balance', async () => {
    const role = await sql<{ role: string }>`select current_user as role`.execute(ctx.app.db);
    assert.equal(role.rows[0]!.role, 'arcadia_app');
    const player = await registerVerifiedPlayer(ctx);
    const claim = await ctx.get('/api/bonus/definetrialbonus', { headers: { ...bearer(player.auth.token).headers, Fingerprint: `fp-${unique()}` } });
    assert.equal(claim.status, 200, claim.text);
    assert.deepEqual((await ctx.get('/api/user/balance', bearer(player.auth.token))).body.data, { balance: 50, cash: 0, bonus: 50, held: 0 });
  });

  test('cannot rewrite the ledger', async () => {
    await assert.rejects(sql`update ledger_entries set amount = 1000`.execute(ctx.app.db), /permission denied/);
    await assert.rejects(sql`delete from ledger_journals`.execute(ctx.app.db), /permission denied/);
    await assert.rejects(sql`update wallet_balances set balance = 1000`.execute(ctx.app.db), /permission denied/);
  });

  test('finds the database up to date without the right to create tables', async () => {
    assert.deepEqual(await runMigrations(appHandle), []);
  });
});
