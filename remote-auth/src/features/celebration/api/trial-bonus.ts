import { api } from '@arcadia/shared';

/** `GET bonus/trialbonusamount`: the amount this player may still claim, 0 when none. */
export const getTrialBonusAmount = () => api.get<number>('bonus/trialbonusamount', undefined, { silent: true });

/** `GET bonus/definetrialbonus`: credits the trial bonus once; answers the new balance. */
export const claimTrialBonus = () => api.get<{ balance: number } | null>('bonus/definetrialbonus');
