import { api, useApiQuery, type Country } from '@arcadia/shared';

/** `GET customer/profile`: what the player gave at registration. */
export interface Profile {
  username: string;
  usercode: string;
  name: string;
  surname: string;
  email: string;
  phone: string;
  smsVerified: boolean;
  /** Null after the fast registration. */
  personalNo: string | null;
  country: Country | null;
  /** `YYYY-MM-DD`, or null after the fast registration. */
  birthDate: string | null;
  /** ISO time. */
  createdAt: string;
}

// Silent: the page shows the failure itself, with a retry.
export const getProfile = (signal?: AbortSignal) => api.get<Profile>('customer/profile', undefined, { silent: true, signal });

export const useProfile = () => useApiQuery(getProfile);
