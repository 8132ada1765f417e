import type { FastifyRequest } from 'fastify';

/** The scheme and host the caller reached us at, for links sent back to the same address. */
export const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
