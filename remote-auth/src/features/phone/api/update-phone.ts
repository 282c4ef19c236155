import { api } from '@arcadia/shared';

export interface VerifiedPhone {
  phone: string;
  smsVerified: boolean;
}

/** `POST customer/updatephone` step 1: sends an SMS code to `phone` (no code in the payload). */
export const sendPhoneCode = (phone: string) => api.post<null>('customer/updatephone', { step: 1, phone });

/** Step 2: checks the code; on success the server stores the phone as verified. */
export const verifyPhoneCode = (phone: string, code: string) =>
  api.post<VerifiedPhone | null>('customer/updatephone', { step: 2, phone, code });
