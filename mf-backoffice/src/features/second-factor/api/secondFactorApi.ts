import type { TotpConfirmRequest, TotpEnrolment } from '@lotto/shared';
import { backofficeApi } from '../../../lib/api/backofficeApi';

/** One's own second factor: start enrolment (a new secret and backup codes), then confirm it with a code. */
const secondFactorApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    startEnrolment: build.mutation<TotpEnrolment, void>({
      query: () => ({ url: '/admin-api/me/totp', method: 'POST' }),
    }),
    confirmEnrolment: build.mutation<null, TotpConfirmRequest>({
      query: (body) => ({ url: '/admin-api/me/totp/confirm', method: 'POST', data: body }),
      // /me tells the shell and the back office the second factor is on now.
      invalidatesTags: ['Me', 'Audit'],
    }),
  }),
});

export const { useStartEnrolmentMutation, useConfirmEnrolmentMutation } = secondFactorApi;
