-- Phones in one spelling, trial-bonus claims keyed only on what identifies a person, risk flags
-- for the operator, and no plain one-time codes in the messaging outbox.
--
-- A phone is stored as 90 followed by the 10-digit Turkish mobile number (5xx xxx xx xx), the
-- spelling normalizePhone (shared/src/validation/phone.ts) gives; the server normalises every
-- phone it receives. Before this, 5321234567, 05321234567 and 905321234567 were different phones:
-- one SIM could verify several accounts and take the trial bonus once per spelling. Phones stored
-- so far are 5 to 20 digits, so their spellings are the bare number, 0 + number, 90 + number,
-- 0090 + number, and 90 + 0 + number; the pattern below is normalizePhone's for digit strings.
--
-- What happens to existing rows:
--  1. Verified accounts that end with the same phone: the account verified earliest
--     (phone_verified_at, else created_at, then the lowest id) keeps its verified phone; every
--     other one is unverified and flagged 'phone_conflict' for the operator, naming the account
--     that kept the number. Their players verify again (a number of their own) from their page.
--  2. A verified phone that is not a Turkish mobile number is unverified and flagged
--     'phone_not_normalisable': SMS verification needs a number the site can send to.
--  3. Every phone that normalises is rewritten; one that does not stays as written (its account
--     is unverified) until the player gives a valid one.
--  4. Trial-bonus claims are rewritten the same way. When several claims end with the same phone
--     (one SIM paid more than once), the claim already spelled normalised, else the earliest,
--     holds the number; the others keep their old spelling, which no new claim can match (new
--     claims always carry a normalised phone), and each is flagged 'trial_bonus_repeat'.

-- What the operator should look at. Recording a flag never refuses anything by itself.
create table risk_flags (
  id bigint generated always as identity primary key,
  kind text not null check (kind in (
    'phone_conflict',            -- unverified when phones were normalised: another account verified the same number first
    'phone_not_normalisable',    -- unverified when phones were normalised: not a Turkish mobile number
    'trial_bonus_repeat',        -- a trial bonus paid again to a phone that had one (before phones were normalised)
    'phone_taken_attempt',       -- asked to verify a phone another account has verified (no SMS is sent)
    'claim_without_fingerprint', -- claimed the trial bonus without the site's device fingerprint
    'shared_fingerprint'         -- claimed the trial bonus from a device used by many accounts
  )),
  player_id bigint references players (id),
  -- What the flag is about: a phone number or a device fingerprint.
  subject text not null default '',
  -- For the operator, in plain words.
  detail text not null,
  created_at timestamptz not null default now()
);
create index risk_flags_player_idx on risk_flags (player_id);

-- 1. Verified accounts sharing a number after normalisation: the earliest keeps it.
with ranked as (
  select id, phone,
         '90' || substring(phone from '^(?:0090|90)?0?(5[0-9]{9})$') as normal,
         first_value(id) over w as keeper_id,
         row_number() over w as rank
  from players
  where sms_verified and substring(phone from '^(?:0090|90)?0?(5[0-9]{9})$') is not null
  window w as (partition by substring(phone from '^(?:0090|90)?0?(5[0-9]{9})$') order by coalesce(phone_verified_at, created_at), id)
),
unverified as (
  update players p set sms_verified = false, phone_verified_at = null, updated_at = now()
  from ranked r
  where p.id = r.id and r.rank > 1
  returning p.id, r.phone, r.normal, r.keeper_id
)
insert into risk_flags (kind, player_id, subject, detail)
select 'phone_conflict', u.id, u.normal,
       'Verified phone ' || u.phone || ' is ' || u.normal || ', verified earlier by player ' || k.usercode ||
       '; this account was unverified when phones were normalised.'
from unverified u join players k on k.id = u.keeper_id;

-- 2. Verified phones that are not Turkish mobile numbers.
with unverified as (
  update players set sms_verified = false, phone_verified_at = null, updated_at = now()
  where sms_verified and substring(phone from '^(?:0090|90)?0?(5[0-9]{9})$') is null
  returning id, phone
)
insert into risk_flags (kind, player_id, subject, detail)
select 'phone_not_normalisable', id, phone,
       'Verified phone ' || phone || ' is not a Turkish mobile number; the account was unverified when phones were normalised.'
from unverified;

-- 3. Every phone that normalises, and the targets of phone codes (an open code keeps working).
update players set phone = '90' || substring(phone from '^(?:0090|90)?0?(5[0-9]{9})$'), updated_at = now()
where phone <> '90' || substring(phone from '^(?:0090|90)?0?(5[0-9]{9})$');

update verification_codes set target = '90' || substring(target from '^(?:0090|90)?0?(5[0-9]{9})$')
where purpose = 'phone' and target <> '90' || substring(target from '^(?:0090|90)?0?(5[0-9]{9})$');

-- A verified phone is always in the stored spelling, so the unique index on verified phones
-- (players_verified_phone_key) really means one verified account per number.
alter table players add constraint players_verified_phone_normalised check (not sms_verified or phone ~ '^905[0-9]{9}$');

-- 4. Trial-bonus claims.
with ranked as (
  select id, player_id, phone,
         '90' || substring(phone from '^(?:0090|90)?0?(5[0-9]{9})$') as normal,
         first_value(player_id) over w as keeper_player_id,
         row_number() over w as rank
  from trial_bonus_claims
  where substring(phone from '^(?:0090|90)?0?(5[0-9]{9})$') is not null
  window w as (
    partition by substring(phone from '^(?:0090|90)?0?(5[0-9]{9})$')
    order by (phone = '90' || substring(phone from '^(?:0090|90)?0?(5[0-9]{9})$')) desc, created_at, id
  )
),
flagged as (
  insert into risk_flags (kind, player_id, subject, detail)
  select 'trial_bonus_repeat', r.player_id, r.normal,
         'Trial bonus claimed with phone ' || r.phone || ', which is ' || r.normal || ', already claimed by player ' || k.usercode || '.'
  from ranked r join players k on k.id = r.keeper_player_id
  where r.rank > 1
)
update trial_bonus_claims c set phone = r.normal
from ranked r
where c.id = r.id and r.rank = 1 and c.phone <> r.normal;

-- The device fingerprint is an optional header the client chooses: recorded with the claim as a
-- risk signal, never a key. A missing one is marked; a shared one is flagged (see bonus.service.ts).
alter table trial_bonus_claims drop constraint trial_bonus_claims_fingerprint_key;
alter table trial_bonus_claims add column fingerprint_missing boolean generated always as (fingerprint is null) stored;
create index trial_bonus_claims_fingerprint_idx on trial_bonus_claims (fingerprint) where fingerprint is not null;

-- A trial bonus needs a national ID on file (fast registrations have none until one is added), so
-- every claim is keyed on the player, the phone and the national ID. Not validated against old
-- claims, which may lack one; the table is insert-only, so it holds for every new claim.
alter table trial_bonus_claims add constraint trial_bonus_claims_personal_no_required check (personal_no is not null) not valid;

-- How many accounts a device fingerprint has logged into (a shared device is a risk signal).
create index sessions_fingerprint_idx on sessions (fingerprint, player_id) where fingerprint <> '';

-- The outbox of the demo SMS / e-mail adapters keeps what a real provider would see, the message;
-- the code lives only in the body, and hashed in verification_codes.
alter table outbox drop column code;
