import {
  CONSENT_VERSIONS,
  DEFAULT_COUNTRY_NAME,
  DEFAULT_CURRENCY_ID,
  STORAGE_KEYS,
  readString,
  type Country,
  type FastRegisterPayload,
  type RegisterPayload,
} from '@arcadia/shared';
import { toApiPhone } from '../../ui-kit';

/** What the registration form holds: the payload's own fields as typed (the phone is the ten digits after +90), and the form's boxes. */
export type RegisterValues = Pick<
  RegisterPayload,
  'name' | 'surname' | 'username' | 'email' | 'phone' | 'PersonalNo' | 'birthDateDay' | 'birthDateMonth' | 'birthDateYear' | 'birthDate' | 'password' | 'password2'
> & {
  /** Country id as the select holds it (a string). */
  country: string;
  trialBonus: boolean;
  /** The fast form's "I am 18 or older" box: the player's statement, never sent. */
  adultConfirmed: boolean;
  /** The boxes accepting the terms and the privacy notice (KVKK): the payload sends the versions shown. */
  termsAccepted: boolean;
  privacyNoticeAccepted: boolean;
};

/** The birth date before the player has entered one. */
export const DEFAULT_BIRTH_DATE = '1970-01-01';

export const emptyRegisterValues = (): RegisterValues => ({
  name: '',
  surname: '',
  username: '',
  email: '',
  phone: '',
  PersonalNo: '',
  country: '',
  birthDateDay: '',
  birthDateMonth: '',
  birthDateYear: '',
  birthDate: DEFAULT_BIRTH_DATE,
  trialBonus: false,
  adultConfirmed: false,
  termsAccepted: false,
  privacyNoticeAccepted: false,
  password: '',
  password2: '',
});

const pad2 = (value: string) => value.padStart(2, '0');

/** YYYY-MM-DD from the three inputs; the default until all three are filled. */
export function buildBirthDate(day: string, month: string, year: string): string {
  if (!day || !month || year.length !== 4) return DEFAULT_BIRTH_DATE;
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/** The referral id stored from a `?ref=` link, when it is a positive whole number. */
export function readRefId(): number | undefined {
  const raw = readString(STORAGE_KEYS.refId);
  const id = raw == null || raw.trim() === '' ? NaN : Number(raw);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** Türkiye's id on the site's list: found by id, which stays whatever a list's language names it. */
const DEFAULT_COUNTRY_ID = 1;

/** The id of Türkiye in the list, the default country: found by its Turkish name, or by its id. */
export const defaultCountryId = (countries: Country[]): string => {
  const found =
    countries.find((country) => country.name === DEFAULT_COUNTRY_NAME) ?? countries.find((country) => country.id === DEFAULT_COUNTRY_ID);
  return found ? String(found.id) : '';
};

const common = (values: RegisterValues) => ({
  name: values.name.trim(),
  surname: values.surname.trim(),
  username: values.username.trim(),
  email: values.email.trim(),
  phone: toApiPhone(values.phone),
  country: Number(values.country),
  currencyId: DEFAULT_CURRENCY_ID,
  password: values.password,
  password2: values.password2,
  // The versions of the texts the form links to; the form cannot be sent unless both boxes are ticked.
  termsVersion: values.termsAccepted ? CONSENT_VERSIONS.terms : '',
  privacyNoticeVersion: values.privacyNoticeAccepted ? CONSENT_VERSIONS.privacyNotice : '',
});

/** Full registration payload; refId only when one is stored. */
export function buildRegisterPayload(values: RegisterValues, refId = readRefId()): RegisterPayload {
  return {
    ...common(values),
    PersonalNo: values.PersonalNo,
    birthDate: buildBirthDate(values.birthDateDay, values.birthDateMonth, values.birthDateYear),
    birthDateDay: pad2(values.birthDateDay),
    birthDateMonth: pad2(values.birthDateMonth),
    birthDateYear: values.birthDateYear,
    trialBonus: values.trialBonus ? 1 : 0,
    ...(refId !== undefined ? { refId } : {}),
  };
}

/**
 * Fast registration payload: no national ID, no birth date and no trial
 * bonus flag (the tick only decides whether the phone step follows). The 18+ box
 * stays in the form, so the payload keeps its shape.
 */
export function buildFastRegisterPayload(values: RegisterValues, refId = readRefId()): FastRegisterPayload {
  return { ...common(values), ...(refId !== undefined ? { refId } : {}), isFast: true };
}
