import { api, useApiQuery } from '@arcadia/shared';

/** `GET bonus/trialbonusamount`: the trial bonus this player may still claim, 0 when none. */
export const getTrialBonusAmount = (signal?: AbortSignal) =>
  api.get<number>('bonus/trialbonusamount', undefined, { silent: true, signal });

export const useTrialBonusAmount = () => useApiQuery(getTrialBonusAmount);
