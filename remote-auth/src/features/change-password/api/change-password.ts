import { api } from '@arcadia/shared';

/** `POST customer/changepassword`: on success the server revokes every session of the player. */
export const changePassword = (payload: { oldPassword: string; password: string; confirmPassword: string }) =>
  api.post<null>('customer/changepassword', payload);
