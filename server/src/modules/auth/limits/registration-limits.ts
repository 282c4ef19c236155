import type { Config } from '../../../config.js';
import type { LimitRule } from './rate-limits.js';
import { networkOf } from './network.js';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** The sign-up limits the operator sets (REGISTRATIONS_PER_* in config.ts). */
export type RegistrationLimits = Pick<Config, 'registrationsPerIpPerHour' | 'registrationsPerPhonePerDay' | 'registrationsPerNationalIdPerDay' | 'registrationsPerDevicePerDay'>;

export interface SignUpSubjects {
  ip: string;
  /** Normalised (`normalizePhone`); null when the number is not valid (the sign-up is refused anyway). */
  phone: string | null;
  personalNo: string | null;
  fingerprint: string | null;
}

/**
 * Every limit one sign-up counts towards. They key on what identifies a person or a device, each
 * a signal among several: the phone number and the national ID (3 a day each by default: one
 * person rarely needs more, and a failed sign-up does not count), the device (5 a day), and the
 * network. The device fingerprint is a header the client chooses (its absence just skips the
 * rule) hashed from browser traits that identical phones share, so it counts together with the
 * network: one browser on one network. Carrier-grade NAT puts thousands of mobile subscribers
 * behind one address, so the network's ceiling (200 an hour by default) only stops a flood from
 * one place, never the real players sharing it.
 *
 * The network's rule is `addressLimit`, the others `dailyLimit`, so the refusal can say which kind
 * was reached without naming the field.
 */
export function registrationRules(subjects: SignUpSubjects, limits: RegistrationLimits): LimitRule[] {
  const rules: LimitRule[] = [];
  if (subjects.phone) rules.push({ key: `register:phone:${subjects.phone}`, limit: limits.registrationsPerPhonePerDay, windowMs: DAY, reason: 'dailyLimit' });
  if (subjects.personalNo) {
    rules.push({ key: `register:personal-no:${subjects.personalNo.trim()}`, limit: limits.registrationsPerNationalIdPerDay, windowMs: DAY, reason: 'dailyLimit' });
  }
  // The network, as for every other limit: an IPv6 subscriber holds a whole /64.
  const network = networkOf(subjects.ip);
  if (subjects.fingerprint) {
    rules.push({ key: `register:device:${network}:${subjects.fingerprint}`, limit: limits.registrationsPerDevicePerDay, windowMs: DAY, reason: 'dailyLimit' });
  }
  rules.push({ key: `register:net:${network}`, limit: limits.registrationsPerIpPerHour, windowMs: HOUR, reason: 'addressLimit' });
  return rules;
}
