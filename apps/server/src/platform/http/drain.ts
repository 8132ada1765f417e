import type { FastifyInstance } from 'fastify';
import inject, { type InjectOptions, type Response } from 'light-my-request';

/*
 * A stop (SIGTERM, a deploy) lets the requests in flight finish, a page's calls to the API
 * included, before the process closes: app.ts sets `return503OnClosing: false`, so Fastify does not
 * answer them 503 mid-render.
 */

/**
 * A request to the app's own routes inside the process, as `app.inject` makes it (Fastify's routing,
 * a fake request and reply), that is also answered while the server drains for a stop. `app.inject`
 * refuses once `close()` has begun, so a page whose loaders called the API after a SIGTERM arrived
 * answered 500 instead of finishing.
 */
export const callOwnRoute = (app: FastifyInstance, options: InjectOptions): Promise<Response> =>
  inject((request, response) => app.routing(request, response), options);

/**
 * Answers sent while the server drains say `Connection: close`: a kept-alive connection that was
 * busy when the stop came would otherwise hold the closing server open until its idle timeout
 * (72 s), and the client would send its next request to a server about to go.
 */
export const closeConnectionsWhileDraining = (app: FastifyInstance) => {
  let draining = false;
  app.addHook('preClose', (done) => {
    draining = true;
    done();
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
};
