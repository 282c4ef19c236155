/**
 * The player's own picture of their play: per day over the last six months, what they deposited
 * and withdrew (confirmed only) and staked and won (a stake returned by a rollback or the expiry
 * does not count), in lira. Days are Istanbul days, as the site shows dates.
 */
import { sql } from 'kysely';
import { TransactionStatus, TransactionType } from '@arcadia/shared/core';
import type { Executor } from '../../db/connect.js';

export const ACTIVITY_DAYS = 183;

export interface ActivityDay {
  day: string;
  deposits: number;
  withdrawals: number;
  stakes: number;
  wins: number;
  net: number;
}

/** The days with any activity, oldest first (the chart fills the quiet ones). */
export async function dailyActivityOf(db: Executor, playerId: number, now: Date): Promise<ActivityDay[]> {
  const from = new Date(now.getTime() - ACTIVITY_DAYS * 24 * 3600_000);
  const rows = await sql<{ day: string; deposits: string; withdrawals: string; stakes: string; wins: string }>`
    with money as (
      select to_char(created_at at time zone 'Europe/Istanbul', 'YYYY-MM-DD') as day,
             case when type = ${TransactionType.Deposit} then amount else 0 end as deposits,
             case when type = ${TransactionType.Withdraw} then amount else 0 end as withdrawals,
             0::numeric as stakes, 0::numeric as wins
        from payments
       where player_id = ${playerId} and status = ${TransactionStatus.Confirmed} and created_at > ${from} and created_at <= ${now}
      union all
      select to_char(created_at at time zone 'Europe/Istanbul', 'YYYY-MM-DD'), 0, 0,
             case when kind = 'bet' then amount else 0 end,
             case when kind = 'win' then amount else 0 end
        from game_transactions
       where player_id = ${playerId} and kind in ('bet', 'win') and (kind = 'win' or returned_at is null) and created_at > ${from} and created_at <= ${now}
    )
    select day, sum(deposits)::text as deposits, sum(withdrawals)::text as withdrawals, sum(stakes)::text as stakes, sum(wins)::text as wins
      from money group by day order by day`.execute(db);
  return rows.rows.map((row) => {
    const stakes = Number(row.stakes);
    const wins = Number(row.wins);
    return { day: row.day, deposits: Number(row.deposits), withdrawals: Number(row.withdrawals), stakes, wins, net: Math.round((wins - stakes) * 100) / 100 };
  });
}
