import { parentPort } from 'node:worker_threads';
import type { SlipContentType } from './rules';
import { readSlipQr, type SlipQrRead } from './slipQr';

/** The worker thread of SlipQrReader: reads one slip per message, off the server's event loop. */
export interface SlipQrJob {
  id: number;
  bytes: Uint8Array;
  contentType: SlipContentType;
}

export interface SlipQrAnswer {
  id: number;
  result: SlipQrRead;
}

parentPort?.on('message', ({ id, bytes, contentType }: SlipQrJob) => {
  const answer: SlipQrAnswer = { id, result: readSlipQr(bytes, contentType) };
  parentPort?.postMessage(answer);
});
