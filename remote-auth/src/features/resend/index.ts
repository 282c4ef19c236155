export { useResendTimer, type ResendTimer } from './use-resend-timer';
export { clearCooldowns, retryAfterSecondsOf } from './resend-cooldown';
export { sendWithCooldown } from './send-with-cooldown';
export { ResendCode } from './resend-code';
export { WaitToSend } from './wait-to-send';
