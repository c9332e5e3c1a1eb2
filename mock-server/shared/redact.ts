// What a recording of live exchanges must never keep (the mock's front in drift mode records them, the
// reference server replays them: mock-server/README.md, "Drift against a live deployment"). One list of
// names, for headers, query parameters and JSON fields alike, compared without case and without `-` / `_`
// (`Set-Cookie`, `set_cookie` and `setcookie` are one name). A value under such a name becomes REDACTED, in a
// request before it is recorded and in a request before it is matched against recordings, so a replayed
// request matches whatever credential or phone number it carries. The list is a floor, not a guarantee: a
// secret under another name, or inside free text (a chat prompt), is kept.
const NAMES = [
  // credentials
  'authorization', 'proxy-authorization', 'cookie', 'set-cookie', 'x-api-key', 'api_key', 'apikey', 'access_token', 'refresh_token',
  'id_token', 'token', 'secret', 'client_secret', 'password', 'old_password', 'new_password', 'sign', 'signature', 'ciphertext',
  'wechatpay-signature', 'wechatpay-serial', 'wechatpay-nonce',
  // personal fields and one-time codes
  'phone', 'phone_masked', 'mobile', 'email', 'real_name', 'nickname', 'avatar_url', 'account', 'openid', 'buyer_id', 'payer',
  'client_ip', 'invite_code', 'invite_url', 'code',
];

/** What a redacted value becomes. */
export const REDACTED = '[redacted]';

const normal = (name: string) => name.toLowerCase().replace(/[-_]/g, '');
const redacted = new Set(NAMES.map(normal));

/** Whether a header, query parameter or JSON field of this name is redacted. */
export function isRedacted(name: string): boolean {
  return redacted.has(normal(name));
}

/**
 * `value` (parsed JSON) with the value of every field named in the list replaced by REDACTED, all the way
 * down. The error detail of the contract's error body (`error`: type, code, message, param, request_id) is
 * the service's own words, not a person's: its `code` is the stable error reason, kept.
 */
export function redact(value: unknown, key?: string): unknown {
  if (Array.isArray(value)) return value.map((item) => redact(item));
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(value)) {
    const kept = key === 'error' && name === 'code';
    out[name] = isRedacted(name) && !kept ? REDACTED : redact(item, name);
  }
  return out;
}

/** A query string (without `?`) with the values of listed parameters redacted, its pairs in name order. */
export function redactQuery(search: string): string {
  const params = new URLSearchParams(search);
  const pairs = [...params].map(([name, value]) => [name, isRedacted(name) ? REDACTED : value] as [string, string]);
  pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(pairs).toString();
}
