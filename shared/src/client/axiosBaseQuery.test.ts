import http from 'node:http';
import type { AddressInfo } from 'node:net';
import axios from 'axios';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { axiosBaseQuery } from './axiosBaseQuery';

/** A real HTTP server on loopback stands in for the API; the client code is not mocked. */
let server: http.Server;
let baseURL: string;
const seen: { authorization?: string; url?: string }[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    seen.push({ authorization: request.headers.authorization, url: request.url });
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.url === '/ok') return reply(200, { status: 'success', message: '', payload: { n: 1 } });
    if (request.url === '/refused')
      return reply(409, { status: 'error', code: 'INSUFFICIENT_CREDIT', message: 'เครดิตไม่พอ' });
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
  it('answers the whole envelope and sends the Bearer token', async () => {
    const query = axiosBaseQuery(axios.create({ baseURL }));
    const result = await query({ url: '/ok' }, queryApi('abc'), {});
    expect(result).toEqual({ data: { status: 'success', message: '', payload: { n: 1 } } });
    expect(seen.at(-1)).toEqual({ authorization: 'Bearer abc', url: '/ok' });
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
