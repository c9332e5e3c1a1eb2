// The matrix's own calls to a target's QA sandbox (/__sandbox, mock-server/README.md), always in the
// cell's world (`Orbit-Sandbox: <world>`): the scenario language's sandbox steps (on the mock only
// `faults` and `requests`: its front has no other sandbox route), and switching a reference world to
// next-minor mode.
import type { Json, Outcome } from './language.ts';
import type { SandboxKind } from './scenarios.ts';

export const WORLD_HEADER = 'Orbit-Sandbox';

export class SandboxClient {
  constructor(
    private readonly base: string,
    readonly world: string,
  ) {}

  private async send(method: string, path: string, body?: Json): Promise<{ status: number; body: Json; text: string }> {
    const headers: Record<string, string> = { [WORLD_HEADER]: this.world };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${this.base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(60_000) });
    const text = await res.text();
    let parsed: Json = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body: parsed, text };
  }

  /** One sandbox step: plain HTTP, its answer as the step's result (or an error with its status). */
  async step(kind: SandboxKind, params: Record<string, Json> = {}): Promise<Outcome> {
    let answer: { status: number; body: Json; text: string };
    switch (kind) {
      case 'sms':
        answer = await this.send('GET', `/__sandbox/sms/${encodeURIComponent(String(params.phone))}`);
        break;
      case 'reset':
        answer = await this.send('POST', '/__sandbox/reset');
        break;
      case 'pay': {
        const { order_no, ...options } = params;
        answer = await this.send('POST', `/__sandbox/orders/${encodeURIComponent(String(order_no))}/pay`, options);
        break;
      }
      case 'faults':
        answer = await this.send('POST', '/__sandbox/faults', params);
        break;
      case 'clock':
        answer = await this.send('POST', '/__sandbox/clock', params);
        break;
      case 'miniapp':
        answer = await this.send('POST', '/__sandbox/miniapp/code', params);
        break;
      case 'notification': {
        // A signed provider notification for an SDK call: `params` holds the body's fields and the signature
        // headers (every header but Content-Type), by their wire names, ready to be the call's parameters.
        const { order_no, ...options } = params;
        answer = await this.send('POST', `/__sandbox/orders/${encodeURIComponent(String(order_no))}/notification`, options);
        if (answer.status === 200 && typeof answer.body?.body === 'string') {
          const text: string = answer.body.body;
          const fields = text.trimStart().startsWith('{') ? JSON.parse(text) : Object.fromEntries(new URLSearchParams(text));
          const headers = Object.entries<string>(answer.body.headers ?? {}).filter(([name]) => name.toLowerCase() !== 'content-type');
          answer.body.params = { ...fields, ...Object.fromEntries(headers) };
        }
        break;
      }
      case 'requests': {
        const query = params.operation_id === undefined ? '' : `?operation_id=${encodeURIComponent(String(params.operation_id))}`;
        answer = await this.send('GET', `/__sandbox/requests${query}`);
        break;
      }
      default:
        throw new Error(`unknown sandbox step ${String(kind)}`);
    }
    if (answer.status >= 200 && answer.status < 300) return { ok: true, result: answer.body };
    return {
      ok: false,
      error: { kind: 'Sandbox', sdkError: true, status: answer.status, code: answer.body?.error?.code ?? null, message: `sandbox ${kind} answered ${answer.status}: ${answer.text.slice(0, 400)}` },
    };
  }

  /** Switches the world's answers to `mode` (`next-minor`, or `current`: the contract's). */
  async setMode(mode: 'next-minor' | 'current'): Promise<void> {
    const answer = await this.send('PUT', '/__sandbox/mode', { mode });
    if (answer.status >= 300 || answer.body?.mode !== mode) throw new Error(`PUT /__sandbox/mode ${mode} answered ${answer.status}: ${answer.text.slice(0, 400)}`);
  }

  /** `GET /__sandbox/mode`: the mode and the table of enum substitutes. */
  async mode(): Promise<Json> {
    const answer = await this.send('GET', '/__sandbox/mode');
    if (answer.status >= 300) throw new Error(`GET /__sandbox/mode answered ${answer.status}: ${answer.text.slice(0, 400)}`);
    return answer.body;
  }
}
