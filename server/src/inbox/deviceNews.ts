import { randomUUID } from 'node:crypto';
import Bowser from 'bowser';
import { formatMoneyDate } from '@lotto/shared';
import type { Transaction } from 'kysely';
import type { Schema } from '../db/schema';
import { itemOf } from './rules';
import { tell } from './tell';

/** A device as a member recognises it: "Chrome บน Android"; an unknown agent is named as such. */
export function deviceName(userAgent: string | undefined): string {
  if (!userAgent) return 'อุปกรณ์ที่ไม่รู้จัก';
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  const os = parsed.os.name;
  if (browser && os) return `${browser} บน ${os}`;
  return browser || os || 'อุปกรณ์ที่ไม่รู้จัก';
}

/** A sign-in from a browser the member has not signed in on before (no device cookie of theirs), in the login's transaction. */
export async function tellNewDevice(
  trx: Transaction<Schema>,
  memberId: number,
  { userAgent, address, at }: { userAgent: string | undefined; address: string; at: Date },
): Promise<void> {
  await tell(trx, [
    itemOf('new_device', memberId, `login:${randomUUID()}`, { device: deviceName(userAgent), address, at: formatMoneyDate(at) }),
  ]);
}
