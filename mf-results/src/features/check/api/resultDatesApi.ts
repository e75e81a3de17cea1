import { api } from '@lotto/shared/client';

/** result_dates {name}: the dates (YYYY-MM-DD) on which a lottery has a result, newest first. */
export const resultDatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    resultDates: build.query<string[], string>({
      query: (name) => ({ url: '/lto-public-api/lotto/result_dates', method: 'POST', data: { name } }),
    }),
  }),
});

export const { useResultDatesQuery } = resultDatesApi;
