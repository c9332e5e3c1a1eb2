// A world's recordings: answers recorded from a live deployment by the mock's front in drift mode
// (mock-server/prism-front/recording.ts), which the world replays (plugins/replay.ts) instead of answering by
// its own rules. They are part of the world's state (`Context.recordings`) and of its document (`recordings`,
// world-document.ts), imported and exported with it.
import { isDeepStrictEqual } from 'node:util';
import type { SandboxSchema } from '../../shared/contract-types.ts';
import { redact, redactQuery } from '../../shared/redact.ts';
import type { Context } from './context.ts';

export type Recording = SandboxSchema<'WorldRecording'>;

/** The recordings a request could match before its body is read: same method, path and query (after redaction). */
export function candidates(ctx: Context, method: string, path: string, search: string): Recording[] {
  const list = ctx.recordings;
  if (!list.length) return [];
  const query = redactQuery(search);
  return list.filter((r) => r.method === method && r.path === path && redactQuery(r.query ?? '') === query);
}

/**
 * The recording that answers a request whose body (parsed JSON, or undefined for none) is `body`, marked as
 * replayed: of those whose `request_body` equals the body after redaction, the first not replayed yet, else
 * the last one again (sandbox.openapi.yaml, WorldRecording).
 */
export function takeRecording(list: Recording[], body: unknown): Recording | undefined {
  const redacted = body === undefined ? undefined : redact(body);
  const matching = list.filter((r) => isDeepStrictEqual(r.request_body, redacted));
  const recording = matching.find((r) => !r.replayed) ?? matching.at(-1);
  if (recording) recording.replayed = true;
  return recording;
}
