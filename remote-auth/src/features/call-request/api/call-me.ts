import { api } from '@arcadia/shared';

/** `POST cms/callme`: stores a call request (anonymous, or linked to the signed-in player). */
export const callMe = (payload: { name: string; message: string }) => api.post<null>('cms/callme', payload);
