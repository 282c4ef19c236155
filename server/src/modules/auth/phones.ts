import { commonEn, commonTr, normalizePhone } from '@arcadia/shared/core';
import { ApiError } from '../../plugins/app/api-error.js';
import { fieldLabels, type Localized } from '../../plugins/app/messages.js';

/** The answer to a phone that is not a Turkish mobile number: the text the shared phone rule gives. */
export const phoneInvalid: Localized = {
  tr: `${fieldLabels.phone!.tr}: ${commonTr.validation.phone}`,
  en: `${fieldLabels.phone!.en}: ${commonEn.validation.phone}`,
};

/**
 * The stored spelling of a phone a request brought (`90` + the 10-digit mobile number, see
 * `normalizePhone`), or a 400. Every place a phone enters the server goes through here, so one
 * number is one phone whatever its spelling: one verified account and one trial bonus per SIM.
 */
export function phoneOf(raw: string): string {
  const phone = normalizePhone(raw);
  if (phone === null) throw new ApiError(400, phoneInvalid);
  return phone;
}
