-- The commit-time check of the ledger (migration 0105, `ledger_entries_check_sum`) summed a
-- balance's whole history at every commit that touched it: a posting got slower with every entry
-- its balance had ever had. It is replaced by a check of constant cost: at commit, the stored
-- balance equals the `balance_after` of the transaction's newest entry of that balance.
--
-- Why that proves what the sum proved ("each balance touched equals the sum of its entries").
-- Let B be a balance (wallet, kind), and suppose that after every earlier commit it equalled the
-- sum of its entries; B starts at 0 with no entries (`wallet_balances_guard` refuses another
-- start), so this holds before the first posting. A transaction T that posts e1 … en on B:
--   1. Each ei goes through `ledger_entries_post`, which locks the wallet row FOR UPDATE, reads B
--      in a fresh snapshot, requires ei.balance_after = B + ei.amount and sets B to it. So when T
--      wrote e1, B was its value at the last commit (which is the sum of the entries then), and
--      after en, B = that sum + e1.amount + … + en.amount, if nothing else changed B meanwhile.
--   2. Nothing else changes B meanwhile: the wallet lock is held from e1 (from T's journal, in
--      fact: `ledger_journals_check` takes it) until T ends, and every other path to B is closed
--      by the guards: the application role has no write privilege on `wallet_balances`;
--      `wallet_balances_guard` refuses to the owner as well any UPDATE of a balance made outside
--      a trigger (the entry trigger's runs at depth 2, and only the owner can add triggers);
--      DELETE and TRUNCATE are refused; entries are never updated, deleted or truncated, so no
--      amount under the sum changes later.
--   3. Entry ids follow the chain: an entry joins a journal of its own transaction, and that
--      journal's insert locked the wallet, so no other transaction can write an entry of this
--      wallet between two of T's, nor after T's last one before T ends. "No entry of B with a
--      higher id" therefore picks T's last entry en, whose balance_after is B + its amount at the
--      time, which by 1 and 2 is the full sum.
-- So stored B = en.balance_after at commit is the sum check, as long as 2 holds. For the two to
-- disagree, B would have to change other than by an entry, or an entry would have to change
-- after it was written: a direct UPDATE of B, an UPDATE/DELETE of an entry, or a posting racing
-- on an unlocked wallet; the guards above refuse each (the last by the lock in the entry trigger
-- itself). What neither check can stop is the database owner switching triggers off (ALTER TABLE
-- … DISABLE TRIGGER, session_replication_role = replica): the old sum check went with them, and
-- a change made that way before an entry is carried forward by the chain. That is what the
-- periodic full audit is for: `findLedgerMismatches` (wallet.service.ts) sums every balance's
-- history and lists each that differs from its entries; run it from the admin tooling or a
-- scheduled job, never in the hot path.

create function ledger_entries_check_newest() returns trigger language plpgsql as $$
declare
  stored numeric(18, 2);
  newest bigint;
begin
  -- Once per balance and transaction: by its newest entry (see 3 above). Asked as "the newest id"
  -- (one index probe, backwards) rather than "is there a newer one": the generic plan PL/pgSQL
  -- caches for the latter may scan the whole history when one wallet dominates the statistics.
  select id into newest from ledger_entries where wallet_id = new.wallet_id and balance_kind = new.balance_kind order by id desc limit 1;
  if newest is distinct from new.id then
    return null;
  end if;
  select balance into stored from wallet_balances where wallet_id = new.wallet_id and balance_kind = new.balance_kind;
  if stored is distinct from new.balance_after then
    raise exception 'wallet % % balance % differs from its newest entry''s balance after (%)', new.wallet_id, new.balance_kind, stored, new.balance_after using errcode = '23514';
  end if;
  return null;
end
$$;

drop trigger ledger_entries_sum on ledger_entries;
drop function ledger_entries_check_sum();
create constraint trigger ledger_entries_balance_matches after insert on ledger_entries
  deferrable initially deferred for each row execute function ledger_entries_check_newest();
