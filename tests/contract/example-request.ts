// A valid request for an operation, built only from the contract's examples (tests/contract/prism.test.ts
// sends one per operation to the Prism mock).
import type { Json, Operation } from '../../openapi/lib/contract.ts';

export function firstExample(media: Json | undefined): Json | undefined {
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  const first = Object.values<Json>(media.examples ?? {})[0];
  return first?.value;
}

export function successStatus(op: Operation): string {
  const codes = Object.keys(op.spec.responses).filter((s) => /^2\d\d$/.test(s)).sort();
  if (!codes[0]) throw new Error(`${op.operationId} has no 2xx response`);
  return codes[0];
}

export interface BuiltRequest {
  url: string;
  init: RequestInit & { headers: Record<string, string> };
  body?: Json;
}

export function exampleRequest(op: Operation, baseUrl: string, { credentials = true } = {}): BuiltRequest {
  const headers: Record<string, string> = {};
  const query = new URLSearchParams();
  let path = op.path;
  for (const param of op.spec.parameters ?? []) {
    const value = param.example ?? param.schema?.example ?? param.schema?.default ?? param.schema?.enum?.[0];
    if (value === undefined) {
      if (param.required) throw new Error(`${op.operationId}: required parameter ${param.name} has no example`);
      continue;
    }
    if (param.in === 'query') query.set(param.name, String(value));
    else if (param.in === 'header') headers[param.name] = String(value);
    else if (param.in === 'path') path = path.replace(`{${param.name}}`, encodeURIComponent(String(value)));
  }
  if (credentials && op.security.length > 0) headers.Authorization = 'Bearer at_contractTestToken000000';
  const success = op.spec.responses[successStatus(op)];
  const mediaTypes = Object.keys(success.content ?? {});
  if (mediaTypes[0]) headers.Accept = mediaTypes[0];
  let body: Json | undefined;
  const json = op.spec.requestBody?.content?.['application/json'];
  if (json) {
    body = firstExample(json);
    if (body === undefined) throw new Error(`${op.operationId}: request body has no example`);
    headers['Content-Type'] = 'application/json';
  }
  const qs = query.toString();
  return {
    url: `${baseUrl}${path}${qs ? `?${qs}` : ''}`,
    init: { method: op.method.toUpperCase(), headers, body: body === undefined ? undefined : JSON.stringify(body) },
    body,
  };
}
