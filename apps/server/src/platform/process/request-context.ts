import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

interface TRequestContext {
  reqId: string;
}

const storage = new AsyncLocalStorage<TRequestContext>();

/** The id of the request whose work is running now, for log lines written outside Fastify's logger. */
export const currentRequestId = (): string | undefined => storage.getStore()?.reqId;

/**
 * Runs each request's lifecycle inside its own context. Node calls 'unhandledRejection' listeners in
 * the context where the rejected promise was made, so a stray rejection still names its request.
 */
export const registerRequestContext = (app: FastifyInstance) => {
  app.addHook('onRequest', (request, _reply, done) => storage.run({ reqId: request.id }, done));
};
