// Deterministic "model" output: the reply is derived from the conversation (so tests can predict it),
// refers to earlier turns (so multi-turn context is observable) and is cut at max_tokens.
// A token is a whitespace-separated word.
import { createHash } from 'node:crypto';
import type { ChatMessage } from '../store.ts';

const WORDS = ['orbit', 'signal', 'harbor', 'lantern', 'meadow', 'circuit', 'ember', 'quartz', 'river', 'summit', 'velvet', 'willow', 'cobalt', 'prism', 'tide', 'atlas'];

export const countTokens = (text: string): number => text.split(/\s+/).filter(Boolean).length;

export const promptTokens = (messages: ChatMessage[]): number => messages.reduce((n, m) => n + Math.max(1, countTokens(m.content)), 0);

const clip = (text: string, words: number) => {
  const parts = text.split(/\s+/).filter(Boolean);
  return parts.length > words ? `${parts.slice(0, words).join(' ')} ...` : parts.join(' ');
};

/** The full reply words for `messages` answered by `model`. */
export function replyWords(model: string, messages: ChatMessage[]): string[] {
  const users = messages.filter((m) => m.role === 'user');
  const last = users.at(-1)?.content ?? messages.at(-1)?.content ?? '';
  const text = [`[${model}]`, `Turn ${Math.max(1, users.length)}.`, `You said: "${clip(last, 40)}".`];
  if (users.length > 1) text.push(`Earlier you said: "${clip(users[0]!.content, 20)}".`);
  const digest = createHash('sha256').update(`${model}\n${messages.map((m) => `${m.role}:${m.content}`).join('\n')}`).digest();
  text.push('Thoughts:', ...Array.from(digest.subarray(0, 8), (b) => WORDS[b % WORDS.length]!));
  return text.join(' ').split(/\s+/).filter(Boolean);
}

/** The reply cut at `maxTokens`, with the finish reason. */
export function complete(model: string, messages: ChatMessage[], maxTokens: number) {
  const words = replyWords(model, messages);
  const cut = words.length > maxTokens;
  const kept = cut ? words.slice(0, maxTokens) : words;
  const content = kept.join(' ');
  return {
    content,
    finishReason: (cut ? 'length' : 'stop') as 'length' | 'stop',
    usage: { prompt_tokens: promptTokens(messages), completion_tokens: kept.length, total_tokens: promptTokens(messages) + kept.length },
    words: kept,
  };
}
