// Tag `generation`: /api/v1/* with the developer API key. Text is deterministic and derived from the
// prompt, images are real PNGs, speech is a real WAV. Every successful call is recorded for the key's owner.
import { Readable } from 'node:stream';
import { iso } from '../clock.ts';
import { apiKeyOf, ctxOf } from '../context.ts';
import { renderPng, renderWav } from '../services/media.ts';
import { complete } from '../services/text.ts';
import { recordCall } from '../services/usage.ts';
import { pickModel } from './ai.ts';
import type { Schema } from '../../../shared/contract-types.ts';
import type { Handler } from './types.ts';

export const createChatCompletion: Handler<'createChatCompletion'> = async (request, reply) => {
  const ctx = ctxOf(request);
  // Exactly one of prompt and messages: the contract's oneOf, answered invalid_prompt (plugins/errors.ts).
  const body = request.body;
  const model = pickModel(ctx, body.model ?? 'orbit-chat-1', 'chat');
  const messages: Schema<'ChatMessage'>[] = body.messages ?? [{ role: 'user', content: body.prompt! }];
  const result = complete(model.id, messages, body.max_tokens ?? 256);
  recordCall(ctx, apiKeyOf(request), 'chat_completions', { promptTokens: result.usage.prompt_tokens, completionTokens: result.usage.completion_tokens });
  const id = ctx.store.random.id('cmpl');
  const created_at = iso(ctx.clock.now());

  if (!body.stream) {
    return {
      id,
      object: 'chat.completion',
      model: model.id,
      created_at,
      choices: [{ index: 0, message: { role: 'assistant', content: result.content || '...' }, finish_reason: result.finishReason }],
      usage: result.usage,
    };
  }

  // Server-sent events: a chunk per few words as they are "generated", usage in the last chunk, then [DONE].
  const pieces: string[] = [];
  for (let i = 0; i < result.words.length; i += 3) pieces.push((i === 0 ? '' : ' ') + result.words.slice(i, i + 3).join(' '));
  if (pieces.length === 0) pieces.push('');
  async function* events() {
    for (let i = 0; i < pieces.length; i++) {
      const last = i === pieces.length - 1;
      const choice: Schema<'ChatCompletionChunkChoice'> = {
        index: 0,
        delta: i === 0 ? { role: 'assistant', content: pieces[i] } : { content: pieces[i] },
        ...(last ? { finish_reason: result.finishReason } : {}),
      };
      const chunk: Schema<'ChatCompletionChunk'> = { id, object: 'chat.completion.chunk', model: model.id, created_at, choices: [choice], ...(last ? { usage: result.usage } : {}) };
      yield `data: ${JSON.stringify(chunk)}\n\n`;
      await new Promise((resolve) => setImmediate(resolve));
    }
    yield 'data: [DONE]\n\n';
  }
  return reply.header('Cache-Control', 'no-cache').type('text/event-stream').code(200).send(Readable.from(events()));
};

export const createImage: Handler<'createImage'> = async (request) => {
  const ctx = ctxOf(request);
  const body = request.body;
  const model = pickModel(ctx, body.model ?? 'orbit-image-1', 'image');
  const style = body.style ?? 'realistic';
  const n = body.n ?? 1;
  const size = Number((body.size ?? '512x512').split('x')[0]);
  const data = Array.from({ length: n }, (_, i) => {
    const b64 = renderPng(style, body.prompt, i, size).toString('base64');
    return body.response_format === 'url' ? { url: `data:image/png;base64,${b64}` } : { b64_json: b64 };
  });
  recordCall(ctx, apiKeyOf(request), 'images', { images: n });
  return { created_at: iso(ctx.clock.now()), model: model.id, style, data };
};

export const createSpeech: Handler<'createSpeech'> = async (request, reply) => {
  const ctx = ctxOf(request);
  const body = request.body;
  pickModel(ctx, body.model ?? 'orbit-tts-1', 'speech');
  const wav = renderWav(body.input, body.voice ?? 'aurora', body.speed ?? 1);
  recordCall(ctx, apiKeyOf(request), 'speech', { speechCharacters: [...body.input].length });
  return reply.type('audio/wav').code(200).send(wav);
};
