// Hand-written. The Orbit client: the generated resources and session renewal, plus withOptions().
import type { ClientOptions, SessionState } from './core/client';
import { GeneratedClient } from './generated/client';

export type { ClientOptions, SessionTokens } from './core/client';

/**
 * The Orbit platform client. Options not given come from the `ORBIT_*` environment variables or the
 * defaults (README, Configuration).
 *
 * ```ts
 * import { Orbit } from 'orbit-sdk';
 * const client = new Orbit();
 * await client.auth.userLogin({ account: '+8613800138000', password: 'orbit-demo-2026' });
 * const orderList = await client.orders.list({ page: 1, limit: 20 });
 * ```
 */
export class Orbit extends GeneratedClient {
  /**
   * @param options Configuration.
   * @param session Internal: the login state to share (used by withOptions()).
   */
  constructor(options: ClientOptions = {}, session?: SessionState) {
    super(options, session);
  }

  /**
   * A client with some options changed (e.g. `timeout`, `maxRetries`, `apiKey`, `fetch`) and the others
   * kept; `defaultHeaders` are added to this client's (a `null` value removes one). It shares this
   * client's login session (a login or renewal on either is seen by both) unless the new options set
   * `accessToken` or `refreshToken`.
   */
  withOptions(options: ClientOptions): Orbit {
    const merged: ClientOptions = { ...this._options, ...options };
    if (options.defaultHeaders) merged.defaultHeaders = { ...this._options.defaultHeaders, ...options.defaultHeaders };
    const ownSession = options.accessToken !== undefined || options.refreshToken !== undefined;
    return ownSession ? new Orbit(merged) : new Orbit(merged, this._session);
  }
}
