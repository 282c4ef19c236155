import { TransactionStatus, TransactionType, type PaymentTransaction } from '@arcadia/shared';

/** Text key under `account:activities.statuses.*`. */
export type StatusKey = 'confirmed' | 'pending' | 'created' | 'rejected' | 'cancelled' | 'merged';

/** How each status reads and its badge colour, in the order the status filter lists them. */
export const STATUS_DISPLAY: readonly { status: TransactionStatus; key: StatusKey; color: string }[] = [
  { status: TransactionStatus.Confirmed, key: 'confirmed', color: 'green' },
  { status: TransactionStatus.Pending, key: 'pending', color: 'yellow' },
  { status: TransactionStatus.Created, key: 'created', color: 'gray' },
  { status: TransactionStatus.Rejected, key: 'rejected', color: 'red' },
  { status: TransactionStatus.Cancelled, key: 'cancelled', color: 'gray' },
  { status: TransactionStatus.Merged, key: 'merged', color: 'blue' },
];

export const statusDisplay = (status: TransactionStatus) => STATUS_DISPLAY.find((s) => s.status === status) ?? null;

/** Text key under `account:activities.types.*`. */
export const typeKey = (type: TransactionType) => (type === TransactionType.Withdraw ? 'withdraw' : 'deposit');

/** The two types, in the order the type filter lists them. */
export const TRANSACTION_TYPES: readonly TransactionType[] = [TransactionType.Deposit, TransactionType.Withdraw];

/** A refusal or a cancellation comes with its reason. */
export const showsReason = (tx: PaymentTransaction): tx is PaymentTransaction & { reason: string } =>
  (tx.status === TransactionStatus.Rejected || tx.status === TransactionStatus.Cancelled) && Boolean(tx.reason);
