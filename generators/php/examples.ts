// The example programs of the PHP SDK's docs: each method's runnable program (generators/model/examples.yaml),
// which api.md shows and the docs suite runs against the reference server.
import { type ExampleValue, isReference, type Method, type Resource, type SdkModel } from '../model/index.ts';
import { methodName } from './names.ts';
import { literalBlock } from './syntax.ts';

/** An example argument: a literal, or the property path of an earlier result (`$payment->order->order_no`). */
function exampleArgs(params: Record<string, ExampleValue>, indent: string): string {
  const refs = new Map<string, string>();
  const plain: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(params)) {
    if (isReference(v)) {
      const marker = `@@ref${refs.size}@@`;
      refs.set(marker, `$${v.from}->${v.path.join('->')}`);
      plain[k] = marker;
    } else plain[k] = v;
  }
  let out = literalBlock(plain, indent, 92);
  for (const [marker, expr] of refs) out = out.replace(`'${marker}'`, expr);
  return out;
}

function callLine(model: SdkModel, resource: string, method: string, params: Record<string, ExampleValue>, assign: string | undefined): string {
  const r = model.resources.find((x) => x.tag === resource)!;
  const m = r.methods.find((x) => x.name.original === method)!;
  const args = Object.keys(params).length ? exampleArgs(params, '') : '';
  const call = `$client->${r.name.camel}->${methodName(m)}(${args})`;
  return assign ? `$${assign} = ${call};` : `${call};`;
}

/** A complete program calling the method as its doc example says (setup calls first). */
export function exampleProgram(_resource: Resource, method: Method, model: SdkModel): string {
  const ex = method.docExample;
  const lines = ['<?php', '', "require 'vendor/autoload.php';", '', 'use Orbit\\Sdk\\Client;', '', '$client = new Client();', ''];
  for (const s of ex.setup) lines.push(callLine(model, s.resource, s.method, s.params, s.as));
  const result = method.response.kind === 'binary' ? 'speech' : 'result';
  lines.push(callLine(model, ex.call.resource, ex.call.method, ex.call.params, method.response.kind === 'empty' ? undefined : result));
  lines.push('');
  if (method.response.kind === 'binary') lines.push(`echo $${result}->getMediaType(), ' ', strlen($${result}->getContent()), " bytes\\n";`);
  else if (method.response.kind === 'text') lines.push(`echo $${result}, PHP_EOL;`);
  else if (method.response.kind === 'json') lines.push(`echo json_encode($${result}, JSON_PRETTY_PRINT), PHP_EOL;`);
  return lines.join('\n');
}
