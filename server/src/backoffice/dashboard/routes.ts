import { bangkokDayOf, satangToBaht, type DashboardPayload } from '@lotto/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { bearerSecurity, envelopeResponses, success } from '../../http/envelope';
import { baht, bangkokDate } from '../schemas';
import { findDayFigures } from './repository';

const dashboard = {
  type: 'object',
  required: ['date', 'deposits', 'withdrawals', 'stakes', 'prizes', 'house_result', 'pending_deposits', 'pending_withdrawals'],
  properties: {
    date: bangkokDate,
    deposits: { ...baht, description: 'Baht of deposits approved today.' },
    withdrawals: { ...baht, description: 'Baht of withdrawals approved today.' },
    stakes: { ...baht, description: "Baht staked on today's slips, cancelled ones left out." },
    prizes: { ...baht, description: "Baht of prizes of today's slips." },
    house_result: { ...baht, description: 'stakes - prizes.' },
    pending_deposits: { type: 'integer' },
    pending_withdrawals: { type: 'integer' },
  },
} as const;

/** GET /admin-api/dashboard: the day's figures, the day being today in Bangkok. */
export async function dashboardRoutes(app: FastifyInstance, { database }: { database: Database }): Promise<void> {
  app.get(
    '/admin-api/dashboard',
    {
      schema: {
        tags: ['staff'],
        security: bearerSecurity,
        summary: "Today's (Bangkok) deposits, withdrawals, stakes, prizes and house result, and the pending queues",
        response: envelopeResponses(dashboard),
      },
    },
    async () => {
      const day = bangkokDayOf(new Date());
      const figures = await findDayFigures(database.db, day.from, day.to);
      return success<DashboardPayload>({
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
