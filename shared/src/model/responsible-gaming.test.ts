import { limitAmountProblem, MAX_RESPONSIBLE_GAMING_LIMIT } from './responsible-gaming';

it('takes a limit above zero, in whole kuruş, up to the highest one', () => {
  expect(limitAmountProblem(0)).toBe('positive');
  expect(limitAmountProblem(-1)).toBe('positive');
  expect(limitAmountProblem(10.005)).toBe('decimals');
  expect(limitAmountProblem(100.29)).toBeNull();
  expect(limitAmountProblem(0.1 + 0.2)).toBeNull();
  expect(limitAmountProblem(MAX_RESPONSIBLE_GAMING_LIMIT)).toBeNull();
  expect(limitAmountProblem(MAX_RESPONSIBLE_GAMING_LIMIT + 0.01)).toBe('max');
});
