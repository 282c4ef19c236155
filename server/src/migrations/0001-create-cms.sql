-- Content of the site (spec section 3): pages and their categories, slider, casino categories,
-- languages, server-side translations, site options, popup, domains, jackpot cards and promotions.
-- Localised text has one column per language (_tr, _en); a null `locale` on a row means every language.

create table cms_languages (
  code text primary key,
  name text not null,
  sort integer not null default 0,
  active boolean not null default true
);

create table cms_categories (
  id integer primary key,
  name text not null
);

create table cms_pages (
  id serial primary key,
  category_id integer not null references cms_categories (id),
  title_tr text not null,
  title_en text not null,
  body_tr text not null,
  body_en text not null,
  sort integer not null default 0,
  published boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index cms_pages_category_idx on cms_pages (category_id, sort);

create table cms_slides (
  id serial primary key,
  slug text not null,
  url text,
  locale text references cms_languages (code),
  image_url text not null,
  image_url_992 text not null,
  image_url_1200 text not null,
  sort integer not null default 0,
  active boolean not null default true
);
create index cms_slides_slug_idx on cms_slides (slug, sort);

create table cms_casino_categories (
  id integer primary key,
  name_tr text not null,
  name_en text not null,
  slug_list jsonb not null default '[]'::jsonb,
  image_url text not null,
  sort integer not null default 0
);

create table cms_translations (
  locale text not null references cms_languages (code),
  key text not null,
  value text not null,
  primary key (locale, key)
);

create table cms_site_options (
  key text primary key,
  value text not null,
  status boolean not null default true
);

create table cms_popups (
  id serial primary key,
  url text,
  locale text references cms_languages (code),
  image_url text not null,
  image_url_992 text not null,
  image_url_1200 text not null,
  active boolean not null default true,
  created_at timestamptz not null default now()
);

create table cms_domains (
  kind text primary key check (kind in ('current', 'next')),
  domain text not null
);

create table cms_jackpots (
  id serial primary key,
  provider text not null check (provider in ('egt', 'site')),
  instance_name text not null,
  level_stats jsonb not null,
  current_level_i numeric(14, 2) not null,
  sort integer not null default 0
);

create table cms_promotions (
  id serial primary key,
  title_tr text not null,
  title_en text not null,
  description_tr text not null,
  description_en text not null,
  image_url text not null,
  detail_image_url text not null,
  sort integer not null default 0,
  active boolean not null default true,
  created_at timestamptz not null default now()
);
