import { adult, digitsOnly, email, exactLength, length, lettersAndDigits, matches, minLength, plainText, required, ticked, turkishId, type Rule } from './rules';
import { MINIMUM_AGE } from '../model/responsible-gaming';
import { turkishMobile } from './phone';

/** A form's rules by field; also the server's request schema for the same payload. */
export type FormSchema = Record<string, Rule[]>;

/** A Turkish mobile number in any common spelling; the server stores it normalised (see phone.ts). */
const phone = [required(), turkishMobile()];
const password = [required(), minLength(5)];

export const loginSchema = {
  username: [required(), length(5, 30)],
  password: [required(), length(5, 100)],
} satisfies FormSchema;

const registerCommon = {
  name: [required(), length(2, 100), plainText()],
  surname: [required(), length(2, 100), plainText()],
  username: [required(), length(5, 30), lettersAndDigits()],
  email: [required(), length(5, 100), email(), plainText()],
  phone,
  country: [required()],
  password: [...password, length(5, 100)],
  password2: [...password, matches('password')],
} satisfies FormSchema;

/** The fast payload: no national ID; a date of birth is optional, and refused when under 18. */
export const fastRegisterSchema = {
  ...registerCommon,
  birthDate: [adult()],
} satisfies FormSchema;

/**
 * The fast form: the payload's rules plus the "I am 18 or older" box, which must be ticked. The box
 * is the form's own statement, not part of the payload, so the server does not ask for it.
 */
export const fastRegisterFormSchema = {
  ...fastRegisterSchema,
  adultConfirmed: [ticked('validation.age', { age: MINIMUM_AGE })],
} satisfies FormSchema;

export const registerSchema = {
  ...registerCommon,
  PersonalNo: [required(), exactLength(11), digitsOnly(), turkishId()],
  birthDateDay: [required(), length(1, 2), digitsOnly()],
  birthDateMonth: [required(), length(1, 2), digitsOnly()],
  birthDateYear: [required(), exactLength(4), digitsOnly()],
  birthDate: [required(), adult()],
} satisfies FormSchema;

/** `POST customer/birthdate`: the date of birth of a player who gave none, YYYY-MM-DD and 18 or older. */
export const birthDateSchema = { birthDate: [required(), adult()] } satisfies FormSchema;

export const phoneSchema = { phone } satisfies FormSchema;
export const phoneCodeSchema = { phone, code: [required(), exactLength(6), digitsOnly()] } satisfies FormSchema;

export const recoveryUsernameSchema = { username: [required(), length(5, 20)] } satisfies FormSchema;
export const recoveryCodeSchema = { ...recoveryUsernameSchema, code: [required(), length(3, 20)] } satisfies FormSchema;
export const recoveryPasswordSchema = {
  ...recoveryCodeSchema,
  password: [...password, length(5, 100)],
  password2: [...password, matches('password')],
} satisfies FormSchema;

export const callRequestSchema = {
  name: [required(), length(5, 30), plainText()],
  message: [required(), length(5, 100), plainText({ multiline: true })],
} satisfies FormSchema;

export const changePasswordSchema = {
  oldPassword: password,
  password: [...password, length(5, 100)],
  confirmPassword: [...password, matches('password')],
} satisfies FormSchema;
