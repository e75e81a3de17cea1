import Fastify from 'fastify';
import { ConfigError, fastifyTrustProxy, loadConfig } from './env';

/** The client address the per-address limits see, with the server's own TRUST_PROXY setting. */
async function clientAddress(trustProxyEnv: string | undefined, socket: string, forwardedFor?: string): Promise<string> {
  const app = Fastify({ trustProxy: fastifyTrustProxy(loadConfig({ TRUST_PROXY: trustProxyEnv }).trustProxy) });
  app.get('/ip', async (request) => request.ip);
  const response = await app.inject({
    method: 'GET',
    url: '/ip',
    remoteAddress: socket,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  await app.close();
  return response.body;
}

describe('TRUST_PROXY', () => {
  test('unset: the socket address, whatever X-Forwarded-For claims', async () => {
    expect(await clientAddress(undefined, '198.51.100.7', '1.1.1.1')).toBe('198.51.100.7');
  });

  test('a hop count: the address the trusted proxy saw, not the left-most one a client wrote', async () => {
    // The client wrote "1.1.1.1"; the load balancer appended the address it really saw.
    expect(await clientAddress('1', '10.0.0.2', '1.1.1.1, 203.0.113.9')).toBe('203.0.113.9');
    expect(await clientAddress('2', '10.0.0.2', '1.1.1.1, 203.0.113.9, 10.0.0.3')).toBe('203.0.113.9');
  });

  test('a list of proxies: the right-most address that is not one of them', async () => {
    expect(await clientAddress('10.0.0.0/8', '10.0.0.2', '1.1.1.1, 203.0.113.9, 10.0.0.3')).toBe('203.0.113.9');
    // A request that did not come through a listed proxy keeps its socket address.
    expect(await clientAddress('10.0.0.0/8', '198.51.100.7', '1.1.1.1')).toBe('198.51.100.7');
  });

  test('anything else stops the start', () => {
    expect(() => loadConfig({ TRUST_PROXY: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(ConfigError);
  });
});
