import { api, useApiQuery, type BonusList } from '@arcadia/shared';

// Silent: the page shows the failure itself, with a retry.
export const getBonusList = (signal?: AbortSignal) => api.get<BonusList>('bonus/list', undefined, { silent: true, signal });

export const useBonusList = () => useApiQuery(getBonusList);
