import type { CommonTexts } from './common.tr';

export const commonEn: CommonTexts = {
  validation: {
    required: 'This field is required',
    length: 'Must be between {{min}} and {{max}} characters',
    minLength: 'Must be at least {{min}} characters',
    exactLength: 'Must be exactly {{length}} characters',
    digits: 'Digits only',
    alphanumeric: 'Letters and digits only',
    email: 'Enter a valid e-mail address',
    mismatch: 'Passwords do not match',
    nationalId: 'Enter a valid national ID (TC No)',
    phone: 'Enter a valid Turkish mobile number (5XX XXX XX XX)',
    date: 'Enter a valid date',
    age: 'You must be at least {{age}} years old to register',
    plainText: 'Contains a character that is not allowed',
    invalidBody: 'Invalid request',
  },
  errors: {
    network: 'The server could not be reached. Please check your connection.',
    unexpected: 'Something went wrong. Please try again.',
    remoteUnavailable: 'This section cannot be loaded right now. Please try again shortly.',
  },
  actions: { close: 'Close', retry: 'Try again', save: 'Save', back: 'Back', submit: 'Submit' },
  loading: 'Loading...',
  currency: '₺',
};
