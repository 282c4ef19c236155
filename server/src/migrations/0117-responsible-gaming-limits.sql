-- Responsible gaming limits (modules/responsible-gaming): the player's own deposit, loss and stake
-- limits per rolling day, week and month, their reality-check interval, and a history of every change.
--
-- Amounts are lira in numeric(18, 2), as the ledger and `payments` keep money; the code computes
-- in integer kuruş (wallet/money.ts). A limit's `amount` is the one in force; an increase or a
-- removal waits 24 hours in `pending_amount` / `pending_effective_at` (a pending removal has a
-- time and no amount) and counts as in force from that time on, whether or not the row has been
-- rewritten yet.

create table responsible_gaming_limits (
  player_id bigint not null references players (id),
  type text not null check (type in ('deposit', 'loss', 'stake')),
  period text not null check (period in ('day', 'week', 'month')),
  amount numeric(18, 2) not null check (amount > 0 and amount <= 10000000),
  pending_amount numeric(18, 2) check (pending_amount > 0 and pending_amount <= 10000000),
  pending_effective_at timestamptz,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  primary key (player_id, type, period),
  -- Only a later time can hold a change: an amount waiting without a time would never apply.
  constraint responsible_gaming_limits_pending_has_time check (pending_amount is null or pending_effective_at is not null),
  -- Only a rise waits; a lower amount applies at once.
  constraint responsible_gaming_limits_pending_is_a_rise check (pending_amount is null or pending_amount > amount)
);

-- One row per player once they choose anything: the reality-check interval and when they decided
-- on a deposit limit (set one or confirmed none). Its row lock also queues one player's changes.
create table responsible_gaming_settings (
  player_id bigint primary key references players (id),
  reality_check_minutes smallint not null default 60 check (reality_check_minutes in (15, 30, 60, 120)),
  deposit_limit_decided_at timestamptz,
  updated_at timestamptz not null
);

-- Every change a player or the operator made: what (`subject`: 'deposit_limit', 'loss_limit',
-- 'stake_limit', 'no_deposit_limit', 'reality_check_minutes'), the period of a limit, the value
-- before and after (null: none), and when it takes effect (later than `created_at` for a change
-- that waits 24 hours).
create table responsible_gaming_changes (
  id bigint generated always as identity primary key,
  player_id bigint not null references players (id),
  subject text not null check (subject in ('deposit_limit', 'loss_limit', 'stake_limit', 'no_deposit_limit', 'reality_check_minutes')),
  period text check (period in ('day', 'week', 'month')),
  old_value numeric(18, 2),
  new_value numeric(18, 2),
  effective_at timestamptz not null,
  changed_by text not null check (changed_by in ('player', 'operator')),
  created_at timestamptz not null
);
create index responsible_gaming_changes_player_idx on responsible_gaming_changes (player_id, id desc);

-- The rolling windows read a player's recent deposits and game-wallet bets and wins by time.
create index payments_player_deposits_idx on payments (player_id, created_at) where type = 1;
create index game_transactions_player_time_idx on game_transactions (player_id, created_at) where kind in ('bet', 'win');

-- The history is kept for ever: the application may add to it, never change or delete it.
revoke update, delete, truncate on responsible_gaming_changes from arcadia_app;
revoke delete, truncate on responsible_gaming_settings from arcadia_app;
