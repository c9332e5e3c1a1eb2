// The answer mode of each request (`request.answerMode`): its world's, or its Orbit-Sandbox-Mode header's
// when the sandbox is on (src/next-minor.ts rewrites answers in the next-minor mode; plugins/next-minor.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ctxOf, type AnswerMode } from '../context.ts';
import { ApiError } from '../errors.ts';

const MODE_HEADER = 'Orbit-Sandbox-Mode';
const MODES: AnswerMode[] = ['current', 'next-minor'];

function answerMode(request: FastifyRequest): AnswerMode {
  const header = request.headers['orbit-sandbox-mode'];
  if (header === undefined || !ctxOf(request).shared.sandbox) return ctxOf(request).mode;
  if (!MODES.includes(header as AnswerMode)) throw new ApiError(400, 'invalid_parameter', `${MODE_HEADER} must be one of ${MODES.join(', ')}`, MODE_HEADER);
  return header as AnswerMode;
}

// Callback-style, not async (docs/performance.md).
async function answerModes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', (request, _reply, done) => {
    request.answerMode = answerMode(request);
    done();
  });
}

export default fp(answerModes, { name: 'orbit-answer-mode', fastify: '5.x', dependencies: ['orbit-rate-limit'] });
