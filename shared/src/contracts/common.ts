import * as yup from 'yup';
import { th } from '../labels/th';
import { int4IdRule, pageRule } from '../validation/fields';

/**
 * Request parts that calls of several resources share: path ids, a page, the Idempotency-Key
 * header. Each resource's own requests and replies are in its module beside this one.
 */

export const idParamsSchema = yup.object({ id: int4IdRule(th.errors.notFound) });
export const roundParamsSchema = yup.object({ round_id: int4IdRule(th.lotto.roundNotFound) });
export const lotteryCodeParamsSchema = yup.object({
  code: yup.string().required(th.lotto.lotteryNotFound).max(40, th.lotto.lotteryNotFound),
});
export type LotteryCodeParams = yup.InferType<typeof lotteryCodeParamsSchema>;

/** Back-office lists are pages of this many rows, as `Paged<T>`. */
export const BACKOFFICE_PAGE_SIZE = 25;

/** A page of a list and nothing else. */
export const pageQuerySchema = yup.object({ page: pageRule(th.lotto.pageInvalid).default(1) });

/** The longest Idempotency-Key a client may send (a UUID is 36 characters). */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

/** The Idempotency-Key header of the calls that move money: every such route declares it, so this is its one rule. */
export const idempotencyKeyHeaderSchema = yup.object({
  'idempotency-key': yup
    .string()
    .min(1, th.errors.idempotencyKeyInvalid)
    .max(IDEMPOTENCY_KEY_MAX_LENGTH, th.errors.idempotencyKeyInvalid)
    .meta({
      description: 'Optional. A retry with the same key and body gets the first answer and moves no money twice.',
    }),
});
