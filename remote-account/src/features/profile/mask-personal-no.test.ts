import { maskPersonalNo } from './mask-personal-no';

it('hides the national ID except its last three digits', () => {
  expect(maskPersonalNo('10000000146')).toBe('••••••••146');
  expect(maskPersonalNo('')).toBe('');
  expect(maskPersonalNo(null)).toBe('');
});
