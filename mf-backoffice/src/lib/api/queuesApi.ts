import type { ApiSuccess, Paged, StaffDeposit, StaffMoneyQueueQuery, StaffWithdrawal, WithdrawalPaidRequest } from '@lotto/shared';
import { backofficeApi } from './backofficeApi';

/** How often an open queue asks the server again, so that new requests appear by themselves. */
export const QUEUE_REFRESH_MS = 10_000;

export type QueueKind = 'deposits' | 'withdrawals';

export interface DecisionArgs {
  id: number;
  decision: 'approve' | 'reject';
  /** Required for a rejection; the member sees it. */
  reason?: string;
  idempotencyKey: string;
}

const tagOf = { deposits: 'StaffDeposits', withdrawals: 'StaffWithdrawals' } as const;

const queuesApi = backofficeApi.injectEndpoints({
  endpoints: (build) => {
    const list = <T>(kind: QueueKind) =>
      build.query<Paged<T>, StaffMoneyQueueQuery>({
        query: ({ status, page, member_id }) => ({ url: `/admin-api/${kind}`, params: { status, page, member_id } }),
        providesTags: [tagOf[kind]],
      });
    const decide = <T>(kind: QueueKind) =>
      build.mutation<T, DecisionArgs>({
        query: ({ id, decision, reason, idempotencyKey }) => ({
          url: `/admin-api/${kind}/${id}/${decision}`,
          method: 'POST',
          data: decision === 'reject' ? { reason } : undefined,
          headers: { 'Idempotency-Key': idempotencyKey },
        }),
        // Also after a refusal: a request decided by someone else leaves the queue.
        invalidatesTags: [tagOf[kind], 'Dashboard', 'Member'],
      });
    return {
      /** `โอนแล้ว`: the payout's bank reference of an approved withdrawal; answers the envelope for its Thai message. */
      recordWithdrawalPaid: build.mutation<ApiSuccess<StaffWithdrawal>, { id: number } & WithdrawalPaidRequest>({
        query: ({ id, bank_ref }) => ({ url: `/admin-api/withdrawals/${id}/paid`, method: 'POST', data: { bank_ref }, answer: 'envelope' }),
        invalidatesTags: ['StaffWithdrawals', 'Dashboard', 'Member', 'Reconciliation', 'Audit'],
      }),
      listDeposits: list<StaffDeposit>('deposits'),
      listWithdrawals: list<StaffWithdrawal>('withdrawals'),
      decideDeposit: decide<StaffDeposit>('deposits'),
      decideWithdrawal: decide<StaffWithdrawal>('withdrawals'),
    };
  },
});

export const {
  useListDepositsQuery,
  useListWithdrawalsQuery,
  useDecideDepositMutation,
  useDecideWithdrawalMutation,
  useRecordWithdrawalPaidMutation,
} = queuesApi;
