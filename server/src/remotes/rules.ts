import { createHash } from 'node:crypto';

/** Page loads and errors of one remote version, as counted from the browsers' reports. */
export interface VersionCounts {
  loads: number;
  loadFailures: number;
  errors: number;
}

export const NO_COUNTS: VersionCounts = { loads: 0, loadFailures: 0, errors: 0 };

/** When a canary rolls itself back (CANARY_MIN_LOADS, CANARY_ERROR_MARGIN). */
export interface CanaryThresholds {
  /** Page loads of the canary before its rate is trusted. */
  minLoads: number;
  /** How many more failures and errors per 1,000 page loads than the stable version it may have. */
  marginPer1000: number;
}

/**
 * A caller's bucket, 0 to 99, for one remote: the same member (or guest cookie) always falls in
 * the same bucket, on any device, so a canary at n % is served to buckets below n and raising
 * the share keeps everyone who had it. The remote is part of the hash, so that the members of one
 * remote's canary are not always those of the next one's.
 */
export function callerBucket(remote: string, callerKey: string): number {
  return createHash('sha256').update(`${remote}\n${callerKey}`).digest().readUInt32BE(0) % 100;
}

/** The stable version: the pinned one when deployed and runnable, else the highest runnable one. */
export function stableVersion(deployed: readonly string[], pinned: string | null, runnable: (version: string) => boolean): string | null {
  if (pinned !== null && deployed.includes(pinned) && runnable(pinned)) return pinned;
  return deployed.find(runnable) ?? null;
}

export function per1000(count: number, loads: number): number {
  return loads === 0 ? 0 : Math.round((count * 1000 * 10) / loads) / 10;
}

/** Load failures and errors together, per 1,000 page loads. */
function failureRate({ loads, loadFailures, errors }: VersionCounts): number {
  return loads === 0 ? 0 : ((loadFailures + errors) * 1000) / loads;
}

/**
 * Why a canary must be rolled back, or null: over at least `minLoads` of its page loads, its
 * failures and errors per 1,000 loads exceed the stable version's by more than the margin.
 */
export function canaryRollbackReason(canary: VersionCounts, stable: VersionCounts, thresholds: CanaryThresholds): string | null {
  if (canary.loads < thresholds.minLoads) return null;
  const canaryRate = failureRate(canary);
  const stableRate = failureRate(stable);
  if (canaryRate - stableRate <= thresholds.marginPer1000) return null;
  return (
    `${canaryRate.toFixed(1)} failures and errors per 1,000 loads over ${canary.loads} loads, ` +
    `against ${stableRate.toFixed(1)} for the stable version (margin ${thresholds.marginPer1000})`
  );
}
