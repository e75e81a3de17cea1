import type { DepositQr, DepositQrRequest, DepositQrStatus } from '@lotto/shared';
import { walletApi } from '../../../lib/api/walletApi';

const depositQrApi = walletApi.injectEndpoints({
  endpoints: (build) => ({
    /** A QR of an exact amount for the site's receiving account (docs/money.md#qr-deposits). */
    createDepositQr: build.mutation<DepositQr, DepositQrRequest>({
      query: (body) => ({ url: '/lto-public-api/deposit_qr', method: 'POST', data: body }),
    }),
    /** Whether the QR's transfer has been credited; polled while the member waits. */
    getDepositQrStatus: build.query<DepositQrStatus, string>({
      query: (reference) => ({ url: '/lto-public-api/deposit_qr_status', method: 'POST', data: { reference } }),
      // The state is the server's alone: a new look at a QR always asks again.
      keepUnusedDataFor: 0,
      async onQueryStarted(_reference, { dispatch, queryFulfilled }) {
        const answered = await queryFulfilled.catch(() => null);
        // The credit arrived: the header's credit and the history change now, as after a slip deposit's approval.
        if (answered?.data.state === 'credited') dispatch(walletApi.util.invalidateTags(['Me', 'Statement']));
      },
    }),
  }),
});

export const { useCreateDepositQrMutation, useGetDepositQrStatusQuery } = depositQrApi;
