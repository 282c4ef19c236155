import { api, useApiQuery, type PlayerProfile } from '@arcadia/shared';

// Silent: the page shows the failure itself, with a retry.
export const getProfile = (signal?: AbortSignal) => api.get<PlayerProfile>('customer/profile', undefined, { silent: true, signal });

export const useProfile = () => useApiQuery(getProfile);
