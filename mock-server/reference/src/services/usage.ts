// Every /api/v1/* call is recorded for the key's owner, with its list price:
// chat 1 fen per 100 tokens started, images 10 fen each, speech 1 fen per 50 input characters started.
// Developers earn revenue_share_bps of the list price (per endpoint, rounded down to whole fen).
import type { Context } from '../context.ts';
import type { ApiKeyRecord, Call, Endpoint } from '../store.ts';

export function listPrice(endpoint: Endpoint, amounts: { tokens?: number; images?: number; characters?: number }): number {
  switch (endpoint) {
    case 'chat_completions':
      return Math.ceil((amounts.tokens ?? 0) / 100);
    case 'images':
      return 10 * (amounts.images ?? 0);
    case 'speech':
      return Math.ceil((amounts.characters ?? 0) / 50);
  }
}

export function recordCall(
  ctx: Context,
  key: ApiKeyRecord,
  endpoint: Endpoint,
  counts: { promptTokens?: number; completionTokens?: number; images?: number; speechCharacters?: number },
): void {
  const call: Call = {
    developerId: key.developerId,
    keyHash: key.hash,
    endpoint,
    at: ctx.clock.now(),
    promptTokens: counts.promptTokens ?? 0,
    completionTokens: counts.completionTokens ?? 0,
    images: counts.images ?? 0,
    speechCharacters: counts.speechCharacters ?? 0,
    listPriceFen: listPrice(endpoint, {
      tokens: (counts.promptTokens ?? 0) + (counts.completionTokens ?? 0),
      images: counts.images,
      characters: counts.speechCharacters,
    }),
  };
  if (key.appId) call.appId = key.appId;
  ctx.store.calls.push(call);
}

export const ENDPOINTS: Endpoint[] = ['chat_completions', 'images', 'speech'];
