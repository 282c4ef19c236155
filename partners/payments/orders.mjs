/**
 * The operator's orders as DemoPay reads them: `POST /v1/deposits` (DepositOrder) and
 * `POST /v1/payouts` (PayoutOrder). A body that is not an order at all is malformed (400); an order
 * DemoPay will not carry out (bad card, expired card, invalid IBAN, unsupported currency, a return
 * address off the merchant's site) is refused (422). Either way the answer is `{ error }`.
 */

/** Test card that is always declined by its (pretend) issuing bank, whatever the player chooses. */
export const DECLINED_TEST_CARD = '4000000000000002';
/** Payouts to this wallet number always fail (the destination account is closed). */
export const FAILING_TEST_WALLET = '9999999999';
/** Payouts to this IBAN (TR96 0006 1000 0000 0000 0000 01, raw: the 24 digits after TR) always fail. */
export const FAILING_TEST_IBAN = '960006100000000000000001';

const MAX_AMOUNT = 10_000_000;
const REFERENCE = /^[A-Za-z0-9_.:-]{1,100}$/;
const AMOUNT = /^\d{1,12}\.\d{2}$/;

/**
 * @typedef {{ last4: string, brand: string, holder: string, expiry: string, declines: boolean }} CardOnFile
 *   What DemoPay keeps of a card: never the whole number.
 * @typedef {{ reference: string, method: 'card' | 'bank', amount: string, currency: 'TRY', locale: 'tr' | 'en', returnUrl: string, card: CardOnFile | null, bank: { iban: string, bank: string } | null }} DepositOrder
 * @typedef {{ reference: string, method: 'iban' | 'wallet', amount: string, currency: 'TRY', destination: string, fails: boolean }} PayoutOrder
 * @typedef {{ ok: false, status: 400 | 422, error: string }} OrderError
 */

/** @param {string} error @returns {OrderError} */
const malformed = (error) => ({ ok: false, status: 400, error });
/** @param {string} error @returns {OrderError} */
const refused = (error) => ({ ok: false, status: 422, error });

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Luhn check of a card number. @param {string} digits */
export function isValidCardNumber(digits) {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  [...digits].reverse().forEach((d, i) => {
    const n = Number(d) * (i % 2 === 1 ? 2 : 1);
    sum += n > 9 ? n - 9 : n;
  });
  return sum % 10 === 0;
}

/** ISO 13616 check digits of a Turkish IBAN given as its 24 digits after `TR`. @param {string} raw */
export function isValidTurkishIban(raw) {
  if (!/^\d{24}$/.test(raw)) return false;
  const rearranged = `${raw.slice(2)}2927${raw.slice(0, 2)}`; // TR = 29 27, moved to the end
  let remainder = 0;
  for (const digit of rearranged) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

/** `MMYY` or `MM/YY`, not before the current month; the `MM/YY` form or null. @param {unknown} value @param {Date} now */
function cardExpiry(value, now) {
  const match = typeof value === 'string' ? /^(\d{2})\/?(\d{2})$/.exec(value.trim()) : null;
  if (!match) return null;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return null;
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return year * 12 + month - 1 >= current ? `${match[1]}/${match[2]}` : null;
}

/** @param {string} digits */
function cardBrand(digits) {
  if (digits.startsWith('4')) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'Mastercard';
  if (digits.startsWith('9792')) return 'Troy';
  if (/^3[47]/.test(digits)) return 'American Express';
  return 'Card';
}

/** A TR IBAN as the 24 digits after `TR`, from raw digits or a spelled-out `TR..` with spaces. @param {unknown} value */
function turkishIban(value) {
  if (typeof value !== 'string') return null;
  const compact = value.replace(/\s+/g, '').toUpperCase();
  const raw = compact.startsWith('TR') ? compact.slice(2) : compact;
  return isValidTurkishIban(raw) ? raw : null;
}

/** @param {unknown} value */
const text = (value) => (typeof value === 'string' && value.trim() !== '' && value.length <= 100 ? value.trim() : null);

/**
 * The fields every order has, checked.
 * @param {unknown} body
 * @param {readonly string[]} methods
 * @returns {OrderError | { ok: true, reference: string, method: string, amount: string, details: Record<string, unknown> }}
 */
function commonFields(body, methods) {
  if (!isObject(body)) return malformed('the body must be a JSON object');
  const { reference, method, amount, currency, details } = body;
  if (typeof reference !== 'string' || !REFERENCE.test(reference)) return malformed('reference must be 1 to 100 letters, digits or _.:-');
  if (typeof method !== 'string' || !methods.includes(method)) return malformed(`method must be one of ${methods.join(', ')}`);
  if (typeof amount !== 'string' || !AMOUNT.test(amount)) return malformed('amount must be a string with 2 decimals, such as "150.00"');
  if (typeof currency !== 'string') return malformed('currency must be a string');
  if (!isObject(details) || Object.keys(details).length > 30) return malformed('details must be an object');
  for (const value of Object.values(details)) {
    if (!(typeof value === 'string' && value.length <= 200) && !(typeof value === 'number' && Number.isFinite(value))) return malformed('details values must be strings or numbers');
  }
  if (currency !== 'TRY') return refused('only TRY is supported');
  if (Number(amount) <= 0 || Number(amount) > MAX_AMOUNT) return refused(`amount must be above 0 and at most ${MAX_AMOUNT}`);
  return { ok: true, reference, method, amount, details };
}

/**
 * @param {unknown} body
 * @param {{ merchantOrigin: string | null, now?: Date }} options
 *   merchantOrigin: the operator's site; the hosted page sends players back only there
 * @returns {OrderError | { ok: true, order: DepositOrder }}
 */
export function parseDepositOrder(body, { merchantOrigin, now = new Date() }) {
  const common = commonFields(body, ['card', 'bank']);
  if (!common.ok) return common;
  const { locale, returnUrl } = /** @type {Record<string, unknown>} */ (body);
  if (locale !== 'tr' && locale !== 'en') return malformed('locale must be tr or en');
  if (typeof returnUrl !== 'string' || returnUrl.length > 2000) return malformed('returnUrl must be a URL');
  let url;
  try {
    url = new URL(returnUrl);
  } catch {
    return malformed('returnUrl must be a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return refused('returnUrl must be an http or https address');
  if (merchantOrigin && url.origin !== merchantOrigin) return refused("returnUrl is not on the merchant's site");

  const { details } = common;
  /** @type {DepositOrder} */
  const order = { reference: common.reference, method: /** @type {'card' | 'bank'} */ (common.method), amount: common.amount, currency: 'TRY', locale, returnUrl: url.href, card: null, bank: null };
  if (order.method === 'card') {
    const number = typeof details.CardNo === 'string' ? details.CardNo.replace(/\s+/g, '') : '';
    if (!isValidCardNumber(number)) return refused('the card number is not valid');
    const expiry = cardExpiry(details.ExpiryDate, now);
    if (!expiry) return refused('the card has expired or its expiry date is not valid');
    const holder = text(details.CardHolder);
    if (!holder) return refused('the cardholder name is missing');
    order.card = { last4: number.slice(-4), brand: cardBrand(number), holder, expiry, declines: number === DECLINED_TEST_CARD };
  } else {
    const iban = turkishIban(details.Iban);
    if (!iban) return refused('the IBAN is not valid');
    const bank = typeof details.Bank === 'number' ? String(details.Bank) : text(details.Bank);
    if (!bank) return refused('the bank is missing');
    order.bank = { iban, bank };
  }
  return { ok: true, order };
}

/**
 * @param {unknown} body
 * @returns {OrderError | { ok: true, order: PayoutOrder }}
 */
export function parsePayoutOrder(body) {
  const common = commonFields(body, ['iban', 'wallet']);
  if (!common.ok) return common;
  const { details } = common;
  const method = /** @type {'iban' | 'wallet'} */ (common.method);
  if (method === 'iban') {
    const iban = turkishIban(details.Iban);
    if (!iban) return refused('the IBAN is not valid');
    if (!text(details.AccountHolder)) return refused('the account holder is missing');
    return { ok: true, order: { reference: common.reference, method, amount: common.amount, currency: 'TRY', destination: `TR${iban}`, fails: iban === FAILING_TEST_IBAN } };
  }
  const wallet = typeof details.WalletNo === 'number' ? String(details.WalletNo) : details.WalletNo;
  if (typeof wallet !== 'string' || !/^\d{10}$/.test(wallet)) return refused('the wallet number must be 10 digits');
  return { ok: true, order: { reference: common.reference, method, amount: common.amount, currency: 'TRY', destination: wallet, fails: wallet === FAILING_TEST_WALLET } };
}
