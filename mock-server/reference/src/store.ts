// The in-memory store: every record the reference server keeps, and the seed `reset()` restores.
// No external database; one Store per app instance.
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import { sha256 } from './ids.ts';
import { WorldRandom } from './world-random.ts';
import type { Schema } from '../../shared/contract-types.ts';

// The contract's own values, as its generated types spell them.
export type PackageType = Schema<'PackageType'>;
export type Provider = Schema<'PaymentProvider'>;
export type OrderStatus = Schema<'OrderStatus'>;
export type Endpoint = Schema<'GenerationEndpoint'>;

export interface User {
  id: string;
  phone?: string;
  email?: string;
  passwordHash?: string;
  /** The messaging app's app-scoped user id (mini-program login). */
  openid?: string;
  nickname?: string;
  inviteCode: string;
  invitedBy?: string;
  credits: number;
  balanceFen: number;
  membershipExpiresAt?: number;
  createdAt: number;
  earnings: { availableFen: number; frozenFen: number; withdrawnFen: number };
}

export interface Package {
  id: string;
  type: PackageType;
  name: string;
  description?: string;
  priceFen: number;
  membershipDays?: number;
  credits?: number;
  balanceGrantFen?: number;
  /** Withdrawn packages are not listed and cannot be bought. */
  withdrawn?: boolean;
}

export interface Model {
  id: string;
  name: string;
  type: 'chat' | 'image' | 'speech';
  ownedBy: string;
  contextWindow?: number;
  available: boolean;
}

export interface Order {
  orderNo: string;
  userId: string;
  status: OrderStatus;
  package: Schema<'OrderPackage'>;
  amountFen: number;
  provider: Provider;
  transactionId?: string;
  createdAt: number;
  updatedAt: number;
  expiresAt: number;
  paidAt?: number;
  completedAt?: number;
  cancelledAt?: number;
  refundedAt?: number;
  deleted: boolean;
}

export interface AccessToken { token: string; userId: string; familyId: string; expiresAt: number }
export interface RefreshToken { token: string; userId: string; familyId: string; expiresAt: number; used: boolean }
export interface SmsState {
  code?: string;
  codeExpiresAt: number;
  attempts: number;
  lastSentAt: number;
  dayKey: string;
  dayCount: number;
  /** What the sandbox shows: the last code actually sent to this number. */
  lastSent?: { code: string; sentAt: number; expiresAt: number; scene: string };
}
export interface MiniappCode { code: string; openid: string; expiresAt: number; used: boolean }
export interface Earning { id: string; inviterId: string; inviteeId: string; orderNo: string; orderAmountFen: number; commissionFen: number; createdAt: number }
export interface Withdrawal { id: string; userId: string; amountFen: number; method: Provider; account: string; realName?: string; status: 'pending' | 'paid' | 'rejected'; createdAt: number }
export interface Developer { id: string; userId: string; name: string; email: string; company?: string; website?: string; revenueShareBps: number; createdAt: number }
export interface ApiKeyRecord { hash: string; prefix: string; developerId: string; userId: string; appId?: string; createdAt: number }
export interface App { id: string; developerId: string; name: string; description?: string; platform: Schema<'AppPlatform'>; apiKeyPrefix: string; createdAt: number }
export interface Call {
  developerId: string;
  keyHash: string;
  appId?: string;
  endpoint: Endpoint;
  at: number;
  promptTokens: number;
  completionTokens: number;
  images: number;
  speechCharacters: number;
  listPriceFen: number;
}
export type ChatMessage = Schema<'ChatMessage'>;
export interface Conversation { id: string; userId: string; messages: ChatMessage[] }
export interface Deduction { id: string; userId: string; amountFen: number; reason: string; reference?: string; createdAt: number }
export interface IdempotencyRecord {
  fingerprint: string;
  state: 'running' | 'done';
  createdAt: number;
  status?: number;
  payload?: string;
  contentType?: string;
}

// ---- seed --------------------------------------------------------------------------------------

export const DEMO_PASSWORD = 'orbit-demo-2026';
export const DEMO_USER = { id: 'usr_DEMO000000000001', phone: '+8613800138000', email: 'demo@orbit.example', inviteCode: 'DEMO2026' };
export const DEMO_INVITEE = { id: 'usr_DEMO000000000002', phone: '+8613800138001', email: 'invitee@orbit.example', inviteCode: 'INVT2026' };
export const DEMO_DEVELOPER_USER = { id: 'usr_DEMO000000000003', phone: '+8613800138002', email: 'dev@orbit.example', inviteCode: 'DEVL2026' };
export const DEMO_DEVELOPER = { id: 'dev_DEMO000000000001', apiKey: 'sk_test_DemoDeveloperKey000000000000000000000001' };
export const DEMO_APP = { id: 'app_DEMO000000000001', apiKey: 'sk_test_DemoAppKey000000000000000000000000000001' };

export const SEED_PACKAGES: Package[] = [
  { id: 'pkg_vip30d00000001', type: 'membership', name: 'VIP 30 days', description: 'Unlimited routed chat for 30 days.', priceFen: 2990, membershipDays: 30 },
  { id: 'pkg_vip365d0000002', type: 'membership', name: 'VIP 365 days', description: 'Unlimited routed chat for a year.', priceFen: 12990, membershipDays: 365 },
  { id: 'pkg_credit10000002', type: 'credits', name: '1000 credits', description: '1000 routed chat credits, never expire.', priceFen: 990, credits: 1000 },
  { id: 'pkg_credit50000004', type: 'credits', name: '5000 credits', description: '5000 routed chat credits, never expire.', priceFen: 3990, credits: 5000 },
  { id: 'pkg_topup010000005', type: 'balance', name: 'Top up 10', description: 'Adds 10.00 to the balance.', priceFen: 1000, balanceGrantFen: 1000 },
  { id: 'pkg_topup100000003', type: 'balance', name: 'Top up 100', description: 'Adds 110.00 to the balance for 100.00.', priceFen: 10000, balanceGrantFen: 11000 },
  { id: 'pkg_retired0000009', type: 'membership', name: 'VIP 7 days (withdrawn)', priceFen: 990, membershipDays: 7, withdrawn: true },
];

export const SEED_MODELS: Model[] = [
  { id: 'orbit-chat-legacy', name: 'Orbit Chat Legacy', type: 'chat', ownedBy: 'orbit', contextWindow: 4096, available: false },
  { id: 'orbit-chat-1', name: 'Orbit Chat 1', type: 'chat', ownedBy: 'orbit', contextWindow: 8192, available: true },
  { id: 'orbit-chat-2', name: 'Orbit Chat 2', type: 'chat', ownedBy: 'orbit', contextWindow: 32768, available: true },
  { id: 'orbit-image-1', name: 'Orbit Image 1', type: 'image', ownedBy: 'orbit', available: true },
  { id: 'orbit-tts-1', name: 'Orbit Speech 1', type: 'speech', ownedBy: 'orbit', available: true },
];

// Fixed order numbers of the seeded orders (QA can refer to them).
export const SEED_ORDERS = {
  demoCompleted: 'ORD20260101000000DEMO0001',
  demoCancelled: 'ORD20260101000000DEMO0002',
  inviteeCompleted: 'ORD20260101000000DEMO0003',
};

export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  return `${salt.toString('hex')}:${scryptSync(password, salt, 32).toString('hex')}`;
}

export function verifyPassword(password: string, stored: string | undefined): boolean {
  // Without a stored hash, still do the work so timing says nothing about the account.
  const [saltHex, hashHex] = (stored ?? `${'0'.repeat(32)}:${'0'.repeat(64)}`).split(':');
  const actual = scryptSync(password, Buffer.from(saltHex!, 'hex'), 32);
  return stored !== undefined && timingSafeEqual(actual, Buffer.from(hashHex!, 'hex'));
}

// One scrypt per process for the seeded password, so reset() stays fast.
let seededPasswordHash: string | undefined;

/** A Map that counts its insertions and removals, so housekeeping can tell whether to look again. */
class CountedMap<K, V> extends Map<K, V> {
  changes = 0;
  override set(key: K, value: V): this {
    this.changes++;
    return super.set(key, value);
  }
  override delete(key: K): boolean {
    this.changes++;
    return super.delete(key);
  }
  override clear(): void {
    this.changes++;
    super.clear();
  }
}

export class Store {
  users = new Map<string, User>();
  packages: Package[] = [];
  models: Model[] = [];
  orders = new CountedMap<string, Order>();
  accessTokens = new Map<string, AccessToken>();
  refreshTokens = new Map<string, RefreshToken>();
  revokedFamilies = new Set<string>();
  sms = new Map<string, SmsState>();
  miniappCodes = new Map<string, MiniappCode>();
  earnings: Earning[] = [];
  withdrawals: Withdrawal[] = [];
  developers = new Map<string, Developer>(); // by user id
  apiKeys = new Map<string, ApiKeyRecord>(); // by sha256 of the key
  apps = new Map<string, App>();
  calls: Call[] = [];
  conversations = new Map<string, Conversation>();
  deductions: Deduction[] = [];
  idempotency = new CountedMap<string, IdempotencyRecord>();
  rateWindows = new Map<string, { start: number; count: number }>();
  /** The world's own random sequence (ids, tokens, codes): part of its state (src/world-random.ts). */
  random = new WorldRandom();

  /** A store holding the seed; `seeded` false: an empty one (a world document fills it, src/world-document.ts). */
  constructor(
    private readonly clock: Clock,
    private readonly config: Config,
    seeded = true,
  ) {
    if (seeded) this.reset();
  }

  /** Forgets everything, the catalogue too, and starts a new random sequence: an empty world. */
  clear(): void {
    for (const value of Object.values(this)) {
      if (value instanceof Map || value instanceof Set) value.clear();
    }
    this.earnings = [];
    this.withdrawals = [];
    this.calls = [];
    this.deductions = [];
    this.packages = [];
    this.models = [];
    this.random = new WorldRandom();
  }

  /** Forgets everything and restores the seed (times relative to the clock's now). */
  reset(): void {
    this.clear();
    this.packages = structuredClone(SEED_PACKAGES);
    this.models = structuredClone(SEED_MODELS);

    const now = this.clock.now();
    const day = 86_400_000;
    seededPasswordHash ??= hashPassword(DEMO_PASSWORD);
    const base = (u: { id: string; phone: string; email: string; inviteCode: string }, extra: Partial<User>): User => ({
      id: u.id,
      phone: u.phone,
      email: u.email,
      passwordHash: seededPasswordHash,
      inviteCode: u.inviteCode,
      credits: 0,
      balanceFen: 0,
      createdAt: now - 30 * day,
      earnings: { availableFen: 0, frozenFen: 0, withdrawnFen: 0 },
      ...extra,
    });
    this.users.set(DEMO_USER.id, base(DEMO_USER, { nickname: 'Demo User', credits: 1000, balanceFen: 11000, earnings: { availableFen: 1299, frozenFen: 0, withdrawnFen: 0 } }));
    this.users.set(DEMO_INVITEE.id, base(DEMO_INVITEE, { nickname: 'Demo Invitee', invitedBy: DEMO_USER.id, membershipExpiresAt: now + 363 * day }));
    this.users.set(DEMO_DEVELOPER_USER.id, base(DEMO_DEVELOPER_USER, { nickname: 'Demo Developer', credits: 100, balanceFen: 5000 }));

    const order = (orderNo: string, userId: string, pkgId: string, provider: Provider, createdAt: number, status: OrderStatus): Order => {
      const pkg = this.packages.find((p) => p.id === pkgId)!;
      const o: Order = {
        orderNo,
        userId,
        status,
        package: { id: pkg.id, type: pkg.type, name: pkg.name },
        amountFen: pkg.priceFen,
        provider,
        createdAt,
        updatedAt: createdAt + 60_000,
        expiresAt: createdAt + 30 * 60_000,
        deleted: false,
      };
      if (status === 'completed') Object.assign(o, { transactionId: `42000012342026${orderNo.slice(-8)}`.replace(/[^0-9A-Za-z]/g, ''), paidAt: createdAt + 60_000, completedAt: createdAt + 60_000 });
      if (status === 'cancelled') o.cancelledAt = createdAt + 60_000;
      this.orders.set(orderNo, o);
      return o;
    };
    order(SEED_ORDERS.demoCompleted, DEMO_USER.id, 'pkg_credit10000002', 'chatpay', now - 2 * day, 'completed');
    order(SEED_ORDERS.demoCancelled, DEMO_USER.id, 'pkg_vip30d00000001', 'payapp', now - day, 'cancelled');
    const inviteeOrder = order(SEED_ORDERS.inviteeCompleted, DEMO_INVITEE.id, 'pkg_vip365d0000002', 'chatpay', now - 2 * day, 'completed');
    this.earnings.push({
      id: 'ern_DEMO000000000001',
      inviterId: DEMO_USER.id,
      inviteeId: DEMO_INVITEE.id,
      orderNo: inviteeOrder.orderNo,
      orderAmountFen: inviteeOrder.amountFen,
      commissionFen: 1299,
      createdAt: inviteeOrder.completedAt!,
    });

    this.developers.set(DEMO_DEVELOPER_USER.id, {
      id: DEMO_DEVELOPER.id,
      userId: DEMO_DEVELOPER_USER.id,
      name: 'Demo Developer',
      email: DEMO_DEVELOPER_USER.email,
      company: 'Orbit Demo Ltd',
      revenueShareBps: this.config.revenueShareBps,
      createdAt: now - 20 * day,
    });
    this.addApiKey(DEMO_DEVELOPER.apiKey, DEMO_DEVELOPER.id, DEMO_DEVELOPER_USER.id, undefined, now - 20 * day);
    this.apps.set(DEMO_APP.id, {
      id: DEMO_APP.id,
      developerId: DEMO_DEVELOPER.id,
      name: 'Demo App',
      description: 'The seeded demo application.',
      platform: 'web',
      apiKeyPrefix: DEMO_APP.apiKey.slice(0, 12),
      createdAt: now - 19 * day,
    });
    this.addApiKey(DEMO_APP.apiKey, DEMO_DEVELOPER.id, DEMO_DEVELOPER_USER.id, DEMO_APP.id, now - 19 * day);
  }

  /** Stores only the key's hash; answers the record. */
  addApiKey(key: string, developerId: string, userId: string, appId: string | undefined, createdAt: number): ApiKeyRecord {
    const record: ApiKeyRecord = { hash: sha256(key), prefix: key.slice(0, 12), developerId, userId, createdAt };
    if (appId) record.appId = appId;
    this.apiKeys.set(record.hash, record);
    return record;
  }

  findUserByPhone(phone: string): User | undefined {
    for (const u of this.users.values()) if (u.phone === phone) return u;
    return undefined;
  }

  findUserByEmail(email: string): User | undefined {
    const wanted = email.toLowerCase();
    for (const u of this.users.values()) if (u.email?.toLowerCase() === wanted) return u;
    return undefined;
  }

  findUserByOpenid(openid: string): User | undefined {
    for (const u of this.users.values()) if (u.openid === openid) return u;
    return undefined;
  }

  findUserByInviteCode(code: string): User | undefined {
    for (const u of this.users.values()) if (u.inviteCode === code) return u;
    return undefined;
  }

  // Housekeeping runs before every request, so it scans only when something can have changed: an order
  // is only ever added as pending and its expiry never moves, so while no order was added or removed
  // and the clock is before the earliest expiry pending at the last scan, none can have expired
  // (whichever way the clock moved); likewise for the oldest idempotency record and the 24 hour cutoff.
  private ordersScanned = { changes: -1, nextExpiry: 0 };
  private idempotencyScanned = { changes: -1, oldest: 0 };

  /** Cancels pending orders whose `expires_at` has passed (run before every request). */
  expireOrders(): void {
    const now = this.clock.now();
    if (this.orders.changes === this.ordersScanned.changes && now < this.ordersScanned.nextExpiry) return;
    let nextExpiry = Infinity;
    for (const o of this.orders.values()) {
      if (o.status !== 'pending') continue;
      if (o.expiresAt <= now) {
        o.status = 'cancelled';
        o.cancelledAt = o.expiresAt;
        o.updatedAt = o.expiresAt;
      } else if (o.expiresAt < nextExpiry) {
        nextExpiry = o.expiresAt;
      }
    }
    this.ordersScanned = { changes: this.orders.changes, nextExpiry };
  }

  /** Drops idempotency records older than 24 hours. */
  pruneIdempotency(): void {
    const cutoff = this.clock.now() - 24 * 3600_000;
    if (this.idempotency.changes === this.idempotencyScanned.changes && cutoff <= this.idempotencyScanned.oldest) return;
    let oldest = Infinity;
    for (const [key, record] of this.idempotency) {
      if (record.createdAt < cutoff) this.idempotency.delete(key);
      else if (record.createdAt < oldest) oldest = record.createdAt;
    }
    this.idempotencyScanned = { changes: this.idempotency.changes, oldest };
  }
}
