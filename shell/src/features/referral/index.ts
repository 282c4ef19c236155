export { useReferralTracking, referralId } from './use-referral-tracking';
