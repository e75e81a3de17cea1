import type { MaintenanceReply, MaintenanceRequest } from '@lotto/shared';
import { backofficeApi } from '../../../lib/api/backofficeApi';

/**
 * GET and PUT /admin-api/site-config/maintenance (admin). A save replaces the whole set; the
 * site's load-config ('Config', the member banner) is read again at once.
 */
export const maintenanceApi = backofficeApi.enhanceEndpoints({ addTagTypes: ['Maintenance'] }).injectEndpoints({
  endpoints: (build) => ({
    getMaintenance: build.query<MaintenanceReply, void>({
      query: () => ({ url: '/admin-api/site-config/maintenance' }),
      providesTags: ['Maintenance'],
    }),
    saveMaintenance: build.mutation<MaintenanceReply, MaintenanceRequest>({
      query: (body) => ({ url: '/admin-api/site-config/maintenance', method: 'PUT', data: body }),
      invalidatesTags: ['Maintenance', 'Config', 'Audit'],
    }),
  }),
});

export const { useGetMaintenanceQuery, useSaveMaintenanceMutation } = maintenanceApi;
