-- Money in and out: deposits and withdrawals through a payment provider (modules/payments).
--
-- A payment row is the request; its money moves only through the ledger, in the same transaction
-- as the status change that causes it (a conditional UPDATE ... WHERE status = <expected>):
--   deposit              in        cash +x            ref (provider, 'deposit:<reference>')
--   withdrawal_hold      transfer  cash -x, held +x   ref (provider, 'withdrawal:<reference>:hold')
--   withdrawal_paid      out       held -x            ref (provider, 'withdrawal:<reference>:close')
--   withdrawal_returned  reversal  of the hold        ref (provider, 'withdrawal:<reference>:close')
-- Paid and returned share their key, so at most one of them ever happens to a withdrawal.

insert into ledger_entry_types (type, direction, description) values
  ('deposit', 'in', 'A deposit confirmed by the payment provider or by the operator, credited to cash.'),
  ('withdrawal_hold', 'transfer', 'A withdrawal request: the amount moves from cash to held until it is paid out or returned.'),
  ('withdrawal_paid', 'out', 'A withdrawal paid out by the payment provider: the held amount leaves the wallet.'),
  ('withdrawal_returned', 'reversal', 'A withdrawal rejected, failed or cancelled: its hold goes back to cash.');

create table payments (
  id bigint generated always as identity primary key,
  player_id bigint not null references players (id),
  wallet_id bigint not null references wallets (id),
  -- TransactionType: 1 deposit, 2 withdrawal.
  type smallint not null check (type in (1, 2)),
  -- The site's payment method (defined in code: modules/payments/payment-methods.ts).
  method_id integer not null check (method_id > 0),
  provider text not null check (provider ~ '^[a-z][a-z0-9_.-]{1,39}$'),
  -- The provider's id of this payment, once it has answered.
  provider_reference text check (length(provider_reference) between 1 and 200),
  -- Our id of this payment, sent to the provider as its idempotency key.
  reference text not null check (reference ~ '^[a-z0-9-]{8,64}$'),
  amount numeric(18, 2) not null check (amount > 0),
  currency char(3) not null default 'TRY' check (currency = 'TRY'),
  -- TransactionStatus: 1 Confirmed, 2 Pending, 3 Merged, 4 Rejected, 5 Cancelled, 6 Created.
  status smallint not null check (status between 1 and 6),
  -- The method's fields as the player filled them in, a card number cut to its last 4 digits and
  -- no expiry date: nothing here could pay with the card.
  detail jsonb not null default '{}'::jsonb check (jsonb_typeof(detail) = 'object'),
  -- Why it was rejected or cancelled, in both languages.
  reason_tr text check (length(reason_tr) <= 500),
  reason_en text check (length(reason_en) <= 500),
  -- A withdrawal approved by the operator: its payout is with the provider.
  approved_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint payments_reference_key unique (reference),
  constraint payments_created_is_a_deposit check (status <> 6 or type = 1),
  constraint payments_approval_is_a_withdrawal check (approved_at is null or type = 2)
);

create unique index payments_provider_reference_key on payments (provider, provider_reference) where provider_reference is not null;
-- The player's financial activities, newest first.
create index payments_player_idx on payments (player_id, id desc);
-- The operator's list by status and type, newest first.
create index payments_status_idx on payments (status, type, id desc);
-- The sweep of deposits the provider never answered.
create index payments_created_idx on payments (created_at) where status = 6;

-- Requests are kept for ever: the application may add and update them, never delete them.
revoke delete, truncate on payments from arcadia_app;
