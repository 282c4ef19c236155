import { api, type AuthData, type LoginPayload } from '@arcadia/shared';

/** `POST auth/login`: `data` is the authData the shell stores. */
export const login = (payload: LoginPayload) => api.post<AuthData>('auth/login', payload);
