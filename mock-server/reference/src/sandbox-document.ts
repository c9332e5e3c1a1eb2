// The sandbox's OpenAPI file as the reference server validates with it. A field of the file marked
// `x-contract-schema: <Name>` (or a path under the contract's components.schemas, `User/properties/id`)
// is checked against that schema of the contract: a world document's order `status` is an OrderStatus,
// a user's `id` has the contract's pattern. The contract stays the one source of its enums, patterns
// and bounds, and a document holding what the service could never answer is refused like any other
// schema violation. Tools that read the file
// on its own (openapi-typescript, the SDK model) see the field's plain type.
import { type Json, readContract, resolve, SANDBOX_CONTRACT_PATH } from '../../../openapi/lib/contract.ts';

function withContractSchemas(node: Json, contract: Json): Json {
  if (Array.isArray(node)) return node.map((item) => withContractSchemas(item, contract));
  if (!node || typeof node !== 'object') return node;
  const name = node['x-contract-schema'];
  if (typeof name === 'string') {
    const schema = resolve(contract, { $ref: `#/components/schemas/${name}` });
    const { 'x-contract-schema': _name, ...own } = node;
    return { ...own, ...structuredClone(schema), ...(own.description !== undefined && { description: own.description }) };
  }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, withContractSchemas(value, contract)]));
}

/** mock-server/reference/sandbox.openapi.yaml with each `x-contract-schema` field replaced by the contract's schema. */
export function sandboxSpecification(contract: Json = readContract()): Json {
  return withContractSchemas(readContract(SANDBOX_CONTRACT_PATH), contract);
}
