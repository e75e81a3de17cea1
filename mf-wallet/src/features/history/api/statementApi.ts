import type { Statement, StatementRequest } from '@lotto/shared';
import { walletApi } from '../../../lib/api/walletApi';

const statementApi = walletApi.injectEndpoints({
  endpoints: (build) => ({
    /** The member's deposits and withdrawals, newest first, 50 a page (docs/api-conventions.md#calls: transaction). */
    getStatement: build.query<Statement, Required<StatementRequest>>({
      query: (body) => ({ url: '/lto-public-api/transaction', method: 'POST', data: body }),
      providesTags: ['Statement'],
    }),
  }),
});

export const { useGetStatementQuery } = statementApi;
