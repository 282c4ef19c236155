import { ageOn } from '@arcadia/shared/core';
import type { Config } from '../../config.js';

/** The operator's per-spin slot caps (config), in kuruş; both null: no cap (the default). */
export type SlotStakeCaps = Pick<Config, 'slotStakeCapKurus' | 'slotStakeCapYoungAdultKurus'>;

/** Players up to this age (18 to 24) get the lower young-adult cap where the operator sets one. */
export const YOUNG_ADULT_MAX_AGE = 24;

/**
 * The most the player may stake on one slot spin, in kuruş, or null when the operator caps
 * nothing (the default). Every player gets SLOT_STAKE_CAP; players aged 18 to 24 on `now` get the
 * lower of it and SLOT_STAKE_CAP_YOUNG_ADULT. A player whose date of birth is unknown (or not a
 * date) is treated as a young adult until they give it: the stricter cap is the safe guess.
 */
export function slotStakeCapFor(
  config: SlotStakeCaps,
  birthDate: string | null,
  now: Date,
): bigint | null {
  const age = birthDate === null ? NaN : ageOn(birthDate, now);
  const youngAdult = Number.isNaN(age) || age <= YOUNG_ADULT_MAX_AGE;
  const caps = [config.slotStakeCapKurus, youngAdult ? config.slotStakeCapYoungAdultKurus : null].filter((cap): cap is number => cap !== null);
  return caps.length === 0 ? null : BigInt(Math.min(...caps));
}
