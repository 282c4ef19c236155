import { ApiError, MAX_RESPONSIBLE_GAMING_LIMIT } from '@arcadia/shared';
import { limit } from '../../../testing';
import { birthDateError, dateYearsAgo, depositRefusalOf, limitAmountError, pendingStepOf, tightestDepositLimit } from './deposit-protection';

const refused = (data: unknown, status = 422) => new ApiError('validation', 'Reddedildi', status, {}, data);

describe('the steps before a first deposit', () => {
  it('the date of birth comes first, then the deposit limit', () => {
    expect(pendingStepOf({ birthDateKnown: false, depositLimitDecided: false })).toBe('birthDate');
    expect(pendingStepOf({ birthDateKnown: false, depositLimitDecided: true })).toBe('birthDate');
    expect(pendingStepOf({ birthDateKnown: true, depositLimitDecided: false })).toBe('limit');
    expect(pendingStepOf({ birthDateKnown: true, depositLimitDecided: true })).toBeNull();
  });
});

describe('date of birth', () => {
  it('is required, a real date, and makes the player 18 or older', () => {
    expect(birthDateError('')?.key).toBe('validation.required');
    expect(birthDateError('1990-02-30')?.key).toBe('validation.date');
    expect(birthDateError(dateYearsAgo(17))?.key).toBe('validation.age');
    expect(birthDateError(dateYearsAgo(18))).toBeNull();
    expect(birthDateError('1990-06-05')).toBeNull();
  });

  it('the latest date offered is the 18th birthday of someone born today', () => {
    expect(dateYearsAgo(18, new Date('2026-11-27T23:30:00Z'))).toBe('2008-11-27');
    // 29 February has no twin 18 years before: someone born on the 28th is 18, on 1 March still 17.
    expect(dateYearsAgo(18, new Date('2028-02-29T12:00:00Z'))).toBe('2010-02-28');
  });
});

describe('deposit limit amount', () => {
  it('is a number of lira above zero, in whole kuruş, up to the highest limit', () => {
    expect(limitAmountError('', 'tr')?.key).toBe('validation.required');
    expect(limitAmountError('  ', 'tr')?.key).toBe('validation.required');
    expect(limitAmountError('abc', 'tr')).toEqual({ key: 'validation.amountFormat', values: { example: '1.500,50' } });
    expect(limitAmountError('5e3', 'en')).toEqual({ key: 'validation.amountFormat', values: { example: '1,500.50' } });
    expect(limitAmountError(0, 'tr')?.key).toBe('validation.positive');
    expect(limitAmountError(-5, 'tr')?.key).toBe('validation.positive');
    // The sign typed is the sign read: "-5" is refused, never taken as 5.
    expect(limitAmountError('-5', 'tr')?.key).toBe('validation.positive');
    expect(limitAmountError(10.005, 'tr')?.key).toBe('validation.kurus');
    expect(limitAmountError('10,005', 'tr')?.key).toBe('validation.kurus');
    expect(limitAmountError(MAX_RESPONSIBLE_GAMING_LIMIT + 0.01, 'tr')?.key).toBe('tooHigh');
    expect(limitAmountError(MAX_RESPONSIBLE_GAMING_LIMIT, 'tr')).toBeNull();
    expect(limitAmountError(100.29, 'tr')).toBeNull();
    expect(limitAmountError(0.01, 'tr')).toBeNull();
    expect(limitAmountError('150', 'tr')).toBeNull();
    expect(limitAmountError('1.500,50', 'tr')).toBeNull();
    expect(limitAmountError('1,500.50', 'en')).toBeNull();
  });
});

describe('the tightest deposit limit', () => {
  it('is the deposit limit with the least left; loss and stake limits do not count', () => {
    const tightest = tightestDepositLimit([limit('deposit', 'day', 150, 50), limit('loss', 'day', 100, 99), limit('deposit', 'week', 500, 450), limit('deposit', 'month', 2000, 0)]);
    expect(tightest).toMatchObject({ type: 'deposit', period: 'week', amount: 500, left: 50 });
  });

  it('never shows less than nothing left', () => {
    expect(tightestDepositLimit([limit('deposit', 'day', 100, 120)])?.left).toBe(0);
  });

  it('is none without a deposit limit', () => {
    expect(tightestDepositLimit([limit('stake', 'day', 100, 0)])).toBeNull();
    expect(tightestDepositLimit([])).toBeNull();
  });
});

describe('a refused deposit', () => {
  it('by a limit carries the limit, what is left and when it frees up', () => {
    expect(depositRefusalOf(refused({ limit: { type: 'deposit', period: 'day', amount: 150 }, left: 150, freesAt: '2026-11-28T09:30:00.000Z' }))).toEqual({
      kind: 'limit',
      message: 'Reddedildi',
      limit: { type: 'deposit', period: 'day', amount: 150 },
      left: 150,
      freesAt: '2026-11-28T09:30:00.000Z',
    });
    expect(depositRefusalOf(refused({ limit: { type: 'deposit', period: 'week', amount: 10 }, left: 0, freesAt: null }))).toMatchObject({ kind: 'limit', freesAt: null });
  });

  it('by an exclusion, or for a missing step', () => {
    expect(depositRefusalOf(refused({ exclusion: { type: 'selfexclusion', until: null } }))).toMatchObject({ kind: 'exclusion', exclusion: { type: 'selfexclusion', until: null } });
    expect(depositRefusalOf(refused({ depositLimitDecided: false }))).toEqual({ kind: 'step', message: 'Reddedildi', step: 'limit' });
    expect(depositRefusalOf(refused({ birthDateRequired: true }))).toEqual({ kind: 'step', message: 'Reddedildi', step: 'birthDate' });
  });

  it('for anything else is no player-protection refusal', () => {
    expect(depositRefusalOf(refused(null))).toBeNull();
    expect(depositRefusalOf(refused({ errors: { Amount: 'x' } }))).toBeNull();
    expect(depositRefusalOf(refused({ depositLimitDecided: true }))).toBeNull();
    expect(depositRefusalOf(refused({ limit: { type: 'deposit', period: 'year', amount: 1 }, left: 1 }))).toBeNull();
    expect(depositRefusalOf(refused({ limit: { type: 'deposit', period: 'day', amount: 150 }, left: 150 }, 400))).toBeNull();
    expect(depositRefusalOf(new Error('boom'))).toBeNull();
  });
});
