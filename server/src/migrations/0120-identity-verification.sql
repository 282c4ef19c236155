-- Identity verification (modules/kyc): the documents players upload, the identity a reviewer read
-- from them, and the person exclusion register that makes an exclusion follow the person.

-- One uploaded document. The file is kept encrypted (AES-256-GCM: `iv` and `tag` beside the
-- ciphertext, the player and kind bound in as associated data); images re-encoded without
-- metadata first. No file name from the upload is kept. The retention job clears the file of a
-- closed account (`file_deleted_at`) and keeps the row: the decision stays on record.
create table kyc_documents (
  id bigint generated always as identity primary key,
  player_id bigint not null references players (id),
  kind text not null check (kind in ('identity_front', 'identity_back', 'selfie', 'address')),
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  content_type text not null check (content_type in ('image/jpeg', 'image/png', 'application/pdf')),
  byte_size integer not null check (byte_size > 0),
  iv bytea,
  tag bytea,
  ciphertext bytea,
  reason text check (reason is null or length(reason) <= 500),
  uploaded_at timestamptz not null,
  decided_at timestamptz,
  file_deleted_at timestamptz,
  constraint kyc_documents_file_or_deleted check ((ciphertext is null) = (file_deleted_at is not null))
);
-- The operator's queue reads by status, oldest first; a player's page reads their own.
create index kyc_documents_queue_idx on kyc_documents (status, id);
create index kyc_documents_player_idx on kyc_documents (player_id, id);

-- The identity a reviewer read from the player's identity document: the name and date of birth
-- checked against the account, the national ID as a keyed hash only (it links accounts verified
-- to the same person), whether the document has a back side to approve, and whether the holder
-- was under 18 (the account is then closed to play).
create table kyc_identities (
  player_id bigint primary key references players (id),
  full_name text not null check (length(full_name) between 1 and 200),
  birth_date date not null,
  national_id_digest text,
  two_sided boolean not null default false,
  minor boolean not null default false,
  verified_at timestamptz not null
);
create index kyc_identities_national_id_idx on kyc_identities (national_id_digest) where national_id_digest is not null;

-- The person exclusion register: for each self-exclusion and operator exclusion, keyed hashes
-- (HMAC-SHA256 under a server key) of the person's national ID, phone and e-mail, of the account
-- it was taken on and of the accounts verified to the same person. The register itself names
-- nobody: without the key a digest cannot be turned back or checked against a guess.
create table person_exclusion_register (
  id bigint generated always as identity primary key,
  exclusion_id bigint not null references responsible_gaming_exclusions (id),
  player_id bigint not null references players (id),
  identifier text not null check (identifier in ('national_id', 'phone', 'email')),
  digest text not null check (digest ~ '^[0-9a-f]{64}$'),
  until timestamptz,
  created_at timestamptz not null
);
create index person_exclusion_register_digest_idx on person_exclusion_register (digest);
create index person_exclusion_register_player_idx on person_exclusion_register (player_id);

-- Every attempt the register refused: which entry matched, what was attempted and when (the
-- account that tried, when there was one).
create table person_exclusion_matches (
  id bigint generated always as identity primary key,
  entry_id bigint not null references person_exclusion_register (id),
  attempt text not null check (attempt in ('registration', 'fast_registration', 'phone', 'kyc_approval')),
  player_id bigint references players (id),
  attempted_at timestamptz not null
);
create index person_exclusion_matches_entry_idx on person_exclusion_matches (entry_id);

-- The register and its matches are a record: the application only ever adds to them.
revoke update, delete, truncate on person_exclusion_register, person_exclusion_matches from arcadia_app;
