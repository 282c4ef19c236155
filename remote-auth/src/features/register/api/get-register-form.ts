import { api, type Country } from '@arcadia/shared';

/** `GET auth/form`: the country list of the registration form. */
export const getRegisterForm = () => api.get<{ countries: Country[] } | null>('auth/form');
