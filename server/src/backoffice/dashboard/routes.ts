import { bangkokDayOf, dashboardReplySchema, satangToBaht } from '@lotto/shared';
import type { Database } from '../../db/database';
import { envelopeResponses, success } from '../../http/envelope';
import { findDayFigures } from './repository';
import type { AdminApp } from '../adminApp';

/** GET /admin-api/dashboard: the day's figures, the day being today in Bangkok. */
export async function dashboardRoutes(app: AdminApp, { database: { db } }: { database: Database }): Promise<void> {
  app.get(
    '/admin-api/dashboard',
    {
      config: { module: 'reports' },
      schema: {
        summary: "Today's (Bangkok) deposits, withdrawals, stakes, prizes and house result, and the pending queues",
        response: envelopeResponses(dashboardReplySchema),
      },
    },
    async () => {
      const day = bangkokDayOf(new Date());
      const figures = await findDayFigures(db, day.from, day.to);
      return success({
        date: day.date,
        deposits: satangToBaht(figures.deposits),
        withdrawals: satangToBaht(figures.withdrawals),
        stakes: satangToBaht(figures.stakes),
        prizes: satangToBaht(figures.prizes),
        house_result: satangToBaht(figures.stakes - figures.prizes),
        pending_deposits: figures.pendingDeposits,
        pending_withdrawals: figures.pendingWithdrawals,
      });
    },
  );
}
