export { PhoneCodeSteps, type PhoneCodeStepsProps } from './components/phone-code-steps';
export { SmsVerifyDialog, SMS_VERIFY_CODE_MASK } from './components/sms-verify-dialog';
export { PhoneVerificationDialog, PHONE_VERIFICATION_CODE_MASK } from './components/phone-verification-dialog';
export { useResendTimer, type ResendTimer } from '../resend';
export type { VerifiedPhone } from '@arcadia/shared';
