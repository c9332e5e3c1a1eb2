// One request of the bad-input corpus on a fresh connection, with node:http (not fetch) so that every
// byte is what the case says and an early answer to a request still being sent is read, not lost.
import { request } from 'node:http';
import { connect } from 'node:net';
import type { BadInput } from './corpus.ts';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** The answer, or the reason there was none (a reset or closed connection is a failure of the server). */
export function send(baseUrl: string, input: BadInput, credential?: string): Promise<Answer> {
  if (input.raw) return sendRaw(baseUrl, input.raw);
  const url = new URL(baseUrl);
  const headers: Record<string, string> = { ...input.headers };
  if (credential) headers.authorization = `Bearer ${credential}`;
  if (input.body) headers['content-length'] = String(input.body.length);
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = request({ host: url.hostname, port: url.port, method: input.method, path: input.target, headers, agent: false }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    // Writing the rest of a refused request may fail once the server has answered and closed; the
    // answer is what counts then.
    req.on('error', (error) => answered || reject(error));
    req.end(input.body);
  });
}

/** Bytes on a raw connection; the answer parsed just enough to check status, headers and body. */
function sendRaw(baseUrl: string, bytes: Buffer): Promise<Answer> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname);
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', (error) => (chunks.length ? undefined : reject(error)));
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      if (end < 0) return reject(new Error(`no HTTP answer: ${JSON.stringify(text.slice(0, 200))}`));
      const [statusLine, ...lines] = text.slice(0, end).split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const at = line.indexOf(':');
        headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      resolve({ status: Number(statusLine!.split(' ')[1]), headers, body: Buffer.from(text.slice(end + 4), 'latin1') });
    });
    socket.end(bytes);
  });
}
