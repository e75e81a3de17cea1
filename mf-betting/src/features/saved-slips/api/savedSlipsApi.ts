import type { SavedSlip, SavedSlipDeleteInput, SavedSlipRenameInput, SavedSlipSaveInput } from '@lotto/shared';
import type { RequestArgs } from '@lotto/shared/client';
import { bettingApi } from '../../../lib/api/bettingApi';

const call = (name: string, data?: unknown): RequestArgs => ({ url: `/lto-public-api/lotto/${name}`, method: 'POST', data });

/** The member's saved slips (at most SAVED_SLIPS_PER_MEMBER): save the cart, list, rename, delete. */
export const savedSlipsApi = bettingApi.enhanceEndpoints({ addTagTypes: ['SavedSlips'] }).injectEndpoints({
  endpoints: (build) => ({
    savedSlipList: build.query<SavedSlip[], void>({
      query: () => call('saved_slip_list'),
      providesTags: ['SavedSlips'],
    }),
    savedSlipSave: build.mutation<{ id: string }, SavedSlipSaveInput>({
      query: (body) => call('saved_slip_save', body),
      invalidatesTags: ['SavedSlips'],
    }),
    savedSlipRename: build.mutation<unknown, SavedSlipRenameInput>({
      query: (body) => call('saved_slip_rename', body),
      invalidatesTags: ['SavedSlips'],
    }),
    savedSlipDelete: build.mutation<unknown, SavedSlipDeleteInput>({
      query: (body) => call('saved_slip_delete', body),
      invalidatesTags: ['SavedSlips'],
    }),
  }),
});

export const { useSavedSlipListQuery, useSavedSlipSaveMutation, useSavedSlipRenameMutation, useSavedSlipDeleteMutation } = savedSlipsApi;
