import { validateLimitAmount } from './limit-amount';

it('asks for an amount when the field is empty', () => {
  expect(validateLimitAmount('')).toBe('required');
  expect(validateLimitAmount(undefined)).toBe('required');
});

it('refuses what is not a number', () => {
  expect(validateLimitAmount('-')).toBe('invalid');
  expect(validateLimitAmount(Number.NaN)).toBe('invalid');
});

it('refuses zero and negative amounts', () => {
  expect(validateLimitAmount(0)).toBe('positive');
  expect(validateLimitAmount(-5)).toBe('positive');
});

it('refuses fractions of a kuruş but takes two decimals, binary noise included', () => {
  expect(validateLimitAmount(10.555)).toBe('decimals');
  expect(validateLimitAmount(0.001)).toBe('decimals');
  expect(validateLimitAmount(10.55)).toBeNull();
  expect(validateLimitAmount(0.1 + 0.2)).toBeNull();
});

it('takes at most 10,000,000 lira', () => {
  expect(validateLimitAmount(10_000_000)).toBeNull();
  expect(validateLimitAmount(10_000_000.01)).toBe('max');
  expect(validateLimitAmount(1e21)).toBe('max');
});
