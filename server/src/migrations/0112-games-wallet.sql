-- The operator's seamless wallet for game studios (modules/games-wallet), modelled on Hub88's
-- operator API. Money moves only through the ledger, ref (provider, the studio's transaction id):
--   casino_bet            out       cash -x and/or bonus -y (cash first)
--   casino_win            in        cash +x and/or bonus +y (in the share the bet took from bonus)
--   casino_rollback       reversal  of the bet, once
--   casino_round_expired  reversal  of the bets of a round left open without a win (ref ('arcadia', 'round-expired:<provider>:<bet transaction id>'))

insert into ledger_entry_types (type, direction, description) values
  ('casino_bet', 'out', 'A stake taken by a game studio: cash first, then bonus.'),
  ('casino_win', 'in', 'A win paid by a game studio: to bonus in the share its bet took from bonus, the rest to cash.'),
  ('casino_rollback', 'reversal', 'A bet cancelled by the game studio: its stake goes back where it came from.'),
  ('casino_round_expired', 'reversal', 'A bet of a round left open past its timeout without a win: its stake goes back.');

-- A launch: a one-time launch token, exchanged by the studio for the session token it then sends
-- with every wallet call. Only SHA-256 hashes of both tokens are kept.
create table game_sessions (
  id bigint generated always as identity primary key,
  player_id bigint not null references players (id),
  provider text not null check (provider ~ '^[a-z][a-z0-9_.-]{1,39}$'),
  game_code text not null check (length(game_code) between 1 and 100),
  launch_token_hash text not null check (length(launch_token_hash) = 64),
  session_token_hash text check (length(session_token_hash) = 64),
  created_at timestamptz not null default now(),
  -- The launch token must be exchanged before this; the session plays until `expires_at`.
  launch_expires_at timestamptz not null,
  launched_at timestamptz,
  expires_at timestamptz not null,
  ended_at timestamptz,
  constraint game_sessions_launch_token_key unique (launch_token_hash),
  constraint game_sessions_session_token_key unique (session_token_hash)
);
create index game_sessions_player_idx on game_sessions (player_id, provider, game_code) where ended_at is null;

-- A round of one player at one studio (a shared round of a multiplayer game is one row per player).
create table game_rounds (
  id bigint generated always as identity primary key,
  provider text not null,
  round_id text not null check (length(round_id) between 1 and 100),
  player_id bigint not null references players (id),
  wallet_id bigint not null references wallets (id),
  session_id bigint not null references game_sessions (id),
  game_code text not null,
  -- GameRoundStatus: 1 Processing, 2 Completed, 3 Cancelled, 4 Expired.
  status smallint not null default 1 check (status between 1 and 4),
  stake numeric(18, 2) not null default 0 check (stake >= 0),
  win numeric(18, 2) not null default 0 check (win >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  closed_at timestamptz,
  constraint game_rounds_key unique (provider, round_id, player_id)
);
-- The expiry job's scan of open rounds, oldest activity first.
create index game_rounds_open_idx on game_rounds (updated_at) where status = 1;
-- Game history, newest first.
create index game_rounds_player_idx on game_rounds (player_id, id desc);

-- Every transaction id a studio sent: bets and wins (BetAction: 1 Win, 2 Bet), rollbacks, and
-- tombstones (a rollback that arrived before its bet: the bet's id, so the late bet is refused).
create table game_transactions (
  id bigint generated always as identity primary key,
  provider text not null,
  transaction_id text not null check (length(transaction_id) between 1 and 100),
  kind text not null check (kind in ('bet', 'win', 'rollback', 'tombstone')),
  action smallint check (action in (1, 2)),
  player_id bigint not null references players (id),
  round_id bigint references game_rounds (id),
  reference_transaction_id text,
  amount numeric(18, 2) not null check (amount >= 0),
  cash_amount numeric(18, 2) not null default 0,
  bonus_amount numeric(18, 2) not null default 0,
  bonus_grant_id bigint references bonus_grants (id),
  journal_id bigint references ledger_journals (id),
  -- A rollback's answer: RS_OK, or RS_ERROR_TRANSACTION_DOES_NOT_EXIST for one that left a tombstone.
  outcome text,
  -- A bet returned by a rollback or by the expiry job.
  returned_at timestamptz,
  created_at timestamptz not null default now(),
  constraint game_transactions_key unique (provider, transaction_id),
  constraint game_transactions_action_fits check ((kind = 'bet') = (action is not distinct from 2) and (kind = 'win') = (action is not distinct from 1))
);
create index game_transactions_round_idx on game_transactions (round_id);

-- The first answer to each request id, returned unchanged when the request is repeated.
create table game_wallet_requests (
  provider text not null,
  request_id text not null check (length(request_id) between 1 and 100),
  action text not null,
  response jsonb,
  created_at timestamptz not null default now(),
  primary key (provider, request_id)
);

revoke delete, truncate on game_transactions, game_rounds from arcadia_app;
