import type { ApiSuccess, MoneySettings, MoneySettingsRequest } from '@lotto/shared';
import { backofficeApi } from '../../../lib/api/backofficeApi';

/** GET and PUT /admin-api/site-config/money (admin); the save answers the envelope, for its Thai message. */
const moneySettingsApi = backofficeApi.enhanceEndpoints({ addTagTypes: ['MoneySettings'] }).injectEndpoints({
  endpoints: (build) => ({
    getMoneySettings: build.query<MoneySettings, void>({
      query: () => ({ url: '/admin-api/site-config/money' }),
      providesTags: ['MoneySettings'],
    }),
    saveMoneySettings: build.mutation<ApiSuccess<MoneySettings>, MoneySettingsRequest>({
      query: (body) => ({ url: '/admin-api/site-config/money', method: 'PUT', data: body, answer: 'envelope' }),
      invalidatesTags: ['MoneySettings', 'Audit'],
    }),
  }),
});

export const { useGetMoneySettingsQuery, useSaveMoneySettingsMutation } = moneySettingsApi;
