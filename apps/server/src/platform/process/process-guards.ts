import type { FastifyBaseLogger } from 'fastify';
import { currentRequestId } from './request-context.ts';

let installed = false;

/**
 * What the process does with a promise that rejected while nothing listened (decision 012): log it
 * with the request it belongs to and keep serving. Node's default ends the process, and with it the
 * embedded PostgreSQL, for what is one failed query of one request: its transaction is already rolled
 * back by PostgreSQL and no shared memory is left half-changed. Lint keeps the known shapes of the
 * mistake out of the code (eslint-rules/promise-handlers.js); this is the net under what slips by.
 */
export const installProcessGuards = (log: FastifyBaseLogger) => {
  if (installed) return;
  installed = true;
  process.on('unhandledRejection', (reason) => {
    log.error(
      { err: reason, reqId: currentRequestId() },
      'unhandled promise rejection; the server keeps serving',
    );
  });
  // A throw nothing caught may have left any shared state half-changed: this process ends, said in
  // the log with its stack, and the supervisor (main.ts) starts another within a second.
  process.on('uncaughtException', (error) => {
    log.fatal({ err: error, reqId: currentRequestId() }, 'uncaught exception; this server process ends');
    process.exit(1);
  });
};
