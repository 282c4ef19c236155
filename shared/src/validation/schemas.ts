import {
  adult,
  currentVersion,
  digitsOnly,
  email,
  exactLength,
  length,
  lettersAndDigits,
  matches,
  minLength,
  NEW_PASSWORD_MAX,
  NEW_PASSWORD_MIN,
  notCommonPassword,
  personName,
  plainText,
  required,
  ticked,
  turkishId,
  type Rule,
} from './rules';
import { MINIMUM_AGE } from '../model/responsible-gaming';
import { CONSENT_VERSIONS } from '../model/consents';
import { turkishMobile } from './phone';

/** A form's rules by field; also the server's request schema for the same payload. */
export type FormSchema = Record<string, Rule[]>;

/** A Turkish mobile number in any common spelling; the server stores it normalised (see phone.ts). */
const phone = [required(), turkishMobile()];
/** A password already set: an account's existing one may be as short as the old rule allowed (5). */
const password = [required(), minLength(5)];
/**
 * A password being chosen (registration, change, recovery): 8 to 100 characters, not a common
 * password nor the username. The one rule of every new password, in the forms and on the server.
 */
const newPassword = [required(), length(NEW_PASSWORD_MIN, NEW_PASSWORD_MAX), notCommonPassword()];

export const loginSchema = {
  username: [required(), length(5, 30)],
  password: [required(), length(5, 100)],
} satisfies FormSchema;

const registerCommon = {
  name: [required(), length(2, 100), plainText(), personName()],
  surname: [required(), length(2, 100), plainText(), personName()],
  username: [required(), length(5, 30), lettersAndDigits()],
  email: [required(), length(5, 100), email(), plainText()],
  phone,
  country: [required()],
  password: newPassword,
  password2: [required(), matches('password')],
} satisfies FormSchema;

/** The versions of the terms and the privacy notice (KVKK) the player accepted: the ones in force. */
const consentVersions = {
  termsVersion: [currentVersion(CONSENT_VERSIONS.terms, 'validation.terms')],
  privacyNoticeVersion: [currentVersion(CONSENT_VERSIONS.privacyNotice, 'validation.privacyNotice')],
} satisfies FormSchema;

/**
 * What the forms add to a payload's rules: the boxes accepting the terms and the privacy notice,
 * which must be ticked (the payload then carries their versions).
 */
const consentBoxes = {
  termsAccepted: [ticked('validation.terms')],
  privacyNoticeAccepted: [ticked('validation.privacyNotice')],
} satisfies FormSchema;

/** The fast payload: no national ID; a date of birth is optional, and refused when under 18. */
export const fastRegisterSchema = {
  ...registerCommon,
  birthDate: [adult()],
  ...consentVersions,
} satisfies FormSchema;

/**
 * The fast form: the payload's rules plus the "I am 18 or older" box, which must be ticked. The box
 * is the form's own statement, not part of the payload, so the server does not ask for it.
 */
export const fastRegisterFormSchema = {
  ...registerCommon,
  birthDate: [adult()],
  adultConfirmed: [ticked('validation.age', { age: MINIMUM_AGE })],
  ...consentBoxes,
} satisfies FormSchema;

const fullRegisterFields = {
  ...registerCommon,
  PersonalNo: [required(), exactLength(11), digitsOnly(), turkishId()],
  birthDateDay: [required(), length(1, 2), digitsOnly()],
  birthDateMonth: [required(), length(1, 2), digitsOnly()],
  birthDateYear: [required(), exactLength(4), digitsOnly()],
  birthDate: [required(), adult()],
} satisfies FormSchema;

export const registerSchema = { ...fullRegisterFields, ...consentVersions } satisfies FormSchema;

/** The full form: the payload's fields, with the consent boxes in place of the versions they send. */
export const registerFormSchema = { ...fullRegisterFields, ...consentBoxes } satisfies FormSchema;

/** `POST customer/birthdate`: the date of birth of a player who gave none, YYYY-MM-DD and 18 or older. */
export const birthDateSchema = { birthDate: [required(), adult()] } satisfies FormSchema;

export const phoneSchema = { phone } satisfies FormSchema;
export const phoneCodeSchema = { phone, code: [required(), exactLength(6), digitsOnly()] } satisfies FormSchema;

export const recoveryUsernameSchema = { username: [required(), length(5, 20)] } satisfies FormSchema;
export const recoveryCodeSchema = { ...recoveryUsernameSchema, code: [required(), length(3, 20)] } satisfies FormSchema;
export const recoveryPasswordSchema = {
  ...recoveryCodeSchema,
  password: newPassword,
  password2: [required(), matches('password')],
} satisfies FormSchema;

export const callRequestSchema = {
  name: [required(), length(5, 30), plainText()],
  message: [required(), length(5, 100), plainText({ multiline: true })],
} satisfies FormSchema;

export const changePasswordSchema = {
  oldPassword: [...password, length(5, 100)],
  password: newPassword,
  confirmPassword: [required(), matches('password')],
} satisfies FormSchema;
