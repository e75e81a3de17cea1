import { randomUUID } from 'node:crypto';
import { formatMoneyDate } from '@lotto/shared';
import type { Transaction } from 'kysely';
import type { Schema } from '../db/schema';
import { itemOf } from './rules';
import { tell } from './tell';

/** A password change, in its own transaction: the member (or a thief's victim) learns of it on every channel they read. */
export async function tellPasswordChanged(trx: Transaction<Schema>, memberId: number, at: Date): Promise<void> {
  await tell(trx, [itemOf('password_changed', memberId, `password:${randomUUID()}`, { at: formatMoneyDate(at) })]);
}
