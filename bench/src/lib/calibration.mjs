import { createHash } from 'node:crypto';
import os from 'node:os';

/** The fixed work every run times: a chain of SHA-256 (one core, no I/O, no allocation to speak of). */
const CHAIN_LENGTH = 200_000;
const RUNS = 5;

function chain() {
  let digest = Buffer.alloc(32);
  for (let i = 0; i < CHAIN_LENGTH; i += 1) digest = createHash('sha256').update(digest).digest();
  return digest;
}

/**
 * Which machine a run's figures came from: its CPU model and count, and the median time of a fixed
 * loop. Two runs' absolute figures compare in proportion to their calibrations; ratios to a
 * ceiling measured in the same run need none.
 */
export function calibrate() {
  const times = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = process.hrtime.bigint();
    chain();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  const cpus = os.cpus();
  return {
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    cpus: cpus.length,
    calibrationMs: Math.round(times[Math.floor(RUNS / 2)] * 10) / 10,
    calibrationWork: `${CHAIN_LENGTH.toLocaleString('en')} chained SHA-256, median of ${RUNS}`,
  };
}
