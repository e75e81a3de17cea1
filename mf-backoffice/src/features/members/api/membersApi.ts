import type {
  CreditAdjustmentPayload,
  CreditAdjustmentRequest,
  MemberLedgerEntry,
  MemberProtectionPayload,
  MemberSlip,
  Paged,
  StaffMember,
  StaffMemberDetail,
  StaffMembersQuery,
} from '@lotto/shared';
import { backofficeApi } from '../../../lib/api/backofficeApi';

export interface MemberPageArgs {
  id: number;
  page: number;
}

const membersApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    searchMembers: build.query<Paged<StaffMember>, StaffMembersQuery>({
      query: ({ phone, page }) => ({ url: '/admin-api/members', params: { phone: phone || undefined, page } }),
      providesTags: ['Members'],
    }),
    getMember: build.query<StaffMemberDetail, number>({
      query: (id) => ({ url: `/admin-api/members/${id}` }),
      providesTags: ['Member'],
    }),
    /** The member's own limits, breaks and reality check, with their history: read only. */
    getMemberProtection: build.query<MemberProtectionPayload, number>({
      query: (id) => ({ url: `/admin-api/members/${id}/protection` }),
      providesTags: ['Member'],
    }),
    getMemberLedger: build.query<Paged<MemberLedgerEntry>, MemberPageArgs>({
      query: ({ id, page }) => ({ url: `/admin-api/members/${id}/ledger`, params: { page } }),
      providesTags: ['Member'],
    }),
    getMemberSlips: build.query<Paged<MemberSlip>, MemberPageArgs>({
      query: ({ id, page }) => ({ url: `/admin-api/members/${id}/slips`, params: { page } }),
      providesTags: ['Member'],
    }),
    setMemberStatus: build.mutation<StaffMemberDetail, { id: number; action: 'suspend' | 'reactivate' }>({
      query: ({ id, action }) => ({ url: `/admin-api/members/${id}/${action}`, method: 'POST' }),
      invalidatesTags: ['Member', 'Members'],
    }),
    adjustCredit: build.mutation<CreditAdjustmentPayload, { id: number; body: CreditAdjustmentRequest; idempotencyKey: string }>({
      query: ({ id, body, idempotencyKey }) => ({
        url: `/admin-api/members/${id}/credit-adjustments`,
        method: 'POST',
        data: body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: ['Member', 'Members', 'Dashboard'],
    }),
  }),
});

export const {
  useSearchMembersQuery,
  useGetMemberQuery,
  useGetMemberProtectionQuery,
  useGetMemberLedgerQuery,
  useGetMemberSlipsQuery,
  useSetMemberStatusMutation,
  useAdjustCreditMutation,
} = membersApi;
