// Faults QA queues through POST /__sandbox/faults (mock-server/shared/faults.ts has what they are and
// how they answer, shared/answer-faults.ts how they shape an answer's body; the mock's front plays the
// same ones). Here: playing one in the reference server's Fastify pipeline, on the request's world. A
// `hang` and a `stall` are held at most config.hangMaxMs.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { shapeAnswer } from '../../shared/answer-faults.ts';
import * as shared from '../../shared/faults.ts';
import type { Fault, FaultInput } from '../../shared/faults.ts';
import type { Context } from './context.ts';
import { ApiError, badRequest } from './errors.ts';
import type { RequestLogEntry } from './request-log.ts';
import { EXPOSED } from './cors.ts';

export type { Fault, FaultInput };
export const faultView = shared.faultView;

/** A fault from its request body; combinations that cannot mean anything are refused (400 invalid_parameter). */
export function faultFrom(ctx: Context, input: FaultInput): Fault {
  const problem = shared.faultProblem(input);
  if (problem) throw badRequest(problem.code, problem.message, problem.param);
  return shared.faultFrom(input, ctx.store.random.id('flt'));
}

/** The first queued fault for this request, counted (and forgotten once used up). */
export function takeFault(ctx: Context, operationId: string | undefined, path: string): Fault | undefined {
  return shared.takeFault(ctx.faults, operationId, path);
}

function settle(ctx: Context, entry: RequestLogEntry | undefined, status: RequestLogEntry['status']): void {
  if (!entry) return;
  entry.status = status;
  ctx.shared.events.emit('request-settled', ctx.world, entry);
}

/**
 * Plays `fault` on the request. Answers true when the request is taken over (dropped or hanging);
 * throws the fault's error answer; answers false when the request goes on (after a delay, with its
 * answer's body shaped by a body fault). The world's events tell tests what happened: `fault-acted`
 * (world, entry, action) when a body fault acts, `stall-ended` (world, entry, reason) when a stalled
 * answer's connection closes, `hang-ended` likewise for a hang.
 */
export async function playFault(ctx: Context, fault: Fault, request: FastifyRequest, reply: FastifyReply, entry?: RequestLogEntry): Promise<boolean> {
  const delay = shared.faultDelay(fault);
  if (delay > 0) await ctx.shared.sleep(delay);
  if (fault.drop) {
    reply.hijack();
    settle(ctx, entry, 'dropped');
    shared.dropConnection(request.raw, reply.raw);
    return true;
  }
  if (fault.hang) {
    reply.hijack();
    settle(ctx, entry, 'hung');
    shared.holdConnection(request.raw, reply.raw, ctx.config.hangMaxMs, (reason) => ctx.shared.events.emit('hang-ended', ctx.world, entry, reason));
    return true;
  }
  if (fault.body) {
    const { events } = ctx.shared;
    shapeAnswer(request.raw, reply.raw, fault.body, {
      sleep: ctx.shared.sleep,
      hangMaxMs: ctx.config.hangMaxMs,
      acted: (action) => events.emit('fault-acted', ctx.world, entry, action),
      stallEnded: (reason) => events.emit('stall-ended', ctx.world, entry, reason),
    });
  }
  if (fault.status !== undefined) {
    const answer = shared.faultAnswer({ ...fault, status: fault.status }, Date.now(), EXPOSED);
    throw new ApiError(answer.status, answer.code, answer.message, undefined, answer.headers);
  }
  return false;
}
