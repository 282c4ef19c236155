import { sql, type RawBuilder } from 'kysely';
import type { GameProduct } from '@arcadia/shared/core';
import type { Executor } from '../../db/connect.js';

/**
 * Wallet keys of the sportsbook providers. Their rounds reach the same seamless wallet as the
 * casino studios' do, so they are told apart by provider, not by a catalogue entry.
 */
export const SPORTS_PROVIDERS = ['fcg', 'betco'] as const;

export interface RoundFilter {
  playerId: number;
  /** Rounds started at or after this instant. */
  from?: Date;
  /** Rounds started before this instant. */
  until?: Date;
  product?: GameProduct;
  skip: number;
  take: number;
}

export interface ActionRow {
  action: number;
  amount: string;
  transactionId: string;
  /** Milliseconds since the epoch. */
  at: number;
  rolledBack: boolean;
}

export interface RoundRow {
  round_id: string;
  provider: string;
  game_code: string;
  status: number;
  created_at: Date | string;
  updated_at: Date | string;
  game_name: string | null;
  provider_name: string | null;
  live: boolean | null;
  /** Lira, as text with 2 decimals. */
  stake: string;
  win: string;
  actions: ActionRow[] | null;
}

const sportsProviders = sql.join(SPORTS_PROVIDERS.map((p) => sql.lit(p)));

/** Which rounds a product holds; `g` is the round's catalogue entry (none for sportsbook rounds). */
function productCondition(product: GameProduct): RawBuilder<boolean> {
  switch (product) {
    case 'sports':
      return sql<boolean>`r.provider in (${sportsProviders})`;
    case 'live':
      return sql<boolean>`r.provider not in (${sportsProviders}) and g.live is true`;
    case 'casino':
      return sql<boolean>`r.provider not in (${sportsProviders}) and g.live is not true`;
  }
}

function whereOf(filter: RoundFilter): RawBuilder<boolean> {
  const conditions: RawBuilder<boolean>[] = [sql<boolean>`r.player_id = ${filter.playerId}`];
  if (filter.from) conditions.push(sql<boolean>`r.created_at >= ${filter.from}`);
  if (filter.until) conditions.push(sql<boolean>`r.created_at < ${filter.until}`);
  if (filter.product) conditions.push(productCondition(filter.product));
  return sql<boolean>`${sql.join(conditions, sql` and `)}`;
}

/**
 * One page of the player's rounds, newest first, and how many match. Two statements, whatever the
 * page holds: the rounds come off `game_rounds_player_started_idx`, their transactions off
 * `game_transactions_round_idx`, postings off `ledger_entries_journal_idx` and reversals off the
 * unique `reverses_journal_id`.
 *
 * The money of a round is read from the ledger, not from the round's running totals: each bet or
 * win transaction moved the postings of its own journal plus those of the journal reversing it
 * (a rollback, or the return of a bet when its round expired without a win). So
 *   stake = −(postings of the round's bets and of their reversals)
 *   win   =   postings of the round's wins
 * and win − stake is exactly what the round moved on the player's balance (cash and bonus).
 */
export async function listRounds(db: Executor, filter: RoundFilter): Promise<{ rows: RoundRow[]; total: number }> {
  const where = whereOf(filter);
  const page = sql<RoundRow>`
    with page as (
      select r.id, r.round_id, r.provider, r.game_code, r.status, r.created_at, r.updated_at,
             g.name as game_name, g.provider_name, g.live
      from game_rounds r
      left join casino_games g on g.game_code = r.game_code
      where ${where}
      order by r.created_at desc, r.id desc
      offset ${filter.skip}
      limit ${filter.take}
    )
    select page.round_id, page.provider, page.game_code, page.status, page.created_at, page.updated_at,
           page.game_name, page.provider_name, page.live,
           (-coalesce(sum(x.moved) filter (where x.kind = 'bet'), 0))::numeric(18, 2)::text as stake,
           coalesce(sum(x.moved) filter (where x.kind = 'win'), 0)::numeric(18, 2)::text as win,
           json_agg(
             json_build_object(
               'action', x.action,
               'amount', x.amount::text,
               'transactionId', x.transaction_id,
               'at', floor(extract(epoch from x.created_at) * 1000),
               'rolledBack', x.reversed
             )
             order by x.id
           ) filter (where x.id is not null) as actions
    from page
    left join lateral (
      select t.id, t.kind, t.action, t.amount, t.transaction_id, t.created_at,
             coalesce(own.moved, 0) + coalesce(back.moved, 0) as moved,
             back.journal_id is not null as reversed
      from game_transactions t
      left join lateral (
        select sum(e.amount) as moved from ledger_entries e where e.journal_id = t.journal_id
      ) own on true
      left join lateral (
        select j.id as journal_id, (select sum(e.amount) from ledger_entries e where e.journal_id = j.id) as moved
        from ledger_journals j
        where j.reverses_journal_id = t.journal_id
      ) back on true
      where t.round_id = page.id and t.kind in ('bet', 'win')
    ) x on true
    group by page.id, page.round_id, page.provider, page.game_code, page.status, page.created_at, page.updated_at,
             page.game_name, page.provider_name, page.live
    order by page.created_at desc, page.id desc
  `;
  const count = sql<{ n: number }>`
    select count(*)::int as n
    from game_rounds r
    ${filter.product && filter.product !== 'sports' ? sql`left join casino_games g on g.game_code = r.game_code` : sql``}
    where ${where}
  `;
  const [rows, total] = await Promise.all([page.execute(db), count.execute(db)]);
  return { rows: rows.rows, total: Number(total.rows[0]?.n ?? 0) };
}
