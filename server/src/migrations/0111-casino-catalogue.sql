-- Casino (modules/casino): the game catalogue, the players' favourites and the jackpot pools.
-- The catalogue and the pools are seeded from code at start (casino.seed.ts), new entries only.

create table casino_games (
  id integer generated always as identity primary key,
  -- The provider's code of the game, unique over the catalogue (favourites list game codes).
  game_code text not null unique check (game_code ~ '^[a-z0-9][a-z0-9-]{1,63}$'),
  name text not null check (length(name) between 1 and 100),
  -- The name folded for search: lower case, Turkish letters and accents to plain Latin (catalogue.ts foldForSearch).
  search_name text not null,
  provider_name text not null check (provider_name in ('SoftGamings', 'Hub88', 'Egt Digital', 'Amusnet', 'EveryMatrix', 'Digitain')),
  main_provider_id smallint not null check (main_provider_id between 1 and 6),
  product_id integer not null check (product_id > 0),
  -- The provider's sub-system (studio) that runs the game.
  system text not null check (system ~ '^[a-z0-9-]{1,40}$'),
  -- Casino category ids (cms_casino_categories.id) the game is listed under.
  categories integer[] not null check (cardinality(categories) between 1 and 10),
  live boolean not null default false,
  image_url text not null,
  sort integer not null default 0,
  active boolean not null default true,
  unique (main_provider_id, game_code)
);
create index casino_games_categories_idx on casino_games using gin (categories);

create table casino_favorites (
  player_id bigint not null references players (id) on delete cascade,
  game_id integer not null references casino_games (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (player_id, game_id)
);

-- One row per jackpot level; every stake adds stake × contribution_rate to each row (contributeToJackpots).
create table casino_jackpot_pools (
  id integer generated always as identity primary key,
  provider text not null check (provider in ('egt', 'site')),
  instance_name text not null,
  level text not null,
  level_index smallint not null check (level_index between 0 and 9),
  -- What the level restarts from when it is won.
  seed_value numeric(18, 2) not null check (seed_value >= 0),
  -- Kept to 6 decimals so small stakes still add up; shown rounded to 2.
  value numeric(24, 6) not null check (value >= 0),
  -- Share of each stake added to this level (0.002 = 0.2 %).
  contribution_rate numeric(8, 6) not null check (contribution_rate >= 0 and contribution_rate < 0.1),
  sort integer not null default 0,
  updated_at timestamptz not null default now(),
  unique (instance_name, level),
  unique (instance_name, level_index)
);
