// What a world document's schema cannot say: each record's key is unique in its collection, and every
// reference between records resolves (an order's user_id names a user of the document, an API key's
// app_id an app, ...). A world whose records point nowhere would answer later requests with errors the
// contract does not document, so such a document is refused (400 invalid_parameter naming the field,
// e.g. `orders.2.user_id`), as the schema's own refusals are.
import { badRequest } from './errors.ts';
import type { WorldDocument } from './world-document.ts';

type Row = Record<string, unknown>;
type Collection = Exclude<{ [K in keyof WorldDocument]: WorldDocument[K] extends unknown[] | undefined ? K : never }[keyof WorldDocument], undefined>;

/** Collections whose records are found by a key, and that key. */
const KEYS: Partial<Record<Collection, string>> = {
  users: 'id',
  packages: 'id',
  models: 'id',
  orders: 'order_no',
  access_tokens: 'token',
  refresh_tokens: 'token',
  sms: 'phone',
  miniapp_codes: 'code',
  developers: 'user_id',
  api_keys: 'hash',
  apps: 'id',
  conversations: 'id',
  rate_windows: 'bucket',
  faults: 'id',
};

/** `[collection, field, target collection, target field]`: the field of each record names a record of the target. */
const REFERENCES: [Collection, string, Collection, string][] = [
  ['users', 'invited_by', 'users', 'id'],
  ['orders', 'user_id', 'users', 'id'],
  ['access_tokens', 'user_id', 'users', 'id'],
  ['refresh_tokens', 'user_id', 'users', 'id'],
  ['earnings', 'inviter_id', 'users', 'id'],
  ['earnings', 'invitee_id', 'users', 'id'],
  ['withdrawals', 'user_id', 'users', 'id'],
  ['developers', 'user_id', 'users', 'id'],
  ['api_keys', 'developer_id', 'developers', 'id'],
  ['api_keys', 'user_id', 'users', 'id'],
  ['api_keys', 'app_id', 'apps', 'id'],
  ['apps', 'developer_id', 'developers', 'id'],
  ['calls', 'developer_id', 'developers', 'id'],
  ['calls', 'app_id', 'apps', 'id'],
  ['conversations', 'user_id', 'users', 'id'],
  ['deductions', 'user_id', 'users', 'id'],
  ['idempotency', 'user_id', 'users', 'id'],
];

const rows = (doc: WorldDocument, collection: Collection): Row[] => (doc[collection] ?? []) as Row[];

/** Refuses the document (400 invalid_parameter) at its first duplicate key or dangling reference. */
export function checkReferences(doc: WorldDocument): void {
  for (const [collection, key] of Object.entries(KEYS) as [Collection, string][]) {
    const seen = new Set<unknown>();
    rows(doc, collection).forEach((row, i) => {
      if (seen.has(row[key])) throw badRequest('invalid_parameter', `${collection}.${i}.${key} ${JSON.stringify(row[key])} is not unique in ${collection}`, `${collection}.${i}.${key}`);
      seen.add(row[key]);
    });
  }
  const idempotencyKeys = new Set<string>();
  rows(doc, 'idempotency').forEach((row, i) => {
    const id = `${String(row.user_id)}\u0000${String(row.key)}`;
    if (idempotencyKeys.has(id)) throw badRequest('invalid_parameter', `idempotency.${i}.key is not unique for its user`, `idempotency.${i}.key`);
    idempotencyKeys.add(id);
  });
  for (const [collection, field, target, targetField] of REFERENCES) {
    const known = new Set(rows(doc, target).map((row) => row[targetField]));
    rows(doc, collection).forEach((row, i) => {
      const value = row[field];
      if (value !== undefined && !known.has(value)) {
        throw badRequest('invalid_parameter', `${collection}.${i}.${field} ${JSON.stringify(value)} names no record of ${target}`, `${collection}.${i}.${field}`);
      }
    });
  }
}
