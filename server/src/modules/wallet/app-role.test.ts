import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { openAppRoleDatabase, type AppRoleDatabase } from '../../testing/app-role-database.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { runMigrations } from '../../db/migrate.js';
import { bearer, registerVerifiedPlayer, unique } from '../auth/accounts.test-kit.js';

/**
 * The server as it runs in production: migrated by the database owner, then connected as
 * `arcadia_app`, which may read and append the ledger but never rewrite it.
 */
let roleDb: AppRoleDatabase;
let ctx: TestApp;

before(async () => {
  roleDb = await openAppRoleDatabase();
  ctx = await startTestApp({ config: { trialBonusAmount: 50 }, database: roleDb.database });
});
after(async () => {
  await ctx?.close();
  await roleDb?.close();
});

describe('the server connected as arcadia_app', () => {
  test('starts on a migrated database, registers, credits the trial bonus and answers the balance', async () => {
    const role = await sql<{ role: string }>`select current_user as role`.execute(ctx.app.db);
    assert.equal(role.rows[0]!.role, 'arcadia_app');
    const player = await registerVerifiedPlayer(ctx);
    const claim = await ctx.get('/api/bonus/definetrialbonus', { headers: { ...bearer(player.auth.token).headers, Fingerprint: `fp-${unique()}` } });
    assert.equal(claim.status, 200, claim.text);
    assert.deepEqual((await ctx.get('/api/user/balance', bearer(player.auth.token))).body.data, { balance: 50, cash: 0, bonus: 50, held: 0, bonusProduct: 'casino' });
  });

  test('cannot rewrite the ledger', async () => {
    await assert.rejects(sql`update ledger_entries set amount = 1000`.execute(ctx.app.db), /permission denied/);
    await assert.rejects(sql`delete from ledger_journals`.execute(ctx.app.db), /permission denied/);
    await assert.rejects(sql`update wallet_balances set balance = 1000`.execute(ctx.app.db), /permission denied/);
  });

  test('finds the database up to date without the right to create tables', async () => {
    assert.deepEqual(await runMigrations(roleDb.handle), []);
  });
});
