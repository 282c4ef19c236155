import type { AuthData, Country, FastRegisterPayload, LoginPayload, RegisterPayload } from '../../model/types';
import { request, requestWithMessage } from '../api-client';

/** `POST auth/login`: `data` is the authData the shell stores. */
export const login = (payload: LoginPayload) => requestWithMessage<AuthData>('POST', 'auth/login', { body: payload });

/** `POST auth/register`, full or fast (`isFast: true`): `data` is the authData the shell stores. */
export const register = (payload: RegisterPayload | FastRegisterPayload) =>
  requestWithMessage<AuthData>('POST', 'auth/register', { body: payload });

/** `GET auth/form`: the country list of the registration form. */
export const getRegisterForm = (signal?: AbortSignal) => request<{ countries: Country[] }>('GET', 'auth/form', { signal });

/** `GET auth/logout`: ends the server session of the stored token. */
export const logoutSession = () => request<null>('GET', 'auth/logout');

/** Password reset, step 1: `POST auth/sendresetpassword` e-mails a reset code to the account's address. */
export const sendResetPassword = (username: string) => requestWithMessage<null>('POST', 'auth/sendresetpassword', { body: { username } });

/** Password reset, step 2: `POST auth/checkresetcode`. */
export const checkResetCode = (username: string, code: string) =>
  requestWithMessage<null>('POST', 'auth/checkresetcode', { body: { code, username } });

export interface ResetPasswordPayload {
  password: string;
  password2: string;
  username: string;
  code: string;
}

/** Password reset, step 3: `POST auth/changepasswordwithcode`. */
export const changePasswordWithCode = (payload: ResetPasswordPayload) =>
  requestWithMessage<null>('POST', 'auth/changepasswordwithcode', { body: payload });
