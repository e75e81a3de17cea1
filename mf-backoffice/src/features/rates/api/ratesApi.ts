import type {
  ExposureItem,
  LimitedNumber,
  LimitedNumberRequest,
  LimitedNumbersQuery,
  LotteryRate,
  LotteryUpdatePayload,
  RatesUpdateInput,
  StakeBand,
  BetType,
} from '@lotto/shared';
import { lotteriesApi } from '../../../lib/api/lotteriesApi';

/** Rate tables, void deadlines, limited numbers (เลขอั้น) and a round's exposure; admin calls except the reads. */
export const ratesApi = lotteriesApi.enhanceEndpoints({ addTagTypes: ['LimitedNumbers', 'Exposure'] }).injectEndpoints({
  endpoints: (build) => ({
    saveRates: build.mutation<LotteryRate[], { code: string; rates: RatesUpdateInput['rates'] }>({
      query: ({ code, rates }) => ({ url: `/admin-api/lotteries/${code}/rates`, method: 'PUT', data: { rates } }),
      invalidatesTags: ['BackofficeLotteries', 'Audit'],
    }),
    saveVoidDeadline: build.mutation<LotteryUpdatePayload, { code: string; minutes: number }>({
      query: ({ code, minutes }) => ({ url: `/admin-api/lotteries/${code}`, method: 'PUT', data: { void_after_minutes: minutes } }),
      invalidatesTags: ['BackofficeLotteries', 'Audit'],
    }),
    saveStakeBands: build.mutation<LotteryRate[], { code: string; type: BetType; bands: StakeBand[] }>({
      query: ({ code, type, bands }) => ({ url: `/admin-api/lotteries/${code}/rate-bands`, method: 'PUT', data: { type, bands } }),
      invalidatesTags: ['BackofficeLotteries', 'Audit'],
    }),
    getLimitedNumbers: build.query<LimitedNumber[], LimitedNumbersQuery>({
      query: (params) => ({ url: '/admin-api/limited-numbers', params: { ...params } }),
      providesTags: ['LimitedNumbers'],
    }),
    saveLimitedNumber: build.mutation<LimitedNumber, LimitedNumberRequest>({
      query: (body) => ({ url: '/admin-api/limited-numbers', method: 'POST', data: body }),
      invalidatesTags: ['LimitedNumbers', 'Exposure', 'Audit'],
    }),
    deleteLimitedNumber: build.mutation<unknown, number>({
      query: (id) => ({ url: `/admin-api/limited-numbers/${id}`, method: 'DELETE' }),
      invalidatesTags: ['LimitedNumbers', 'Exposure', 'Audit'],
    }),
    getExposure: build.query<ExposureItem[], number>({
      query: (roundId) => ({ url: `/admin-api/rounds/${roundId}/exposure` }),
      providesTags: ['Exposure'],
    }),
  }),
});

export const {
  useSaveRatesMutation,
  useSaveStakeBandsMutation,
  useSaveVoidDeadlineMutation,
  useGetLimitedNumbersQuery,
  useSaveLimitedNumberMutation,
  useDeleteLimitedNumberMutation,
  useGetExposureQuery,
} = ratesApi;
