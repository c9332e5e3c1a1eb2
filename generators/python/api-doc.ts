// api.md through the shared layout (generators/lib/api-doc.ts): the Python renderer spells names, types,
// declarations and examples; the client section and the options table are shared with the README.
import { type ApiDocRenderer, renderApiDoc } from '../lib/api-doc.ts';
import type { SdkModel, TypeRef } from '../model/index.ts';
import { exampleProgram } from './examples.ts';
import { enumMemberName, methodName, paramName, pyName, resourceAttr } from './names.ts';
import { declarationOf } from './resources.ts';
import { outputType } from './types.ts';

/** A failure without an error answer, in Python's words where the contract's are no language's. */
export function clientErrorWhen(kind: { name: string; when: string }): string {
  if (kind.name === 'APIUserAbort') {
    return 'you closed a stream (or a `with_streaming_response` body) and read on; cancelling an asyncio task raises `asyncio.CancelledError` instead';
  }
  return kind.when;
}

function spell(t: TypeRef): string {
  return outputType(t, { model: null as unknown as SdkModel });
}

export function pythonRenderer(model: SdkModel): ApiDocRenderer {
  return {
    generator: 'generators/python',
    languageName: 'Python',
    fence: 'python',
    packageLine: '`orbit-sdk` on PyPI, imported as `orbit_sdk`',
    clientSection: (m) => clientSection(m),
    methodHeading: (r, x) => `client.${resourceAttr(r)}.${methodName(x)}()`,
    declaration: (r, x) => declarationOf(r, x, model),
    paramName: (p) => paramName(p),
    typeName: spell,
    returnType: (x) => {
      if (x.response.kind === 'binary') return 'BinaryResponse';
      if (x.response.kind === 'text') return 'str';
      const t = x.response.type ? spell(x.response.type) : 'None';
      return x.stream ? `${t} (Stream[${spell(x.stream.chunk)}] with ${x.stream.param}=True)` : t;
    },
    errorName: (kind) => (kind ? `${kind.name}Error` : 'APIStatusError'),
    clientErrorName: (kind) => `${kind.name}Error`,
    clientErrorWhen,
    example: (r, x, m) => exampleProgram(m, r, x),
    typeDisplayName: (t) => t.name.original,
    fieldName: (f) => pyName(f.wireName),
    enumMember: (t, v) => `${t.name.original}.${enumMemberName(t, v)}`,
    unknownEnumNote:
      'an unknown enum value arrives as a member created on the fly (`OrderStatus("disputed")`), a `str` equal to the value (an `int` for an integer enum), and unknown fields are kept in `model_extra` (and in `to_dict()`).',
  };
}

export function envRows(model: SdkModel): string[] {
  const rt = model.runtime;
  const e = rt.environment;
  return [
    '| option | environment | default | meaning |',
    '|---|---|---|---|',
    `| \`base_url\` | \`${e.baseUrl}\` | \`${model.defaultBaseUrl}\` | address of the service |`,
    `| \`access_token\` | \`${e.accessToken}\` | none | login token; the login methods set it |`,
    '| `refresh_token` | | none | renews the login token once on a 401; the login methods set it |',
    `| \`api_key\` | \`${e.apiKey}\` | none | developer API key of the generation operations |`,
    `| \`timeout\` | \`${e.timeout}\` (seconds) | ${rt.timeoutSeconds} | seconds per attempt, or an \`httpx.Timeout\` |`,
    `| \`idle_timeout\` | | ${rt.idleTimeoutSeconds} | seconds a stream or binary answer may stay silent between two pieces once its headers arrived (float); per client and per call |`,
    `| \`max_retries\` | \`${e.maxRetries}\` | ${rt.maxRetries} | retries after the first attempt; 0 turns them off |`,
    '| `auto_refresh` | | `True` | renew the session once on a 401 and replay the call |',
    '| `default_headers` | | none | headers sent with every request (`None` removes one) |',
    '| `http_client` | | a new `httpx.Client` / `httpx.AsyncClient` | your own httpx client |',
    `| \`log_level\` | \`${e.log}\` | \`off\` | ${rt.log.levels.map((l) => `\`${l}\``).join(', ')} (the \`orbit_sdk\` logger) |`,
    '| `on_session` | | none | called with the `AuthSession` whenever the client stores new tokens |',
  ];
}

function clientSection(model: SdkModel): string {
  return [
    '`Orbit` (blocking) and `AsyncOrbit` (asyncio) take the same keyword options; options win over environment',
    'variables, which win over the defaults. An invalid option or environment value raises `InvalidArgumentError`.',
    'Every method also takes, for one call, `extra_headers`, `extra_query`, `extra_body` (on methods that send a',
    'body), `max_retries`, `timeout` (seconds or an `httpx.Timeout`), `idempotency_key` on money-moving methods,',
    '`api_key` on the methods the API key authenticates and `idle_timeout` on those that answer a stream or binary',
    'data (the longest silence between two pieces once the headers arrived). `client.with_options(...)` answers',
    'a copy with other options that shares the connections and the session (a login or renewal through either is',
    'used by both); one client is safe to share across threads (`Orbit`) or the tasks of its event loop (`AsyncOrbit`);',
    '`client.with_raw_response` and `client.with_streaming_response` give every method answering its HTTP',
    'response (the latter in a `with` block, the body read as you ask: `iter_bytes()`, `stream_to_file()`). With',
    '`AsyncOrbit`, a `with_raw_response` answer\'s `.parse()` is not awaited (its body was read with it) while a',
    '`with_streaming_response` answer\'s `parse()`, `read()` and `stream_to_file()` are, as in openai-python.',
    '',
    ...envRows(model),
    '',
    '```python',
    'import httpx',
    '',
    'from orbit_sdk import Orbit',
    '',
    'with Orbit(max_retries=3, timeout=20.0) as client:',
    '    quick = client.with_options(max_retries=0, timeout=httpx.Timeout(5.0, connect=2.0))',
    '    print(client.base_url, client.max_retries, client.timeout, quick.max_retries, quick.timeout)',
    '```',
  ].join('\n');
}

export function emitApiDoc(model: SdkModel): string {
  return renderApiDoc(model, pythonRenderer(model));
}
