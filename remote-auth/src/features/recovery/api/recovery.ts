import { api } from '@arcadia/shared';

/** Step 1: `POST auth/sendresetpassword` e-mails a reset code to the account's address. */
export const sendResetPassword = (username: string) => api.post<null>('auth/sendresetpassword', { username });

/** Step 2: `POST auth/checkresetcode`. */
export const checkResetCode = (username: string, code: string) => api.post<null>('auth/checkresetcode', { code, username });

/** Step 3: `POST auth/changepasswordwithcode`. */
export const changePasswordWithCode = (payload: { password: string; password2: string; username: string; code: string }) =>
  api.post<null>('auth/changepasswordwithcode', payload);
