// The check-in's reward, a pure rule.
import { GIB } from '../services/rules';

/** Check-in rewards: a whole number of MiB between these bounds, uniformly. */
const CHECKIN_REWARD_MIN_BYTES = 100 * 1024 ** 2;
const CHECKIN_REWARD_MAX_BYTES = 1 * GIB;

/** `random` in [0, 1): the reward for that draw, in bytes (whole MiB). */
export function checkinReward(random: number): number {
  const mib = 1024 ** 2;
  const steps = (CHECKIN_REWARD_MAX_BYTES - CHECKIN_REWARD_MIN_BYTES) / mib + 1;
  return CHECKIN_REWARD_MIN_BYTES + Math.floor(random * steps) * mib;
}
