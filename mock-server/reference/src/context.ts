// Everything a handler needs, reachable as `ctxOf(request)`: the world the request selected (its
// clock, store, faults, request log and answer mode) and what all worlds share (configuration,
// sandbox keys, real time). Without an Orbit-Sandbox header that is the default world, which is
// also `app.orbit`; src/worlds.ts keeps the named ones.
import { EventEmitter } from 'node:events';
import type { FastifyInstance, FastifyRequest, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Clock } from './clock.ts';
import { defaultConfig, type Config } from './config.ts';
import type { Fault } from './faults.ts';
import { sandboxKeys, type SandboxKeys } from './keys.ts';
import type { Recording } from './recordings.ts';
import { RequestLog, type RequestLogEntry } from './request-log.ts';
import { Store, type ApiKeyRecord, type User } from './store.ts';
import { importWorld, type WorldDocument } from './world-document.ts';
import type { Lease } from './shared-store.ts';
import type { Worlds } from './worlds.ts';
import type { SandboxSchema } from '../../shared/contract-types.ts';

/** How answers look: as the contract says (`current`), or as the next minor release might send them. */
export type AnswerMode = SandboxSchema<'AnswerMode'>;

/** What every world of one app shares. */
export interface Shared {
  /** Whether the QA sandbox is on (its routes, and the Orbit-Sandbox and Orbit-Sandbox-Mode headers). */
  sandbox: boolean;
  config: Config;
  keys: SandboxKeys;
  /** Real time in milliseconds since the epoch, never going back (request log, idle expiry, HTTP dates). */
  realNow: () => number;
  /** Waits `ms` of real time (delay faults); tests inject their own. */
  sleep: (ms: number) => Promise<void>;
  /** World and request-log events, for tests that wait for an event instead of sleeping. */
  events: EventEmitter;
}

export interface Context {
  /** The world's name (the Orbit-Sandbox header); undefined for the default world. */
  world?: string;
  clock: Clock;
  config: Config;
  keys: SandboxKeys;
  store: Store;
  faults: Fault[];
  requests: RequestLog;
  /** Answers recorded from a live deployment, replayed before the world's own rules (src/recordings.ts). */
  recordings: Recording[];
  mode: AnswerMode;
  /** The document the world starts from instead of the built-in fixtures (a seed file: src/seeds.ts). */
  seed?: WorldDocument;
  shared: Shared;
  /** Sends a request through the whole app in-process, in this world (the sandbox's pay uses it for the notify routes). */
  inject: (options: InjectOptions) => Promise<LightMyRequestResponse>;
}

export function createShared(options: { sandbox?: boolean; config?: Partial<Config>; realNow?: () => number; sleep?: (ms: number) => Promise<void> } = {}): Shared {
  const events = new EventEmitter();
  events.setMaxListeners(0);
  return {
    sandbox: options.sandbox ?? true,
    config: { ...defaultConfig(process.env), ...options.config },
    keys: sandboxKeys(),
    realNow: options.realNow ?? (() => performance.timeOrigin + performance.now()),
    sleep: options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    events,
  };
}

function newContext(shared: Shared, name: string | undefined, inject: Context['inject'], clock: Clock, seeded: boolean): Context {
  return {
    ...(name !== undefined && { world: name }),
    clock,
    config: shared.config,
    keys: shared.keys,
    store: new Store(clock, shared.config, seeded),
    faults: [],
    requests: new RequestLog(),
    recordings: [],
    mode: 'current',
    shared,
    inject,
  };
}

/** A world created from the seed: its seed document when it has one, else the built-in fixtures. */
export function createContext(shared: Shared, name: string | undefined, inject: Context['inject'], clock = new Clock(), seed?: WorldDocument): Context {
  const ctx = newContext(shared, name, inject, clock, seed === undefined);
  if (seed) {
    ctx.seed = seed;
    importWorld(ctx, seed);
  }
  return ctx;
}

/** A world as a document says (a shared store's copy), keeping its `seed` for POST /__sandbox/reset. */
export function contextFromDocument(shared: Shared, name: string | undefined, inject: Context['inject'], doc: WorldDocument, seed?: WorldDocument): Context {
  const ctx = newContext(shared, name, inject, new Clock(), false);
  if (seed) ctx.seed = seed;
  importWorld(ctx, doc);
  return ctx;
}

export type Auth =
  | { kind: 'user'; user: User; token: string }
  | { kind: 'apiKey'; user: User; key: ApiKeyRecord };

declare module 'fastify' {
  interface FastifyInstance {
    /** The default world. */
    orbit: Context;
    worlds: Worlds;
  }
  interface FastifyRequest {
    /** The world the request selected (set by the first hook). */
    world?: Context;
    /** Its hold on that world in a shared store (src/shared-store.ts); none in memory. */
    lease?: Lease;
    /** The answer mode of this request (its world's, or its Orbit-Sandbox-Mode header's). */
    answerMode?: AnswerMode;
    auth?: Auth;
    rawBody?: string;
    idempotencyKey?: string;
    /** This request's entry in its world's request log (API operations only). */
    logged?: RequestLogEntry;
    /** The answer before the next-minor rewrite, which is what idempotency stores. */
    plainPayload?: unknown;
  }
  interface FastifyContextConfig {
    operationId?: string;
    security?: string[];
    idempotent?: boolean;
    sandbox?: boolean;
  }
}

export const ctxOf = (request: FastifyRequest): Context => request.world ?? request.server.orbit;

/** The authenticated user (the auth hook has run; only on operations with security). */
export function userOf(request: FastifyRequest): User {
  if (!request.auth) throw new Error('operation reached without authentication');
  return request.auth.user;
}

export function apiKeyOf(request: FastifyRequest): ApiKeyRecord {
  if (request.auth?.kind !== 'apiKey') throw new Error('operation reached without an API key');
  return request.auth.key;
}

