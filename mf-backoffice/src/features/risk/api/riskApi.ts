import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import type { ApiSuccess, LotteryRisk, LotteryRiskRequest, RiskRound, RoundLiability, RoundRiskRequest } from '@lotto/shared';
import { backofficeApi } from '../../../lib/api/backofficeApi';

/** How often the open rounds and the chosen round's liability are asked again while the screen is open. */
export const RISK_REFRESH_MS = 10_000;

/**
 * Risk by liability (docs/lottery-rules.md#risk-by-liability): the open rounds, riskiest first, one
 * round's liability per part, and the admin's budgets; the saves answer the envelope, for their
 * Thai message.
 */
const riskApi = backofficeApi.enhanceEndpoints({ addTagTypes: ['RiskRounds', 'RoundLiability'] }).injectEndpoints({
  endpoints: (build) => ({
    getRiskRounds: build.query<RiskRound[], void>({
      query: () => ({ url: '/admin-api/risk/rounds' }),
      providesTags: ['RiskRounds'],
    }),
    getRoundLiability: build.query<RoundLiability, number>({
      query: (roundId) => ({ url: `/admin-api/rounds/${roundId}/liability` }),
      providesTags: ['RoundLiability'],
    }),
    saveLotteryRisk: build.mutation<ApiSuccess<LotteryRisk>, { code: string; body: LotteryRiskRequest }>({
      query: ({ code, body }) => ({ url: `/admin-api/lotteries/${code}/risk`, method: 'PUT', data: body, answer: 'envelope' }),
      invalidatesTags: ['RiskRounds', 'RoundLiability', 'Audit'],
    }),
    saveRoundRisk: build.mutation<ApiSuccess<RoundLiability>, { roundId: number; body: RoundRiskRequest }>({
      query: ({ roundId, body }) => ({ url: `/admin-api/rounds/${roundId}/risk`, method: 'PUT', data: body, answer: 'envelope' }),
      invalidatesTags: ['RiskRounds', 'RoundLiability', 'Audit'],
    }),
  }),
});

export const { useGetRiskRoundsQuery, useGetRoundLiabilityQuery, useSaveLotteryRiskMutation, useSaveRoundRiskMutation } = riskApi;

/** Asks again at once for the open rounds and the chosen round's liability: staff watch them change. */
export function useRefreshRisk(): () => void {
  const dispatch = useDispatch();
  return useCallback(() => {
    dispatch(riskApi.util.invalidateTags(['RiskRounds', 'RoundLiability']));
  }, [dispatch]);
}
