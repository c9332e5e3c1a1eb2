// The example program of each method (the model's `docExample`, from generators/model/examples.yaml) in
// TypeScript: a complete ES module importing `orbit-sdk`, configured by ORBIT_* environment variables,
// for api.md; its body without the set-up lines for the methods' doc comments.
import { type ExampleCall, isReference, type Method, type Resource, type SdkModel, type TypeRef } from '../model/index.ts';
import { config } from './config.ts';
import { paramsTypeName } from './names.ts';
import { access, literal } from './syntax.ts';

function findMethod(model: SdkModel, call: ExampleCall): [Resource, Method] {
  const resource = model.resources.find((r) => r.tag === call.resource);
  const method = resource?.methods.find((m) => m.name.original === call.method);
  if (!resource || !method) throw new Error(`generators/typescript: the example calls ${call.resource}.${call.method}, which is not a method`);
  return [resource, method];
}

/** The name of a method's result in examples: the result type's name in camelCase. */
export function resultName(method: Method): string {
  const transform = config.transforms[method.operationId];
  if (transform) return transform.type[0]!.toLowerCase() + transform.type.slice(1);
  if (method.response.kind === 'binary') return 'audio';
  if (method.response.kind === 'text') return 'text';
  if (method.response.type?.kind === 'named') return method.response.type.name[0]!.toLowerCase() + method.response.type.name.slice(1);
  return 'result';
}

/** `payment.order.order_no`, with `!` after each value the types leave optional (strict TypeScript). */
function reference(model: SdkModel, from: string, method: Method, path: string[]): string {
  let expr = from;
  let type: TypeRef | null = method.response.type;
  for (const part of path) {
    if (type?.kind === 'array' && /^\d+$/.test(part)) {
      expr += `[${part}]!`;
      type = type.items;
      continue;
    }
    const current: TypeRef | null = type;
    const named = current?.kind === 'named' ? model.types.find((t) => t.name.original === current.name) : undefined;
    const field = named?.kind === 'object' ? named.fields.find((f) => f.wireName === part) : undefined;
    if (!field) throw new Error(`generators/typescript: example reference ${from}.${path.join('.')} does not follow the answer's type`);
    expr += access(part) + (field.required ? '' : '!');
    type = field.type;
  }
  return expr;
}

/** The arguments of a call as a TypeScript expression ('' when the method takes none). */
function args(model: SdkModel, call: ExampleCall, method: Method, named: Map<string, Method>, indent: string): string {
  if (!paramsTypeName(findMethod(model, call)[0], method)) return '';
  const refs: string[] = [];
  const value: Record<string, unknown> = {};
  for (const [name, v] of Object.entries(call.params)) {
    const param = method.params.find((p) => p.wireName === name);
    if (param?.type.kind === 'file') {
      // A file of the example's text, named after the parameter.
      refs.push(`toFile(new TextEncoder().encode(${literal(String(v))}), ${literal(`${name}.txt`)})`);
      value[name] = `\u0000${refs.length - 1}\u0000`;
    } else if (isReference(v)) {
      const source = named.get(v.from);
      if (!source) throw new Error(`generators/typescript: the example refers to ${v.from}, which no set-up call names`);
      refs.push(reference(model, v.from, source, v.path));
      value[name] = `\u0000${refs.length - 1}\u0000`;
    } else value[name] = v;
  }
  const optional = method.params.every((p) => !p.required) && method.body?.kind !== 'union';
  if (optional && Object.keys(value).length === 0) return '';
  return literal(value, indent, 90).replace(/'\u0000(\d+)\u0000'/g, (_, i: string) => refs[Number(i)]!);
}

function callLine(model: SdkModel, call: ExampleCall, named: Map<string, Method>, assign: string | undefined): string {
  const [resource, method] = findMethod(model, call);
  const expr = `client.${resource.tag}.${method.name.camel}(${args(model, call, method, named, '')})`;
  return assign ? `const ${assign} = await ${expr};` : `await ${expr};`;
}

/** What the example does with the result, so that a reader sees what came back. */
function use(method: Method, name: string): string[] {
  const transform = config.transforms[method.operationId];
  if (transform) return [transform.exampleUse.replace(/\{result\}/g, name)];
  if (method.response.kind === 'binary') return [`const bytes = await ${name}.bytes();`, `console.log(${name}.contentType, bytes.length);`];
  return [`console.log(${name});`];
}

/** The lines after the client is created: set-up calls, the call, the use of its result. */
export function exampleBody(model: SdkModel, method: Method): string[] {
  const named = new Map<string, Method>();
  const lines: string[] = [];
  for (const setup of method.docExample.setup) {
    lines.push(callLine(model, setup, named, setup.as));
    if (setup.as) named.set(setup.as, findMethod(model, setup)[1]);
  }
  const name = resultName(method);
  lines.push(callLine(model, method.docExample.call, named, name), ...use(method, name));
  return lines;
}

/** The complete program: an ES module that runs against the reference server with ORBIT_* set. */
export function exampleProgram(model: SdkModel, method: Method): string {
  const env = model.runtime.environment;
  const body = exampleBody(model, method);
  const imports = [config.clientClass, ...(body.some((l) => l.includes('toFile(')) ? ['toFile'] : [])];
  return [
    `import { ${imports.join(', ')} } from '${config.packageName}';`,
    '',
    `const client = new ${config.clientClass}(); // configured by ${[env.baseUrl, env.accessToken, env.apiKey].join(', ')}`,
    '',
    ...body,
  ].join('\n');
}
