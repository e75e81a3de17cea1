#!/usr/bin/env node
// The demo site's bank (docs/operations.md#demo-bank): pushes one incoming statement line of an
// amount into the demo receiving account, signed with the demo feed secret, as a bank's feed
// would. Pay a QR deposit's exact amount with it and watch the wallet turn to เติมเครดิตแล้ว.
//   npm run demo:bank -- 500.01 [--account 1] [--ref1 ABC] [--url http://localhost:8080]
// The server's own signing and demo secret, from its build (npm start builds it).
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import seed from '../server/dist/demo/seed.js';
import feedSecrets from '../server/dist/money/statement/feedSecrets.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    account: { type: 'string', default: '1' },
    ref1: { type: 'string' },
    url: { type: 'string', default: `http://localhost:${process.env.PORT || 8080}` },
  },
});
const amount = Number(positionals[0]);
if (!Number.isFinite(amount) || amount <= 0 || Math.round(amount * 100) !== amount * 100) {
  console.error('usage: npm run demo:bank -- <amount in baht, e.g. 500.01> [--account 1] [--ref1 REF] [--url http://localhost:8080]');
  process.exit(2);
}
const line = {
  bank_ref: `DEMO${randomBytes(6).toString('hex').toUpperCase()}`,
  amount,
  direction: 'in',
  at: new Date().toISOString(),
  sender_name: 'ธนาคารสาธิต',
  ...(values.ref1 && { ref1: values.ref1 }),
};
const body = JSON.stringify({ lines: [line] });
const timestamp = String(Math.floor(Date.now() / 1000));
const signature = feedSecrets.feedSignature(seed.DEMO_FEED_SECRET, timestamp, body);
const response = await fetch(`${values.url}/bank-feed/${values.account}/lines`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-feed-timestamp': timestamp, 'x-feed-signature': signature },
  body,
});
const answer = await response.json().catch(() => ({}));
console.log(`${response.status} ${answer.message ?? ''}`.trim());
if (answer.payload) console.log(answer.payload);
process.exit(response.ok ? 0 : 1);
