-- Player accounts (issue 3): countries, players and their login sessions.

create table countries (
  id integer primary key,
  name text not null,
  code char(2) not null unique,
  sort_order integer not null default 100
);

-- Türkiye first: the registration form preselects it by name.
insert into countries (id, name, code, sort_order) values
  (1, 'Türkiye', 'TR', 0),
  (2, 'Azerbaijan', 'AZ', 10),
  (3, 'Germany', 'DE', 10),
  (4, 'Netherlands', 'NL', 10),
  (5, 'United Kingdom', 'GB', 10),
  (6, 'France', 'FR', 10),
  (7, 'Austria', 'AT', 10),
  (8, 'Belgium', 'BE', 10),
  (9, 'Bulgaria', 'BG', 10),
  (10, 'Georgia', 'GE', 10),
  (11, 'Greece', 'GR', 10),
  (12, 'Kazakhstan', 'KZ', 10),
  (13, 'Northern Cyprus', 'CY', 10),
  (14, 'Romania', 'RO', 10),
  (15, 'Switzerland', 'CH', 10),
  (16, 'Sweden', 'SE', 10),
  (17, 'Ukraine', 'UA', 10),
  (18, 'Uzbekistan', 'UZ', 10),
  (19, 'Turkmenistan', 'TM', 10),
  (20, 'Kyrgyzstan', 'KG', 10);

create table players (
  id bigint generated always as identity primary key,
  -- Stable public player code shown to the player and support; never reused.
  usercode text not null unique,
  username text not null,
  email text not null,
  name text not null,
  surname text not null,
  phone text not null,
  sms_verified boolean not null default false,
  phone_verified_at timestamptz,
  -- National ID (TC No); null for fast registrations.
  personal_no text,
  country_id integer references countries (id),
  birth_date date,
  currency_id integer not null default 1,
  password_hash text not null,
  -- The "trial bonus" box ticked at registration.
  trial_bonus_opt_in boolean not null default false,
  ref_id bigint,
  is_fast boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  password_changed_at timestamptz,
  constraint players_username_format check (username ~ '^[A-Za-z0-9]{5,30}$'),
  constraint players_phone_format check (phone ~ '^[0-9]{5,20}$'),
  constraint players_personal_no_format check (personal_no is null or personal_no ~ '^[1-9][0-9]{10}$')
);

-- Usernames and e-mails are unique regardless of case.
create unique index players_username_lower_key on players (lower(username));
create unique index players_email_lower_key on players (lower(email));
-- A phone number belongs to at most one verified account.
create unique index players_verified_phone_key on players (phone) where sms_verified;

-- One row per login. The bearer token itself is never stored, only its SHA-256.
create table sessions (
  id bigint generated always as identity primary key,
  player_id bigint not null references players (id),
  token_hash text not null unique,
  created_at timestamptz not null,
  last_seen_at timestamptz not null,
  ip text not null default '',
  user_agent text not null default '',
  device text not null default '',
  fingerprint text not null default '',
  revoked_at timestamptz
);
create index sessions_player_created_idx on sessions (player_id, created_at desc);
