import http from 'node:http';
import type { AddressInfo } from 'node:net';
import axios from 'axios';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { axiosBaseQuery } from './axiosBaseQuery';
import { sessionSlice, type SessionState } from './session';

/** A real HTTP server on loopback stands in for the API; the client code is not mocked. */
let server: http.Server;
let baseURL: string;
const seen: { authorization?: string; url?: string }[] = [];
let refreshCalls: string[] = [];
/** The refresh token the fake server accepts; any other is refused as reused. */
let validRefreshToken = 'refresh-1';

beforeAll(async () => {
  server = http.createServer((request, response) => {
    seen.push({ authorization: request.headers.authorization, url: request.url });
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.url === '/ok') return reply(200, { status: 'success', message: '', payload: { n: 1 } });
    if (request.url === '/member-only') {
      if (request.headers.authorization === 'Bearer fresh') return reply(200, { status: 'success', message: '', payload: 'member' });
      return reply(401, { status: 'error', code: 'UNAUTHORIZED', message: 'กรุณาเข้าสู่ระบบ' });
    }
    if (request.url === '/cl-api/auth/refresh') {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        const { refresh_token } = JSON.parse(body) as { refresh_token: string };
        refreshCalls.push(refresh_token);
        // Slow enough that a second 401 arrives while the first refresh is still in flight.
        setTimeout(() => {
          if (refresh_token !== validRefreshToken) {
            return reply(401, { status: 'error', code: 'UNAUTHORIZED', message: 'กรุณาเข้าสู่ระบบ' });
          }
          validRefreshToken = 'refresh-2';
          reply(200, { status: 'success', message: '', payload: { token: 'fresh', refresh_token: 'refresh-2' } });
        }, 50);
      });
      return;
    }
    if (request.url === '/saved') return reply(200, { status: 'success', message: 'บันทึกแล้ว', payload: { id: 7 } });
    if (request.url === '/saved-nothing') return reply(200, { status: 'success', message: 'บันทึกแล้ว', payload: null });
    if (request.url === '/report.csv') {
      response.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' });
      return response.end('วันที่,ยอดแทง\n2026-11-27,100\n');
    }
    if (request.url === '/wrong-password')
      return reply(401, { status: 'error', code: 'UNAUTHORIZED', message: 'Username หรือ Password ผิด' });
    if (request.url === '/refused') return reply(409, { status: 'error', code: 'INSUFFICIENT_CREDIT', message: 'เครดิตไม่พอ' });
    response.writeHead(502);
    response.end('<html>bad gateway</html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

function queryApi(token: string | null): BaseQueryApi {
  return {
    getState: () => ({ session: { token, refresh_token: null } }),
    signal: new AbortController().signal,
  } as unknown as BaseQueryApi;
}

describe('axiosBaseQuery', () => {
  it("answers the envelope's payload and sends the Bearer token", async () => {
    const query = axiosBaseQuery(axios.create({ baseURL }));
    const result = await query({ url: '/ok' }, queryApi('abc'), {});
    expect(result).toEqual({ data: { n: 1 } });
    expect(seen.at(-1)).toEqual({ authorization: 'Bearer abc', url: '/ok' });
  });

  it('answers the whole envelope, message included, to a request that asks for it', async () => {
    const query = axiosBaseQuery(axios.create({ baseURL }));
    const result = await query({ url: '/saved', method: 'POST', data: {}, answer: 'envelope' }, queryApi('abc'), {});
    expect(result).toEqual({ data: { status: 'success', message: 'บันทึกแล้ว', payload: { id: 7 } } });
  });

  it('unwraps a null payload to null', async () => {
    const query = axiosBaseQuery(axios.create({ baseURL }));
    expect(await query({ url: '/saved-nothing', method: 'POST', data: {} }, queryApi('abc'), {})).toEqual({ data: null });
  });

  it('passes an answer that is not an envelope (a CSV file) as it came', async () => {
    const query = axiosBaseQuery(axios.create({ baseURL }));
    expect(await query({ url: '/report.csv' }, queryApi('abc'), {})).toEqual({ data: 'วันที่,ยอดแทง\n2026-11-27,100\n' });
  });

  it('sends no authorization header for a guest', async () => {
    const query = axiosBaseQuery(axios.create({ baseURL }));
    await query({ url: '/ok' }, queryApi(null), {});
    expect(seen.at(-1)?.authorization).toBeUndefined();
  });

  it("passes on the server's code and Thai message", async () => {
    const query = axiosBaseQuery(axios.create({ baseURL }));
    const result = await query({ url: '/refused', method: 'POST', data: {} }, queryApi('abc'), {});
    expect(result).toEqual({ error: { status: 409, code: 'INSUFFICIENT_CREDIT', message: 'เครดิตไม่พอ' } });
  });

  it('gives a Thai message when the answer is not an envelope', async () => {
    const query = axiosBaseQuery(axios.create({ baseURL }));
    const result = await query({ url: '/broken' }, queryApi(null), {});
    expect(result).toEqual({ error: { status: 502, code: 'INTERNAL', message: 'ระบบขัดข้อง กรุณาลองใหม่ภายหลัง' } });
  });

  it('gives a Thai message when the server cannot be reached', async () => {
    const query = axiosBaseQuery(axios.create({ baseURL: 'http://127.0.0.1:1' }));
    const result = await query({ url: '/ok' }, queryApi(null), {});
    expect(result).toEqual({ error: { status: 'NETWORK', code: 'NETWORK', message: 'ไม่สามารถเชื่อมต่อเซิร์ฟเวอร์ได้' } });
  });
});

/** A store of the session slice alone: the base query reads the token and dispatches new ones. */
function sessionStore(session: SessionState) {
  const state = { session };
  const api = {
    getState: () => state,
    dispatch: (action: Parameters<typeof sessionSlice.reducer>[1]) => {
      state.session = sessionSlice.reducer(state.session, action);
      return action;
    },
    signal: new AbortController().signal,
  } as unknown as BaseQueryApi;
  return { state, api };
}

describe('axiosBaseQuery on an expired access token', () => {
  beforeEach(() => {
    refreshCalls = [];
    validRefreshToken = 'refresh-1';
  });

  it('refreshes once for two concurrent 401s and replays both requests with the new token', async () => {
    const query = axiosBaseQuery(axios.create({ baseURL }));
    const { state, api } = sessionStore({ token: 'expired', refresh_token: 'refresh-1' });

    const [first, second] = await Promise.all([query({ url: '/member-only' }, api, {}), query({ url: '/member-only' }, api, {})]);

    expect(refreshCalls).toEqual(['refresh-1']);
    expect(first).toEqual({ data: 'member' });
    expect(second).toEqual(first);
    expect(state.session).toEqual({ token: 'fresh', refresh_token: 'refresh-2' });
  });

  it('only replays a request that failed with a token another request has already replaced', async () => {
    const query = axiosBaseQuery(axios.create({ baseURL }));
    const { state, api } = sessionStore({ token: 'expired', refresh_token: 'refresh-1' });
    await query({ url: '/member-only' }, api, {});
    state.session = { token: 'fresh', refresh_token: 'refresh-2' };
    const late = sessionStore({ token: 'expired', refresh_token: 'refresh-1' });
    // The request leaves with the old token; the session changes before its 401 comes back.
    const getState = late.api.getState;
    let reads = 0;
    late.api.getState = () => (reads++ === 0 ? getState() : state);

    expect(await query({ url: '/member-only' }, late.api, {})).toEqual({ data: 'member' });
    expect(refreshCalls).toEqual(['refresh-1']);
  });

  it('ends the session when the refresh is refused, and answers the 401', async () => {
    const query = axiosBaseQuery(axios.create({ baseURL }));
    const { state, api } = sessionStore({ token: 'expired', refresh_token: 'revoked' });

    const result = await query({ url: '/member-only' }, api, {});

    expect(refreshCalls).toEqual(['revoked']);
    expect(result).toEqual({ error: { status: 401, code: 'UNAUTHORIZED', message: 'กรุณาเข้าสู่ระบบ' } });
    expect(state.session).toEqual({ token: null, refresh_token: null });
  });

  it("answers a wrong password's 401 as it is: the session is fine, nothing is refreshed or sent again", async () => {
    const query = axiosBaseQuery(axios.create({ baseURL }));
    const { state, api } = sessionStore({ token: 'live', refresh_token: 'refresh-1' });

    const result = await query({ url: '/wrong-password', method: 'POST' }, api, {});

    expect(result).toEqual({ error: { status: 401, code: 'UNAUTHORIZED', message: 'Username หรือ Password ผิด' } });
    expect(refreshCalls).toEqual([]);
    expect(seen.filter((request) => request.url === '/wrong-password')).toHaveLength(1);
    expect(state.session).toEqual({ token: 'live', refresh_token: 'refresh-1' });
  });

  it('never refreshes for a guest', async () => {
    const query = axiosBaseQuery(axios.create({ baseURL }));
    const { api } = sessionStore({ token: null, refresh_token: null });
    expect(await query({ url: '/member-only' }, api, {})).toMatchObject({ error: { status: 401 } });
    expect(refreshCalls).toEqual([]);
  });
});
