import { sql } from 'kysely';
import type { Executor } from '../../db/connect.js';
import { countAll, pageOffset, toPage, type Page } from '../../db/paging.js';
import { amountToNumber } from '../wallet/money.js';

export async function listCallRequests(db: Executor, page: number, pageSize: number): Promise<Page<Record<string, unknown>>> {
  return toPage(
    page,
    pageSize,
    db
      .selectFrom('call_requests')
      .leftJoin('players', 'players.id', 'call_requests.player_id')
      .select(['call_requests.id', 'call_requests.name', 'call_requests.message', 'call_requests.ip', 'call_requests.created_at', 'call_requests.handled_at', 'players.username'])
      .orderBy('call_requests.id', 'desc')
      .offset(pageOffset(page, pageSize))
      .limit(pageSize)
      .execute(),
    db.selectFrom('call_requests').select(countAll).executeTakeFirstOrThrow(),
    (r) => ({
      id: r.id,
      name: r.name,
      message: r.message,
      username: r.username ?? null,
      ip: r.ip,
      createdAt: new Date(r.created_at).toISOString(),
      handledAt: r.handled_at ? new Date(r.handled_at).toISOString() : null,
    }),
  );
}

export async function listPlayers(db: Executor, page: number, pageSize: number, search?: string): Promise<Page<Record<string, unknown>>> {
  let base = db.selectFrom('players').leftJoin('wallets', 'wallets.player_id', 'players.id');
  if (search) {
    const like = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) => eb.or([eb(sql`lower(players.username)`, 'like', like), eb(sql`lower(players.email)`, 'like', like), eb('players.usercode', 'like', like)]));
  }
  return toPage(
    page,
    pageSize,
    base
      .select(['players.id', 'players.usercode', 'players.username', 'players.name', 'players.surname', 'players.email', 'players.phone', 'players.sms_verified', 'players.is_fast', 'players.created_at',
        // The playable balance (cash + bonus), as the player's header shows it.
        sql<string | null>`(select sum(b.balance) from wallet_balances b where b.wallet_id = wallets.id and b.balance_kind in ('cash', 'bonus'))`.as('balance')])
      .orderBy('players.id', 'desc')
      .offset(pageOffset(page, pageSize))
      .limit(pageSize)
      .execute(),
    base.select(countAll).executeTakeFirstOrThrow(),
    (r) => ({
      id: r.id,
      usercode: r.usercode,
      username: r.username,
      name: r.name,
      surname: r.surname,
      email: r.email,
      phone: r.phone,
      smsVerified: r.sms_verified,
      isFast: r.is_fast,
      balance: amountToNumber(r.balance ?? '0'),
      createdAt: new Date(r.created_at).toISOString(),
    }),
  );
}
