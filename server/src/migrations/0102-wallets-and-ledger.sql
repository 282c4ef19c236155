-- Wallet core: one TRY wallet per player and an append-only ledger.
-- Invariants the database itself enforces (the service relies on them, tests prove them):
--   * a balance is never negative;
--   * ledger entries are never updated or deleted (nor truncated);
--   * a wallet is created with balance 0 and its balance changes only together with a ledger
--     entry written in the same transaction, whose balance_after is the new balance;
--   * each entry's balance_after equals the wallet's previous balance plus the entry's amount,
--     so the sum of a wallet's entries always equals its balance;
--   * (type, reference) is unique: replaying the same business event cannot credit twice.

create table wallets (
  id bigint generated always as identity primary key,
  player_id bigint not null unique references players (id),
  currency char(3) not null default 'TRY' check (currency = 'TRY'),
  balance numeric(18, 2) not null default 0 check (balance >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table ledger_entries (
  id bigint generated always as identity primary key,
  wallet_id bigint not null references wallets (id),
  amount numeric(18, 2) not null check (amount <> 0),
  balance_after numeric(18, 2) not null check (balance_after >= 0),
  -- What the movement is: 'trial_bonus' first; deposits, withdrawals and game rounds add theirs.
  type text not null check (type ~ '^[a-z][a-z0-9_]{1,39}$'),
  -- The business event's id within its type (e.g. the player id for the trial bonus).
  reference text not null check (length(reference) between 1 and 200),
  created_at timestamptz not null default now(),
  -- The writing transaction; lets the wallet trigger check that the balance moved with this entry.
  tx_id bigint not null default txid_current(),
  constraint ledger_entries_type_reference_key unique (type, reference)
);
create index ledger_entries_wallet_idx on ledger_entries (wallet_id, id desc);

create function ledger_entries_immutable() returns trigger language plpgsql as $$
begin
  raise exception 'ledger entries are append-only (% refused)', tg_op using errcode = '42501';
end
$$;
create trigger ledger_entries_no_update before update or delete on ledger_entries
  for each row execute function ledger_entries_immutable();
create trigger ledger_entries_no_truncate before truncate on ledger_entries
  for each statement execute function ledger_entries_immutable();

-- An entry must continue its wallet's chain: balance_after = current balance + amount.
create function ledger_entries_check_chain() returns trigger language plpgsql as $$
declare
  current_balance numeric(18, 2);
begin
  select balance into current_balance from wallets where id = new.wallet_id;
  if current_balance is null then
    raise exception 'wallet % does not exist', new.wallet_id using errcode = '23503';
  end if;
  if new.balance_after <> current_balance + new.amount then
    raise exception 'ledger entry breaks the chain of wallet % (% + % <> %)',
      new.wallet_id, current_balance, new.amount, new.balance_after using errcode = '23514';
  end if;
  new.tx_id := txid_current();
  return new;
end
$$;
create trigger ledger_entries_chain before insert on ledger_entries
  for each row execute function ledger_entries_check_chain();

-- A balance may only become the balance_after of the wallet's newest entry, written in this
-- same transaction. Anything else (a stray UPDATE, a forgotten ledger write) is refused.
create function wallets_guard_balance() returns trigger language plpgsql as $$
declare
  last_entry record;
begin
  if tg_op = 'INSERT' then
    if new.balance <> 0 then
      raise exception 'a wallet starts with balance 0' using errcode = '23514';
    end if;
    return new;
  end if;
  if tg_op = 'DELETE' then
    raise exception 'wallets are never deleted' using errcode = '42501';
  end if;
  if new.balance is distinct from old.balance then
    select balance_after, tx_id into last_entry
      from ledger_entries where wallet_id = new.id order by id desc limit 1;
    if last_entry is null or last_entry.tx_id <> txid_current() or last_entry.balance_after <> new.balance then
      raise exception 'wallet % balance changed without its ledger entry', new.id using errcode = '23514';
    end if;
  end if;
  if new.id <> old.id or new.player_id <> old.player_id or new.currency <> old.currency then
    raise exception 'a wallet''s owner and currency never change' using errcode = '42501';
  end if;
  return new;
end
$$;
create trigger wallets_guard before insert or update or delete on wallets
  for each row execute function wallets_guard_balance();
