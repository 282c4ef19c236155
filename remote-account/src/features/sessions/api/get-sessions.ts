import { api, useApiQuery, type PlayerSession } from '@arcadia/shared';

// Silent: the page shows the failure itself, with a retry.
export const getSessions = (signal?: AbortSignal) =>
  api.get<PlayerSession[]>('customer/sessions', undefined, { silent: true, signal });

export const useSessions = () => useApiQuery(getSessions);
