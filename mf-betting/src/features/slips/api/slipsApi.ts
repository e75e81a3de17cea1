import {
  BET_HISTORY_PAGE_SIZE,
  type BetDetailGroup,
  type BetStatus,
  type CancelOrderPayload,
  type HistoryPayload,
  type HistoryRequest,
} from '@lotto/shared';
import type { QueryError, RequestArgs } from '@lotto/shared/client';
import { bettingApi } from '../../../lib/api/bettingApi';

/** The slips page's status filters: all, not yet drawn (running), results out (prize or no prize). */
export type SlipFilter = 'all' | 'running' | 'settled';

export interface SlipsQuery {
  /** Lottery code; '' for all. */
  name: string;
  filter: SlipFilter;
  page: number;
}

const historyRequest = (body: HistoryRequest): RequestArgs => ({ url: '/lto-public-api/lotto/history', method: 'POST', data: body });

type Fetch = (args: RequestArgs) => PromiseLike<{ data?: unknown; error?: unknown }> | { data?: unknown; error?: unknown };

async function historyPage(fetch: Fetch, body: HistoryRequest): Promise<{ data: HistoryPayload } | { error: QueryError }> {
  const answer = await fetch(historyRequest(body));
  if (answer.error) return { error: answer.error as QueryError };
  return { data: answer.data as HistoryPayload };
}

/**
 * "Results out" is two statuses on the server (prize, no_prize), which filters by one: the page
 * is cut from both lists merged newest first, reading as many pages of each as it needs.
 */
async function settledPage(fetch: Fetch, name: string, page: number): Promise<{ data: HistoryPayload } | { error: QueryError }> {
  const needed = page * BET_HISTORY_PAGE_SIZE;
  const rows: HistoryPayload['result'] = [];
  let total = 0;
  for (const status of ['prize', 'no_prize'] satisfies BetStatus[]) {
    for (let next = 1; ; next += 1) {
      const answer = await historyPage(fetch, { name, status, page: next, limit: BET_HISTORY_PAGE_SIZE });
      if ('error' in answer) return answer;
      if (next === 1) total += answer.data.total;
      rows.push(...answer.data.result);
      if (next * BET_HISTORY_PAGE_SIZE >= Math.min(needed, answer.data.total)) break;
    }
  }
  rows.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  return { data: { result: rows.slice(needed - BET_HISTORY_PAGE_SIZE, needed), page, total } };
}

/** The member's slips, one slip's lines, and cancelling a running slip. */
export const slipsApi = bettingApi.injectEndpoints({
  endpoints: (build) => ({
    history: build.query<HistoryPayload, SlipsQuery>({
      queryFn: ({ name, filter, page }, _api, _options, fetch) => {
        if (filter === 'settled') return settledPage(fetch, name, page);
        return historyPage(fetch, { name, status: filter === 'running' ? 'running' : '', page, limit: BET_HISTORY_PAGE_SIZE });
      },
      providesTags: ['Slips'],
    }),
    historyDetail: build.query<BetDetailGroup[], { round_id: string; date: string }>({
      query: (body) => ({ url: '/lto-public-api/lotto/history_detail', method: 'POST', data: body }),
      providesTags: ['Slips'],
    }),
    cancelOrder: build.mutation<CancelOrderPayload, { round_id: string; createdAt: string }>({
      query: (body) => ({ url: '/lto-public-api/lotto/cancel_order', method: 'POST', data: body }),
      invalidatesTags: ['Me', 'Slips'],
    }),
  }),
});

export const { useHistoryQuery, useHistoryDetailQuery, useCancelOrderMutation } = slipsApi;
