/**
 * A property test of the seamless wallet over real HTTP: seeded random interleavings of bets, wins
 * and rollbacks over several rounds and players, with repeats (the same request, the same
 * transaction under a new request id, the same transaction id with other content, a request id
 * reused for another request, twins sent at once), calls out of order (a win or a rollback before
 * its bet) and different calls of one player sent at once (a win and a rollback of one bet, two
 * bets). A model of the contract says what each call must answer and move; for calls sent at once
 * it accepts either order and follows the one the server took. Afterwards every wallet must equal
 * its ledger, no win row may follow its round's closing win, no stake may be returned after a win
 * named it, and each player's net must equal the sum of their rounds' outcomes.
 *
 * A failure names its seed: `WALLET_PROPERTY_SEED=<seed> npm test -w server -- games-wallet.property`
 * replays it exactly (the calls of one player run in order; players run side by side). Calls sent at
 * once are chosen so that either order leaves what the generator reads (the balance, which rounds
 * are open, the bets) the same, so the server's order does not change the calls that follow.
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
/** The game of every session; a bet sent again under another game's code is another bet. */
const OTHER_GAME = 'hub88-other-game';
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
  gameCode: string;
  returned: boolean;
  won: boolean;
}
type Known =
  | ({ kind: 'bet' } & BetState)
  | { kind: 'win'; amount: number; reference: string; roundId: string; roundClosed: boolean }
  | { kind: 'rollback'; reference: string }
  | { kind: 'tombstone' };
interface RoundState {
  status: 'open' | 'completed' | 'cancelled';
  bets: string[];
  /** The win that closed the round. */
  closedBy?: string;
}

/** One call's expected answer status and the change of the player's playable balance, in kuruş. */
interface Expected {
  status: string;
  delta: number;
  apply?: () => void;
}

class PlayerModel {
  known = new Map<string, Known>();
  rounds = new Map<string, RoundState>();
  readonly sent: Sent[] = [];
  /** Bets and wins the model accepted, per round: the round outcomes. */
  outcome = new Map<string, number>();
  private ids = 0;

  constructor(
    readonly name: string,
    public balance: number,
  ) {}

  /** A copy of what the model knows, to try an order of calls on. */
  fork(): PlayerModel {
    const copy = new PlayerModel(this.name, this.balance);
    ({ known: copy.known, rounds: copy.rounds, outcome: copy.outcome } = structuredClone({ known: this.known, rounds: this.rounds, outcome: this.outcome }));
    return copy;
  }

  /** Takes what a fork came to know (the order the server took). */
  adopt(fork: PlayerModel) {
    ({ known: this.known, rounds: this.rounds, outcome: this.outcome, balance: this.balance } = fork);
  }

  id(kind: string): string {
    this.ids += 1;
    return `${this.name}-${kind}-${this.ids}`;
  }

  private addOutcome(roundId: string, kurus: number) {
    this.outcome.set(roundId, (this.outcome.get(roundId) ?? 0) + kurus);
  }

  expectBet(body: { transactionId: string; roundId: string; gameCode: string; amount: number }): Expected {
    const known = this.known.get(body.transactionId);
    if (known) {
      const same = known.kind === 'bet' && known.amount === body.amount && known.roundId === body.roundId && known.gameCode === body.gameCode;
      return { status: same ? 'RS_OK' : 'RS_ERROR_DUPLICATE_TRANSACTION', delta: 0 };
    }
    if (body.gameCode !== GAME) return { status: 'RS_ERROR_INVALID_TOKEN', delta: 0 };
    const round = this.rounds.get(body.roundId);
    if (round && round.status !== 'open') return { status: 'RS_ERROR_WRONG_TYPES', delta: 0 };
    if (body.amount > this.balance) return { status: 'RS_ERROR_NOT_ENOUGH_MONEY', delta: 0 };
    return {
      status: 'RS_OK',
      delta: -body.amount,
      apply: () => {
        this.known.set(body.transactionId, { kind: 'bet', amount: body.amount, roundId: body.roundId, gameCode: body.gameCode, returned: false, won: false });
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
      const same =
        known.kind === 'win' && known.amount === body.amount && known.reference === body.referenceTransactionId && known.roundId === body.roundId && known.roundClosed === body.roundClosed;
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
        this.known.set(body.transactionId, { kind: 'win', amount: body.amount, reference: body.referenceTransactionId, roundId: body.roundId, roundClosed: body.roundClosed });
        bet.won = true;
        if (body.roundClosed) Object.assign(this.rounds.get(bet.roundId)!, { status: 'completed', closedBy: body.transactionId });
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

  /**
   * Bets neither won nor returned that are the last bet standing in their open round: a win that
   * closes the round and a rollback that cancels it then race for them.
   */
  soleStandingBets(): string[] {
    return [...this.rounds.values()]
      .filter((round) => round.status === 'open')
      .map((round) => round.bets.filter((id) => !(this.known.get(id) as BetState).returned))
      .filter((standing) => standing.length === 1 && !(this.known.get(standing[0]!) as BetState).won)
      .map((standing) => standing[0]!);
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

interface Call {
  action: Action;
  body: Record<string, unknown>;
}
interface NextCall extends Call {
  kind: string;
  repeatOf?: Sent;
  twin?: boolean;
  /** Another call of the same player, sent at the same moment. */
  alongside?: Call;
}

/** The next call of one player: a fresh call of some kind, two at once, or a repeat or reorder of an earlier one. */
function nextCall(random: Random, model: PlayerModel): NextCall {
  const requestId = model.id('request');
  const openRounds = [...model.rounds].filter(([, r]) => r.status === 'open').map(([id]) => id);
  const bets = model.bets();
  const roll = random.next();
  if (roll >= 0.64 && roll < 0.72) {
    // Two calls at once. A win and a rollback of the last bet standing in a round: the win pays its
    // stake back and closes the round, the rollback returns the stake and cancels it, so either way
    // the balance and the open rounds are the same afterwards. Or two bets each within half the
    // balance, the second now and then into the first one's new round: both are taken either way.
    const sole = model.soleStandingBets();
    if (roll < 0.69 && sole.length > 0) {
      const bet = random.pick(sole);
      const { amount, roundId } = model.known.get(bet) as BetState;
      return {
        kind: 'a win and a rollback of one bet at once',
        action: 'win',
        body: { requestId, transactionId: model.id('win'), referenceTransactionId: bet, roundId, amount, roundClosed: true },
        alongside: { action: 'rollback', body: { requestId: model.id('request'), transactionId: model.id('rollback'), referenceTransactionId: bet } },
      };
    }
    if (roll >= 0.69 && model.balance >= 2) {
      const half = Math.floor(model.balance / 2);
      const roundId = model.id('round');
      const secondRound = random.chance(0.5) ? roundId : openRounds.length > 0 && random.chance(0.5) ? random.pick(openRounds) : model.id('round');
      return {
        kind: 'two bets at once',
        action: 'bet',
        body: { requestId, transactionId: model.id('bet'), roundId, gameCode: GAME, amount: random.int(1, Math.min(half, 2500)) },
        alongside: { action: 'bet', body: { requestId: model.id('request'), transactionId: model.id('bet'), roundId: secondRound, gameCode: GAME, amount: random.int(1, Math.min(half, 2500)) } },
      };
    }
  }
  if (roll < 0.27 || (roll >= 0.64 && roll < 0.72) || bets.length === 0) {
    // A bet: mostly in an open round, sometimes a new round, now and then in a closed one, or under an id a rollback already took.
    const closed = [...model.rounds].filter(([, r]) => r.status !== 'open').map(([id]) => id);
    const roundId = openRounds.length > 0 && random.chance(0.5) ? random.pick(openRounds) : closed.length > 0 && random.chance(0.1) ? random.pick(closed) : model.id('round');
    const tombstones = [...model.known].filter(([, k]) => k.kind === 'tombstone').map(([id]) => id);
    const transactionId = tombstones.length > 0 && random.chance(0.1) ? random.pick(tombstones) : model.id('bet');
    return { kind: 'bet', action: 'bet', body: { requestId, transactionId, roundId, gameCode: GAME, amount: random.int(1, 2500) }, twin: random.chance(0.08) };
  }
  if (roll < 0.5) {
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
  if (roll < 0.64) {
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
  if (roll < 0.8) return { kind: 'the same request again', action: earlier.action, body: earlier.body, repeatOf: earlier };
  if (roll < 0.87) return { kind: 'the same transaction under a new request id', action: earlier.action, body: { ...earlier.body, requestId } };
  if (roll < 0.94) {
    // The same transaction id with one field changed: another game for a bet, the round closed or
    // not for a win, another bet for a rollback.
    const changed =
      earlier.action === 'bet'
        ? { gameCode: earlier.body.gameCode === GAME ? OTHER_GAME : GAME }
        : earlier.action === 'win'
          ? { roundClosed: !earlier.body.roundClosed }
          : { referenceTransactionId: random.pick(bets) };
    return { kind: 'the same transaction id with other content', action: earlier.action, body: { ...earlier.body, ...changed, requestId } };
  }
  // A used request id with other content.
  const changed = { ...earlier.body, transactionId: model.id(earlier.action) };
  return { kind: 'a request id reused for another request', action: earlier.action, body: changed, repeatOf: earlier };
}

/**
 * Sends two calls at once. Each order the server may take is tried on a fork of the model; the
 * answers must be those of one of them, the balance must move as that order moves it, and the
 * model then follows that order.
 */
async function sendAtOnce(model: PlayerModel, player: Player, studio: Studio, calls: [Call, Call], where: string): Promise<WalletResponse[]> {
  const orders = [
    [0, 1],
    [1, 0],
  ].map((order) => {
    const fork = model.fork();
    const statuses: string[] = [];
    for (const index of order) {
      const expected = fork.expect(calls[index]!.action, calls[index]!.body);
      statuses[index] = expected.status;
      expected.apply?.();
    }
    return { fork, statuses };
  });
  const before = await playableOf(player);
  const answers = await Promise.all(calls.map((c) => send(studio, c.action, c.body)));
  const statuses = answers.map((a) => a.status);
  const taken = orders.find((order) => order.statuses.every((status, index) => status === statuses[index]));
  assert.ok(taken, `${where}: the answers ${statuses.join(', ')} are those of neither order (${orders.map((o) => o.statuses.join(', ')).join(' / ')})`);
  const after = await playableOf(player);
  assert.equal(after - before, taken.fork.balance - model.balance, `${where}: the balance moved ${after - before}, not ${taken.fork.balance - model.balance}`);
  model.adopt(taken.fork);
  return answers;
}

async function play(random: Random, model: PlayerModel, player: Player, studio: Studio, log: string[]) {
  for (let i = 0; i < CALLS_PER_PLAYER; i += 1) {
    const next = nextCall(random, model);
    const where = `seed ${SEED}, ${model.name} call ${i} (${next.kind} ${next.action} ${JSON.stringify(next.body)}${next.alongside ? ` with ${next.alongside.action} ${JSON.stringify(next.alongside.body)}` : ''})`;
    const before = await playableOf(player);
    assert.equal(before, model.balance, `${where}: the wallet before the call is the model's`);
    if (next.alongside) {
      const calls: [Call, Call] = [next, next.alongside];
      const answers = await sendAtOnce(model, player, studio, calls, where);
      log.push(`${where} → ${answers.map((a) => a.status).join(', ')}`);
      calls.forEach((c, index) => model.sent.push({ action: c.action, body: c.body, answer: answers[index]! }));
      continue;
    }
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
  test(`bets, wins, rollbacks, repeats, reorders and calls sent at once over ${PLAYERS} players keep every wallet, round and ledger consistent (seed ${SEED})`, async () => {
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
      // No win row after the win that closed its round, and none in a Cancelled round.
      const wins = await sql<{ round_id: string; transaction_id: string }>`
        select r.round_id, w.transaction_id from game_transactions w join game_rounds r on r.id = w.round_id
         where w.player_id = ${player.id} and w.kind = 'win' order by w.id`.execute(ctx.app.db);
      for (const [roundId, round] of model.rounds) {
        const paid = wins.rows.filter((w) => w.round_id === roundId).map((w) => w.transaction_id);
        if (round.status === 'completed') assert.equal(paid.at(-1), round.closedBy, `seed ${SEED}, ${model.name} round ${roundId}: its last win is the one that closed it (${paid.join(', ')})`);
        if (round.status === 'cancelled') assert.deepEqual(paid, [], `seed ${SEED}, ${model.name} round ${roundId}: a Cancelled round paid nothing`);
      }
      // No stake returned that a win names.
      const late = await sql<{ n: number }>`
        select count(*)::int as n from game_transactions w join game_transactions b on b.provider = w.provider and b.transaction_id = w.reference_transaction_id
         where w.player_id = ${player.id} and w.kind = 'win' and b.kind = 'bet' and b.returned_at is not null`.execute(ctx.app.db);
      assert.equal(late.rows[0]!.n, 0, `seed ${SEED}, ${model.name}: a returned bet that a win names`);
    }
    assert.ok(log.length >= PLAYERS * CALLS_PER_PLAYER);
    assert.ok(log.some((line) => line.includes('a win and a rollback of one bet at once')) && log.some((line) => line.includes('two bets at once')), 'the seed sends different calls at once');
  });
});
