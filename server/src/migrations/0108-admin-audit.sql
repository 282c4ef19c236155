-- The operator API's audit trail: one row per request to /api/admin/* that reached a route, the
-- refused ones included. Who: the id of the token presented (first 8 hex digits of its SHA-256,
-- never the token itself; null when none was presented). What: method, route and a summary of the
-- parameters with secrets masked. The outcome, when, and from where (address, user agent).
-- A change made through the API writes its row in the same transaction as the change.
create table admin_audit (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  token_id text check (token_id ~ '^[0-9a-f]{8}$'),
  method text not null,
  route text not null,
  params jsonb not null default '{}'::jsonb,
  status integer not null check (status between 100 and 599),
  outcome text not null check (outcome in ('ok', 'rejected', 'refused', 'throttled', 'failed')),
  ip text not null,
  user_agent text
);
create index admin_audit_token_idx on admin_audit (token_id, id desc);

-- The trail must not be rewritten by the application it audits: rows are only ever added.
-- Pruning old rows is a deliberate act of the database owner (disable the trigger, delete, enable).
create function admin_audit_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'admin_audit is append-only (% refused)', tg_op using errcode = '42501';
end
$$;
create trigger admin_audit_no_update before update or delete on admin_audit
  for each row execute function admin_audit_append_only();
create trigger admin_audit_no_truncate before truncate on admin_audit
  for each statement execute function admin_audit_append_only();

-- The application role may append to the trail, never rewrite it (the trigger above also stops the owner).
revoke update, delete, truncate on admin_audit from arcadia_app;
