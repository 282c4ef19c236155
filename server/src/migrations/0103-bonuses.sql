-- Bonuses: operator settings, operator offers, the player's bonuses, trial-bonus claims.

-- Key/value settings the operator changes at run time (admin API). Missing keys use the
-- configuration's default (e.g. TRIAL_BONUS_AMOUNT).
create table operator_settings (
  key text primary key,
  value text not null,
  updated_at timestamptz not null default now()
);

create table bonus_offers (
  code text primary key check (code ~ '^[A-Z0-9_]{3,30}$'),
  title_tr text not null,
  title_en text not null,
  description_tr text not null,
  description_en text not null,
  amount numeric(18, 2) not null check (amount >= 0),
  active boolean not null default true,
  sort_order integer not null default 100
);

insert into bonus_offers (code, title_tr, title_en, description_tr, description_en, amount, sort_order) values
  ('WELCOME100', 'Hoş Geldin Bonusu', 'Welcome Bonus',
   'İlk yatırımınıza %100, 1.000 ₺''ye kadar bonus.', '100% on your first deposit, up to ₺1,000.', 1000, 10),
  ('CASHBACK10', 'Haftalık %10 Kayıp Bonusu', 'Weekly 10% Cashback',
   'Haftalık net kaybınızın %10''u, 500 ₺''ye kadar hesabınıza iade edilir.', '10% of your weekly net loss back, up to ₺500.', 500, 20),
  ('SPORTS25', 'Spor Freebet 250 ₺', 'Sports Free Bet ₺250',
   'Kombine kuponlarınız için 250 ₺ değerinde bedava bahis.', 'A ₺250 free bet for your accumulator bets.', 250, 30);

create table player_bonuses (
  id bigint generated always as identity primary key,
  player_id bigint not null references players (id),
  code text not null,
  title_tr text not null,
  title_en text not null,
  amount numeric(18, 2) not null check (amount >= 0),
  status text not null check (status in ('requested', 'active', 'credited', 'rejected')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index player_bonuses_player_idx on player_bonuses (player_id, id desc);
-- A player has at most one open (requested or active) bonus per offer.
create unique index player_bonuses_open_key on player_bonuses (player_id, code) where status in ('requested', 'active');

-- One trial bonus per person: per player, per verified phone, per national ID and per device
-- fingerprint. The unique constraints, not application checks, make concurrent claims credit once.
create table trial_bonus_claims (
  id bigint generated always as identity primary key,
  player_id bigint not null unique references players (id),
  phone text not null unique,
  personal_no text unique,
  fingerprint text unique,
  amount numeric(18, 2) not null check (amount > 0),
  created_at timestamptz not null default now()
);
