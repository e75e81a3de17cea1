import { parentPort } from 'node:worker_threads';
import type { SlipContentType } from './rules';
import { readSlipQr } from './slipQr';

/** The worker thread of SlipQrReader: reads one slip per message, off the server's event loop. */
export interface SlipQrJob {
  id: number;
  bytes: Uint8Array;
  contentType: SlipContentType;
}

parentPort?.on('message', ({ id, bytes, contentType }: SlipQrJob) => {
  parentPort?.postMessage({ id, result: readSlipQr(bytes, contentType) });
});
