import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DECLINED_TEST_CARD, FAILING_TEST_IBAN, FAILING_TEST_WALLET, isValidTurkishIban, parseDepositOrder, parsePayoutOrder } from './orders.mjs';
import { MERCHANT, cardOrder, payoutOrder } from './testing.mjs';

const NOW = new Date('2026-11-20T12:00:00Z');
const deposit = (/** @type {unknown} */ body) => parseDepositOrder(body, { merchantOrigin: MERCHANT, now: NOW });
const VALID_IBAN = '330006100519786457841326';

describe('deposit orders', () => {
  it('keeps of a card only its last 4 digits, brand, holder and expiry', () => {
    const parsed = deposit(cardOrder({ reference: 'dep-1' }));
    assert.ok(parsed.ok);
    assert.deepEqual(parsed.order.card, { last4: '1111', brand: 'Visa', holder: 'Ayşe Yılmaz', expiry: '12/30', declines: false });
    assert.equal(JSON.stringify(parsed.order).includes('4111111111111111'), false);
  });

  it('marks the test card 4000000000000002 as always declined', () => {
    const parsed = deposit(cardOrder({}, { CardNo: DECLINED_TEST_CARD }));
    assert.ok(parsed.ok);
    assert.equal(parsed.order.card?.declines, true);
  });

  it('accepts a bank transfer with a valid TR IBAN, raw or spelled out', () => {
    for (const Iban of [VALID_IBAN, 'TR33 0006 1005 1978 6457 8413 26']) {
      const parsed = deposit(cardOrder({ method: 'bank', details: { Iban, Bank: 3, Amount: 150 } }));
      assert.ok(parsed.ok, Iban);
      assert.deepEqual(parsed.order.bank, { iban: VALID_IBAN, bank: '3' });
    }
  });

  const refusals = [
    ['a card number failing the Luhn check', cardOrder({}, { CardNo: '4111111111111112' })],
    ['a card number sent as a number', cardOrder({}, { CardNo: 4111111111111111 })],
    ['an expired card (last month)', cardOrder({}, { ExpiryDate: '1026' })],
    ['month 13', cardOrder({}, { ExpiryDate: '1330' })],
    ['no cardholder', cardOrder({}, { CardHolder: '  ' })],
    ['a currency other than TRY', cardOrder({ currency: 'EUR' })],
    ['a zero amount', cardOrder({ amount: '0.00' })],
    ['an amount above 10,000,000', cardOrder({ amount: '10000000.01' })],
    ['a return address off the merchant site', cardOrder({ returnUrl: 'https://evil.test/phish' })],
    ['a javascript: return address', cardOrder({ returnUrl: 'javascript:alert(1)' })],
    ['a bank transfer with a wrong IBAN check digit', cardOrder({ method: 'bank', details: { Iban: '340006100519786457841326', Bank: 1 } })],
    ['a bank transfer without a bank', cardOrder({ method: 'bank', details: { Iban: VALID_IBAN } })],
  ];
  for (const [what, body] of refusals) {
    it(`refuses (422) ${what}`, () => {
      const parsed = deposit(body);
      assert.equal(parsed.ok, false);
      assert.equal(!parsed.ok && parsed.status, 422);
    });
  }
  it('accepts a card expiring this month', () => {
    assert.ok(deposit(cardOrder({}, { ExpiryDate: '11/26' })).ok);
  });

  const malformed = [
    ['an array', []],
    ['null', null],
    ['no reference', cardOrder({ reference: undefined })],
    ['a reference with spaces', cardOrder({ reference: 'a b' })],
    ['a reference of 101 characters', cardOrder({ reference: 'r'.repeat(101) })],
    ['an unknown method', cardOrder({ method: 'crypto' })],
    ['an amount as a number', cardOrder({ amount: 150 })],
    ['an amount with 3 decimals', cardOrder({ amount: '1.005' })],
    ['a negative amount', cardOrder({ amount: '-5.00' })],
    ['details as a string', cardOrder({ details: 'x' })],
    ['a nested detail', cardOrder({}, { CardHolder: { name: 'x' } })],
    ['an unknown locale', cardOrder({ locale: 'de' })],
    ['no return address', cardOrder({ returnUrl: 'not a url' })],
  ];
  for (const [what, body] of malformed) {
    it(`answers 400 to ${what}`, () => {
      const parsed = deposit(body);
      assert.equal(!parsed.ok && parsed.status, 400);
      assert.equal(!parsed.ok && typeof parsed.error, 'string');
    });
  }
});

describe('payout orders', () => {
  it('pays to a 10-digit wallet (string or number) or a valid IBAN with its holder', () => {
    assert.ok(parsePayoutOrder(payoutOrder()).ok);
    assert.ok(parsePayoutOrder(payoutOrder({}, { WalletNo: 5551234567 })).ok);
    const iban = parsePayoutOrder(payoutOrder({ method: 'iban', details: { Iban: VALID_IBAN, AccountHolder: 'Ayşe Yılmaz' } }));
    assert.ok(iban.ok);
    assert.equal(iban.order.destination, `TR${VALID_IBAN}`);
    assert.equal(iban.order.fails, false);
  });

  it('knows the test wallet and the test IBAN that always fail', () => {
    assert.ok(isValidTurkishIban(FAILING_TEST_IBAN));
    const wallet = parsePayoutOrder(payoutOrder({}, { WalletNo: FAILING_TEST_WALLET }));
    const iban = parsePayoutOrder(payoutOrder({ method: 'iban', details: { Iban: FAILING_TEST_IBAN, AccountHolder: 'X' } }));
    assert.equal(wallet.ok && wallet.order.fails, true);
    assert.equal(iban.ok && iban.order.fails, true);
  });

  it('refuses (422) a short wallet number, a bad IBAN, an IBAN payout without holder', () => {
    for (const body of [
      payoutOrder({}, { WalletNo: '12345' }),
      payoutOrder({ method: 'iban', details: { Iban: '123', AccountHolder: 'X' } }),
      payoutOrder({ method: 'iban', details: { Iban: VALID_IBAN } }),
    ]) {
      const parsed = parsePayoutOrder(body);
      assert.equal(!parsed.ok && parsed.status, 422, JSON.stringify(body));
    }
  });
});
