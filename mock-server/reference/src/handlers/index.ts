// The handlers by operationId, one module per contract tag. The glue looks them up by operationId.
import * as ai from './ai.ts';
import * as auth from './auth.ts';
import * as developer from './developer.ts';
import * as distribution from './distribution.ts';
import * as generation from './generation.ts';
import * as notifications from './notifications.ts';
import * as orders from './orders.ts';
import * as packages from './packages.ts';
import * as payments from './payments.ts';
import * as sandbox from './sandbox.ts';
import type { operations } from '../../../../openapi/lib/contract-types.ts';
import type { OperationId } from '../../../shared/contract-types.ts';
import type { operations as sandboxOperations } from '../sandbox-types.ts';
import type { AnyHandler, Handler } from './types.ts';

const pick = (module: object): Record<string, AnyHandler> =>
  Object.fromEntries(Object.entries(module).filter(([, v]) => typeof v === 'function')) as Record<string, AnyHandler>;

// Checked when compiling: every operation of each document has a handler of its operationId's name, typed
// for that operation (a handler typed for another operation, or a missing one, fails the typecheck).
type HandlersOf<Operations> = { [K in keyof Operations & OperationId]: Handler<K> };

const api: HandlersOf<operations> = { ...auth, ...packages, ...distribution, ...orders, ...payments, ...notifications, ...developer, ...ai, ...generation };
const sandboxApi: HandlersOf<sandboxOperations> = { ...sandbox };

export const apiHandlers: Record<string, AnyHandler> = pick(api);
export const sandboxHandlers: Record<string, AnyHandler> = pick(sandboxApi);
