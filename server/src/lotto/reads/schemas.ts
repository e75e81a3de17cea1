import {
  betResultRequestSchema,
  historyDetailRequestSchema,
  historyRequestSchema,
  lotteryCodeParamsSchema,
  payRateRequestSchema,
  resultDatesRequestSchema,
} from '@lotto/shared';
import { requestSchema } from '../../http/requestSchema';

/** Request parts of the lottery read calls: the shared yup schemas, which also check them with Thai messages. */
export const betResultBody = requestSchema(betResultRequestSchema);
export const resultDatesBody = requestSchema(resultDatesRequestSchema);
export const payRateBody = requestSchema(payRateRequestSchema);
export const historyBody = requestSchema(historyRequestSchema);
export const historyDetailBody = requestSchema(historyDetailRequestSchema);
export const logoParams = requestSchema(lotteryCodeParamsSchema);
