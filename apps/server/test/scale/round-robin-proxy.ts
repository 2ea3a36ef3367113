import { createServer, type Server } from 'node:http';
import httpProxy from 'http-proxy';

/** The header the proxy adds to every answer: which upstream (1, 2, 3…) served it. */
export const SERVED_BY = 'x-served-by';

export interface RoundRobinProxy {
  port: number;
  close(): Promise<void>;
}

/**
 * The reverse proxy in front of the instances, as the deployment's HAProxy is (docs/deploy.md): each
 * request goes to the next upstream in turn, with X-Forwarded-For naming the client's address (the
 * servers run with TRUST_PROXY=1). Built on the http-proxy library; it adds which upstream answered.
 */
export async function startRoundRobinProxy(upstreamPorts: readonly number[]): Promise<RoundRobinProxy> {
  const proxy = httpProxy.createProxyServer({ xfwd: true });
  let next = 0;
  proxy.on('proxyRes', (proxyRes, request) => {
    proxyRes.headers[SERVED_BY] = String((request as { upstream?: number }).upstream ?? 0);
  });
  proxy.on('error', (_error, _request, response) => {
    if ('writeHead' in response && !response.headersSent) response.writeHead(502).end();
  });
  const server: Server = createServer((request, response) => {
    const index = next;
    next = (next + 1) % upstreamPorts.length;
    Object.assign(request, { upstream: index + 1 });
    proxy.web(request, response, { target: `http://127.0.0.1:${upstreamPorts[index]}` });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('the proxy has no port');
  return {
    port: address.port,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      proxy.close();
    },
  };
}
