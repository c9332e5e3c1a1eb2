// A handler per operation id, typed from the contract (mock-server/shared/contract-types.ts): the request's
// path parameters, query and body as the generated types state them, and the answer of every documented
// status. An object a handler returns is the 200 answer; another status goes through
// `reply.code(status).send(answer)`, which Fastify checks against that status's documented answer.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Answer, Answers, Body, OperationId, PathParams, Query, Status } from '../../../shared/contract-types.ts';

export interface RouteTypes<K extends OperationId> {
  Params: PathParams<K>;
  Querystring: Query<K>;
  Body: Body<K>;
  Reply: Answers<K>;
}

export type OperationRequest<K extends OperationId> = FastifyRequest<RouteTypes<K>>;
export type OperationReply<K extends OperationId> = FastifyReply<RouteTypes<K>>;

type Returned<K extends OperationId> = 200 extends Status<K> ? Answer<K, 200 & Status<K>> : never;

export type Handler<K extends OperationId> = (request: OperationRequest<K>, reply: OperationReply<K>) => Promise<Returned<K> | OperationReply<K>>;

/** Any handler, as the router holds them (it looks them up by operation id; each is typed where it is defined). */
export type AnyHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
