/** The balance in its parts (cash, bonus, held) and the deposit and withdraw pages built on it. */
export { PaymentPage } from './components/payment-page';
export { WalletBalances } from './components/wallet-balances';
