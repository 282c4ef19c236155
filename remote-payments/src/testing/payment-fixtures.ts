import { TransactionType, type LimitPeriod, type LimitType, type PaymentFieldDefinition, type PaymentMethod, type ResponsibleGamingLimit, type ResponsibleGamingStatus, type WalletBalance } from '@arcadia/shared';

/** The site's methods as `GET payment/methods` lists them. */
export const CARD: PaymentMethod = { id: 1, type: TransactionType.Deposit, name: 'Kredi Kartı', logo: '/assets/payments/card.svg', min: 50, max: 50_000 };
export const BANK_TRANSFER: PaymentMethod = { id: 2, type: TransactionType.Deposit, name: 'Havale / EFT', logo: '/assets/payments/bank.svg', min: 100, max: 250_000 };
export const TO_IBAN: PaymentMethod = { id: 3, type: TransactionType.Withdraw, name: 'Banka hesabına (IBAN)', logo: '/assets/payments/iban.svg', min: 100, max: 100_000 };
export const TO_WALLET: PaymentMethod = { id: 4, type: TransactionType.Withdraw, name: 'Cüzdana', logo: '/assets/payments/wallet.svg', min: 50, max: 50_000 };

const field = (key: string, objectType: PaymentFieldDefinition['objectType'], mask: string | null = null, option: PaymentFieldDefinition['option'] = null): PaymentFieldDefinition => ({
  key,
  mask,
  objectType,
  option,
});

/** `payment/detail` of each method. */
export const CARD_FIELDS = [field('CardNo', 'String', '9999 9999 9999 9999'), field('ExpiryDate', 'String', '99/99'), field('CardHolder', 'String'), field('Amount', 'Decimal')];
export const BANK_TRANSFER_FIELDS = [
  field('Iban', 'String', 'TR99 9999 9999 9999 9999 9999 99'),
  field('Bank', 'Dropdown', null, [
    { id: 1, name: 'Ziraat Bankası' },
    { id: 2, name: 'Garanti BBVA' },
  ]),
  field('Amount', 'Decimal'),
];
/** The account holder is the signed-in player's own name, read-only (as `payment/detail` answers it for them). */
export const ACCOUNT_HOLDER = 'Mehmet Öztürk';
export const TO_IBAN_FIELDS = [
  field('Iban', 'String', 'TR99 9999 9999 9999 9999 9999 99'),
  { ...field('AccountHolder', 'String'), readOnly: true, value: ACCOUNT_HOLDER },
  field('Amount', 'Decimal'),
];
export const TO_WALLET_FIELDS = [field('WalletNo', 'String', '9999999999'), field('Amount', 'Decimal')];

/** A test IBAN whose check digits are right: raw (after TR) and as the player sees it. */
export const IBAN_RAW = '330006100519786457841326';
export const IBAN_SHOWN = 'TR33 0006 1005 1978 6457 8413 26';
/** A card number that passes the Luhn check. */
export const CARD_NO = '4111111111111111';

export const BALANCE: WalletBalance = { balance: 1250, cash: 1000, bonus: 250, held: 0 };

const SESSION = { startedAt: '2026-11-27T10:00:00.000Z', stakes: 0, wins: 0, net: 0, nextRealityCheckAt: '2026-11-27T11:00:00.000Z', realityCheckDue: false };

/** `GET responsiblegaming/status` of a player who has given a date of birth and decided on a deposit limit (none set). */
export const STATUS_DECIDED: ResponsibleGamingStatus = {
  limits: [],
  depositLimitDecided: true,
  birthDateKnown: true,
  realityCheckMinutes: 60,
  exclusion: null,
  session: SESSION,
};

/** A new player: date of birth on record (full registration), no deposit limit decided yet. */
export const STATUS_UNDECIDED: ResponsibleGamingStatus = { ...STATUS_DECIDED, depositLimitDecided: false };

/** A new player from the fast form: neither the date of birth nor the deposit limit settled. */
export const STATUS_NEW_FAST: ResponsibleGamingStatus = { ...STATUS_DECIDED, depositLimitDecided: false, birthDateKnown: false };

/** A limit as `status` lists it. */
export const limit = (type: LimitType, period: LimitPeriod, amount: number, used: number): ResponsibleGamingLimit => ({
  type,
  period,
  amount,
  used,
  resetsAt: used > 0 ? '2026-11-28T09:30:00.000Z' : null,
  pending: null,
});
