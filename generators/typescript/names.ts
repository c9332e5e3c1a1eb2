// Identifiers spelled in TypeScript: named types, resource classes, parameters types, error classes and
// the keys of the operation table.
import type { Method, NamedType, Resource } from '../model/index.ts';

/** A named type's TypeScript name. */
export function typeName(type: NamedType | string): string {
  const name = typeof type === 'string' ? type : type.name.original;
  if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) throw new Error(`generators/typescript: type name ${name} is not a PascalCase identifier`);
  return name;
}

/** `<resource>.<method>`: the key of an operation in the generated table. */
export function operationKey(resource: Resource, method: Method): string {
  return `${resource.tag}.${method.name.camel}`;
}

/** The resource class, e.g. `OrdersResource`. */
export function resourceClass(resource: Resource): string {
  return `${resource.name.pascal}Resource`;
}

/** The parameters type of a method, e.g. `OrdersListParams`; undefined when the method takes none. */
export function paramsTypeName(resource: Resource, method: Method): string | undefined {
  if (!method.params.length && method.body?.kind !== 'union') return undefined;
  return `${resource.name.pascal}${method.name.pascal}Params`;
}

/** Whether every parameter may be left out (the params argument is then optional). */
export function paramsOptional(method: Method): boolean {
  return method.body?.kind !== 'union' && method.params.every((p) => !p.required);
}

/** The class name of an error kind: the kind's name and the `Error` suffix. */
export const errorClass = (name: string) => `${name}Error`;
