// Tunable business rules of the reference server. Defaults are what the README documents; each can
// be overridden through buildApp({ config }) in tests or through the environment in `npm run reference`.
export interface Config {
  /** Share of an invitee's completed order the inviter earns, in basis points (1000 = 10%). */
  commissionBps: number;
  /** Developers' share of the list price of their /api/v1/* calls, in basis points. */
  revenueShareBps: number;
  /** Smallest withdrawal, in fen. */
  minWithdrawalFen: number;
  /** Requests per window per credential (or per client address on public operations). */
  rateLimit: number;
  rateWindowSeconds: number;
  /** Public base address of the invite links. */
  inviteBaseUrl: string;
  /** The service's payapp application id (notifications for another app_id are refused). */
  payappAppId: string;
  /** The service's chatpay merchant and app ids (they go into the notifications the sandbox sends). */
  chatpayMchId: string;
  chatpayAppId: string;
  /** Most sandbox worlds (Orbit-Sandbox) kept at once; the default world is not counted. */
  sandboxWorlds: number;
  /** A world nobody used for this long (real time) is forgotten. */
  sandboxIdleSeconds: number;
  /** A `hang` fault holds its request at most this long (real time), then drops the connection. */
  hangMaxMs: number;
  /** Shared store: how long a world's lock outlives a replica that stopped renewing it (one killed with SIGKILL). */
  storeLockMs: number;
  /** Shared store: how long a request waits for its world's lock before answering 503. */
  storeWaitMs: number;
}

const int = (value: string | undefined, fallback: number): number => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(n) && n >= 0 ? n : fallback;
};

export function defaultConfig(env: NodeJS.ProcessEnv = {}): Config {
  return {
    commissionBps: int(env.ORBIT_COMMISSION_BPS, 1000),
    revenueShareBps: int(env.ORBIT_REVENUE_SHARE_BPS, 3000),
    minWithdrawalFen: int(env.ORBIT_MIN_WITHDRAWAL_FEN, 100),
    rateLimit: int(env.ORBIT_RATE_LIMIT, 1000),
    rateWindowSeconds: int(env.ORBIT_RATE_WINDOW_SECONDS, 60),
    inviteBaseUrl: 'https://orbit.example/i/',
    payappAppId: '2021000000000001',
    chatpayMchId: '1900000001',
    chatpayAppId: 'wx0rb1t0000000001',
    sandboxWorlds: int(env.ORBIT_SANDBOX_WORLDS, 1000),
    sandboxIdleSeconds: int(env.ORBIT_SANDBOX_IDLE_SECONDS, 1800),
    hangMaxMs: 60_000,
    storeLockMs: Math.max(int(env.ORBIT_STORE_LOCK_MS, 2000), 10),
    storeWaitMs: int(env.ORBIT_STORE_WAIT_MS, 10_000),
  };
}
