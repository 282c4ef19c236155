-- Jackpot contributions (modules/casino/jackpots.ts): a stake appends one row here instead of
-- updating the 15 pool rows, which every bet would otherwise lock until it commits. A short job
-- (`foldJackpotContributions`) deletes the rows and adds their sum × each level's rate to the pools
-- in one statement; readers add what is still pending, so the values shown are exact either way.
create table casino_jackpot_contributions (
  id bigint generated always as identity primary key,
  stake numeric(18, 2) not null check (stake > 0),
  created_at timestamptz not null default now()
);
