-- Player protection, part two (modules/responsible-gaming): time-outs and self-exclusions the
-- player asks for, exclusions the operator sets, and the reality checks of a login session.

-- An exclusion runs from `starts_at` to `until` (null: indefinite). A player's longer request adds
-- a row rather than changing one, so the history is the table itself; the one in force is the
-- running row that ends last.
create table responsible_gaming_exclusions (
  id bigint generated always as identity primary key,
  player_id bigint not null references players (id),
  type text not null check (type in ('timeout', 'selfexclusion', 'operator')),
  starts_at timestamptz not null,
  until timestamptz,
  reason text not null default '' check (length(reason) <= 500),
  created_by text not null check (created_by in ('player', 'operator')),
  created_at timestamptz not null,
  constraint responsible_gaming_exclusions_ends_later check (until is null or until > starts_at)
);
create index responsible_gaming_exclusions_player_idx on responsible_gaming_exclusions (player_id, starts_at);
revoke update, delete, truncate on responsible_gaming_exclusions from arcadia_app;

-- The history names exclusions and acknowledged reality checks too; `detail` carries what a
-- number cannot (the length asked for, the operator's reason).
alter table responsible_gaming_changes drop constraint responsible_gaming_changes_subject_check;
alter table responsible_gaming_changes add constraint responsible_gaming_changes_subject_check
  check (subject in ('deposit_limit', 'loss_limit', 'stake_limit', 'no_deposit_limit', 'reality_check_minutes',
                     'timeout', 'selfexclusion', 'operator_exclusion', 'reality_check_acknowledged'));
alter table responsible_gaming_changes add column detail text not null default '' check (length(detail) <= 500);

-- A login session's reality checks: when the player last acknowledged one, and when the hub last
-- pushed one (so each check is pushed once).
alter table sessions add column reality_check_acknowledged_at timestamptz;
alter table sessions add column reality_check_pushed_at timestamptz;

-- The six-monthly reminder to review limits and history: when the player was last sent one.
alter table responsible_gaming_settings add column review_reminded_at timestamptz;

-- The reality-check push reads the live sessions seen lately every few seconds: an index keeps
-- that from scanning every session ever opened.
create index sessions_live_seen_idx on sessions (last_seen_at) where revoked_at is null;
