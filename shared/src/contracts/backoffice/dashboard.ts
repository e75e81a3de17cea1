import * as yup from 'yup';
import { integer, shape } from '../../api/replies';
import { baht, bangkokDate } from './fields';

/**
 * The back office's dashboard, GET /admin-api/dashboard: its reply schema and type.
 */

// --- replies ---

export const dashboardReplySchema = shape({
  date: bangkokDate(),
  deposits: baht('Baht of deposits approved today.'),
  withdrawals: baht('Baht of withdrawals approved today.'),
  stakes: baht("Baht staked on today's slips, cancelled ones left out."),
  prizes: baht("Baht of prizes of today's slips."),
  house_result: baht('stakes - prizes.'),
  pending_deposits: integer(),
  pending_withdrawals: integer(),
});

/** GET /admin-api/dashboard: today's figures, today being the Bangkok calendar day. */
export type DashboardPayload = yup.InferType<typeof dashboardReplySchema>;
