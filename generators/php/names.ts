// How the PHP SDK spells the model's identifiers: namespaces, class names (types, resources, error kinds),
// enum constants, methods, operation constants and getters. PHP's rules (reserved words) live here, not in
// the model.
import type { ClientErrorKind, EnumType, EnumValue, ErrorKind, Field, Method, NamedType, Resource } from '../model/index.ts';

export const NAMESPACE = 'Orbit\\Sdk';
export const GENERATOR = 'generators/php/generate.ts';

/** Names PHP refuses for a class (reserved words and soft-reserved type names). */
const RESERVED_CLASS_NAMES = new Set(
  'abstract and array as bool break callable case catch class clone const continue declare default do echo else elseif empty enddeclare endfor endforeach endif endswitch endwhile enum eval exit extends false final finally float fn for foreach function global goto if implements include instanceof insteadof int interface isset iterable list match mixed namespace never new null numeric object or parent print private protected public readonly require resource return self static string switch throw trait true try unset use var void while xor yield'.split(
    ' ',
  ),
);

export function typeClass(type: NamedType): string {
  if (RESERVED_CLASS_NAMES.has(type.name.pascal.toLowerCase())) throw new Error(`php: the type ${type.name.original} would be a reserved PHP class name`);
  return type.name.pascal;
}

/** `OrderStatus::PENDING`; a value that does not start with a letter gets the type's last word first (`SIZE_256X256`). */
export function enumConstant(type: EnumType, value: EnumValue): string {
  const name = value.name.screamingSnake;
  if (/^[A-Z]/.test(name) && name !== 'CLASS') return name;
  return `${type.name.words[type.name.words.length - 1]!.toUpperCase()}_${name}`;
}

export function resourceClass(resource: Resource): string {
  return resource.name.pascal;
}

export function methodName(method: Method): string {
  return method.name.camel;
}

/** The method of a streamed operation's stream (`createChatCompletionStream`): its own typed method. */
export function streamMethodName(method: Method): string {
  return `${method.name.camel}Stream`;
}

/** The class constant holding a method's operation descriptor (`LIST`, `CREATE_CHAT_COMPLETION_STREAM`). */
export function specConstant(method: Method, streamed = false): string {
  return `${method.name.screamingSnake}${streamed ? '_STREAM' : ''}`;
}

/** A model's getter of a field (`getOrderNo`): the base class derives the field back from it. */
export function getterName(f: Field): string {
  return `get${f.name.pascal}`;
}

/** The exception of an error kind of the rules; without one, the base status exception. */
export function errorClass(kind: ErrorKind | undefined): string {
  return kind ? `${kind.name}Exception` : 'ApiStatusException';
}

export function clientErrorClass(kind: ClientErrorKind): string {
  return `${kind.name}Exception`;
}
