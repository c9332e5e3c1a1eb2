// Hand-written. The Orbit client: the generated resources plus login-session handling.
import type { ClientOptions, SessionState } from './core/client';
import { OrbitError } from './core/errors';
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
  /**
   * @param options Configuration; anything not given comes from the `ORBIT_*` environment variables
   *   or the defaults (see the README's Configuration section).
   * @param session Internal: the login state to share (used by withOptions()).
   */
  constructor(options: ClientOptions = {}, session?: SessionState) {
    super(options, session);
  }

  /**
   * A client with some options changed (e.g. `timeout`, `maxRetries`, `defaultHeaders`). It shares
   * this client's login session (a login or refresh on either is seen by both) unless the new
   * options set `accessToken` or `refreshToken`.
   */
  withOptions(options: ClientOptions): Orbit {
    const merged: ClientOptions = { ...this._options, ...options };
    const ownSession = options.accessToken !== undefined || options.refreshToken !== undefined;
    return ownSession ? new Orbit(merged) : new Orbit(merged, this._session);
  }

  /** Renews the login with the stored refresh token (`unified_login` mode `refresh`). */
  protected override async refreshSession(): Promise<void> {
    const refreshToken = this.refreshToken;
    if (!refreshToken) throw new OrbitError('No refresh token to renew the session with.');
    await this.auth.unifiedLogin({ mode: 'refresh', refresh_token: refreshToken }, { autoRefresh: false });
  }
}
