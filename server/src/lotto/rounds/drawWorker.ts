import { Worker } from 'node:worker_threads';
import type { YeekeeDraw, YeekeeShotInput } from '@lotto/shared';

/**
 * The worker's whole program: the shared draw, run to the end on a thread of its own. It finds
 * @lotto/shared as Node does from this file (its built code, also under the tests' own resolver).
 */
const WORKER_PROGRAM = `
const { parentPort, workerData } = require('node:worker_threads');
const { yeekeeDrawV2 } = require('node:module').createRequire(workerData.from)('@lotto/shared');
parentPort.postMessage(yeekeeDrawV2(workerData.seed, workerData.shots, workerData.iterations));
`;

/**
 * Draw version 2 of yeekee (docs/lottery-rules.md) on a worker thread: seconds of iterated SHA-256
 * that would otherwise take turns with the requests on the server's one JavaScript thread. The
 * same function browsers verify with (@lotto/shared's yeekeeDrawV2), so the same result.
 */
export function yeekeeDrawOnWorker(seed: string, shots: readonly YeekeeShotInput[], iterations: number): Promise<YeekeeDraw> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_PROGRAM, {
      eval: true,
      workerData: { from: __filename, seed, shots: shots.map(({ seq, number }) => ({ seq, number })), iterations },
    });
    worker.once('message', (draw: YeekeeDraw) => resolve(draw));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the yeekee draw's worker stopped with exit code ${code}`));
    });
  });
}
