-- The seamless wallet's bet and win, each one statement (games-wallet README, "One statement a
-- call"). A call used to be six round trips (begin, lock, read under the lock, post, the writes
-- with the answer, commit), and the wallet lock was held across all of them: a player's calls
-- queued behind network round trips, and every statement cost the server and the database its
-- own parse, bind and reply. Here the same steps run inside the database, in the order and under
-- the rules they had: the call's session and wallet (locked), an answer its request id already
-- has, the transaction id taken, the round, the player-protection guard, the funds, the posting
-- (through the ledger's triggers, unchanged), the round, the game transaction, the jackpot
-- contribution and the kept answer. A refusal writes only its answer. Statements run in READ
-- COMMITTED, each with a fresh snapshot, so what is read after the lock sees every commit before it.
--
-- A race the wallet lock does not order (the same request id or transaction id used at the same
-- moment by a call on another wallet) raises 40001: nothing of the call is kept, and the caller
-- runs it again, when it finds the other call's answer or transaction.
--
-- The rules of the stake guard are the ones `reality-checks.ts` and `slot-stake-cap.ts` state in
-- TypeScript for the rest of the server; `stake-guard.test.ts` holds the two to the same answers.

-- The call's game session and its player's wallet, locked: the player's calls take turns. `valid`
-- says the session is this provider's, of `p_user`, and (for stakes and balance reads) live along
-- with the login that launched it; wins and rollbacks are accepted after either ended.
create function games_wallet_lock_call(
  p_provider text, p_request_id text, p_user text, p_token_hash text, p_live boolean, p_now timestamptz,
  p_login_born_after timestamptz, p_login_seen_after timestamptz,
  out session_id bigint, out player_id bigint, out wallet_id bigint, out game_code text, out answered jsonb, out valid boolean)
language plpgsql as $$
declare
  s record;
begin
  select g.id, g.player_id, g.game_code, g.expires_at, g.ended_at, w.id as wallet_id,
         (l.id is null or (l.revoked_at is null and l.created_at > p_login_born_after and l.last_seen_at >= p_login_seen_after)) as login_live
    into s
    from game_sessions g
    join wallets w on w.player_id = g.player_id
    left join sessions l on l.id = g.site_session_id
   where g.session_token_hash = p_token_hash and g.provider = p_provider
     for update of w;
  select jsonb_build_object('response', q.response, 'request_hash', q.request_hash) into answered
    from game_wallet_requests q where q.provider = p_provider and q.request_id = p_request_id and q.response is not null;
  valid := s.id is not null and s.player_id::text = p_user
           and (not p_live or (s.ended_at is null and s.expires_at > p_now and s.login_live));
  session_id := s.id;
  player_id := s.player_id;
  wallet_id := s.wallet_id;
  game_code := s.game_code;
end
$$;

-- A call's answer: the contract's fields (balance in kuruş, null when the call has no player).
create function games_wallet_answer(p_status text, p_request_id text, p_user text, p_balance bigint) returns jsonb
language sql immutable as $$
  select jsonb_build_object('status', p_status, 'request_uuid', p_request_id, 'user', p_user, 'currency', 'TRY', 'balance', p_balance)
$$;

-- Keeps a refusal's answer under its request id; one there already (a twin committed first) is
-- returned instead, as `answered`, for the caller to judge.
create function games_wallet_keep(p_provider text, p_request_id text, p_action text, p_request_hash text, p_response jsonb) returns jsonb
language plpgsql as $$
declare
  kept jsonb;
begin
  insert into game_wallet_requests (provider, request_id, action, response, request_hash)
  values (p_provider, p_request_id, p_action, p_response, p_request_hash)
  on conflict (provider, request_id) do nothing
  returning response into kept;
  if kept is not null then
    return jsonb_build_object('response', kept);
  end if;
  return jsonb_build_object('answered', (
    select jsonb_build_object('response', q.response, 'request_hash', q.request_hash)
      from game_wallet_requests q where q.provider = p_provider and q.request_id = p_request_id));
end
$$;

-- Keeps a posting call's answer, last: a twin that took the request id meanwhile undoes the call.
create function games_wallet_keep_last(p_provider text, p_request_id text, p_action text, p_request_hash text, p_response jsonb) returns void
language plpgsql as $$
begin
  insert into game_wallet_requests (provider, request_id, action, response, request_hash)
  values (p_provider, p_request_id, p_action, p_response, p_request_hash)
  on conflict (provider, request_id) do nothing;
  if not found then
    raise exception 'request id % was answered meanwhile', p_request_id using errcode = '40001';
  end if;
end
$$;

-- Milliseconds since the epoch, cut as a JavaScript Date cuts them (the TypeScript rules compare those).
create function games_wallet_ms(p_at timestamptz) returns bigint
language sql immutable as $$ select floor(extract(epoch from p_at) * 1000)::bigint $$;

-- `slotStakeCapFor` (slot-stake-cap.ts): the most one slot spin may stake, in kuruş, or null.
create function games_wallet_slot_cap(p_birth date, p_now timestamptz, p_cap bigint, p_cap_young bigint, p_young_adult_max_age int) returns bigint
language sql immutable as $$
  select case when p_birth is null
                or extract(year from (p_now at time zone 'UTC'))::int - extract(year from p_birth)::int
                   - case when (extract(month from (p_now at time zone 'UTC')), extract(day from (p_now at time zone 'UTC')))
                               < (extract(month from p_birth), extract(day from p_birth)) then 1 else 0 end
                   <= p_young_adult_max_age
              then least(p_cap, p_cap_young) else p_cap end
$$;

-- `checkIsDue` (reality-checks.ts): a check has fallen due (every `p_minutes` from `p_started`)
-- and has not been acknowledged since.
create function games_wallet_check_due(p_started timestamptz, p_acknowledged timestamptz, p_minutes int, p_now timestamptz) returns boolean
language plpgsql immutable as $$
declare
  period_ms bigint := p_minutes * 60000::bigint;
  passed bigint := floor((games_wallet_ms(p_now) - games_wallet_ms(p_started))::numeric / period_ms);
begin
  return passed >= 1 and (p_acknowledged is null or games_wallet_ms(p_acknowledged) < games_wallet_ms(p_started) + passed * period_ms);
end
$$;

-- Why a stake of `p_stake` kuruş is refused ('excluded', 'limit', 'reality_check') or null: no
-- exclusion in force, no slot spin above the operator's cap (`slot-stake-cap.ts`: players aged 24
-- or less, or of unknown age, get the lower young-adult cap), no reality check due and
-- unacknowledged in the play session (`reality-checks.ts`), no stake or loss limit taken past its
-- amount (a waiting rise or removal counts once its time has come). Read under the wallet lock.
create function games_wallet_stake_refusal(
  p_player_id bigint, p_game_session_id bigint, p_game_code text, p_stake bigint, p_now timestamptz,
  p_slot_cap bigint, p_slot_cap_young bigint, p_slot_category int, p_default_check_minutes int, p_young_adult_max_age int)
returns text language plpgsql as $$
declare
  cap bigint;
  started timestamptz;
  acknowledged timestamptz;
  minutes int;
  used record;
  summed boolean := false;
  lim record;
  applied boolean;
  limit_kurus bigint;
  staked bigint;
  won bigint;
begin
  if exists (select 1 from responsible_gaming_exclusions
              where player_id = p_player_id and starts_at <= p_now and (until is null or until > p_now)) then
    return 'excluded';
  end if;

  if (p_slot_cap is not null or p_slot_cap_young is not null)
     and exists (select 1 from casino_games where game_code = p_game_code and p_slot_category = any (categories)) then
    cap := games_wallet_slot_cap((select birth_date from players where id = p_player_id), p_now, p_slot_cap, p_slot_cap_young, p_young_adult_max_age);
    if cap is not null and p_stake > cap then
      return 'limit';
    end if;
  end if;

  select coalesce(ses.created_at, g.created_at),
         case when ses.id is null then (select max(reality_check_acknowledged_at) from sessions where player_id = p_player_id)
              else ses.reality_check_acknowledged_at end,
         coalesce(st.reality_check_minutes, p_default_check_minutes)
    into started, acknowledged, minutes
    from game_sessions g
    left join sessions ses on ses.id = g.site_session_id
    left join responsible_gaming_settings st on st.player_id = g.player_id
   where g.id = p_game_session_id and g.player_id = p_player_id;
  if found and games_wallet_check_due(started, acknowledged, minutes, p_now) then
    return 'reality_check';
  end if;

  for lim in select type, period, amount, pending_amount, pending_effective_at from responsible_gaming_limits
              where player_id = p_player_id and type in ('stake', 'loss') loop
    if not summed then
      summed := true;
      select (coalesce(sum(amount) filter (where kind = 'bet' and created_at > p_now - interval '24 hours'), 0) * 100)::bigint as stake_day,
             (coalesce(sum(amount) filter (where kind = 'bet' and created_at > p_now - interval '168 hours'), 0) * 100)::bigint as stake_week,
             (coalesce(sum(amount) filter (where kind = 'bet' and created_at > p_now - interval '720 hours'), 0) * 100)::bigint as stake_month,
             (coalesce(sum(amount) filter (where kind = 'win' and created_at > p_now - interval '24 hours'), 0) * 100)::bigint as win_day,
             (coalesce(sum(amount) filter (where kind = 'win' and created_at > p_now - interval '168 hours'), 0) * 100)::bigint as win_week,
             (coalesce(sum(amount) filter (where kind = 'win' and created_at > p_now - interval '720 hours'), 0) * 100)::bigint as win_month
        into used
        from game_transactions
       where player_id = p_player_id and kind in ('bet', 'win') and created_at > p_now - interval '720 hours'
         and (kind = 'win' or returned_at is null);
    end if;
    applied := lim.pending_effective_at is not null and games_wallet_ms(lim.pending_effective_at) <= games_wallet_ms(p_now);
    continue when applied and lim.pending_amount is null;
    limit_kurus := ((case when applied then lim.pending_amount else lim.amount end) * 100)::bigint;
    staked := case lim.period when 'day' then used.stake_day when 'week' then used.stake_week else used.stake_month end;
    won := case lim.period when 'day' then used.win_day when 'week' then used.win_week else used.win_month end;
    -- A loss limit bounds what the player can be down over the window if this stake is lost.
    if (case when lim.type = 'stake' then staked + p_stake else staked + p_stake - won end) > limit_kurus then
      return 'limit';
    end if;
  end loop;
  return null;
end
$$;

-- The playable balances under the lock, in kuruş. PL/pgSQL, not SQL: a SQL function called for a
-- record is planned anew at every call, a PL/pgSQL one keeps its plan for the connection.
create function games_wallet_balances(p_wallet_id bigint, out cash bigint, out bonus bigint, out held bigint)
language plpgsql stable as $$
begin
  select coalesce((sum(balance) filter (where balance_kind = 'cash') * 100)::bigint, 0),
         coalesce((sum(balance) filter (where balance_kind = 'bonus') * 100)::bigint, 0),
         coalesce((sum(balance) filter (where balance_kind = 'held') * 100)::bigint, 0)
    into cash, bonus, held
    from wallet_balances where wallet_id = p_wallet_id;
end
$$;

-- What a posting call tells the balance caches and the hub: the balances it left (lira text) and
-- the wallet's newest entry.
create function games_wallet_posted(p_player_id bigint, p_cash bigint, p_bonus bigint, p_held bigint, p_version bigint) returns jsonb
language sql immutable as $$
  select jsonb_build_object('player_id', p_player_id, 'version', p_version,
    'cash', (p_cash::numeric / 100)::numeric(18, 2)::text, 'bonus', (p_bonus::numeric / 100)::numeric(18, 2)::text, 'held', (p_held::numeric / 100)::numeric(18, 2)::text)
$$;

-- A call's posting: its journal (the provider's transaction id is its external id) and an entry
-- for each balance it moves, cash first, each continuing that balance from what was read under the
-- lock; the ledger's triggers check all of it. Answers the journal and the wallet's newest entry.
-- The id taken meanwhile by a call on another wallet raises 40001 (see the top of this file).
create function games_wallet_post(
  p_wallet_id bigint, p_type text, p_provider text, p_transaction_id text,
  p_cash bigint, p_cash_delta bigint, p_bonus bigint, p_bonus_delta bigint,
  out journal bigint, out version bigint)
language plpgsql as $$
begin
  insert into ledger_journals (wallet_id, type, actor_kind, actor_id, provider, external_id)
  values (p_wallet_id, p_type, 'provider', p_provider, p_provider, p_transaction_id)
  on conflict (provider, external_id) do nothing
  returning id into journal;
  if journal is null then
    raise exception 'transaction id % was taken meanwhile', p_transaction_id using errcode = '40001';
  end if;
  if p_cash_delta <> 0 then
    insert into ledger_entries (journal_id, wallet_id, balance_kind, amount, balance_after)
    values (journal, p_wallet_id, 'cash', p_cash_delta::numeric / 100, (p_cash + p_cash_delta)::numeric / 100) returning id into version;
  end if;
  if p_bonus_delta <> 0 then
    insert into ledger_entries (journal_id, wallet_id, balance_kind, amount, balance_after)
    values (journal, p_wallet_id, 'bonus', p_bonus_delta::numeric / 100, (p_bonus + p_bonus_delta)::numeric / 100) returning id into version;
  end if;
end
$$;

-- A stake: cash first, then bonus money (only on its bonus's product); the bonus part counts
-- toward the oldest active bonus's wagering. A round is one game's. Answers as the TypeScript
-- caller documents (`games-wallet.service.ts`): {response, posted} or {answered}.
create function games_wallet_bet(
  p_provider text, p_request_id text, p_request_hash text, p_user text, p_token_hash text,
  p_transaction_id text, p_round_id text, p_game_code text, p_stake bigint, p_now timestamptz,
  p_login_born_after timestamptz, p_login_seen_after timestamptz, p_product text, p_jackpot boolean,
  p_slot_cap bigint, p_slot_cap_young bigint, p_slot_category int, p_default_check_minutes int, p_young_adult_max_age int)
returns jsonb language plpgsql as $$
declare
  c record;
  b record;
  taken record;
  rnd record;
  bonus_product text;
  refused text;
  usable bigint;
  from_cash bigint;
  from_bonus bigint;
  posting record;
  journal bigint;
  version bigint;
  grant_id bigint;
  round_pk bigint;
  stake_lira numeric(18, 2) := p_stake::numeric / 100;
  response jsonb;
begin
  select * into c from games_wallet_lock_call(p_provider, p_request_id, p_user, p_token_hash, true, p_now, p_login_born_after, p_login_seen_after);
  if c.answered is not null then
    return jsonb_build_object('answered', c.answered);
  end if;
  if not c.valid then
    return games_wallet_keep(p_provider, p_request_id, 'bet', p_request_hash, games_wallet_answer('RS_ERROR_INVALID_TOKEN', p_request_id, p_user, null));
  end if;
  select * into b from games_wallet_balances(c.wallet_id);

  -- A transaction id taken is judged first: its bet again is RS_OK, anything else under it a duplicate.
  select t.kind, t.player_id, (t.amount * 100)::bigint as amount, r.round_id as round_key, r.game_code as round_game
    into taken
    from game_transactions t left join game_rounds r on r.id = t.round_id
   where t.provider = p_provider and t.transaction_id = p_transaction_id;
  if found then
    return games_wallet_keep(p_provider, p_request_id, 'bet', p_request_hash, games_wallet_answer(
      case when taken.kind = 'bet' and taken.player_id = c.player_id and taken.amount = p_stake
                and taken.round_key is not distinct from p_round_id and taken.round_game is not distinct from p_game_code
           then 'RS_OK' else 'RS_ERROR_DUPLICATE_TRANSACTION' end,
      p_request_id, p_user, b.cash + b.bonus));
  end if;
  if c.game_code <> p_game_code then
    return games_wallet_keep(p_provider, p_request_id, 'bet', p_request_hash, games_wallet_answer('RS_ERROR_INVALID_TOKEN', p_request_id, p_user, null));
  end if;
  select id, status, game_code into rnd from game_rounds where provider = p_provider and round_id = p_round_id and player_id = c.player_id;
  if found and (rnd.status <> 1 or rnd.game_code <> p_game_code) then
    return games_wallet_keep(p_provider, p_request_id, 'bet', p_request_hash, games_wallet_answer('RS_ERROR_WRONG_TYPES', p_request_id, p_user, b.cash + b.bonus));
  end if;

  refused := games_wallet_stake_refusal(c.player_id, c.session_id, p_game_code, p_stake, p_now, p_slot_cap, p_slot_cap_young,
                                        p_slot_category, p_default_check_minutes, p_young_adult_max_age);
  if refused is not null then
    return games_wallet_keep(p_provider, p_request_id, 'bet', p_request_hash, games_wallet_answer(
      case when refused = 'excluded' then 'RS_ERROR_USER_DISABLED' else 'RS_ERROR_LIMIT_REACHED' end, p_request_id, p_user, b.cash + b.bonus));
  end if;
  select product into bonus_product from bonus_grants where wallet_id = c.wallet_id and status = 'active' order by id limit 1;
  usable := case when bonus_product is null or bonus_product = p_product then b.bonus else 0 end;
  if b.cash + usable < p_stake then
    return games_wallet_keep(p_provider, p_request_id, 'bet', p_request_hash, games_wallet_answer('RS_ERROR_NOT_ENOUGH_MONEY', p_request_id, p_user, b.cash + b.bonus));
  end if;
  from_cash := least(b.cash, p_stake);
  from_bonus := p_stake - from_cash;

  select * into posting from games_wallet_post(c.wallet_id, 'casino_bet', p_provider, p_transaction_id, b.cash, -from_cash, b.bonus, -from_bonus);
  journal := posting.journal;
  version := posting.version;
  if from_bonus > 0 then
    update bonus_grants set wagered = wagered + from_bonus::numeric / 100, updated_at = p_now
     where id = (select id from bonus_grants where wallet_id = c.wallet_id and status = 'active' order by id limit 1 for update)
    returning id into grant_id;
  end if;

  if rnd.id is not null then
    update game_rounds set stake = stake + stake_lira, updated_at = p_now where id = rnd.id;
    round_pk := rnd.id;
  else
    insert into game_rounds (provider, round_id, player_id, wallet_id, session_id, game_code, stake, created_at, updated_at)
    values (p_provider, p_round_id, c.player_id, c.wallet_id, c.session_id, p_game_code, stake_lira, p_now, p_now)
    returning id into round_pk;
  end if;
  insert into game_transactions (provider, transaction_id, kind, action, player_id, round_id, amount, cash_amount, bonus_amount, bonus_grant_id, journal_id, created_at)
  values (p_provider, p_transaction_id, 'bet', 2, c.player_id, round_pk, stake_lira, from_cash::numeric / 100, from_bonus::numeric / 100, grant_id, journal, p_now);
  -- Sports stakes feed no casino jackpot.
  if p_jackpot then
    insert into casino_jackpot_contributions (stake) values (stake_lira);
  end if;

  response := games_wallet_answer('RS_OK', p_request_id, p_user, b.cash + b.bonus - p_stake);
  perform games_wallet_keep_last(p_provider, p_request_id, 'bet', p_request_hash, response);
  return jsonb_build_object('response', response, 'posted', games_wallet_posted(c.player_id, b.cash - from_cash, b.bonus - from_bonus, b.held, version));
end
$$;

-- A win pays into a round still Processing, split as the round's stakes (its bets not returned)
-- were taken: cash in the share they took from cash, rounded down, the rest to bonus, so bonus
-- money never turns into cash by winning with it. The same win again is RS_OK; whether a win
-- closed its round follows from the rules (only a win with `roundClosed` completes a round, and a
-- Completed round takes no win after it). `notify` (sports) answers whether the payout beat the
-- stake, for the caller's notification, written in this transaction.
create function games_wallet_win(
  p_provider text, p_request_id text, p_request_hash text, p_user text, p_token_hash text,
  p_transaction_id text, p_reference_transaction_id text, p_round_id text, p_amount bigint, p_round_closed boolean,
  p_now timestamptz, p_login_born_after timestamptz, p_login_seen_after timestamptz, p_notify boolean)
returns jsonb language plpgsql as $$
declare
  c record;
  b record;
  taken record;
  stake record;
  round_cash bigint;
  round_stake bigint;
  to_cash bigint;
  to_bonus bigint;
  posting record;
  journal bigint;
  version bigint;
  amount_lira numeric(18, 2) := p_amount::numeric / 100;
  response jsonb;
  result jsonb;
begin
  select * into c from games_wallet_lock_call(p_provider, p_request_id, p_user, p_token_hash, false, p_now, p_login_born_after, p_login_seen_after);
  if c.answered is not null then
    return jsonb_build_object('answered', c.answered);
  end if;
  if not c.valid then
    return games_wallet_keep(p_provider, p_request_id, 'win', p_request_hash, games_wallet_answer('RS_ERROR_INVALID_TOKEN', p_request_id, p_user, null));
  end if;
  select * into b from games_wallet_balances(c.wallet_id);

  select t.kind, t.player_id, (t.amount * 100)::bigint as amount, t.reference_transaction_id, r.round_id as round_key,
         (t.kind = 'win' and r.status = 2
          and not exists (select 1 from game_transactions l where l.round_id = t.round_id and l.kind = 'win' and l.id > t.id)) as closed_round
    into taken
    from game_transactions t left join game_rounds r on r.id = t.round_id
   where t.provider = p_provider and t.transaction_id = p_transaction_id;
  if found then
    return games_wallet_keep(p_provider, p_request_id, 'win', p_request_hash, games_wallet_answer(
      case when taken.kind = 'win' and taken.player_id = c.player_id and taken.amount = p_amount
                and taken.reference_transaction_id is not distinct from p_reference_transaction_id
                and taken.round_key is not distinct from p_round_id and taken.closed_round is not distinct from p_round_closed
           then 'RS_OK' else 'RS_ERROR_DUPLICATE_TRANSACTION' end,
      p_request_id, p_user, b.cash + b.bonus));
  end if;

  select t.kind, t.player_id, (t.amount * 100)::bigint as amount, t.returned_at, t.round_id, r.round_id as round_key, r.status as round_status
    into stake
    from game_transactions t left join game_rounds r on r.id = t.round_id
   where t.provider = p_provider and t.transaction_id = p_reference_transaction_id;
  -- A round Completed, Cancelled or Expired is paid no more (the same win sent again was answered above).
  if not found or stake.round_id is null or stake.kind <> 'bet' or stake.player_id <> c.player_id or stake.returned_at is not null
     or stake.round_key is distinct from p_round_id or stake.round_status is distinct from 1 then
    return games_wallet_keep(p_provider, p_request_id, 'win', p_request_hash, games_wallet_answer('RS_ERROR_TRANSACTION_DOES_NOT_EXIST', p_request_id, p_user, b.cash + b.bonus));
  end if;

  -- The named bet is not returned, so the round still stakes at least its amount.
  select (coalesce(sum(cash_amount), 0) * 100)::bigint, (coalesce(sum(cash_amount + bonus_amount), 0) * 100)::bigint
    into round_cash, round_stake
    from game_transactions where round_id = stake.round_id and kind = 'bet' and returned_at is null;
  to_cash := (p_amount * round_cash) / round_stake;
  to_bonus := p_amount - to_cash;
  if p_amount > 0 then
    select * into posting from games_wallet_post(c.wallet_id, 'casino_win', p_provider, p_transaction_id, b.cash, to_cash, b.bonus, to_bonus);
    journal := posting.journal;
    version := posting.version;
  end if;

  update game_rounds
     set win = win + amount_lira, updated_at = p_now,
         status = case when p_round_closed then 2::smallint else status end,
         closed_at = case when p_round_closed then p_now else closed_at end
   where id = stake.round_id;
  insert into game_transactions (provider, transaction_id, kind, action, player_id, round_id, reference_transaction_id, amount, cash_amount, bonus_amount, journal_id, created_at)
  values (p_provider, p_transaction_id, 'win', 1, c.player_id, stake.round_id, p_reference_transaction_id, amount_lira,
          to_cash::numeric / 100, to_bonus::numeric / 100, journal, p_now);

  response := games_wallet_answer('RS_OK', p_request_id, p_user, b.cash + b.bonus + p_amount);
  perform games_wallet_keep_last(p_provider, p_request_id, 'win', p_request_hash, response);
  result := jsonb_build_object('response', response);
  if journal is not null then
    result := result || jsonb_build_object('posted', games_wallet_posted(c.player_id, b.cash + to_cash, b.bonus + to_bonus, b.held, version));
    if p_notify then
      result := result || jsonb_build_object('notify', jsonb_build_object('won', p_amount > stake.amount));
    end if;
  end if;
  return result;
end
$$;
