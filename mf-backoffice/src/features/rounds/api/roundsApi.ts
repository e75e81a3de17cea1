import type {
  LotteryResult,
  Paged,
  RoundResultPayload,
  RoundTimesRequest,
  RoundVoidPayload,
  StaffRound,
  StaffRoundsQuery,
} from '@lotto/shared';
import { backofficeApi } from '../../../lib/api/backofficeApi';

/** Rounds by lottery and date, their result and settlement, the staff changes to a round and its void. */
export const roundsApi = backofficeApi.enhanceEndpoints({ addTagTypes: ['BackofficeRounds', 'ResultAlerts'] }).injectEndpoints({
  endpoints: (build) => ({
    getBackofficeRounds: build.query<Paged<StaffRound>, StaffRoundsQuery>({
      query: (params) => ({ url: '/admin-api/rounds', params: { ...params } }),
      providesTags: ['BackofficeRounds'],
    }),
    recordResult: build.mutation<RoundResultPayload, { roundId: number; result: LotteryResult }>({
      query: ({ roundId, result }) => ({ url: `/admin-api/rounds/${roundId}/result`, method: 'POST', data: result }),
      invalidatesTags: ['BackofficeRounds', 'Dashboard', 'Audit', 'Member', 'ResultAlerts'],
    }),
    confirmStagedResult: build.mutation<RoundResultPayload, { roundId: number }>({
      query: ({ roundId }) => ({ url: `/admin-api/rounds/${roundId}/result/confirm`, method: 'POST' }),
      invalidatesTags: ['BackofficeRounds', 'Dashboard', 'Audit', 'Member', 'ResultAlerts'],
    }),
    moveRoundTimes: build.mutation<unknown, { roundId: number; times: RoundTimesRequest }>({
      query: ({ roundId, times }) => ({ url: `/admin-api/rounds/${roundId}`, method: 'PATCH', data: times }),
      invalidatesTags: ['BackofficeRounds', 'Audit'],
    }),
    voidRound: build.mutation<RoundVoidPayload, { roundId: number; reason: string }>({
      query: ({ roundId, reason }) => ({ url: `/admin-api/rounds/${roundId}/void`, method: 'POST', data: { reason } }),
      invalidatesTags: ['BackofficeRounds', 'Dashboard', 'Audit', 'Member', 'ResultAlerts'],
    }),
  }),
});

export const {
  useGetBackofficeRoundsQuery,
  useRecordResultMutation,
  useConfirmStagedResultMutation,
  useMoveRoundTimesMutation,
  useVoidRoundMutation,
} = roundsApi;
