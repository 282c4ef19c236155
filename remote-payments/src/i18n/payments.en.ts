import type { PaymentsTexts } from './payments.tr';

/** English texts of the `payments` namespace. */
export const paymentsEn: PaymentsTexts = {
  deposit: {
    title: 'Deposit Money',
    choose: 'Choose a deposit method',
    continueText: 'Click the button below to continue the process',
    continue: 'Continue',
    success: 'Your deposit request has been received.',
  },
  withdraw: {
    title: 'Withdraw Money',
    choose: 'Choose a withdrawal method',
    cash: 'Withdrawable balance',
    bonusNote: 'Bonus money cannot be withdrawn; only your cash balance can.',
    success: 'Your withdrawal request has been received.',
  },
  methods: {
    limits: 'Min {{min}} – Max {{max}}',
    loadFailed: 'The payment methods could not be loaded.',
    none: 'No method is available right now.',
    loading: 'Loading the payment methods',
  },
  form: {
    loading: 'Loading the form',
    noData: 'No data found',
    submit: 'Submit',
    back: 'Methods',
    choose: 'Choose',
    paste: 'Paste {{field}} from the clipboard',
    pasteFailed: 'The clipboard could not be read. Please paste by hand.',
    amountHint: 'At least {{min}}, at most {{max}}',
  },
  fields: {
    Amount: 'Amount',
    CardNo: 'Card Number',
    ExpiryDate: 'Expiry Date',
    CardHolder: 'Card Holder',
    Cvv: 'CVV',
    Iban: 'IBAN',
    Bank: 'Bank',
    AccountHolder: 'Account Holder',
    WalletNo: 'Wallet Number',
    Name: 'Name Surname',
    Phone: 'Phone',
  },
  close: 'Close',
};
