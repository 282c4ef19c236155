-- Ledger, second form: journals of balanced entries over separate balances, an application role
-- that can only read and append the ledger, and every posting serialised on its wallet row.
--
-- What a wallet holds: one row per balance kind in `wallet_balances` (cash, bonus, held; a new
-- kind is a row of `ledger_balance_kinds`). What happened: `ledger_journals`, one per business
-- event (its type, actor, idempotency key (provider, external_id), and the journal it reverses),
-- each with one or more `ledger_entries`, one per balance it moves.
--
-- Invariants the database enforces (wallet.service.ts relies on them; tests prove them):
--   * every entry locks its wallet row (FOR UPDATE) before reading the balance it continues, so
--     concurrent postings on one wallet queue up, whoever writes them (service or raw SQL);
--   * an entry's balance_after = its balance's previous value + amount (amount never 0), and the
--     entry itself moves the balance: no entry without its balance change, no change without it;
--   * at commit, each balance touched equals the sum of its entries, and each journal has entries
--     whose net fits its type's direction (in > 0, out < 0, transfer = 0, a reversal exactly undoes
--     the journal it names);
--   * (provider, external_id) is unique: replaying an event cannot post twice; a journal is
--     reversed at most once, and a reversal is never reversed;
--   * no balance is ever negative; journals and entries are never updated, deleted or truncated;
--   * entries join only a journal written in the same transaction (a committed posting is final).
--
-- How the coming flows map onto it (each only adds `ledger_entry_types` rows):
--   deposit              in        cash +x
--   withdrawal hold      transfer  cash -x, held +x       (external_id e.g. 'withdrawal:42:hold')
--   withdrawal paid      out       held -x                ('withdrawal:42:close')
--   withdrawal returned  reversal  of the hold            ('withdrawal:42:close' too: paid and
--                                                          returned share a key, so only one happens)
--   casino bet / win     out / in  cash and/or bonus      (provider, the provider's transaction id)
--   casino rollback      reversal  of the bet             (provider, the rollback's transaction id)
--   bonus released       transfer  bonus -x, cash +x      once its wagering is met
--   sports bet / win     out / in  like casino

-- The role the server runs as in production (SECURITY.md says how an operator connects as it): created
-- once per cluster; two databases migrating at once may race to create it.
do $$
begin
  if not exists (select from pg_roles where rolname = 'arcadia_app') then
    create role arcadia_app nologin;
  end if;
exception when duplicate_object or unique_violation then
  null;
end
$$;

create table ledger_balance_kinds (
  balance_kind text primary key check (balance_kind ~ '^[a-z][a-z_]{1,19}$'),
  -- Whether a withdrawal may take from it. Only cash: bonus money becomes cash once released.
  withdrawable boolean not null,
  description text not null
);
insert into ledger_balance_kinds (balance_kind, withdrawable, description) values
  ('cash', true, 'Deposits and winnings: playable and withdrawable.'),
  ('bonus', false, 'Bonus money: playable; withdrawable only once its wagering requirement is met and it is released to cash.'),
  ('held', false, 'Set aside for a withdrawal request until it is paid out or returned to cash.');

-- The business types of journals ("reasons"). direction says what the net of a journal's entries
-- must be: in > 0, out < 0, transfer = 0 (between the wallet's own balances), reversal = the exact
-- opposite of the journal it names; any = no rule (only types booked before directions existed).
create table ledger_entry_types (
  type text primary key check (type ~ '^[a-z][a-z0-9_]{1,39}$'),
  direction text not null check (direction in ('in', 'out', 'transfer', 'reversal', 'any')),
  description text not null
);
insert into ledger_entry_types (type, direction, description) values
  ('trial_bonus', 'in', 'The trial bonus, credited to the bonus balance.'),
  ('bonus_reclassified', 'transfer', 'A bonus credited to cash before bonus balances existed, moved to the bonus balance.'),
  ('adjustment_credit', 'in', 'An operator''s correction in the player''s favour.'),
  ('adjustment_debit', 'out', 'An operator''s correction against the player.'),
  ('reversal', 'reversal', 'Undoes the journal it names, entry by entry.');
-- Types already booked keep working; their direction is what their entries show.
insert into ledger_entry_types (type, direction, description)
  select type,
         case when bool_and(amount > 0) then 'in' when bool_and(amount < 0) then 'out' else 'any' end,
         'Booked before entry types were declared.'
  from ledger_entries group by type
  on conflict (type) do nothing;

create table ledger_journals (
  id bigint generated always as identity primary key,
  wallet_id bigint not null references wallets (id),
  type text not null references ledger_entry_types (type),
  -- Who caused the event: a player (their id), an operator (the admin credential's id), a
  -- provider (its name) or the system (the job's name).
  actor_kind text not null check (actor_kind in ('player', 'operator', 'provider', 'system')),
  actor_id text not null check (length(actor_id) between 1 and 100),
  -- The event's id at whoever issued it: a payment or game provider's transaction id, or
  -- 'arcadia' and our own key for events we originate ('trial_bonus:<player id>').
  provider text not null check (provider ~ '^[a-z][a-z0-9_.-]{1,39}$'),
  external_id text not null check (length(external_id) between 1 and 200),
  reverses_journal_id bigint references ledger_journals (id),
  created_at timestamptz not null default now(),
  tx_id bigint not null default txid_current(),
  constraint ledger_journals_external_key unique (provider, external_id),
  constraint ledger_journals_reverses_key unique (reverses_journal_id),
  constraint ledger_journals_not_self check (reverses_journal_id <> id)
);
create index ledger_journals_wallet_idx on ledger_journals (wallet_id, id desc);

-- Every entry booked so far becomes a journal of its own, with the same id and its
-- (type, reference) as the idempotency key.
insert into ledger_journals (id, wallet_id, type, actor_kind, actor_id, provider, external_id, created_at, tx_id)
  overriding system value
  select id, wallet_id, type, 'system', 'before-journals', 'arcadia', type || ':' || reference, created_at, tx_id
  from ledger_entries order by id;
select setval(pg_get_serial_sequence('ledger_journals', 'id'), coalesce(max(id), 1), max(id) is not null) from ledger_journals;

-- The old triggers go: the ones below replace them.
drop trigger ledger_entries_no_update on ledger_entries;
drop trigger ledger_entries_chain on ledger_entries;
drop trigger wallets_guard on wallets;
drop function ledger_entries_check_chain();
drop function wallets_guard_balance();

alter table ledger_entries
  add column journal_id bigint,
  add column balance_kind text not null default 'cash' references ledger_balance_kinds (balance_kind);
update ledger_entries set journal_id = id;
alter table ledger_entries
  alter column journal_id set not null,
  alter column balance_kind drop default,
  add constraint ledger_entries_journal_fkey foreign key (journal_id) references ledger_journals (id),
  add constraint ledger_entries_type_fkey foreign key (type) references ledger_entry_types (type),
  drop constraint ledger_entries_type_reference_key,
  drop column reference;
-- The entry's type is its journal's (filled in by the trigger below).
create index ledger_entries_journal_idx on ledger_entries (journal_id);
create index ledger_entries_balance_idx on ledger_entries (wallet_id, balance_kind, id) include (amount);

create table wallet_balances (
  wallet_id bigint not null references wallets (id),
  balance_kind text not null references ledger_balance_kinds (balance_kind),
  balance numeric(18, 2) not null default 0 check (balance >= 0),
  updated_at timestamptz not null default now(),
  primary key (wallet_id, balance_kind)
);

-- A stored balance that differs from the sum of its entries (two unlocked postings raced) takes
-- the ledger's sum: each entry is a business event that happened. The difference is kept here.
create table wallet_balance_corrections (
  wallet_id bigint not null references wallets (id),
  stored_balance numeric(18, 2) not null,
  ledger_sum numeric(18, 2) not null,
  corrected_at timestamptz not null default now()
);
insert into wallet_balance_corrections (wallet_id, stored_balance, ledger_sum)
  select w.id, w.balance, coalesce(sum(e.amount), 0)
  from wallets w left join ledger_entries e on e.wallet_id = w.id
  group by w.id, w.balance
  having w.balance <> coalesce(sum(e.amount), 0);
insert into wallet_balances (wallet_id, balance_kind, balance)
  select w.id, k.balance_kind,
         case when k.balance_kind = 'cash' then (select coalesce(sum(e.amount), 0) from ledger_entries e where e.wallet_id = w.id) else 0 end
  from wallets w cross join ledger_balance_kinds k;
alter table wallets drop column balance;

-- A bonus credited to the bonus balance, with what must be wagered before it may be released to
-- cash. Wagering progress (`wagered`, `status`) is written by the game wallets.
create table bonus_grants (
  id bigint generated always as identity primary key,
  journal_id bigint not null unique references ledger_journals (id),
  wallet_id bigint not null references wallets (id),
  amount numeric(18, 2) not null check (amount > 0),
  wagering_multiplier numeric(6, 2) not null check (wagering_multiplier >= 0),
  wagering_required numeric(18, 2) not null check (wagering_required >= 0),
  wagered numeric(18, 2) not null default 0 check (wagered >= 0),
  status text not null default 'active' check (status in ('active', 'released', 'forfeited')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index bonus_grants_wallet_idx on bonus_grants (wallet_id, id desc);

-- ---------------------------------------------------------------------------------------------
-- Triggers. Those that write balances run as the owner (security definer): the application role
-- has no write privilege on balances at all.

create or replace function ledger_entries_immutable() returns trigger language plpgsql as $$
begin
  raise exception '% is append-only (% refused)', tg_table_name, tg_op using errcode = '42501';
end
$$;
create trigger ledger_entries_no_update before update or delete on ledger_entries
  for each row execute function ledger_entries_immutable();
create trigger ledger_journals_no_update before update or delete on ledger_journals
  for each row execute function ledger_entries_immutable();
create trigger ledger_journals_no_truncate before truncate on ledger_journals
  for each statement execute function ledger_entries_immutable();
create trigger wallet_balances_no_delete before delete on wallet_balances
  for each row execute function ledger_entries_immutable();
create trigger wallet_balances_no_truncate before truncate on wallet_balances
  for each statement execute function ledger_entries_immutable();

create function wallets_guard() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    raise exception 'wallets are never deleted' using errcode = '42501';
  end if;
  if new.id <> old.id or new.player_id <> old.player_id or new.currency <> old.currency then
    raise exception 'a wallet''s owner and currency never change' using errcode = '42501';
  end if;
  return new;
end
$$;
create trigger wallets_guard before update or delete on wallets
  for each row execute function wallets_guard();

-- A new wallet starts with every balance at 0.
create function wallets_open_balances() returns trigger language plpgsql security definer set search_path = public, pg_temp as $$
begin
  insert into wallet_balances (wallet_id, balance_kind) select new.id, balance_kind from ledger_balance_kinds;
  return null;
end
$$;
create trigger wallets_open_balances after insert on wallets
  for each row execute function wallets_open_balances();

-- A balance row is created at 0 and changes only through the entry trigger below (which runs
-- nested, at trigger depth 2); a direct UPDATE is refused.
create function wallet_balances_guard() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    if new.balance <> 0 then
      raise exception 'a balance starts at 0' using errcode = '23514';
    end if;
    return new;
  end if;
  if new.wallet_id <> old.wallet_id or new.balance_kind <> old.balance_kind then
    raise exception 'a balance never changes wallet or kind' using errcode = '42501';
  end if;
  if new.balance <> old.balance and pg_trigger_depth() < 2 then
    raise exception 'wallet % % balance changed without its ledger entry', new.wallet_id, new.balance_kind using errcode = '23514';
  end if;
  return new;
end
$$;
create trigger wallet_balances_guard before insert or update on wallet_balances
  for each row execute function wallet_balances_guard();

-- A journal locks its wallet, names a reversal target exactly when its type is a reversal, and
-- takes the transaction's id and time (never back-dated).
create function ledger_journals_check() returns trigger language plpgsql security definer set search_path = public, pg_temp as $$
declare
  journal_direction text;
  target record;
begin
  perform 1 from wallets where id = new.wallet_id for update;
  if not found then
    raise exception 'wallet % does not exist', new.wallet_id using errcode = '23503';
  end if;
  select direction into journal_direction from ledger_entry_types where type = new.type;
  if (journal_direction = 'reversal') <> (new.reverses_journal_id is not null) then
    raise exception 'a journal names the journal it reverses if and only if its type (%) is a reversal', new.type using errcode = '23514';
  end if;
  if new.reverses_journal_id is not null then
    select wallet_id, reverses_journal_id into target from ledger_journals where id = new.reverses_journal_id;
    if found and target.wallet_id <> new.wallet_id then
      raise exception 'journal % belongs to another wallet', new.reverses_journal_id using errcode = '23514';
    end if;
    if found and target.reverses_journal_id is not null then
      raise exception 'journal % is a reversal and is not reversed in turn', new.reverses_journal_id using errcode = '23514';
    end if;
  end if;
  new.tx_id := txid_current();
  new.created_at := now();
  return new;
end
$$;
create trigger ledger_journals_check before insert on ledger_journals
  for each row execute function ledger_journals_check();

-- An entry: joins a journal of this transaction, locks the wallet row, continues its balance's
-- chain and moves that balance. Without the row lock two concurrent entries could both read the
-- same balance and both pass; with it the second reads the first's committed balance.
create function ledger_entries_post() returns trigger language plpgsql security definer set search_path = public, pg_temp as $$
declare
  journal record;
  current_balance numeric(18, 2);
begin
  select wallet_id, type, tx_id into journal from ledger_journals where id = new.journal_id;
  if not found then
    raise exception 'journal % does not exist', new.journal_id using errcode = '23503';
  end if;
  if journal.tx_id <> txid_current() then
    raise exception 'journal % is committed: entries join only a journal of their own transaction', new.journal_id using errcode = '23514';
  end if;
  if new.wallet_id is distinct from journal.wallet_id then
    raise exception 'an entry moves its journal''s wallet (%), not %', journal.wallet_id, new.wallet_id using errcode = '23514';
  end if;
  if new.type is null then
    new.type := journal.type;
  elsif new.type <> journal.type then
    raise exception 'an entry has its journal''s type (%), not %', journal.type, new.type using errcode = '23514';
  end if;
  if new.amount is null or new.amount = 0 then
    raise exception 'an entry moves a balance: amount 0 refused' using errcode = '23514';
  end if;

  perform 1 from wallets where id = new.wallet_id for update;
  select balance into current_balance from wallet_balances
    where wallet_id = new.wallet_id and balance_kind = new.balance_kind;
  if not found then
    -- A balance kind added after the wallet was opened.
    insert into wallet_balances (wallet_id, balance_kind) values (new.wallet_id, new.balance_kind);
    current_balance := 0;
  end if;
  if new.balance_after is distinct from current_balance + new.amount then
    raise exception 'ledger entry breaks the chain of wallet % % (% + % <> %)',
      new.wallet_id, new.balance_kind, current_balance, new.amount, new.balance_after using errcode = '23514';
  end if;
  if new.balance_after < 0 then
    raise exception 'wallet % % balance would go negative (% + %)', new.wallet_id, new.balance_kind, current_balance, new.amount using errcode = '23514';
  end if;
  update wallet_balances set balance = new.balance_after, updated_at = now()
    where wallet_id = new.wallet_id and balance_kind = new.balance_kind;
  new.tx_id := txid_current();
  new.created_at := now();
  return new;
end
$$;
create trigger ledger_entries_post before insert on ledger_entries
  for each row execute function ledger_entries_post();

-- At commit: every balance touched equals the sum of its entries. Checked once per balance and
-- transaction, by its newest entry (the wallet lock keeps newer ones of other transactions out).
-- This sums the balance's whole history; with very long histories it becomes a checkpoint sum.
create function ledger_entries_check_sum() returns trigger language plpgsql as $$
declare
  stored numeric(18, 2);
  total numeric(18, 2);
begin
  if exists (select 1 from ledger_entries where wallet_id = new.wallet_id and balance_kind = new.balance_kind and id > new.id) then
    return null;
  end if;
  select balance into stored from wallet_balances where wallet_id = new.wallet_id and balance_kind = new.balance_kind;
  select coalesce(sum(amount), 0) into total from ledger_entries where wallet_id = new.wallet_id and balance_kind = new.balance_kind;
  if stored is distinct from total then
    raise exception 'wallet % % balance % differs from the sum of its entries %', new.wallet_id, new.balance_kind, stored, total using errcode = '23514';
  end if;
  return null;
end
$$;
create constraint trigger ledger_entries_sum after insert on ledger_entries
  deferrable initially deferred for each row execute function ledger_entries_check_sum();

-- At commit: a journal has entries, and their net fits its type's direction.
create function ledger_journals_check_balanced() returns trigger language plpgsql as $$
declare
  journal_direction text;
  entry_count integer;
  net numeric(18, 2);
begin
  select direction into journal_direction from ledger_entry_types where type = new.type;
  select count(*), coalesce(sum(amount), 0) into entry_count, net from ledger_entries where journal_id = new.id;
  if entry_count = 0 then
    raise exception 'journal % has no entries', new.id using errcode = '23514';
  end if;
  if (journal_direction = 'in' and net <= 0) or (journal_direction = 'out' and net >= 0) or (journal_direction = 'transfer' and net <> 0) then
    raise exception 'journal % (%): its entries'' net % does not fit direction %', new.id, new.type, net, journal_direction using errcode = '23514';
  end if;
  if journal_direction = 'reversal' and exists (
    select 1 from ledger_entries where journal_id in (new.id, new.reverses_journal_id)
    group by balance_kind having sum(amount) <> 0
  ) then
    raise exception 'journal % does not exactly undo journal %', new.id, new.reverses_journal_id using errcode = '23514';
  end if;
  return null;
end
$$;
create constraint trigger ledger_journals_balanced after insert on ledger_journals
  deferrable initially deferred for each row execute function ledger_journals_check_balanced();

-- ---------------------------------------------------------------------------------------------
-- Trial bonuses credited to cash before bonus balances existed are not withdrawable money: what
-- is left of them moves to the bonus balance, with the default wagering requirement (10 times
-- the amount, the configuration's default).
create temporary table bonus_moves on commit drop as
  select j.wallet_id, least(sum(e.amount), b.balance) as amount, min(j.id) as first_journal_id, null::bigint as journal_id
  from ledger_journals j
  join ledger_entries e on e.journal_id = j.id
  join wallet_balances b on b.wallet_id = j.wallet_id and b.balance_kind = 'cash'
  where j.type = 'trial_bonus'
  group by j.wallet_id, b.balance
  having least(sum(e.amount), b.balance) > 0;
insert into ledger_journals (wallet_id, type, actor_kind, actor_id, provider, external_id)
  select wallet_id, 'bonus_reclassified', 'system', 'ledger-journals-migration', 'arcadia', 'bonus_reclassified:' || first_journal_id
  from bonus_moves order by wallet_id;
update bonus_moves m set journal_id = j.id
  from ledger_journals j where j.provider = 'arcadia' and j.external_id = 'bonus_reclassified:' || m.first_journal_id;
insert into ledger_entries (journal_id, wallet_id, balance_kind, amount, balance_after)
  select m.journal_id, m.wallet_id, 'cash', -m.amount, b.balance - m.amount
  from bonus_moves m join wallet_balances b on b.wallet_id = m.wallet_id and b.balance_kind = 'cash';
insert into ledger_entries (journal_id, wallet_id, balance_kind, amount, balance_after)
  select m.journal_id, m.wallet_id, 'bonus', m.amount, b.balance + m.amount
  from bonus_moves m join wallet_balances b on b.wallet_id = m.wallet_id and b.balance_kind = 'bonus';
insert into bonus_grants (journal_id, wallet_id, amount, wagering_multiplier, wagering_required)
  select journal_id, wallet_id, amount, 10, amount * 10 from bonus_moves;
drop table bonus_moves;

-- ---------------------------------------------------------------------------------------------
-- Privileges of the application role: everything it needs on the other tables (now and in
-- later migrations run by the same owner), but the ledger only read and appended.
grant usage on schema public to arcadia_app;
grant select, insert, update, delete on all tables in schema public to arcadia_app;
grant usage, select, update on all sequences in schema public to arcadia_app;
alter default privileges in schema public grant select, insert, update, delete on tables to arcadia_app;
alter default privileges in schema public grant usage, select, update on sequences to arcadia_app;
revoke insert, update, delete on schema_migrations, ledger_balance_kinds, ledger_entry_types, wallet_balances, wallet_balance_corrections from arcadia_app;
revoke update, delete on wallets, ledger_journals, ledger_entries, bonus_grants from arcadia_app;
-- SELECT ... FOR UPDATE needs an UPDATE privilege on some column of the row it locks.
grant update (updated_at) on wallets to arcadia_app;
grant update (wagered, status, updated_at) on bonus_grants to arcadia_app;
-- Sequence UPDATE is setval (the content seed uses it); the ledger's ids are never reset.
do $$
declare
  seq text;
begin
  foreach seq in array array[pg_get_serial_sequence('ledger_journals', 'id'), pg_get_serial_sequence('ledger_entries', 'id'), pg_get_serial_sequence('bonus_grants', 'id')] loop
    execute format('revoke update on sequence %s from arcadia_app', seq);
  end loop;
end
$$;
