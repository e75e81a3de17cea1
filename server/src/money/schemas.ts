import {
  pageOf as pageReplySchema,
  text,
  depositRequestSchema,
  idempotencyKeyHeaderSchema,
  slipParamsSchema,
  slipUploadFormSchema,
  statementRequestSchema,
  withdrawRequestSchema,
} from '@lotto/shared';
import { requestSchema, toJsonSchema } from '../http/requestSchema';

/** Request parts of the money routes: the shared yup schemas, which also check them with the member's Thai messages. */
export const depositBody = requestSchema(depositRequestSchema);
export const withdrawBody = requestSchema(withdrawRequestSchema);
export const statementBody = requestSchema(statementRequestSchema);
export const slipUploadBody = requestSchema(slipUploadFormSchema);
export const slipParams = requestSchema(slipParamsSchema);

export const idempotencyKeyHeader = requestSchema(idempotencyKeyHeaderSchema);

/**
 * Transitional, for the staff lists still described by hand-written JSON (money/staffRoutes.ts):
 * the JSON schema of a page of `item`. Goes when they use `pageOf` of @lotto/shared.
 */
export function pageOf(item: object) {
  const page = toJsonSchema(pageReplySchema(text()).describe()) as { properties: { data: object } };
  return { ...page, properties: { ...page.properties, data: { ...page.properties.data, items: item } } };
}
