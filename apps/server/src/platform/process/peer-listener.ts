import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * A cluster worker among several shares its public port with the others, so a request to that port
 * may reach any of them. Where one instance must reach this very process (an edge pulling a live
 * from the worker its encoder reached), it listens on a port of its own too (`exclusive`: not shared
 * through the cluster's primary), answering only the paths under `prefix` and routing them through
 * the app like any request. Resolves with that port.
 */
export const listenForPeers = async (app: FastifyInstance, host: string, prefix: string): Promise<number> => {
  const server = createServer((request, response) => {
    if (request.url?.startsWith(prefix)) return app.routing(request, response);
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port: 0, host, exclusive: true }, () => resolve());
  });
  app.addHook('onClose', async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return (server.address() as AddressInfo).port;
};
