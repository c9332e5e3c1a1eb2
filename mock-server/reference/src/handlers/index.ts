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
import type { AnyHandler } from './types.ts';

const pick = (module: Record<string, unknown>): Record<string, AnyHandler> =>
  Object.fromEntries(Object.entries(module).filter(([, v]) => typeof v === 'function')) as Record<string, AnyHandler>;

export const apiHandlers: Record<string, AnyHandler> = {
  ...pick(auth),
  ...pick(packages),
  ...pick(distribution),
  ...pick(orders),
  ...pick(payments),
  ...pick(notifications),
  ...pick(developer),
  ...pick(ai),
  ...pick(generation),
};

export const sandboxHandlers: Record<string, AnyHandler> = pick(sandbox);
