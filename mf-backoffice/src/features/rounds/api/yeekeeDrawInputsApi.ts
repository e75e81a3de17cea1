import type { YeekeeDrawInputs } from '@lotto/shared';
import { backofficeApi } from '../../../lib/api/backofficeApi';

/** GET /admin-api/yeekee/:round_id: a yeekee round's shots and its draw inputs, read only (staff cannot change a yeekee draw). */
export const yeekeeDrawInputsApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    getYeekeeDrawInputs: build.query<YeekeeDrawInputs, number>({
      query: (roundId) => ({ url: `/admin-api/yeekee/${roundId}` }),
    }),
  }),
});

export const { useGetYeekeeDrawInputsQuery } = yeekeeDrawInputsApi;
