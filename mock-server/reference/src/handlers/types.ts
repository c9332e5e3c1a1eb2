import type { FastifyReply, FastifyRequest } from 'fastify';

export type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** The validated JSON body (the contract's schema has already been applied). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const bodyOf = <T = Record<string, any>>(request: FastifyRequest): T => request.body as T;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const queryOf = <T = Record<string, any>>(request: FastifyRequest): T => request.query as T;
