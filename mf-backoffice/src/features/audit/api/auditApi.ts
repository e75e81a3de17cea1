import type { AuditEntry, AuditQuery, Paged } from '@lotto/shared';
import { backofficeApi } from '../../../lib/api/backofficeApi';

const auditApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    listAudit: build.query<Paged<AuditEntry>, AuditQuery>({
      query: (query) => ({ url: '/admin-api/audit', params: { ...query } }),
      providesTags: ['Audit'],
    }),
  }),
});

export const { useListAuditQuery } = auditApi;
