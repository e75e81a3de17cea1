import type { ApiSuccess, ChangePasswordRequest } from '@lotto/shared';
import { api } from '@lotto/shared/client';

/** POST /cl-api/auth/change-password: answers the server's Thai message, shown as the toast. */
export const changePasswordApi = api.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<ApiSuccess<null>, ChangePasswordRequest>({
      query: (body) => ({ url: '/cl-api/auth/change-password', method: 'POST', data: body, answer: 'envelope' }),
    }),
  }),
});

export const { useChangePasswordMutation } = changePasswordApi;
