// The SDK model of the contract: one language-neutral description of everything the four SDK generators
// emit (resources, methods, parameters, bodies, answers, streams, pages, errors, data types, runtime
// rules, examples). Every generator reads the contract only through `loadSdkModel()`.
import { CONTRACT_PATH, fail, type Json, readContract, resolve, SANDBOX_CONTRACT_PATH, schemaRef } from '../../openapi/lib/contract.ts';
import { resolve as resolvePath } from 'node:path';
import { attachDocExamples, EXAMPLES_PATH } from './examples.ts';
import { readResources, type Method, type Resource } from './operations.ts';
import { Refusals } from './refusals.ts';
import { attachTypeExamples, type NamedExample } from './type-examples.ts';
import { readRuntimeRules, type RuntimeRules } from './runtime.ts';
import { type NamedType, TypeBuilder } from './types.ts';

export type { DocExample, ExampleCall, ExampleValue } from './examples.ts';
export { isReference } from './examples.ts';
export type { Name } from './names.ts';
export { nameOf, splitWords } from './names.ts';
export type { Auth, Body, CursorPagination, ErrorResponse, Method, PagePagination, Pagination, Param, Resource, ResponseModel } from './operations.ts';
export { ContractRefused, Refusal } from './refusals.ts';
export type { ClientErrorKind, ErrorKind, RuntimeRules } from './runtime.ts';
export { errorKindFor } from './runtime.ts';
export { shapeMatches } from './type-examples.ts';
export type { Constraints, EnumType, EnumValue, Field, NamedType, ObjectType, TypeRef, UnionType, UntaggedUnionType, Usage } from './types.ts';

export interface SdkModel {
  title: string;
  /** The contract's info.version: every SDK's version. */
  version: string;
  description: string;
  license: { name: string; url: string };
  /** The contract's first server with its variables' defaults filled in. */
  defaultBaseUrl: string;
  runtime: RuntimeRules;
  resources: Resource[];
  /** The named types an operation reaches (requests, answers, stream chunks, error bodies), in contract order. */
  types: NamedType[];
  /** The method that renews a session (runtime.session.refresh.operation). */
  refreshMethod: Method;
}

/** The SDK model of a parsed contract; `examplesPath` holds its methods' doc examples (none: the contract's own examples). */
export function buildSdkModel(doc: Json, examplesPath?: string): SdkModel {
  const server = doc.servers?.[0] ?? fail('no servers');
  let defaultBaseUrl: string = server.url;
  for (const [name, variable] of Object.entries<Json>(server.variables ?? {})) defaultBaseUrl = defaultBaseUrl.replace(`{${name}}`, variable.default);
  if (/[{}]/.test(defaultBaseUrl)) fail(`the first server ${server.url} has a variable without a default`);

  const runtime = readRuntimeRules(doc);
  const { builder, resources } = readDocument(doc, runtime, examplesPath);
  const methods = resources.flatMap((r) => r.methods);
  const refreshMethod =
    methods.find((m) => m.operationId === runtime.session.refresh.operation) ??
    fail(`x-sdk-runtime.session.refresh.operation ${runtime.session.refresh.operation} is not an operation`);
  if (!refreshMethod.session) fail(`the refresh operation ${refreshMethod.operationId} must answer ${runtime.session.schema}`);
  if (!builder.types.has(runtime.session.schema)) fail(`x-sdk-runtime.session.schema ${runtime.session.schema} is not an answer of any operation`);

  attachTypeExamples(builder.types, methods, namedExamples(doc));
  const types = usedTypes(builder, doc);

  return {
    title: doc.info?.title ?? fail('no info.title'),
    version: doc.info?.version ?? fail('no info.version'),
    description: String(doc.info?.description ?? '').trim(),
    license: { name: doc.info?.license?.name ?? fail('no info.license.name'), url: doc.info?.license?.url ?? '' },
    defaultBaseUrl,
    runtime,
    resources,
    types,
    refreshMethod,
  };
}

/**
 * The resources of a document (the contract, or the sandbox's OpenAPI file) and the type builder that read
 * them; every refusal of the document at once (refusals.ts), not one per run.
 */
function readDocument(doc: Json, runtime: RuntimeRules, examplesPath?: string): { builder: TypeBuilder; resources: Resource[] } {
  const builder = new TypeBuilder(doc);
  const refusals = new Refusals();
  const resources = readResources(doc, builder, runtime, refusals);
  refusals.throwIfAny();
  attachDocExamples(resources, examplesPath);
  return { builder, resources };
}

/** The named types an operation reaches (requests, answers, stream chunks, error bodies), in the document's order. */
function usedTypes(builder: TypeBuilder, doc: Json): NamedType[] {
  const order = Object.keys(doc.components?.schemas ?? {});
  return [...builder.types.values()]
    .filter((t) => t.usage.input || t.usage.output)
    .sort((a, b) => order.indexOf(a.name.original) - order.indexOf(b.name.original));
}

/** The examples of error answers (by their body's schema) and the schemas' own `example`s. */
function namedExamples(doc: Json): NamedExample[] {
  const out: NamedExample[] = [];
  for (const item of Object.values<Json>(doc.paths ?? {})) {
    for (const op of Object.values<Json>(item ?? {})) {
      for (const [status, raw] of Object.entries<Json>(op?.responses ?? {})) {
        if (/^2/.test(status)) continue;
        const media = resolve(doc, raw)?.content?.['application/json'];
        const type = schemaRef(media?.schema);
        if (!type) continue;
        for (const example of Object.values<Json>(media.examples ?? {})) out.push({ type, value: resolve(doc, example)?.value });
      }
    }
  }
  for (const [name, schema] of Object.entries<Json>(doc.components?.schemas ?? {})) if (schema?.example !== undefined) out.push({ type: name, value: schema.example });
  return out;
}

/**
 * The SDK model of openapi/openapi.yaml, with its examples (generators/model/examples.yaml); or of another
 * contract file (a fixture such as openapi/fixtures/shapes.yaml), whose methods use the contract's examples.
 */
export function loadSdkModel(path: string = CONTRACT_PATH): SdkModel {
  return buildSdkModel(readContract(path), resolvePath(path) === resolvePath(CONTRACT_PATH) ? EXAMPLES_PATH : undefined);
}

/** The reference server's QA sandbox (its own OpenAPI file) as the SDKs' testing kits see it. */
export interface SandboxModel {
  title: string;
  version: string;
  resources: Resource[];
  types: NamedType[];
}

/**
 * The sandbox's OpenAPI file (mock-server/reference/sandbox.openapi.yaml) as resources and types, read by
 * the same rules as the contract (`x-sdk-method` names each method), with the contract's runtime rules
 * (its error body, its headers): the SDKs' testing kits generate their typed sandbox client from it.
 */
export function loadSandboxModel(path: string = SANDBOX_CONTRACT_PATH, runtime: RuntimeRules = readRuntimeRules(readContract())): SandboxModel {
  const doc = readContract(path);
  const { builder, resources } = readDocument(doc, runtime);
  return { title: doc.info?.title ?? fail('no info.title'), version: doc.info?.version ?? fail('no info.version'), resources, types: usedTypes(builder, doc) };
}
