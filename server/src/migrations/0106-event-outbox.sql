-- The transactional outbox (events/event-outbox.ts): events written in the same transaction as the
-- business change they announce, delivered after commit by the outbox worker (events/outbox-worker.ts).
-- Not to be confused with `outbox`, the mailbox of the demo SMS / e-mail adapters.

-- Commit order. Ids are allocated when a row is inserted, not when its transaction commits, so on
-- PostgreSQL a lower id can become visible after a higher one. Instead each row receives a number
-- from this sequence *at commit time* (the deferred trigger below runs just before the commit),
-- under a transaction-scoped advisory lock that is held until the commit is visible. Two
-- transactions that write events therefore stamp their rows one after the other, in the order
-- they commit, and a reader never sees a row while a row with a lower number is still invisible.
-- The lock covers only the stamping and the commit itself, never the business work before it.
create sequence event_outbox_commit_seq;

create table event_outbox (
  id bigint generated always as identity primary key,
  -- Unique per event and the same on every delivery attempt: consumers dedupe on it (delivery is at least once).
  event_id uuid not null default gen_random_uuid() unique,
  -- What happened, e.g. 'sms.send'; names the consumer that delivers it.
  topic text not null,
  -- Events with the same key are delivered one after another in commit order; a failing event
  -- holds back the later events of its key only (e.g. 'player:42', 'sms:905321234567').
  key text not null,
  -- Null once delivered for topics whose payload carries a secret (SMS and e-mail bodies hold one-time codes).
  payload jsonb,
  -- Set at commit (see above); always set on committed rows.
  commit_seq bigint,
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  created_at timestamptz not null default now(),
  -- Delivered rows are kept for a while (what was sent, when) and purged by the worker.
  delivered_at timestamptz
);

-- What the worker reads: pending rows in commit order, and the earlier pending rows of one key.
create index event_outbox_pending_idx on event_outbox (commit_seq) where delivered_at is null;
create index event_outbox_pending_key_idx on event_outbox (key, commit_seq) where delivered_at is null;
-- What the purge deletes.
create index event_outbox_delivered_idx on event_outbox (delivered_at) where delivered_at is not null;

create function event_outbox_stamp_commit_seq() returns trigger language plpgsql as $$
begin
  -- Key (7263106, 1): held until this transaction has committed (or rolled back).
  perform pg_advisory_xact_lock(7263106, 1);
  update event_outbox set commit_seq = nextval('event_outbox_commit_seq') where id = new.id;
  return null;
end;
$$;

-- Deferred constraint triggers fire at commit, in the order the rows were inserted.
create constraint trigger event_outbox_commit_order
  after insert on event_outbox
  deferrable initially deferred
  for each row execute function event_outbox_stamp_commit_seq();
