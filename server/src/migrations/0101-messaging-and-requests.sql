-- Messages sent to players (outbox of the default SMS / e-mail adapters), one-time codes,
-- call-back requests and in-site notifications.

create table outbox (
  id bigint generated always as identity primary key,
  channel text not null check (channel in ('sms', 'email')),
  recipient text not null,
  subject text not null default '',
  body text not null,
  -- The one-time code the message carries, if any (read by the dev outbox page and e2e tests).
  code text,
  created_at timestamptz not null default now()
);

-- One-time codes: phone verification (SMS) and password reset (e-mail).
-- Only a hash of the code is kept; a code is usable while not consumed, not superseded,
-- not expired and tried wrongly fewer than 5 times.
create table verification_codes (
  id bigint generated always as identity primary key,
  player_id bigint not null references players (id),
  purpose text not null check (purpose in ('phone', 'password_reset')),
  -- Where the code was sent (phone number or e-mail address); the code proves that target.
  target text not null,
  code_hash text not null,
  attempts integer not null default 0,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  consumed_at timestamptz,
  superseded_at timestamptz
);
create index verification_codes_lookup_idx on verification_codes (player_id, purpose, id desc);

create table call_requests (
  id bigint generated always as identity primary key,
  player_id bigint references players (id),
  name text not null,
  message text not null,
  ip text not null default '',
  created_at timestamptz not null default now(),
  handled_at timestamptz
);
create index call_requests_created_idx on call_requests (created_at desc);

-- Notification type follows the specification: Deposit 1, Withdraw 2, Jackpot 3, Bonus 4, System 5.
-- Texts are stored in both languages; the reader's Locale picks one.
create table notifications (
  id bigint generated always as identity primary key,
  player_id bigint not null references players (id),
  type smallint not null check (type between 1 and 5),
  title_tr text not null,
  title_en text not null,
  note_tr text not null,
  note_en text not null,
  is_read boolean not null default false,
  created_at timestamptz not null default now(),
  read_at timestamptz
);
create index notifications_player_idx on notifications (player_id, id desc);
