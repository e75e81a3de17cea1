import { bahtToSatang } from '@lotto/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { slipVerify as slipVerifyPayload } from 'promptparse/generate';
import * as yup from 'yup';
import type { Schema } from '../db/schema';
import { ingestStatementLines } from './statement/ingest';
import { senderMatches } from './statement/matching';

/**
 * The slip-verification service (docs/money.md#slip-verification): `POST SLIP_VERIFY_URL` with
 * `Authorization: Bearer SLIP_VERIFY_TOKEN` and `{payload}` (the slip's QR text) answers what the
 * bank recorded of that transfer. A provider's own API is put behind this shape by a small adapter.
 */
export interface SlipVerification {
  trans_ref: string;
  /** Baht. */
  amount: number;
  /** The receiving account as the bank shows it, often masked. */
  receiver_account: string;
  sender_name: string | null;
  paid_at: string;
}

export interface SlipVerifier {
  /** The bank's record of the slip's transfer; null when the service does not know it or cannot answer. */
  verify(payload: string): Promise<SlipVerification | null>;
}

const answerSchema = yup.object({
  trans_ref: yup.string().required().max(64),
  amount: yup.number().required().moreThan(0),
  receiver_account: yup.string().required().max(40),
  sender_name: yup.string().max(120).nullable().default(null),
  paid_at: yup
    .string()
    .required()
    .test('iso', (value) => !Number.isNaN(Date.parse(value))),
});

/** A service that does not answer within this is taken as no answer: the deposit waits for staff. */
const VERIFY_TIMEOUT_MS = 10_000;

export function slipVerifier({ url, token, fetchImpl = fetch }: { url: string; token: string; fetchImpl?: typeof fetch }): SlipVerifier {
  return {
    async verify(payload) {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ payload }),
        signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
      });
      if (!response.ok) return null;
      return (await answerSchema.validate(await response.json(), { stripUnknown: true })) as SlipVerification;
    },
  };
}

/**
 * After a slip deposit is kept: asks the service about the slip's transfer and, when it names this
 * deposit's receiving account, feeds its answer in as a statement line of that account, which the
 * matching function credits (the line carries the deposit's transaction reference) or leaves to
 * staff. An answer naming another receiver credits nothing. A failing service changes nothing.
 */
export async function verifySlipDeposit(
  db: Kysely<Schema>,
  verifier: SlipVerifier,
  { memberId, reference, sendingBank, log }: { memberId: number; reference: string; sendingBank: string; log: FastifyBaseLogger },
): Promise<void> {
  const deposit = await db
    .selectFrom('deposits')
    .innerJoin('site_bank_accounts', 'site_bank_accounts.id', 'deposits.site_bank_account_id')
    .select(['deposits.id', 'deposits.site_bank_account_id', 'site_bank_accounts.account_number'])
    .where('deposits.member_id', '=', memberId)
    .where('deposits.slip_reference', '=', reference)
    .where('deposits.status', '=', 'pending')
    .executeTakeFirst();
  if (!deposit) return;
  let answer: SlipVerification | null;
  try {
    answer = await verifier.verify(slipVerifyPayload({ sendingBank, transRef: reference }));
  } catch (error) {
    log.warn({ err: error, deposit: deposit.id }, 'slip verification failed; the deposit waits for staff');
    return;
  }
  if (!answer || answer.trans_ref !== reference) return;
  if (!senderMatches(answer.receiver_account, deposit.account_number)) {
    log.warn({ deposit: deposit.id, receiver: answer.receiver_account }, 'the slip paid another account; not credited');
    return;
  }
  if (bahtToSatang(answer.amount) === null) return;
  try {
    await ingestStatementLines(db, {
      accountId: deposit.site_bank_account_id,
      lines: [
        {
          bank_ref: answer.trans_ref,
          amount: answer.amount,
          direction: 'in',
          at: new Date(answer.paid_at).toISOString(),
          sender_name: answer.sender_name ?? undefined,
        },
      ],
      source: 'slip',
    });
  } catch (error) {
    // The deposit is kept whatever happens here: staff see it pending.
    log.error({ err: error, deposit: deposit.id }, 'the verified slip could not be matched; the deposit waits for staff');
  }
}
