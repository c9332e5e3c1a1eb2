// Go spelling of the model's names (Go Code Review Comments: initialisms stay upper case), and the
// names the Go SDK derives from them: the module, services, params structs, operation specs,
// iterators, streams, pages, enum constants, union fields.
import type { EnumValue, Method, Name, Resource } from '../model/index.ts';
import { nameOf, splitWords } from '../model/index.ts';

export const MODULE = 'github.com/orbit-platform/orbit-sdk-go/v3';

/** A Go type as code outside the package writes it: `[]Order` → `[]orbit.Order`. */
export function qualify(goType: string): string {
  return goType.replace(/(^|[^.\w])([A-Z]\w*)/g, '$1orbit.$2');
}

/** The unexported type a page of a paginated method keeps its request in, for GetNextPage: `orderListRequest`. */
export function pageRequestType(pageType: string): string {
  return `${pageType[0]!.toLowerCase()}${pageType.slice(1)}Request`;
}

/** Words Go writes in capitals (https://go.dev/wiki/CodeReviewComments#initialisms), and `iOS`. */
const INITIALISMS: Record<string, string> = {
  ai: 'AI',
  api: 'API',
  h5: 'H5',
  http: 'HTTP',
  https: 'HTTPS',
  id: 'ID',
  ios: 'IOS',
  ip: 'IP',
  json: 'JSON',
  sms: 'SMS',
  sse: 'SSE',
  ui: 'UI',
  uri: 'URI',
  url: 'URL',
  uuid: 'UUID',
};

function word(w: string): string {
  return INITIALISMS[w] ?? w[0]!.toUpperCase() + w.slice(1);
}

/** An exported Go identifier from a model name (`api_key_prefix` → `APIKeyPrefix`, `256x256` → `256x256`). */
export function exported(name: Name | string): string {
  const words = typeof name === 'string' ? splitWords(name) : name.words;
  return words.map(word).join('');
}

/** An unexported Go identifier (`opOrderList`-style names are built by the callers). */
export function unexported(name: Name | string): string {
  const words = typeof name === 'string' ? splitWords(name) : name.words;
  return words[0]!.toLowerCase() + words.slice(1).map(word).join('');
}

/** A resource's singular stem: `orders` → `Order`, `ai` → `AI`, `auth` → `Auth`. */
export function resourceStem(resource: Resource): string {
  const words = [...resource.name.words];
  const last = words[words.length - 1]!;
  if (last.length > 3 && last.endsWith('s') && !last.endsWith('ss')) words[words.length - 1] = last.slice(0, -1);
  return words.map(word).join('');
}

/** The field of `Client` holding a resource: `Orders`, `AI`. */
export function serviceField(resource: Resource): string {
  return exported(resource.name);
}

/** The service type of a resource: `OrderService`. */
export function serviceType(resource: Resource): string {
  return `${resourceStem(resource)}Service`;
}

/** The Go method name: `SendSMSCode`, `ChatpayH5`. */
export function methodName(method: Method): string {
  return exported(method.name);
}

/**
 * The params struct of a method: `OrderListParams`. Methods that are actions of one operation
 * (x-sdk-actions, e.g. orders.cancel and orders.delete) share one struct named after the body type
 * (`OrderActionRequest` → `OrderActionParams`), since their parameters are the same.
 */
export function paramsType(resource: Resource, method: Method): string {
  if (Object.keys(method.fixedBody).length && method.body) return `${exported(method.body.type).replace(/Request$/, '')}Params`;
  return `${resourceStem(resource)}${methodName(method)}Params`;
}

/** The unexported operation spec variable: `opOrderList`. */
export function opVar(resource: Resource, method: Method): string {
  return `op${resourceStem(resource)}${methodName(method)}`;
}

export function iteratorType(itemType: string): string {
  return `${exported(itemType)}Iterator`;
}

export function streamType(chunkType: string): string {
  return `${exported(chunkType)}Stream`;
}

/** The string type of a union body's discriminator: `UnifiedLoginRequest` + `mode` → `UnifiedLoginMode`. */
export function discriminatorType(unionType: string, discriminator: string): string {
  return `${exported(unionType).replace(/Request$/, '')}${exported(discriminator)}`;
}

/** An enum constant: `OrderStatus` + `pending` → `OrderStatusPending`, `ImageSize256x256`. */
export function enumConst(typeName: string, value: string): string {
  return `${typeName}${exported(nameOf(value))}`;
}

/** A member of a named enum, from the value's name words: `OrderStatusPending`, `PriorityHigh` (x-enum-varnames). */
export function enumMember(typeName: string, value: EnumValue): string {
  return `${typeName}${exported(value.name)}`;
}

/** Go's short words for the model's scalar variant names (openai-go's OfInt, OfFloat, OfBool). */
const SCALAR_WORDS: Record<string, string> = { integer: 'int', number: 'float', boolean: 'bool' };

/** The Of field of a union's variant: `OfCircle`, `OfInt`, `OfStringList`. */
export function unionField(name: Name): string {
  return `Of${exported(name.words.map((w, i) => (i === 0 ? SCALAR_WORDS[w] ?? w : w)).join(' '))}`;
}

const KEYWORDS = new Set(
  'break case chan const continue default defer else fallthrough for func go goto if import interface map package range return select struct switch type var'.split(' '),
);

/** A local variable name for a value (lower camel case, never a Go keyword). */
export function localName(name: Name | string): string {
  const n = unexported(name);
  return KEYWORDS.has(n) ? `${n}Value` : n;
}
