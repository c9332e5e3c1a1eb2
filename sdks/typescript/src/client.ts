// Hand-written. The Orbit client: the generated resources plus login-session handling.
import type { ClientOptions } from './core/client';
import { GeneratedClient } from './generated/client';

export type { ClientOptions, SessionTokens } from './core/client';

/**
 * The Orbit platform client.
 *
 * ```ts
 * import { Orbit } from 'orbit-sdk';
 * const client = new Orbit(); // ORBIT_BASE_URL, ORBIT_ACCESS_TOKEN, ORBIT_API_KEY, ORBIT_TIMEOUT, ORBIT_MAX_RETRIES
 * await client.auth.userLogin({ account: '+8613800138000', password: 'correct horse battery' });
 * const page = await client.orders.list({ page: 1, limit: 20 });
 * ```
 */
export class Orbit extends GeneratedClient {
  constructor(options: ClientOptions = {}) {
    super(options);
  }

  /**
   * A client with some options changed (e.g. `timeout`, `maxRetries`, `defaultHeaders`). It shares
   * this client's login session (a login or refresh on either is seen by both) unless the new
   * options set `accessToken` or `refreshToken`.
   */
  withOptions(options: ClientOptions): Orbit {
    const merged: ClientOptions = { ...this._options, ...options };
    const ownSession = options.accessToken !== undefined || options.refreshToken !== undefined;
    if (!ownSession) {
      const derived = new Orbit({ ...merged, accessToken: this.accessToken, refreshToken: this.refreshToken });
      (derived as unknown as { _session: unknown })._session = this._session;
      return derived;
    }
    return new Orbit(merged);
  }

  /** Renews the login with the stored refresh token (`unified_login` mode `refresh`). */
  protected override async refreshSession(): Promise<void> {
    const refreshToken = this.refreshToken;
    if (!refreshToken) throw new Error('no refresh token');
    await this.auth.unifiedLogin({ mode: 'refresh', refresh_token: refreshToken }, { autoRefresh: false });
  }
}
