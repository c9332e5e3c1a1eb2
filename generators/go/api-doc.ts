// api.md's Go renderer: generators/lib/api-doc.ts lays the page out; this spells the client section,
// the declarations, and every type as the code declares it (types.fieldType, the function that writes
// the structs too), so that what api.md states compiles (TestDocumentedProgramsCompile checks it).
import { type ApiDocRenderer } from '../lib/api-doc.ts';
import type { ClientErrorKind, EnumType, EnumValue, ErrorKind, Field, Method, NamedType, ObjectType, Param, Resource, SdkModel, TypeRef } from '../model/index.ts';
import { type ExampleWriter } from './examples.ts';
import { gofmt } from './format.ts';
import { type GoTypes } from './types.ts';
import { enumMember, exported, methodName, MODULE, paramsType, qualify, serviceField } from './names.ts';
import { hasParams, paramsOptional, signature, structParams } from './resources.ts';
import { clientErrorWhen, envTable } from './runtime.ts';

function clientSection(model: SdkModel): string {
  return `
<!-- not-runnable: a fragment; every example below is a complete program -->
\`\`\`go
client, err := orbit.NewClient(option.WithMaxRetries(1)) // options, then the environment, then the defaults
orders, err := client.Orders.List(ctx, &orbit.OrderListParams{Limit: orbit.Int(5)}, option.WithTimeout(5*time.Second))
\`\`\`

\`orbit.NewClient(opts ...option.RequestOption) (*orbit.Client, error)\` takes options from the
\`${MODULE}/option\` package; settings not given come from the environment, then from the defaults.
An invalid option or environment value is an error of kind \`orbit.ErrInvalidArgument\`.

${envTable(model)}

Every method takes the same options after its params, for that call only: \`option.WithHeader\`,
\`option.WithMaxRetries\`, \`option.WithTimeout\`, \`option.WithMiddleware\`,
\`option.WithAccessToken\` / \`option.WithAPIKey\` (this call's credential), and the call-only options:
\`option.WithIdempotencyKey\` (money-moving methods; any other method refuses it),
\`option.WithQuery(key, value)\` and \`option.WithJSONSet(key, value)\` (parameters newer than this SDK,
replacing a value of the same name), and \`option.WithResponseInto(&resp)\`, which stores the final
\`*http.Response\` of any method (JSON, text, stream or binary): its status, and its
\`${model.runtime.requestIdHeader}\` header, the request id to quote to support.

\`client.WithOptions(opts...) (*orbit.Client, error)\` answers a copy with other settings that shares the
client's session (a login or renewal through either is used by both). \`option.WithMiddleware(func(req
*http.Request, next option.MiddlewareNext) (*http.Response, error))\` sees every attempt. A page that
\`List\` answers offers \`HasNextPage()\` and \`GetNextPage(ctx)\` beside the \`ListAutoPaging\` iterator.

Optional parameters are pointers, set with \`orbit.String\`, \`orbit.Int\`, \`orbit.Int64\`, \`orbit.Float64\` and \`orbit.Bool\`; optional enums
are empty when absent. Params may be nil when a method has no required parameter.

Errors (next section): every method returns an \`*orbit.APIError\` (an error answer, or
\`orbit.ErrAPIResponseValidation\`: an answer that could not be decoded) or an \`*orbit.RequestError\`
(every other failure without an error answer). The error types of the tables below are kinds, one value
per kind: \`errors.Is(err, orbit.ErrNotFound)\` tells the kind, \`errors.As\` gives the fields. A cancelled
\`ctx\` gives kind \`orbit.ErrAPIUserAbort\` and \`errors.Is(err, context.Canceled)\`; an expired one, like
the SDK's own per-attempt timeout, \`orbit.ErrAPITimeout\` and \`errors.Is(err, context.DeadlineExceeded)\`.
`;
}

export function goRenderer(model: SdkModel, types: GoTypes, examples: ExampleWriter): ApiDocRenderer {
  const bodyOwner = new Map<string, string>();
  const bodyMethod = new Map<string, Method>();
  for (const r of model.resources) {
    for (const m of r.methods) {
      if (!m.body) continue;
      bodyOwner.set(m.body.type, paramsType(r, m));
      bodyMethod.set(m.body.type, m);
      if (m.body.kind === 'union') {
        for (const v of m.body.variants) {
          bodyOwner.set(v.type, `${paramsType(r, m)} with ${exported(m.body.discriminator)} ${v.value}`);
          bodyMethod.set(v.type, m);
        }
      }
    }
  }
  return {
    generator: 'generators/go',
    languageName: 'Go',
    fence: 'go',
    packageLine: `module \`${MODULE}\`, package \`orbit\``,
    clientSection,
    methodHeading: (resource, method) => `client.${serviceField(resource)}.${methodName(method)}`,
    declaration: (resource, method) => {
      const lines = [`${signature(types, resource, method)}`];
      if (method.pagination) lines.push(signature(types, resource, method, 'AutoPaging'));
      if (method.stream) lines.push(signature(types, resource, method, 'Stream'));
      const nulls = types.hasNulls(structParams(types, method).map((p) => p.param)) ? ' NullFields lists the nullable ones to send as null.' : '';
      if (hasParams(method)) lines.push('', `// params: *orbit.${paramsType(resource, method)}${paramsOptional(method) ? ' (may be nil)' : ''}; its fields are listed below.${nulls}`);
      return lines.join('\n');
    },
    paramName: (param: Param) => exported(param.name),
    // Types as the params structs declare them (types.fieldType, the source of the structs too).
    paramType: (param: Param, method: Method) => {
      const declared = structParams(types, method).find((x) => x.param.wireName === param.wireName && x.param.location === param.location);
      return declared ? qualify(types.fieldType(declared.param, 'input', declared.required).type) : null;
    },
    fieldType: (field: Field, type: ObjectType) => {
      const name = type.name.original;
      if (types.declared.has(name)) return qualify(types.fieldType(field, types.directionOf(type)).type);
      const owner = bodyMethod.get(name);
      if (!owner) return null; // read as *orbit.APIError: no Go struct has these fields
      const declared = structParams(types, owner).find((x) => x.param.wireName === field.wireName && x.param.location === 'body');
      return declared ? qualify(types.fieldType(declared.param, 'input', declared.required).type) : null;
    },
    streamNote: (method: Method, chunkLink: string) => `\`${methodName(method)}Stream\` sends \`${method.stream!.param}: true\` and answers a stream of ${chunkLink} chunks.`,
    typeName: (type: TypeRef) => {
      // A request body type is the method's params struct; a type only error answers carry is the APIError.
      if (type.kind === 'named' && !types.declared.has(type.name) && !types.discriminators.has(types.goName(type.name))) {
        const owner = bodyOwner.get(type.name);
        return owner ? `orbit.${owner.split(' ')[0]}` : '*orbit.APIError';
      }
      return qualify(types.goType(type));
    },
    returnType: (method: Method) => {
      const resource = model.resources.find((r) => r.methods.includes(method))!;
      void resource;
      if (method.response.kind === 'binary') return '*orbit.BinaryResponse';
      if (method.response.kind === 'text') return 'string';
      return method.response.type ? `*${qualify(types.goType(method.response.type))}` : 'error';
    },
    errorName: (kind: ErrorKind | undefined) => (kind ? `orbit.Err${exported(kind.name)}` : '*orbit.APIError'),
    clientErrorName: (kind: ClientErrorKind) => `orbit.Err${exported(kind.name)}`,
    clientErrorWhen,
    example: (_resource: Resource, method: Method) => gofmt(examples.program(method), `the api.md example of ${method.operationId}`),
    typeDisplayName: (type: NamedType) => {
      if (types.declared.has(type.name.original)) return types.goName(type.name.original);
      const owner = bodyOwner.get(type.name.original);
      if (owner) return `${type.name.original} (sent as ${owner})`;
      return `${type.name.original} (read as *orbit.APIError)`;
    },
    fieldName: (field: Field, _type: ObjectType) => exported(field.name),
    // A type only error answers carry has no Go constants: its values are compared as strings (APIError.Type).
    enumMember: (type: EnumType, value: EnumValue) =>
      types.declared.has(type.name.original) ? `orbit.${enumMember(types.goName(type.name.original), value)}` : JSON.stringify(value.value),
    unknownEnumNote: unknownEnumNote(model, types),
  };
}

/** How a newer enum value arrives, shown on an enum of this contract's answers (a string or an integer type). */
function unknownEnumNote(model: SdkModel, types: GoTypes): string {
  const enums = model.types.filter((t): t is EnumType => t.kind === 'enum' && types.declared.has(t.name.original));
  const shown = enums.find((t) => t.usage.output) ?? enums[0];
  const example = shown ? ` (\`orbit.${types.goName(shown.name.original)}(${shown.valueType === 'integer' ? Math.max(...shown.values.map((v) => Number(v.value))) + 1 : '"a_newer_value"'})\`)` : '';
  return `an enum is a Go string or integer type, so a value this release does not know arrives as it is${example}, unequal to every constant, and the call still succeeds.`;
}
