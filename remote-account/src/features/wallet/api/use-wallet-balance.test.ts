import { parseBalanceMessage } from './use-wallet-balance';

it('reads the Balance message of the hub, as JSON text or already parsed, amounts as numbers or numeric strings', () => {
  const parts = { balance: 1350.5, cash: 1200.5, bonus: 150, held: 500 };
  expect(parseBalanceMessage(JSON.stringify(parts))).toEqual(parts);
  expect(parseBalanceMessage(parts)).toEqual(parts);
  expect(parseBalanceMessage('{"balance":"1350.50","cash":"1200.50","bonus":"150.00","held":"500.00"}')).toEqual(parts);
});

it('refuses a message that is not a whole balance', () => {
  expect(parseBalanceMessage('not json')).toBeNull();
  expect(parseBalanceMessage('null')).toBeNull();
  expect(parseBalanceMessage('42')).toBeNull();
  expect(parseBalanceMessage('{"balance":100,"cash":100,"bonus":0}')).toBeNull();
  expect(parseBalanceMessage('{"balance":100,"cash":"","bonus":0,"held":0}')).toBeNull();
  expect(parseBalanceMessage('{"balance":100,"cash":null,"bonus":0,"held":0}')).toBeNull();
  expect(parseBalanceMessage('{"balance":100,"cash":"1e999","bonus":0,"held":0}')).toBeNull();
});
