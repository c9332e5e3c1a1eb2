// A world as data (GET and PUT /__sandbox/world, seed files): every piece of a world's state as the
// `WorldDocument` of mock-server/reference/sandbox.openapi.yaml, and back. The rule both directions
// serve: a world imported from a document answers every later request exactly as the world it was
// exported from would, so nothing that decides an answer is left out (the random sequence and the clock
// included), and export → import → export gives the same document. Records keep the order their
// collections had (listings depend on it). Times are RFC 3339 with milliseconds, so no millisecond of a
// world's clock is lost on the way.
import type { SandboxSchema } from '../../shared/contract-types.ts';
import type { components } from './sandbox-types.ts';
import * as faults from '../../shared/faults.ts';
import type { Fault } from '../../shared/faults.ts';
import type { Context } from './context.ts';
import { badRequest } from './errors.ts';
import { Store } from './store.ts';
import type { ApiKeyRecord, App, Call, Conversation, Deduction, Developer, Earning, IdempotencyRecord, Model, Order, Package, SmsState, User, Withdrawal } from './store.ts';
import type { Recording } from './recordings.ts';
import { checkReferences } from './world-references.ts';
import { WorldRandom } from './world-random.ts';

export type WorldDocument = SandboxSchema<'WorldDocument'>;
type SandboxSchemas = components['schemas'];
type Doc<N extends keyof SandboxSchemas> = SandboxSchema<N>;

export const WORLD_FORMAT: WorldDocument['format'] = 'orbit-sandbox-world/1';

/** Milliseconds since the epoch as RFC 3339 with milliseconds, and back. */
const time = (ms: number): string => new Date(ms).toISOString();
const ms = (text: string): number => Date.parse(text);
const optTime = (value: number | undefined) => (value === undefined ? undefined : time(value));
const optMs = (value: string | undefined) => (value === undefined ? undefined : ms(value));

/** The object without its undefined fields (a field left out of a document, not one set to nothing). */
function defined<T extends object>(value: T): T {
  for (const key of Object.keys(value) as (keyof T)[]) if (value[key] === undefined) delete value[key];
  return value;
}

// ---- export ------------------------------------------------------------------------------------

const userDoc = (u: User): Doc<'WorldUser'> =>
  defined({
    id: u.id, phone: u.phone, email: u.email, password_hash: u.passwordHash, openid: u.openid, nickname: u.nickname,
    invite_code: u.inviteCode, invited_by: u.invitedBy, credits: u.credits, balance_fen: u.balanceFen,
    membership_expires_at: optTime(u.membershipExpiresAt), created_at: time(u.createdAt),
    earnings: { available_fen: u.earnings.availableFen, frozen_fen: u.earnings.frozenFen, withdrawn_fen: u.earnings.withdrawnFen },
  });

const packageDoc = (p: Package): Doc<'WorldPackage'> =>
  defined({
    id: p.id, type: p.type, name: p.name, description: p.description, price_fen: p.priceFen, membership_days: p.membershipDays,
    credits: p.credits, balance_grant_fen: p.balanceGrantFen, withdrawn: p.withdrawn,
  });

const modelDoc = (m: Model): Doc<'WorldModel'> => defined({ id: m.id, name: m.name, type: m.type, owned_by: m.ownedBy, context_window: m.contextWindow, available: m.available });

const orderDoc = (o: Order): Doc<'WorldOrder'> =>
  defined({
    order_no: o.orderNo, user_id: o.userId, status: o.status, package: { ...o.package }, amount_fen: o.amountFen, provider: o.provider,
    transaction_id: o.transactionId, created_at: time(o.createdAt), updated_at: time(o.updatedAt), expires_at: time(o.expiresAt),
    paid_at: optTime(o.paidAt), completed_at: optTime(o.completedAt), cancelled_at: optTime(o.cancelledAt), refunded_at: optTime(o.refundedAt),
    deleted: o.deleted,
  });

const smsDoc = (phone: string, s: SmsState): Doc<'WorldSms'> =>
  defined({
    phone, code: s.code, code_expires_at: time(s.codeExpiresAt), attempts: s.attempts, last_sent_at: time(s.lastSentAt), day: s.dayKey, day_count: s.dayCount,
    last_sent: s.lastSent && { code: s.lastSent.code, sent_at: time(s.lastSent.sentAt), expires_at: time(s.lastSent.expiresAt), scene: s.lastSent.scene },
  });

const earningDoc = (e: Earning): Doc<'WorldEarning'> => ({
  id: e.id, inviter_id: e.inviterId, invitee_id: e.inviteeId, order_no: e.orderNo, order_amount_fen: e.orderAmountFen, commission_fen: e.commissionFen, created_at: time(e.createdAt),
});

const withdrawalDoc = (w: Withdrawal): Doc<'WorldWithdrawal'> =>
  defined({ id: w.id, user_id: w.userId, amount_fen: w.amountFen, method: w.method, account: w.account, real_name: w.realName, status: w.status, created_at: time(w.createdAt) });

const developerDoc = (d: Developer): Doc<'WorldDeveloper'> =>
  defined({ id: d.id, user_id: d.userId, name: d.name, email: d.email, company: d.company, website: d.website, revenue_share_bps: d.revenueShareBps, created_at: time(d.createdAt) });

const apiKeyDoc = (k: ApiKeyRecord): Doc<'WorldApiKey'> =>
  defined({ hash: k.hash, prefix: k.prefix, developer_id: k.developerId, user_id: k.userId, app_id: k.appId, created_at: time(k.createdAt) });

const appDoc = (a: App): Doc<'WorldApp'> =>
  defined({ id: a.id, developer_id: a.developerId, name: a.name, description: a.description, platform: a.platform, api_key_prefix: a.apiKeyPrefix, created_at: time(a.createdAt) });

export const callDoc = (c: Call): Doc<'WorldCall'> =>
  defined({
    developer_id: c.developerId, key_hash: c.keyHash, app_id: c.appId, endpoint: c.endpoint, at: time(c.at), prompt_tokens: c.promptTokens,
    completion_tokens: c.completionTokens, images: c.images, speech_characters: c.speechCharacters, list_price_fen: c.listPriceFen,
  });

const deductionDoc = (d: Deduction): Doc<'WorldDeduction'> =>
  defined({ id: d.id, user_id: d.userId, amount_fen: d.amountFen, reason: d.reason, reference: d.reference, created_at: time(d.createdAt) });

/** `user id \0 key` is how the idempotency plugin files a record (src/plugins/idempotency.ts). */
function idempotencyDoc(id: string, r: IdempotencyRecord): Doc<'WorldIdempotencyRecord'> {
  const split = id.indexOf('\u0000');
  return { user_id: id.slice(0, split), key: id.slice(split + 1), fingerprint: r.fingerprint, created_at: time(r.createdAt), status: r.status!, payload: r.payload ?? '', content_type: r.contentType ?? '' };
}

const recordingDoc = (r: Recording): Doc<'WorldRecording'> =>
  defined({ method: r.method, path: r.path, query: r.query, request_body: r.request_body, status: r.status, headers: r.headers && { ...r.headers }, body: r.body, events: r.events && [...r.events], replayed: r.replayed });

const faultDoc = (f: Fault): Doc<'WorldFault'> => defined({ ...faults.faultView(f), status: f.status as Doc<'WorldFault'>['status'], draws: f.draws });

/**
 * Every piece of the world's state, as a document. Changes nothing. `appended` false leaves out the
 * collections that only ever grow at their end (the `/api/v1/*` calls and the request log's entries), which
 * a shared store keeps as lists of their own (src/shared-store.ts) so a request writes only what it added.
 */
export function exportWorld(ctx: Context, appended = true): WorldDocument {
  const { store } = ctx;
  const clock = ctx.clock.state();
  const requests = ctx.requests.state(appended);
  return {
    format: WORLD_FORMAT,
    clock: 'frozenAt' in clock ? { frozen_at: time(clock.frozenAt) } : { offset_ms: clock.offsetMs },
    mode: ctx.mode,
    random: store.random.state(),
    users: [...store.users.values()].map(userDoc),
    packages: store.packages.map(packageDoc),
    models: store.models.map(modelDoc),
    orders: [...store.orders.values()].map(orderDoc),
    access_tokens: [...store.accessTokens.values()].map((t) => ({ token: t.token, user_id: t.userId, family_id: t.familyId, expires_at: time(t.expiresAt) })),
    refresh_tokens: [...store.refreshTokens.values()].map((t) => ({ token: t.token, user_id: t.userId, family_id: t.familyId, expires_at: time(t.expiresAt), used: t.used })),
    revoked_families: [...store.revokedFamilies],
    sms: [...store.sms].map(([phone, s]) => smsDoc(phone, s)),
    miniapp_codes: [...store.miniappCodes.values()].map((c) => ({ code: c.code, openid: c.openid, expires_at: time(c.expiresAt), used: c.used })),
    earnings: store.earnings.map(earningDoc),
    withdrawals: store.withdrawals.map(withdrawalDoc),
    developers: [...store.developers.values()].map(developerDoc),
    api_keys: [...store.apiKeys.values()].map(apiKeyDoc),
    apps: [...store.apps.values()].map(appDoc),
    calls: appended ? store.calls.map(callDoc) : [],
    conversations: [...store.conversations.values()].map((c) => ({ id: c.id, user_id: c.userId, messages: c.messages.map((m) => ({ role: m.role, content: m.content })) })),
    deductions: store.deductions.map(deductionDoc),
    // A request still running has no answer to replay yet: its record stays out.
    idempotency: [...store.idempotency].filter(([, r]) => r.state === 'done').map(([id, r]) => idempotencyDoc(id, r)),
    rate_windows: [...store.rateWindows].map(([bucket, w]) => ({ bucket, start: time(w.start), count: w.count })),
    faults: ctx.faults.map(faultDoc),
    requests: { entries: requests.entries, last_arrival_ms: requests.lastArrival },
    // Only a world that has recordings lists them (most worlds never do).
    ...(ctx.recordings.length > 0 && { recordings: ctx.recordings.map(recordingDoc) }),
  };
}

// ---- import ------------------------------------------------------------------------------------

/** The fault a document lists, checked as POST /__sandbox/faults checks one (400 naming `faults.<i>.<field>`). */
function faultOf(doc: Doc<'WorldFault'>, at: string): Fault {
  const { id, draws, times, ...input } = doc;
  const problem = faults.faultProblem({ ...input, times });
  if (problem) throw badRequest(problem.code, problem.message, problem.param && `${at}.${problem.param}`);
  const fault = faults.faultFrom({ ...input, times }, id);
  if (draws !== undefined && fault.seed !== undefined) fault.draws = draws;
  return fault;
}

/** A store holding exactly what the document says (the world's clock is the one its store reads). */
function storeOf(ctx: Context, doc: WorldDocument): Store {
  const store = new Store(ctx.clock, ctx.config, false);
  if (doc.random) store.random = new WorldRandom(doc.random);
  for (const u of doc.users ?? []) {
    store.users.set(u.id, defined({
      id: u.id, phone: u.phone, email: u.email, passwordHash: u.password_hash, openid: u.openid, nickname: u.nickname, inviteCode: u.invite_code,
      invitedBy: u.invited_by, credits: u.credits, balanceFen: u.balance_fen, membershipExpiresAt: optMs(u.membership_expires_at), createdAt: ms(u.created_at),
      earnings: { availableFen: u.earnings.available_fen, frozenFen: u.earnings.frozen_fen, withdrawnFen: u.earnings.withdrawn_fen },
    }));
  }
  store.packages = (doc.packages ?? []).map((p) =>
    defined({
      id: p.id, type: p.type as Package['type'], name: p.name, description: p.description, priceFen: p.price_fen, membershipDays: p.membership_days,
      credits: p.credits, balanceGrantFen: p.balance_grant_fen, withdrawn: p.withdrawn,
    }),
  );
  store.models = (doc.models ?? []).map((m) => defined({ id: m.id, name: m.name, type: m.type as Model['type'], ownedBy: m.owned_by, contextWindow: m.context_window, available: m.available }));
  for (const o of doc.orders ?? []) {
    store.orders.set(o.order_no, defined({
      orderNo: o.order_no, userId: o.user_id, status: o.status as Order['status'], package: { ...o.package, type: o.package.type as Package['type'] },
      amountFen: o.amount_fen, provider: o.provider as Order['provider'], transactionId: o.transaction_id, createdAt: ms(o.created_at), updatedAt: ms(o.updated_at),
      expiresAt: ms(o.expires_at), paidAt: optMs(o.paid_at), completedAt: optMs(o.completed_at), cancelledAt: optMs(o.cancelled_at), refundedAt: optMs(o.refunded_at),
      deleted: o.deleted,
    }));
  }
  for (const t of doc.access_tokens ?? []) store.accessTokens.set(t.token, { token: t.token, userId: t.user_id, familyId: t.family_id, expiresAt: ms(t.expires_at) });
  for (const t of doc.refresh_tokens ?? []) store.refreshTokens.set(t.token, { token: t.token, userId: t.user_id, familyId: t.family_id, expiresAt: ms(t.expires_at), used: t.used });
  for (const family of doc.revoked_families ?? []) store.revokedFamilies.add(family);
  for (const s of doc.sms ?? []) {
    store.sms.set(s.phone, defined({
      code: s.code, codeExpiresAt: ms(s.code_expires_at), attempts: s.attempts, lastSentAt: ms(s.last_sent_at), dayKey: s.day, dayCount: s.day_count,
      lastSent: s.last_sent && { code: s.last_sent.code, sentAt: ms(s.last_sent.sent_at), expiresAt: ms(s.last_sent.expires_at), scene: s.last_sent.scene },
    }));
  }
  for (const c of doc.miniapp_codes ?? []) store.miniappCodes.set(c.code, { code: c.code, openid: c.openid, expiresAt: ms(c.expires_at), used: c.used });
  store.earnings = (doc.earnings ?? []).map((e) => ({
    id: e.id, inviterId: e.inviter_id, inviteeId: e.invitee_id, orderNo: e.order_no, orderAmountFen: e.order_amount_fen, commissionFen: e.commission_fen, createdAt: ms(e.created_at),
  }));
  store.withdrawals = (doc.withdrawals ?? []).map((w) =>
    defined({
      id: w.id, userId: w.user_id, amountFen: w.amount_fen, method: w.method as Withdrawal['method'], account: w.account, realName: w.real_name,
      status: w.status as Withdrawal['status'], createdAt: ms(w.created_at),
    }),
  );
  for (const d of doc.developers ?? []) {
    store.developers.set(d.user_id, defined({
      id: d.id, userId: d.user_id, name: d.name, email: d.email, company: d.company, website: d.website, revenueShareBps: d.revenue_share_bps, createdAt: ms(d.created_at),
    }));
  }
  for (const k of doc.api_keys ?? []) {
    store.apiKeys.set(k.hash, defined({ hash: k.hash, prefix: k.prefix, developerId: k.developer_id, userId: k.user_id, appId: k.app_id, createdAt: ms(k.created_at) }));
  }
  for (const a of doc.apps ?? []) {
    store.apps.set(a.id, defined({
      id: a.id, developerId: a.developer_id, name: a.name, description: a.description, platform: a.platform as App['platform'], apiKeyPrefix: a.api_key_prefix, createdAt: ms(a.created_at),
    }));
  }
  store.calls = (doc.calls ?? []).map((c) =>
    defined({
      developerId: c.developer_id, keyHash: c.key_hash, appId: c.app_id, endpoint: c.endpoint as Call['endpoint'], at: ms(c.at), promptTokens: c.prompt_tokens,
      completionTokens: c.completion_tokens, images: c.images, speechCharacters: c.speech_characters, listPriceFen: c.list_price_fen,
    }),
  );
  for (const c of doc.conversations ?? []) {
    const conversation: Conversation = { id: c.id, userId: c.user_id, messages: c.messages.map((m) => ({ role: m.role as Conversation['messages'][number]['role'], content: m.content })) };
    store.conversations.set(c.id, conversation);
  }
  store.deductions = (doc.deductions ?? []).map((d) => defined({ id: d.id, userId: d.user_id, amountFen: d.amount_fen, reason: d.reason, reference: d.reference, createdAt: ms(d.created_at) }));
  for (const r of doc.idempotency ?? []) {
    store.idempotency.set(`${r.user_id}\u0000${r.key}`, { fingerprint: r.fingerprint, state: 'done', createdAt: ms(r.created_at), status: r.status, payload: r.payload, contentType: r.content_type });
  }
  for (const w of doc.rate_windows ?? []) store.rateWindows.set(w.bucket, { start: ms(w.start), count: w.count });
  return store;
}

/** What a schema-valid document can still break (references, fault combinations); answers its faults. */
export function checkWorld(doc: WorldDocument): Fault[] {
  checkReferences(doc);
  return (doc.faults ?? []).map((f, i) => faultOf(f, `faults.${i}`));
}

/**
 * Makes the world what the document says, or refuses it (400 naming the field) and leaves the world as it
 * was: everything is built and checked before the world changes. The document passed its schema already
 * (the route's validation, or the seed files' check).
 */
export function importWorld(ctx: Context, doc: WorldDocument): void {
  const queued = checkWorld(doc);
  const store = storeOf(ctx, doc);
  const clock = doc.clock?.frozen_at !== undefined ? { frozenAt: ms(doc.clock.frozen_at) } : { offsetMs: doc.clock?.offset_ms ?? 0 };
  ctx.clock.restore(clock);
  ctx.store = store;
  ctx.faults.splice(0, ctx.faults.length, ...queued);
  ctx.requests.restore({ entries: doc.requests?.entries ?? [], lastArrival: doc.requests?.last_arrival_ms ?? {} });
  ctx.mode = doc.mode ?? 'current';
  // A copy: replaying marks the world's recordings, never the document's (a seed is imported again on reset).
  ctx.recordings = structuredClone(doc.recordings ?? []);
}

/**
 * POST /__sandbox/reset: the world's seed again. A world seeded from a document (ORBIT_SANDBOX_SEED) gets
 * that document; any other the built-in fixtures, real time, no faults, an empty request log, mode current.
 */
export function resetWorld(ctx: Context): void {
  if (ctx.seed) return importWorld(ctx, ctx.seed);
  ctx.clock.reset();
  ctx.faults.splice(0);
  ctx.store.reset();
  ctx.requests.clear();
  ctx.mode = 'current';
  ctx.recordings = [];
}
