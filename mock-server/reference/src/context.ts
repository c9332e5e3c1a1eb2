// Everything a handler needs, created once per app instance and reachable as `request.server.orbit`
// (or `ctxOf(request)`): the clock, the store, the sandbox keys, the configuration and the fault queue.
import type { FastifyInstance, FastifyRequest, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Clock } from './clock.ts';
import { defaultConfig, type Config } from './config.ts';
import { sandboxKeys, type SandboxKeys } from './keys.ts';
import { Store, type ApiKeyRecord, type User } from './store.ts';

export interface Fault {
  id: string;
  operationId?: string;
  path?: string;
  status?: number;
  retryAfter: number;
  delayMs: number;
  drop: boolean;
  remaining: number;
}

export interface Context {
  clock: Clock;
  config: Config;
  keys: SandboxKeys;
  store: Store;
  faults: Fault[];
  /** Sends a request through the whole app in-process (the sandbox's pay uses it for the notify routes). */
  inject: (options: InjectOptions) => Promise<LightMyRequestResponse>;
}

export function createContext(options: { clock?: Clock; config?: Partial<Config> } = {}): Omit<Context, 'inject'> {
  const clock = options.clock ?? new Clock();
  const config = { ...defaultConfig(process.env), ...options.config };
  return { clock, config, keys: sandboxKeys(), store: new Store(clock, config), faults: [] };
}

export type Auth =
  | { kind: 'user'; user: User; token: string }
  | { kind: 'apiKey'; user: User; key: ApiKeyRecord };

declare module 'fastify' {
  interface FastifyInstance {
    orbit: Context;
  }
  interface FastifyRequest {
    auth?: Auth;
    rawBody?: string;
    idempotencyKey?: string;
  }
  interface FastifyContextConfig {
    operationId?: string;
    security?: string[];
    idempotent?: boolean;
    sandbox?: boolean;
  }
}

export const ctxOf = (request: FastifyRequest): Context => request.server.orbit;

/** The authenticated user (the auth hook has run; only on operations with security). */
export function userOf(request: FastifyRequest): User {
  if (!request.auth) throw new Error('operation reached without authentication');
  return request.auth.user;
}

export function apiKeyOf(request: FastifyRequest): ApiKeyRecord {
  if (request.auth?.kind !== 'apiKey') throw new Error('operation reached without an API key');
  return request.auth.key;
}

/** Registers `plugin` without encapsulation, so its hooks and decorators apply app-wide. */
export function appWide<T extends (instance: FastifyInstance, opts: never) => Promise<void>>(plugin: T, name: string): T {
  Object.assign(plugin, { [Symbol.for('skip-override')]: true, [Symbol.for('fastify.display-name')]: name });
  return plugin;
}
