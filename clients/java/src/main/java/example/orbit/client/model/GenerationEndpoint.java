/*
 * Orbit Platform API
 * The Orbit platform: user login, packages, referral (distribution) earnings, payments, order management, a developer programme and AI services. This document is the single source of truth for the official SDKs (TypeScript, PHP, Python, Go), the Prism mock and the reference server.  ## Conventions (apply to every operation)  **Bodies.** Requests and responses are JSON (`application/json; charset=utf-8`) unless an operation says otherwise (the speech endpoint answers with audio, streamed chat with server-sent events, the payapp callback with plain text). Request bodies are strict: an unknown field is refused with `400 unknown_parameter`, so typos never pass silently. Response bodies may gain fields in any minor release; clients must ignore fields they do not know. A field that does not apply to a record is omitted, never sent as `null`.  **Limits and encodings.** A request line and headers over 16 KiB, or a body over 8 MiB, answer `400 request_too_large`. A JSON body is UTF-8 without a byte order mark, nests objects and arrays at most 64 deep and names each key once per object (else `400 invalid_json`); a body of another media type or charset answers `400 invalid_parameter`. Integer query parameters are written in plain decimal (`page=2`: digits only, no leading zero, sign, exponent, fraction, spaces or `0x`/`0b`/`0o` prefix) and given once; anything else answers `400 invalid_parameter`. The numbers are in `x-request-limits`.  **Authentication.** Two bearer credentials, each its own security scheme: `loginToken` (the access token returned by the login operations) on user, payment, developer and `/api/ai/_*` operations, and `apiKey` (the developer API key) on the versioned generation endpoints under `/api/v1/_*`. Both travel as `Authorization: Bearer <credential>`. A login token is refused on `/api/v1/_*` and an API key is refused everywhere else (`401 invalid_token`). Public operations (no credential): `sms_send`, the three logins, the package list and the model list. The two payment callbacks carry no bearer credential; the payment provider's signature authenticates them.  **Errors.** Every error answer has the body `{\"error\": {\"type\", \"code\", \"message\", \"param\", \"request_id\"}}` (compatible with the common OpenAI-style error shape). `type` is one of a fixed set and maps one to one onto the HTTP status; `code` is a stable machine-readable reason; `message` is for humans; `param` names the offending request field when there is one; `request_id` equals the `X-Request-Id` response header. Statuses:  | status | type | when | |---|---|---| | 400 | invalid_request_error | validation failed: missing, malformed, out of range or unknown field | | 401 | authentication_error | missing, malformed, expired or revoked credential; bad login; bad callback signature | | 402 | payment_required_error | insufficient balance or credits | | 403 | permission_error | authenticated but not allowed (e.g. not a registered developer) | | 404 | not_found_error | the resource does not exist **or belongs to another user** (never 403, so ids leak nothing) | | 409 | conflict_error | state conflict: cancelling a paid order, deleting a pending one, reusing an idempotency key | | 429 | rate_limit_error | too many requests; `Retry-After` says how many seconds to wait | | 500 | api_error | unexpected failure on our side; safe to retry idempotent requests | | 503 | api_error | temporarily unavailable (maintenance, overload); honour `Retry-After` |  A path or method this document does not declare answers `404 route_not_found` (with the error body), so the answer never tells which methods a path has.  **Money** is always an integer amount of minor units (fen, 1/100 CNY) with an ISO 4217 currency code, as a `Money` object `{\"amount\": 990, \"currency\": \"CNY\"}`. No floating point ever carries money. (Only the payapp callback carries the provider's own decimal string, which the service converts.)  **Time.** Every timestamp is an RFC 3339 date-time in UTC (`2026-05-26T08:30:00Z`); dates are RFC 3339 full-dates. Durations are integer seconds.  **Identifiers** are opaque strings with a type prefix (`usr_`, `pkg_`, `dev_`, `app_`, `wd_`, `ern_`, `ded_`, `req_` ...), never sequential numbers. Order numbers are `ORD` followed by the UTC creation time (`YYYYMMDDhhmmss`) and eight random characters, e.g. `ORD20260526083000K7Q2M9XA`.  **Idempotency.** The POSTs that move money (`/api/pay/create`, the withdrawal application and `/api/ai/deduct`) accept an `Idempotency-Key` header (1 to 255 printable ASCII characters, a UUID is recommended). The first answer for a key is stored for 24 hours per user; a retry with the same key and the same body gets the stored answer again with `Idempotent-Replayed: true` and moves no money twice. The same key with a different body, or while the first request is still running, is refused with `409 idempotency_key_reused` / `409 idempotency_key_in_use`. The official SDKs send a fresh key on every such call and keep it across their automatic retries.  **Server-sent events.** A `text/event-stream` answer is a sequence of events, each a `data:` line holding one JSON document and a blank line; the last event's data is `[DONE]`. The media type's `schema` is the schema of each event's `data` (OpenAPI 3.0 has no way to describe the framing), so every tool sees the chunk type and can check each chunk against it.  **Tracing.** Every response carries `X-Request-Id` (also in error bodies); quote it to support.  **Rate limits.** Every operation is rate limited per credential (or per client address on public operations) and every response carries `X-RateLimit-Limit`, `X-RateLimit-Remaining` and `X-RateLimit-Reset` (seconds until the window resets). Past the limit the answer is `429 rate_limited` with `Retry-After`. `sms_send` has its own stricter limits (see there).  **CORS.** The API is callable from browsers: every response carries `Access-Control-Allow-Origin: *` and `Access-Control-Expose-Headers: X-Request-Id, Retry-After, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, Idempotent-Replayed`, and a CORS preflight (`OPTIONS` with `Access-Control-Request-Method`) on any path of this document answers `204` with `Access-Control-Max-Age: 600`, `Access-Control-Allow-Methods` naming the methods of this document's operations (`GET, POST` in this release; the same list on every path, so a method a path lacks gets the readable `404 route_not_found` rather than a failed preflight) and `Access-Control-Allow-Headers` naming `Authorization`, `Content-Type`, every request header an operation declares (`Idempotency-Key` and the `Wechatpay-*` headers of `notify_chatpay` in this release) and `X-Orbit-Client`. Browsers cannot set `User-Agent`, so the SDKs send the same value as `X-Orbit-Client` there. Credentials are bearer tokens, never cookies, so a wildcard origin exposes nothing.  **Versioning.** The generation endpoints carry the version prefix `/api/v1`; all other endpoints carry no version in the path. This document follows semantic versioning: minor releases only add (operations, optional request fields, response fields, enum values in responses); a breaking change needs a new major version, is recorded in the CHANGELOG and is announced at least six months ahead with `deprecated: true` here and `Deprecation` / `Sunset` response headers on the old behaviour. The order management operations (list, cancel, delete) were added on 2026-05-26.
 *
 * The version of the OpenAPI document: 3.4.0
 * Contact: sdk@orbit.example
 *
 * NOTE: This class is auto generated by OpenAPI Generator (https://openapi-generator.tech).
 * https://openapi-generator.tech
 * Do not edit the class manually.
 */


package example.orbit.client.model;

import java.util.Objects;
import com.google.gson.annotations.SerializedName;

import java.io.IOException;
import com.google.gson.TypeAdapter;
import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonWriter;

/**
 * Gets or Sets GenerationEndpoint
 */
@JsonAdapter(GenerationEndpoint.Adapter.class)
public enum GenerationEndpoint {

  CHAT_COMPLETIONS("chat_completions"),

  IMAGES("images"),

  SPEECH("speech"),

  UNKNOWN_DEFAULT_OPEN_API("unknown_default_open_api");

  private String value;

  GenerationEndpoint(String value) {
    this.value = value;
  }

  public String getValue() {
    return value;
  }

  @Override
  public String toString() {
    return String.valueOf(value);
  }

  public static GenerationEndpoint fromValue(String value) {
    for (GenerationEndpoint b : GenerationEndpoint.values()) {
      if (b.value.equals(value)) {
        return b;
      }
    }
    return UNKNOWN_DEFAULT_OPEN_API;
  }

  public static class Adapter extends TypeAdapter<GenerationEndpoint> {
    @Override
    public void write(final JsonWriter jsonWriter, final GenerationEndpoint enumeration) throws IOException {
      jsonWriter.value(enumeration.getValue());
    }

    @Override
    public GenerationEndpoint read(final JsonReader jsonReader) throws IOException {
      String value = jsonReader.nextString();
      return GenerationEndpoint.fromValue(value);
    }
  }

  public static void validateJsonElement(JsonElement jsonElement) throws IOException {
    String value = jsonElement.getAsString();
    GenerationEndpoint.fromValue(value);
  }
}
