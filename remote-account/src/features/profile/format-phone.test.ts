import { formatPhone } from './format-phone';

it('groups a Turkish number and leaves anything else as stored', () => {
  expect(formatPhone('905321234567')).toBe('+90 532 123 45 67');
  expect(formatPhone('44123')).toBe('44123');
  expect(formatPhone('')).toBe('');
});
