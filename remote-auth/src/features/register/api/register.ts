import { api, type AuthData, type FastRegisterPayload, type RegisterPayload } from '@arcadia/shared';

/** `POST auth/register`, full or fast (`isFast: true`): `data` is the authData the shell stores. */
export const register = (payload: RegisterPayload | FastRegisterPayload) => api.post<AuthData>('auth/register', payload);
