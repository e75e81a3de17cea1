/**
 * @jest-environment jsdom
 */
import { apiClient } from './axiosBaseQuery';

describe('apiClient', () => {
  it('never reads document.cookie for a request of the page itself (no XSRF token: the API takes a bearer token)', async () => {
    const cookieReads = jest.spyOn(document, 'cookie', 'get');
    // Same origin as the page; nothing listens there, so the request fails after it is prepared.
    await apiClient.get('/cl-api/nothing-listens-here').catch(() => undefined);
    expect(cookieReads).not.toHaveBeenCalled();
  });
});
