/**
 * A property test of the seamless wallet over real HTTP: seeded random interleavings of bets, wins
 * and rollbacks over several rounds and players, with repeats (the same request, the same
 * transaction under a new request id, a request id reused for another request, twins sent at
 * once) and calls out of order (a win or a rollback before its bet). A model of the contract says
 * what each call must answer and move; afterwards every wallet must equal its ledger, no round may
 * have been paid after it closed, no stake returned after a win named it, and each player's net
 * must equal the sum of their rounds' outcomes.
 *
 * A failure names its seed: `WALLET_PROPERTY_SEED=<seed> npm test -w server -- games-wallet.property`
 * replays it exactly (the calls of one player run in order; players run side by side).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import type { TestApp } from '../../testing/test-app.js';
import { assertLedgerAddsUp, playerWithMoney, type Player } from '../payments/payments.test-kit.js';
import { toKurus } from '../wallet/money.js';
import { balancesOf } from '../wallet/wallet.service.js';
import type { WalletResponse } from './games-wallet.contract.js';
import { call, GAME, launch, PROVIDER, startWalletApp, type Studio } from './games-wallet.test-kit.js';

const SEED = Number(process.env.WALLET_PROPERTY_SEED ?? 20_261_129);
const PLAYERS = 4;
const CALLS_PER_PLAYER = 70;

/** mulberry32: a small PRNG whose whole state is one 32-bit number, so a seed replays a run. */
function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}
type Random = ReturnType<typeof prng>;

type Action = 'bet' | 'win' | 'rollback';
interface Sent {
  action: Action;
  body: Record<string, unknown>;
  answer: WalletResponse;
}

/** What the model knows of one player's transaction ids, rounds and bets. */
interface BetState {
  amount: number;
  roundId: string;
  returned: boolean;
  won: boolean;
}
type Known =
  | ({ kind: 'bet' } & BetState)
  | { kind: 'win'; amount: number; reference: string; roundId: string }
  | { kind: 'rollback'; reference: string }
  | { kind: 'tombstone' };
interface RoundState {
  status: 'open' | 'completed' | 'cancelled';
  bets: string[];
}

/** One call's expected answer status and the change of the player's playable balance, in kuruş. */
interface Expected {
  status: string;
  delta: number;
  apply?: () => void;
}

class PlayerModel {
  readonly known = new Map<string, Known>();
  readonly rounds = new Map<string, RoundState>();
  readonly sent: Sent[] = [];
  /** Bets and wins the model accepted, per round: the round outcomes. */
  readonly outcome = new Map<string, number>();
  private ids = 0;

  constructor(
    readonly name: string,
    public balance: number,
  ) {}

  id(kind: string): string {
    this.ids += 1;
    return `${this.name}-${kind}-${this.ids}`;
  }

  private addOutcome(roundId: string, kurus: number) {
    this.outcome.set(roundId, (this.outcome.get(roundId) ?? 0) + kurus);
  }

  expectBet(body: { transactionId: string; roundId: string; amount: number }): Expected {
    const known = this.known.get(body.transactionId);
    if (known) {
      const same = known.kind === 'bet' && known.amount === body.amount && known.roundId === body.roundId;
      return { status: same ? 'RS_OK' : 'RS_ERROR_DUPLICATE_TRANSACTION', delta: 0 };
    }
    const round = this.rounds.get(body.roundId);
    if (round && round.status !== 'open') return { status: 'RS_ERROR_WRONG_TYPES', delta: 0 };
    if (body.amount > this.balance) return { status: 'RS_ERROR_NOT_ENOUGH_MONEY', delta: 0 };
    return {
      status: 'RS_OK',
      delta: -body.amount,
      apply: () => {
        this.known.set(body.transactionId, { kind: 'bet', amount: body.amount, roundId: body.roundId, returned: false, won: false });
        const state = this.rounds.get(body.roundId) ?? { status: 'open' as const, bets: [] };
        state.bets.push(body.transactionId);
        this.rounds.set(body.roundId, state);
        this.balance -= body.amount;
        this.addOutcome(body.roundId, -body.amount);
      },
    };
  }

  expectWin(body: { transactionId: string; referenceTransactionId: string; roundId: string; amount: number; roundClosed: boolean }): Expected {
    const known = this.known.get(body.transactionId);
    if (known) {
      const same = known.kind === 'win' && known.amount === body.amount && known.reference === body.referenceTransactionId && known.roundId === body.roundId;
      return { status: same ? 'RS_OK' : 'RS_ERROR_DUPLICATE_TRANSACTION', delta: 0 };
    }
    const bet = this.known.get(body.referenceTransactionId);
    if (!bet || bet.kind !== 'bet' || bet.returned || bet.roundId !== body.roundId || this.rounds.get(bet.roundId)!.status !== 'open') {
      return { status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST', delta: 0 };
    }
    return {
      status: 'RS_OK',
      delta: body.amount,
      apply: () => {
        this.known.set(body.transactionId, { kind: 'win', amount: body.amount, reference: body.referenceTransactionId, roundId: body.roundId });
        bet.won = true;
        if (body.roundClosed) this.rounds.get(bet.roundId)!.status = 'completed';
        this.balance += body.amount;
        this.addOutcome(body.roundId, body.amount);
      },
    };
  }

  expectRollback(body: { transactionId: string; referenceTransactionId: string }): Expected {
    const known = this.known.get(body.transactionId);
    if (known) {
      const same = known.kind === 'rollback' && known.reference === body.referenceTransactionId;
      return { status: same ? 'RS_OK' : 'RS_ERROR_DUPLICATE_TRANSACTION', delta: 0 };
    }
    const record = () => this.known.set(body.transactionId, { kind: 'rollback', reference: body.referenceTransactionId });
    const bet = this.known.get(body.referenceTransactionId);
    if (!bet) {
      return {
        status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
        delta: 0,
        apply: () => {
          record();
          this.known.set(body.referenceTransactionId, { kind: 'tombstone' });
        },
      };
    }
    if (bet.kind !== 'bet') return { status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST', delta: 0 };
    if (bet.returned) return { status: 'RS_OK', delta: 0, apply: record };
    const round = this.rounds.get(bet.roundId)!;
    if (bet.won || round.status !== 'open') return { status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST', delta: 0 };
    return {
      status: 'RS_OK',
      delta: bet.amount,
      apply: () => {
        record();
        bet.returned = true;
        if (round.bets.every((id) => (this.known.get(id) as BetState).returned)) round.status = 'cancelled';
        this.balance += bet.amount;
        this.addOutcome(bet.roundId, bet.amount);
      },
    };
  }

  expect(action: Action, body: Record<string, unknown>): Expected {
    if (action === 'bet') return this.expectBet(body as never);
    if (action === 'win') return this.expectWin(body as never);
    return this.expectRollback(body as never);
  }

  /** Bets the model knows, open or not. */
  bets(): string[] {
    return [...this.known].filter(([, k]) => k.kind === 'bet').map(([id]) => id);
  }
}

let ctx: TestApp;
before(async () => {
  ctx = await startWalletApp();
});
after(async () => {
  await ctx.close();
});

const playableOf = async (player: Player) => {
  const balances = await balancesOf(ctx.app.db, player.id);
  return Number(toKurus(balances.cash) + toKurus(balances.bonus));
};

const send = async (studio: Studio, action: Action, body: Record<string, unknown>): Promise<WalletResponse> => {
  const res = await call(ctx, action, { user: studio.user, sessionToken: studio.sessionToken, ...body });
  assert.equal(res.status, 200, res.text);
  return res.body;
};

/** The next call of one player: a fresh call of some kind, or a repeat or reorder of an earlier one. */
function nextCall(random: Random, model: PlayerModel): { kind: string; action: Action; body: Record<string, unknown>; repeatOf?: Sent; twin?: boolean } {
  const requestId = model.id('request');
  const openRounds = [...model.rounds].filter(([, r]) => r.status === 'open').map(([id]) => id);
  const bets = model.bets();
  const roll = random.next();
  if (roll < 0.3 || bets.length === 0) {
    // A bet: mostly in an open round, sometimes a new round, now and then in a closed one, or under an id a rollback already took.
    const closed = [...model.rounds].filter(([, r]) => r.status !== 'open').map(([id]) => id);
    const roundId = openRounds.length > 0 && random.chance(0.5) ? random.pick(openRounds) : closed.length > 0 && random.chance(0.1) ? random.pick(closed) : model.id('round');
    const tombstones = [...model.known].filter(([, k]) => k.kind === 'tombstone').map(([id]) => id);
    const transactionId = tombstones.length > 0 && random.chance(0.1) ? random.pick(tombstones) : model.id('bet');
    return { kind: 'bet', action: 'bet', body: { requestId, transactionId, roundId, gameCode: GAME, amount: random.int(1, 2500) }, twin: random.chance(0.08) };
  }
  if (roll < 0.55) {
    // A win: of a known bet (its round open or closed), now and then of a bet not yet sent.
    const early = random.chance(0.08);
    const reference = early ? model.id('bet') : random.pick(bets);
    const bet = model.known.get(reference);
    const roundId = bet?.kind === 'bet' ? bet.roundId : model.id('round');
    return {
      kind: early ? 'win before its bet' : 'win',
      action: 'win',
      body: { requestId, transactionId: model.id('win'), referenceTransactionId: reference, roundId, amount: random.chance(0.3) ? 0 : random.int(1, 5000), roundClosed: random.chance(0.4) },
      twin: random.chance(0.08),
    };
  }
  if (roll < 0.72) {
    // A rollback: of a known bet, or of one not yet sent (a tombstone).
    const early = random.chance(0.2);
    return {
      kind: early ? 'rollback before its bet' : 'rollback',
      action: 'rollback',
      body: { requestId, transactionId: model.id('rollback'), referenceTransactionId: early ? model.id('bet') : random.pick(bets) },
      twin: random.chance(0.08),
    };
  }
  const earlier = model.sent.length > 0 ? random.pick(model.sent) : null;
  if (!earlier) return { kind: 'bet', action: 'bet', body: { requestId, transactionId: model.id('bet'), roundId: model.id('round'), gameCode: GAME, amount: random.int(1, 2500) } };
  if (roll < 0.82) return { kind: 'the same request again', action: earlier.action, body: earlier.body, repeatOf: earlier };
  if (roll < 0.92) return { kind: 'the same transaction under a new request id', action: earlier.action, body: { ...earlier.body, requestId } };
  // A used request id with other content.
  const changed = { ...earlier.body, transactionId: model.id(earlier.action) };
  return { kind: 'a request id reused for another request', action: earlier.action, body: changed, repeatOf: earlier };
}

async function play(random: Random, model: PlayerModel, player: Player, studio: Studio, log: string[]) {
  for (let i = 0; i < CALLS_PER_PLAYER; i += 1) {
    const next = nextCall(random, model);
    const where = `seed ${SEED}, ${model.name} call ${i} (${next.kind} ${next.action} ${JSON.stringify(next.body)})`;
    const before = await playableOf(player);
    assert.equal(before, model.balance, `${where}: the wallet before the call is the model's`);
    let expected: Expected;
    if (next.kind === 'the same request again') expected = { status: next.repeatOf!.answer.status, delta: 0 };
    else if (next.kind === 'a request id reused for another request') expected = { status: 'RS_ERROR_DUPLICATE_TRANSACTION', delta: 0 };
    else expected = model.expect(next.action, next.body);

    const answers = next.twin ? await Promise.all([send(studio, next.action, next.body), send(studio, next.action, next.body)]) : [await send(studio, next.action, next.body)];
    const answer = answers[0]!;
    log.push(`${where} → ${answer.status}`);
    if (next.twin) assert.deepEqual(answers[1], answer, `${where}: twins sent at once get one answer`);
    if (next.kind === 'the same request again') assert.deepEqual(answer, next.repeatOf!.answer, `${where}: the stored answer`);
    assert.equal(answer.status, expected.status, `${where}: status`);
    const after = await playableOf(player);
    assert.equal(after - before, expected.delta, `${where}: the balance moved ${after - before}, not ${expected.delta}`);
    expected.apply?.();
    if (next.kind !== 'the same request again' && next.kind !== 'a request id reused for another request') model.sent.push({ action: next.action, body: next.body, answer });
  }
}

describe('the seamless wallet under random interleavings', () => {
  test(`bets, wins, rollbacks, repeats and reorders over ${PLAYERS} players keep every wallet, round and ledger consistent (seed ${SEED})`, async () => {
    const players: { player: Player; studio: Studio; model: PlayerModel; start: number }[] = [];
    for (let p = 0; p < PLAYERS; p += 1) {
      const player = await playerWithMoney(ctx, '200', '100');
      const studio = await launch(ctx, player);
      const start = await playableOf(player);
      players.push({ player, studio, model: new PlayerModel(`p${p}`, start), start });
    }
    const log: string[] = [];
    // Each player's calls in order, the players' calls interleaved by the server.
    await Promise.all(players.map(({ player, studio, model }, p) => play(prng(SEED + p), model, player, studio, log)));

    await assertLedgerAddsUp(ctx);
    for (const { player, model, start } of players) {
      const net = (await playableOf(player)) - start;
      const rounds = await sql<{ round_id: string; status: number; outcome: string }>`
        select round_id, status, (win - stake)::text as outcome from game_rounds where provider = ${PROVIDER} and player_id = ${player.id}`.execute(ctx.app.db);
      const sumOfRounds = rounds.rows.reduce((sum, r) => sum + Number(toKurus(r.outcome)), 0);
      assert.equal(net, sumOfRounds, `seed ${SEED}, ${model.name}: the net (${net}) is the sum of the round outcomes (${sumOfRounds})`);
      assert.equal(net, [...model.outcome.values()].reduce((a, b) => a + b, 0), `seed ${SEED}, ${model.name}: the net is the model's`);
      for (const round of rounds.rows) {
        assert.equal(Number(toKurus(round.outcome)), model.outcome.get(round.round_id) ?? 0, `seed ${SEED}, ${model.name} round ${round.round_id}`);
        const expectedStatus = { open: 1, completed: 2, cancelled: 3 }[model.rounds.get(round.round_id)?.status ?? 'open'];
        assert.equal(round.status, expectedStatus, `seed ${SEED}, ${model.name} round ${round.round_id}: status`);
      }
      // No win row after the round's closing one, no stake returned that a win names.
      const late = await sql<{ n: number }>`
        select count(*)::int as n from game_transactions w join game_transactions b on b.provider = w.provider and b.transaction_id = w.reference_transaction_id
         where w.player_id = ${player.id} and w.kind = 'win' and b.kind = 'bet' and b.returned_at is not null`.execute(ctx.app.db);
      assert.equal(late.rows[0]!.n, 0, `seed ${SEED}, ${model.name}: a returned bet that a win names`);
    }
    assert.ok(log.length >= PLAYERS * CALLS_PER_PLAYER);
  });
});
