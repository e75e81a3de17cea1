import {
  depositQrRequestSchema,
  depositQrStatusRequestSchema,
  depositRequestSchema,
  idempotencyKeyHeaderSchema,
  slipParamsSchema,
  slipUploadFormSchema,
  statementRequestSchema,
  withdrawPinRequestSchema,
  withdrawRequestSchema,
} from '@lotto/shared';
import { requestSchema } from '../http/requestSchema';

/** Request parts of the money routes: the shared yup schemas, which also check them with the member's Thai messages. */
export const depositBody = requestSchema(depositRequestSchema);
export const withdrawBody = requestSchema(withdrawRequestSchema);
export const statementBody = requestSchema(statementRequestSchema);
export const slipUploadBody = requestSchema(slipUploadFormSchema);
export const slipParams = requestSchema(slipParamsSchema);
export const depositQrBody = requestSchema(depositQrRequestSchema);
export const depositQrStatusBody = requestSchema(depositQrStatusRequestSchema);
export const withdrawPinBody = requestSchema(withdrawPinRequestSchema);

export const idempotencyKeyHeader = requestSchema(idempotencyKeyHeaderSchema);
