import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { NotificationType } from '@arcadia/shared/core';
import { inTransaction } from '../../db/transaction.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { bearer, registerPlayer } from '../auth/accounts.test-kit.js';
import { addNotification } from './notifications.service.js';

let ctx: TestApp;
before(async () => {
  ctx = await startTestApp();
});
after(async () => {
  await ctx?.close();
});

async function playerWithNotes(count: number) {
  const player = await registerPlayer(ctx);
  const id = (await ctx.app.db.selectFrom('players').select('id').where('username', '=', player.username).executeTakeFirstOrThrow()).id;
  for (let i = 1; i <= count; i += 1) {
    await inTransaction(ctx.app.db, (trx) =>
      addNotification(trx, id, { type: NotificationType.System, title: { tr: `Başlık ${i}`, en: `Title ${i}` }, note: { tr: `Not ${i}`, en: `Note ${i}` } }),
    );
  }
  return player;
}

describe('POST /api/customer/notification', () => {
  test('requires authentication', async () => {
    assert.equal((await ctx.post('/api/customer/notification', { skip: 0, take: 100 })).status, 401);
  });

  test('lists the player notifications newest first, paged, in the reader language', async () => {
    const player = await playerWithNotes(3);
    const other = await playerWithNotes(1);
    const res = await ctx.post('/api/customer/notification', { skip: 0, take: 100 }, bearer(player.auth.token));
    assert.equal(res.status, 200);
    assert.deepEqual(res.body.data.map((n: { title: string }) => n.title), ['Başlık 3', 'Başlık 2', 'Başlık 1']);
    const first = res.body.data[0];
    assert.deepEqual(Object.keys(first).sort(), ['id', 'isRead', 'note', 'timeStamp', 'title', 'type']);
    assert.equal(first.type, 5);
    assert.equal(first.isRead, false);
    const page = await ctx.post('/api/customer/notification', { skip: 1, take: 1 }, { headers: { Authorization: `Bearer ${player.auth.token}`, Locale: 'en' } });
    assert.deepEqual(page.body.data.map((n: { title: string; note: string }) => [n.title, n.note]), [['Title 2', 'Note 2']]);
    const theirs = await ctx.post('/api/customer/notification', { skip: 0, take: 100 }, bearer(other.auth.token));
    assert.equal(theirs.body.data.length, 1);
  });

  test('400 for take above 100', async () => {
    const player = await registerPlayer(ctx);
    assert.equal((await ctx.post('/api/customer/notification', { skip: 0, take: 101 }, bearer(player.auth.token))).status, 400);
  });
});

describe('POST /api/customer/readnotification', () => {
  test('requires authentication', async () => {
    assert.equal((await ctx.post('/api/customer/readnotification', { id: 1 })).status, 401);
  });

  test('marks one of the player notifications read; another player cannot (404)', async () => {
    const player = await playerWithNotes(2);
    const other = await registerPlayer(ctx);
    const list = await ctx.post('/api/customer/notification', { skip: 0, take: 100 }, bearer(player.auth.token));
    const id = list.body.data[0].id;
    const foreign = await ctx.post('/api/customer/readnotification', { id }, { headers: { Authorization: `Bearer ${other.auth.token}`, Locale: 'en' } });
    assert.equal(foreign.status, 404);
    assert.equal(foreign.body.message, 'Notification not found.');
    const res = await ctx.post('/api/customer/readnotification', { id }, bearer(player.auth.token));
    assert.equal(res.status, 200);
    assert.equal(res.body.success, true);
    const after = await ctx.post('/api/customer/notification', { skip: 0, take: 100 }, bearer(player.auth.token));
    assert.deepEqual(after.body.data.map((n: { isRead: boolean }) => n.isRead), [true, false]);
  });

  test('400 without an id', async () => {
    const player = await registerPlayer(ctx);
    assert.equal((await ctx.post('/api/customer/readnotification', {}, bearer(player.auth.token))).status, 400);
  });
});
