-- What a player accepted at sign-up: the Terms and Conditions and the privacy notice under KVKK
-- (law no. 6698), each with the version shown and when. The operator must be able to show that the
-- notice was given and the terms agreed to; a new version of either is a new row when accepted.
create table player_consents (
  player_id bigint not null references players (id),
  document text not null check (document in ('terms', 'privacy_notice')),
  version text not null check (length(version) between 1 and 40),
  accepted_at timestamptz not null,
  -- The address the acceptance came from, as part of its proof.
  ip text not null check (length(ip) <= 64),
  primary key (player_id, document, version)
);
