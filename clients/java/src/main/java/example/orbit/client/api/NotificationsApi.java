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


package example.orbit.client.api;

import example.orbit.client.ApiCallback;
import example.orbit.client.ApiClient;
import example.orbit.client.ApiException;
import example.orbit.client.ApiResponse;
import example.orbit.client.Configuration;
import example.orbit.client.Pair;
import example.orbit.client.ProgressRequestBody;
import example.orbit.client.ProgressResponseBody;

import com.google.gson.reflect.TypeToken;

import java.io.IOException;


import example.orbit.client.model.ChatpayNotification;
import example.orbit.client.model.ChatpayNotifyAck;
import example.orbit.client.model.ChatpayNotifyFailure;
import example.orbit.client.model.Error;
import example.orbit.client.model.PayappNotification;

import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class NotificationsApi {
    private ApiClient localVarApiClient;
    private int localHostIndex;
    private String localCustomBaseUrl;

    public NotificationsApi() {
        this(Configuration.getDefaultApiClient());
    }

    public NotificationsApi(ApiClient apiClient) {
        this.localVarApiClient = apiClient;
    }

    public ApiClient getApiClient() {
        return localVarApiClient;
    }

    public void setApiClient(ApiClient apiClient) {
        this.localVarApiClient = apiClient;
    }

    public int getHostIndex() {
        return localHostIndex;
    }

    public void setHostIndex(int hostIndex) {
        this.localHostIndex = hostIndex;
    }

    public String getCustomBaseUrl() {
        return localCustomBaseUrl;
    }

    public void setCustomBaseUrl(String customBaseUrl) {
        this.localCustomBaseUrl = customBaseUrl;
    }

    /**
     * Build call for notifyChatpay
     * @param wechatpayTimestamp Unix time in seconds when the provider signed the notification. (required)
     * @param wechatpayNonce Random string chosen by the provider for this signature. (required)
     * @param wechatpaySignature Base64 RSA-SHA256 signature over &#x60;timestamp\\nnonce\\nbody\\n&#x60;. (required)
     * @param wechatpaySerial Serial number of the platform certificate whose key made the signature. (required)
     * @param chatpayNotification  (required)
     * @param wechatpaySignatureType Signature algorithm; only &#x60;WECHATPAY2-SHA256-RSA2048&#x60; is used. (optional)
     * @param _callback Callback for upload/download progress
     * @return Call to execute
     * @throws ApiException If fail to serialize the request body object
     * @http.response.details
     <table border="1">
       <caption>Response Details</caption>
        <tr><td> Status Code </td><td> Description </td><td> Response Headers </td></tr>
        <tr><td> 200 </td><td> Notification accepted (or already processed). </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 400 </td><td> The notification is malformed, cannot be decrypted, or its amount differs from the order&#39;s. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 401 </td><td> The signature is invalid, the serial unknown, or the notification stale. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 404 </td><td> The notification names no known order. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 429 </td><td> Too many requests; wait &#x60;Retry-After&#x60; seconds. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 500 </td><td> Unexpected failure on the service&#39;s side. Idempotent requests may be retried. </td><td>  * X-Request-Id -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 503 </td><td> Temporarily unavailable; wait &#x60;Retry-After&#x60; seconds. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
     </table>
     */
    public okhttp3.Call notifyChatpayCall(@javax.annotation.Nonnull String wechatpayTimestamp, @javax.annotation.Nonnull String wechatpayNonce, @javax.annotation.Nonnull String wechatpaySignature, @javax.annotation.Nonnull String wechatpaySerial, @javax.annotation.Nonnull ChatpayNotification chatpayNotification, @javax.annotation.Nullable String wechatpaySignatureType, final ApiCallback _callback) throws ApiException {
        String basePath = null;
        // Operation Servers
        String[] localBasePaths = new String[] {  };

        // Determine Base Path to Use
        if (localCustomBaseUrl != null){
            basePath = localCustomBaseUrl;
        } else if ( localBasePaths.length > 0 ) {
            basePath = localBasePaths[localHostIndex];
        } else {
            basePath = null;
        }

        Object localVarPostBody = chatpayNotification;

        // create path and map variables
        String localVarPath = "/api/pay/notify_chatpay";

        List<Pair> localVarQueryParams = new ArrayList<Pair>();
        List<Pair> localVarCollectionQueryParams = new ArrayList<Pair>();
        Map<String, String> localVarHeaderParams = new HashMap<String, String>();
        Map<String, String> localVarCookieParams = new HashMap<String, String>();
        Map<String, Object> localVarFormParams = new HashMap<String, Object>();

        final String[] localVarAccepts = {
            "application/json"
        };
        final String localVarAccept = localVarApiClient.selectHeaderAccept(localVarAccepts);
        if (localVarAccept != null) {
            localVarHeaderParams.put("Accept", localVarAccept);
        }

        final String[] localVarContentTypes = {
            "application/json"
        };
        final String localVarContentType = localVarApiClient.selectHeaderContentType(localVarContentTypes);
        if (localVarContentType != null) {
            localVarHeaderParams.put("Content-Type", localVarContentType);
        }

        if (wechatpayTimestamp != null) {
            localVarHeaderParams.put("Wechatpay-Timestamp", localVarApiClient.parameterToString(wechatpayTimestamp));
        }


        if (wechatpayNonce != null) {
            localVarHeaderParams.put("Wechatpay-Nonce", localVarApiClient.parameterToString(wechatpayNonce));
        }


        if (wechatpaySignature != null) {
            localVarHeaderParams.put("Wechatpay-Signature", localVarApiClient.parameterToString(wechatpaySignature));
        }


        if (wechatpaySerial != null) {
            localVarHeaderParams.put("Wechatpay-Serial", localVarApiClient.parameterToString(wechatpaySerial));
        }


        if (wechatpaySignatureType != null) {
            localVarHeaderParams.put("Wechatpay-Signature-Type", localVarApiClient.parameterToString(wechatpaySignatureType));
        }


        String[] localVarAuthNames = new String[] {  };
        return localVarApiClient.buildCall(basePath, localVarPath, "POST", localVarQueryParams, localVarCollectionQueryParams, localVarPostBody, localVarHeaderParams, localVarCookieParams, localVarFormParams, localVarAuthNames, _callback);
    }

    @SuppressWarnings("rawtypes")
    private okhttp3.Call notifyChatpayValidateBeforeCall(@javax.annotation.Nonnull String wechatpayTimestamp, @javax.annotation.Nonnull String wechatpayNonce, @javax.annotation.Nonnull String wechatpaySignature, @javax.annotation.Nonnull String wechatpaySerial, @javax.annotation.Nonnull ChatpayNotification chatpayNotification, @javax.annotation.Nullable String wechatpaySignatureType, final ApiCallback _callback) throws ApiException {
        // verify the required parameter 'wechatpayTimestamp' is set
        if (wechatpayTimestamp == null) {
            throw new ApiException("Missing the required parameter 'wechatpayTimestamp' when calling notifyChatpay(Async)");
        }

        // verify the required parameter 'wechatpayNonce' is set
        if (wechatpayNonce == null) {
            throw new ApiException("Missing the required parameter 'wechatpayNonce' when calling notifyChatpay(Async)");
        }

        // verify the required parameter 'wechatpaySignature' is set
        if (wechatpaySignature == null) {
            throw new ApiException("Missing the required parameter 'wechatpaySignature' when calling notifyChatpay(Async)");
        }

        // verify the required parameter 'wechatpaySerial' is set
        if (wechatpaySerial == null) {
            throw new ApiException("Missing the required parameter 'wechatpaySerial' when calling notifyChatpay(Async)");
        }

        // verify the required parameter 'chatpayNotification' is set
        if (chatpayNotification == null) {
            throw new ApiException("Missing the required parameter 'chatpayNotification' when calling notifyChatpay(Async)");
        }

        return notifyChatpayCall(wechatpayTimestamp, wechatpayNonce, wechatpaySignature, wechatpaySerial, chatpayNotification, wechatpaySignatureType, _callback);

    }

    /**
     * Payment notification from chatpay (messaging-app pay)
     * Sent by chatpay, modelled on WeChat Pay API v3 notifications. Verification, in order:  1. &#x60;Wechatpay-Timestamp&#x60; must be within 5 minutes of the service&#39;s clock (else &#x60;401 stale_notification&#x60;). 2. &#x60;Wechatpay-Signature&#x60; is the base64 RSA-SHA256 (PKCS#1 v1.5) signature, by the platform key    named by &#x60;Wechatpay-Serial&#x60;, over &#x60;Wechatpay-Timestamp + \&quot;\\n\&quot; + Wechatpay-Nonce + \&quot;\\n\&quot; + body + \&quot;\\n\&quot;&#x60;    where body is the exact request bytes (else &#x60;401 invalid_signature&#x60;; an unknown serial is    &#x60;401 unknown_serial&#x60;). 3. &#x60;resource&#x60; is decrypted with AEAD_AES_256_GCM using the merchant&#39;s API v3 key (32 bytes),    &#x60;resource.nonce&#x60; (12 bytes) and &#x60;resource.associated_data&#x60;; the ciphertext&#39;s last 16 bytes    are the tag. The plaintext is a &#x60;ChatpayTransaction&#x60; (else &#x60;400 undecryptable_resource&#x60;). 4. &#x60;out_trade_no&#x60; must name an existing order (else &#x60;404 order_not_found&#x60;), and    &#x60;amount.total&#x60; / &#x60;amount.currency&#x60; must equal the order&#39;s amount (else &#x60;400 amount_mismatch&#x60;).  &#x60;event_type: TRANSACTION.SUCCESS&#x60; with &#x60;trade_state: SUCCESS&#x60; pays a pending order (then it is completed at once, see the order states). A notification for an order that is already settled changes nothing and is acknowledged. Success answers &#x60;200&#x60; with &#x60;{\&quot;code\&quot;: \&quot;SUCCESS\&quot;}&#x60;; any failure answers the provider&#39;s &#x60;{\&quot;code\&quot;: \&quot;FAIL\&quot;, \&quot;message\&quot;: ...}&#x60; (plus the usual &#x60;error&#x60; object), which makes the provider retry.
     * @param wechatpayTimestamp Unix time in seconds when the provider signed the notification. (required)
     * @param wechatpayNonce Random string chosen by the provider for this signature. (required)
     * @param wechatpaySignature Base64 RSA-SHA256 signature over &#x60;timestamp\\nnonce\\nbody\\n&#x60;. (required)
     * @param wechatpaySerial Serial number of the platform certificate whose key made the signature. (required)
     * @param chatpayNotification  (required)
     * @param wechatpaySignatureType Signature algorithm; only &#x60;WECHATPAY2-SHA256-RSA2048&#x60; is used. (optional)
     * @return ChatpayNotifyAck
     * @throws ApiException If fail to call the API, e.g. server error or cannot deserialize the response body
     * @http.response.details
     <table border="1">
       <caption>Response Details</caption>
        <tr><td> Status Code </td><td> Description </td><td> Response Headers </td></tr>
        <tr><td> 200 </td><td> Notification accepted (or already processed). </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 400 </td><td> The notification is malformed, cannot be decrypted, or its amount differs from the order&#39;s. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 401 </td><td> The signature is invalid, the serial unknown, or the notification stale. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 404 </td><td> The notification names no known order. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 429 </td><td> Too many requests; wait &#x60;Retry-After&#x60; seconds. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 500 </td><td> Unexpected failure on the service&#39;s side. Idempotent requests may be retried. </td><td>  * X-Request-Id -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 503 </td><td> Temporarily unavailable; wait &#x60;Retry-After&#x60; seconds. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
     </table>
     */
    public ChatpayNotifyAck notifyChatpay(@javax.annotation.Nonnull String wechatpayTimestamp, @javax.annotation.Nonnull String wechatpayNonce, @javax.annotation.Nonnull String wechatpaySignature, @javax.annotation.Nonnull String wechatpaySerial, @javax.annotation.Nonnull ChatpayNotification chatpayNotification, @javax.annotation.Nullable String wechatpaySignatureType) throws ApiException {
        ApiResponse<ChatpayNotifyAck> localVarResp = notifyChatpayWithHttpInfo(wechatpayTimestamp, wechatpayNonce, wechatpaySignature, wechatpaySerial, chatpayNotification, wechatpaySignatureType);
        return localVarResp.getData();
    }

    /**
     * Payment notification from chatpay (messaging-app pay)
     * Sent by chatpay, modelled on WeChat Pay API v3 notifications. Verification, in order:  1. &#x60;Wechatpay-Timestamp&#x60; must be within 5 minutes of the service&#39;s clock (else &#x60;401 stale_notification&#x60;). 2. &#x60;Wechatpay-Signature&#x60; is the base64 RSA-SHA256 (PKCS#1 v1.5) signature, by the platform key    named by &#x60;Wechatpay-Serial&#x60;, over &#x60;Wechatpay-Timestamp + \&quot;\\n\&quot; + Wechatpay-Nonce + \&quot;\\n\&quot; + body + \&quot;\\n\&quot;&#x60;    where body is the exact request bytes (else &#x60;401 invalid_signature&#x60;; an unknown serial is    &#x60;401 unknown_serial&#x60;). 3. &#x60;resource&#x60; is decrypted with AEAD_AES_256_GCM using the merchant&#39;s API v3 key (32 bytes),    &#x60;resource.nonce&#x60; (12 bytes) and &#x60;resource.associated_data&#x60;; the ciphertext&#39;s last 16 bytes    are the tag. The plaintext is a &#x60;ChatpayTransaction&#x60; (else &#x60;400 undecryptable_resource&#x60;). 4. &#x60;out_trade_no&#x60; must name an existing order (else &#x60;404 order_not_found&#x60;), and    &#x60;amount.total&#x60; / &#x60;amount.currency&#x60; must equal the order&#39;s amount (else &#x60;400 amount_mismatch&#x60;).  &#x60;event_type: TRANSACTION.SUCCESS&#x60; with &#x60;trade_state: SUCCESS&#x60; pays a pending order (then it is completed at once, see the order states). A notification for an order that is already settled changes nothing and is acknowledged. Success answers &#x60;200&#x60; with &#x60;{\&quot;code\&quot;: \&quot;SUCCESS\&quot;}&#x60;; any failure answers the provider&#39;s &#x60;{\&quot;code\&quot;: \&quot;FAIL\&quot;, \&quot;message\&quot;: ...}&#x60; (plus the usual &#x60;error&#x60; object), which makes the provider retry.
     * @param wechatpayTimestamp Unix time in seconds when the provider signed the notification. (required)
     * @param wechatpayNonce Random string chosen by the provider for this signature. (required)
     * @param wechatpaySignature Base64 RSA-SHA256 signature over &#x60;timestamp\\nnonce\\nbody\\n&#x60;. (required)
     * @param wechatpaySerial Serial number of the platform certificate whose key made the signature. (required)
     * @param chatpayNotification  (required)
     * @param wechatpaySignatureType Signature algorithm; only &#x60;WECHATPAY2-SHA256-RSA2048&#x60; is used. (optional)
     * @return ApiResponse&lt;ChatpayNotifyAck&gt;
     * @throws ApiException If fail to call the API, e.g. server error or cannot deserialize the response body
     * @http.response.details
     <table border="1">
       <caption>Response Details</caption>
        <tr><td> Status Code </td><td> Description </td><td> Response Headers </td></tr>
        <tr><td> 200 </td><td> Notification accepted (or already processed). </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 400 </td><td> The notification is malformed, cannot be decrypted, or its amount differs from the order&#39;s. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 401 </td><td> The signature is invalid, the serial unknown, or the notification stale. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 404 </td><td> The notification names no known order. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 429 </td><td> Too many requests; wait &#x60;Retry-After&#x60; seconds. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 500 </td><td> Unexpected failure on the service&#39;s side. Idempotent requests may be retried. </td><td>  * X-Request-Id -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 503 </td><td> Temporarily unavailable; wait &#x60;Retry-After&#x60; seconds. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
     </table>
     */
    public ApiResponse<ChatpayNotifyAck> notifyChatpayWithHttpInfo(@javax.annotation.Nonnull String wechatpayTimestamp, @javax.annotation.Nonnull String wechatpayNonce, @javax.annotation.Nonnull String wechatpaySignature, @javax.annotation.Nonnull String wechatpaySerial, @javax.annotation.Nonnull ChatpayNotification chatpayNotification, @javax.annotation.Nullable String wechatpaySignatureType) throws ApiException {
        okhttp3.Call localVarCall = notifyChatpayValidateBeforeCall(wechatpayTimestamp, wechatpayNonce, wechatpaySignature, wechatpaySerial, chatpayNotification, wechatpaySignatureType, null);
        Type localVarReturnType = new TypeToken<ChatpayNotifyAck>(){}.getType();
        return localVarApiClient.execute(localVarCall, localVarReturnType);
    }

    /**
     * Payment notification from chatpay (messaging-app pay) (asynchronously)
     * Sent by chatpay, modelled on WeChat Pay API v3 notifications. Verification, in order:  1. &#x60;Wechatpay-Timestamp&#x60; must be within 5 minutes of the service&#39;s clock (else &#x60;401 stale_notification&#x60;). 2. &#x60;Wechatpay-Signature&#x60; is the base64 RSA-SHA256 (PKCS#1 v1.5) signature, by the platform key    named by &#x60;Wechatpay-Serial&#x60;, over &#x60;Wechatpay-Timestamp + \&quot;\\n\&quot; + Wechatpay-Nonce + \&quot;\\n\&quot; + body + \&quot;\\n\&quot;&#x60;    where body is the exact request bytes (else &#x60;401 invalid_signature&#x60;; an unknown serial is    &#x60;401 unknown_serial&#x60;). 3. &#x60;resource&#x60; is decrypted with AEAD_AES_256_GCM using the merchant&#39;s API v3 key (32 bytes),    &#x60;resource.nonce&#x60; (12 bytes) and &#x60;resource.associated_data&#x60;; the ciphertext&#39;s last 16 bytes    are the tag. The plaintext is a &#x60;ChatpayTransaction&#x60; (else &#x60;400 undecryptable_resource&#x60;). 4. &#x60;out_trade_no&#x60; must name an existing order (else &#x60;404 order_not_found&#x60;), and    &#x60;amount.total&#x60; / &#x60;amount.currency&#x60; must equal the order&#39;s amount (else &#x60;400 amount_mismatch&#x60;).  &#x60;event_type: TRANSACTION.SUCCESS&#x60; with &#x60;trade_state: SUCCESS&#x60; pays a pending order (then it is completed at once, see the order states). A notification for an order that is already settled changes nothing and is acknowledged. Success answers &#x60;200&#x60; with &#x60;{\&quot;code\&quot;: \&quot;SUCCESS\&quot;}&#x60;; any failure answers the provider&#39;s &#x60;{\&quot;code\&quot;: \&quot;FAIL\&quot;, \&quot;message\&quot;: ...}&#x60; (plus the usual &#x60;error&#x60; object), which makes the provider retry.
     * @param wechatpayTimestamp Unix time in seconds when the provider signed the notification. (required)
     * @param wechatpayNonce Random string chosen by the provider for this signature. (required)
     * @param wechatpaySignature Base64 RSA-SHA256 signature over &#x60;timestamp\\nnonce\\nbody\\n&#x60;. (required)
     * @param wechatpaySerial Serial number of the platform certificate whose key made the signature. (required)
     * @param chatpayNotification  (required)
     * @param wechatpaySignatureType Signature algorithm; only &#x60;WECHATPAY2-SHA256-RSA2048&#x60; is used. (optional)
     * @param _callback The callback to be executed when the API call finishes
     * @return The request call
     * @throws ApiException If fail to process the API call, e.g. serializing the request body object
     * @http.response.details
     <table border="1">
       <caption>Response Details</caption>
        <tr><td> Status Code </td><td> Description </td><td> Response Headers </td></tr>
        <tr><td> 200 </td><td> Notification accepted (or already processed). </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 400 </td><td> The notification is malformed, cannot be decrypted, or its amount differs from the order&#39;s. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 401 </td><td> The signature is invalid, the serial unknown, or the notification stale. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 404 </td><td> The notification names no known order. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 429 </td><td> Too many requests; wait &#x60;Retry-After&#x60; seconds. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 500 </td><td> Unexpected failure on the service&#39;s side. Idempotent requests may be retried. </td><td>  * X-Request-Id -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 503 </td><td> Temporarily unavailable; wait &#x60;Retry-After&#x60; seconds. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
     </table>
     */
    public okhttp3.Call notifyChatpayAsync(@javax.annotation.Nonnull String wechatpayTimestamp, @javax.annotation.Nonnull String wechatpayNonce, @javax.annotation.Nonnull String wechatpaySignature, @javax.annotation.Nonnull String wechatpaySerial, @javax.annotation.Nonnull ChatpayNotification chatpayNotification, @javax.annotation.Nullable String wechatpaySignatureType, final ApiCallback<ChatpayNotifyAck> _callback) throws ApiException {

        okhttp3.Call localVarCall = notifyChatpayValidateBeforeCall(wechatpayTimestamp, wechatpayNonce, wechatpaySignature, wechatpaySerial, chatpayNotification, wechatpaySignatureType, _callback);
        Type localVarReturnType = new TypeToken<ChatpayNotifyAck>(){}.getType();
        localVarApiClient.executeAsync(localVarCall, localVarReturnType, _callback);
        return localVarCall;
    }
    /**
     * Build call for notifyPayapp
     * @param payappNotification  (required)
     * @param _callback Callback for upload/download progress
     * @return Call to execute
     * @throws ApiException If fail to serialize the request body object
     * @http.response.details
     <table border="1">
       <caption>Response Details</caption>
        <tr><td> Status Code </td><td> Description </td><td> Response Headers </td></tr>
        <tr><td> 200 </td><td> Notification accepted (or already processed); the provider stops retrying. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 400 </td><td> The request is malformed or a field is missing, out of range or unknown. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 401 </td><td> The notification&#39;s signature is invalid or it is stale. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 404 </td><td> No such order for this user (unknown, deleted, or another user&#39;s). </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 429 </td><td> Too many requests; wait &#x60;Retry-After&#x60; seconds. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 500 </td><td> Unexpected failure on the service&#39;s side. Idempotent requests may be retried. </td><td>  * X-Request-Id -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 503 </td><td> Temporarily unavailable; wait &#x60;Retry-After&#x60; seconds. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
     </table>
     */
    public okhttp3.Call notifyPayappCall(@javax.annotation.Nonnull PayappNotification payappNotification, final ApiCallback _callback) throws ApiException {
        String basePath = null;
        // Operation Servers
        String[] localBasePaths = new String[] {  };

        // Determine Base Path to Use
        if (localCustomBaseUrl != null){
            basePath = localCustomBaseUrl;
        } else if ( localBasePaths.length > 0 ) {
            basePath = localBasePaths[localHostIndex];
        } else {
            basePath = null;
        }

        Object localVarPostBody = payappNotification;

        // create path and map variables
        String localVarPath = "/api/pay/notify_payapp";

        List<Pair> localVarQueryParams = new ArrayList<Pair>();
        List<Pair> localVarCollectionQueryParams = new ArrayList<Pair>();
        Map<String, String> localVarHeaderParams = new HashMap<String, String>();
        Map<String, String> localVarCookieParams = new HashMap<String, String>();
        Map<String, Object> localVarFormParams = new HashMap<String, Object>();

        final String[] localVarAccepts = {
            "text/plain",
            "application/json"
        };
        final String localVarAccept = localVarApiClient.selectHeaderAccept(localVarAccepts);
        if (localVarAccept != null) {
            localVarHeaderParams.put("Accept", localVarAccept);
        }

        final String[] localVarContentTypes = {
            "application/json"
        };
        final String localVarContentType = localVarApiClient.selectHeaderContentType(localVarContentTypes);
        if (localVarContentType != null) {
            localVarHeaderParams.put("Content-Type", localVarContentType);
        }

        String[] localVarAuthNames = new String[] {  };
        return localVarApiClient.buildCall(basePath, localVarPath, "POST", localVarQueryParams, localVarCollectionQueryParams, localVarPostBody, localVarHeaderParams, localVarCookieParams, localVarFormParams, localVarAuthNames, _callback);
    }

    @SuppressWarnings("rawtypes")
    private okhttp3.Call notifyPayappValidateBeforeCall(@javax.annotation.Nonnull PayappNotification payappNotification, final ApiCallback _callback) throws ApiException {
        // verify the required parameter 'payappNotification' is set
        if (payappNotification == null) {
            throw new ApiException("Missing the required parameter 'payappNotification' when calling notifyPayapp(Async)");
        }

        return notifyPayappCall(payappNotification, _callback);

    }

    /**
     * Payment notification from payapp
     * Sent by payapp, modelled on Alipay asynchronous notifications but with a JSON body. Verification:  1. &#x60;sign_type&#x60; is &#x60;RSA2&#x60;; &#x60;sign&#x60; is the base64 SHA256withRSA signature, by payapp&#39;s key, over    every other non-empty field except &#x60;sign&#x60; and &#x60;sign_type&#x60;, sorted by name and joined as    &#x60;name&#x3D;value&#x60; pairs with &#x60;&amp;&#x60; (else &#x60;401 invalid_signature&#x60;). 2. &#x60;app_id&#x60; must be the service&#39;s payapp application (else &#x60;401 invalid_signature&#x60;). 3. &#x60;notify_time&#x60; (the provider&#39;s &#x60;yyyy-MM-dd HH:mm:ss&#x60;, Asia/Shanghai) must be within 5    minutes of the service&#39;s clock (else &#x60;401 stale_notification&#x60;). 4. &#x60;out_trade_no&#x60; must name an existing order (else &#x60;404 order_not_found&#x60;), and &#x60;total_amount&#x60;    (the provider&#39;s decimal yuan string, converted exactly to fen) must equal the order&#39;s amount    (else &#x60;400 amount_mismatch&#x60;).  &#x60;trade_status&#x60; &#x60;TRADE_SUCCESS&#x60; or &#x60;TRADE_FINISHED&#x60; pays a pending order (then it is completed at once). A notification for an already settled order changes nothing and is acknowledged. Success answers the plain text &#x60;success&#x60;, which stops the provider&#39;s retries; any failure answers an error body, which makes the provider retry.
     * @param payappNotification  (required)
     * @return String
     * @throws ApiException If fail to call the API, e.g. server error or cannot deserialize the response body
     * @http.response.details
     <table border="1">
       <caption>Response Details</caption>
        <tr><td> Status Code </td><td> Description </td><td> Response Headers </td></tr>
        <tr><td> 200 </td><td> Notification accepted (or already processed); the provider stops retrying. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 400 </td><td> The request is malformed or a field is missing, out of range or unknown. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 401 </td><td> The notification&#39;s signature is invalid or it is stale. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 404 </td><td> No such order for this user (unknown, deleted, or another user&#39;s). </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 429 </td><td> Too many requests; wait &#x60;Retry-After&#x60; seconds. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 500 </td><td> Unexpected failure on the service&#39;s side. Idempotent requests may be retried. </td><td>  * X-Request-Id -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 503 </td><td> Temporarily unavailable; wait &#x60;Retry-After&#x60; seconds. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
     </table>
     */
    public String notifyPayapp(@javax.annotation.Nonnull PayappNotification payappNotification) throws ApiException {
        ApiResponse<String> localVarResp = notifyPayappWithHttpInfo(payappNotification);
        return localVarResp.getData();
    }

    /**
     * Payment notification from payapp
     * Sent by payapp, modelled on Alipay asynchronous notifications but with a JSON body. Verification:  1. &#x60;sign_type&#x60; is &#x60;RSA2&#x60;; &#x60;sign&#x60; is the base64 SHA256withRSA signature, by payapp&#39;s key, over    every other non-empty field except &#x60;sign&#x60; and &#x60;sign_type&#x60;, sorted by name and joined as    &#x60;name&#x3D;value&#x60; pairs with &#x60;&amp;&#x60; (else &#x60;401 invalid_signature&#x60;). 2. &#x60;app_id&#x60; must be the service&#39;s payapp application (else &#x60;401 invalid_signature&#x60;). 3. &#x60;notify_time&#x60; (the provider&#39;s &#x60;yyyy-MM-dd HH:mm:ss&#x60;, Asia/Shanghai) must be within 5    minutes of the service&#39;s clock (else &#x60;401 stale_notification&#x60;). 4. &#x60;out_trade_no&#x60; must name an existing order (else &#x60;404 order_not_found&#x60;), and &#x60;total_amount&#x60;    (the provider&#39;s decimal yuan string, converted exactly to fen) must equal the order&#39;s amount    (else &#x60;400 amount_mismatch&#x60;).  &#x60;trade_status&#x60; &#x60;TRADE_SUCCESS&#x60; or &#x60;TRADE_FINISHED&#x60; pays a pending order (then it is completed at once). A notification for an already settled order changes nothing and is acknowledged. Success answers the plain text &#x60;success&#x60;, which stops the provider&#39;s retries; any failure answers an error body, which makes the provider retry.
     * @param payappNotification  (required)
     * @return ApiResponse&lt;String&gt;
     * @throws ApiException If fail to call the API, e.g. server error or cannot deserialize the response body
     * @http.response.details
     <table border="1">
       <caption>Response Details</caption>
        <tr><td> Status Code </td><td> Description </td><td> Response Headers </td></tr>
        <tr><td> 200 </td><td> Notification accepted (or already processed); the provider stops retrying. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 400 </td><td> The request is malformed or a field is missing, out of range or unknown. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 401 </td><td> The notification&#39;s signature is invalid or it is stale. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 404 </td><td> No such order for this user (unknown, deleted, or another user&#39;s). </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 429 </td><td> Too many requests; wait &#x60;Retry-After&#x60; seconds. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 500 </td><td> Unexpected failure on the service&#39;s side. Idempotent requests may be retried. </td><td>  * X-Request-Id -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 503 </td><td> Temporarily unavailable; wait &#x60;Retry-After&#x60; seconds. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
     </table>
     */
    public ApiResponse<String> notifyPayappWithHttpInfo(@javax.annotation.Nonnull PayappNotification payappNotification) throws ApiException {
        okhttp3.Call localVarCall = notifyPayappValidateBeforeCall(payappNotification, null);
        Type localVarReturnType = new TypeToken<String>(){}.getType();
        return localVarApiClient.execute(localVarCall, localVarReturnType);
    }

    /**
     * Payment notification from payapp (asynchronously)
     * Sent by payapp, modelled on Alipay asynchronous notifications but with a JSON body. Verification:  1. &#x60;sign_type&#x60; is &#x60;RSA2&#x60;; &#x60;sign&#x60; is the base64 SHA256withRSA signature, by payapp&#39;s key, over    every other non-empty field except &#x60;sign&#x60; and &#x60;sign_type&#x60;, sorted by name and joined as    &#x60;name&#x3D;value&#x60; pairs with &#x60;&amp;&#x60; (else &#x60;401 invalid_signature&#x60;). 2. &#x60;app_id&#x60; must be the service&#39;s payapp application (else &#x60;401 invalid_signature&#x60;). 3. &#x60;notify_time&#x60; (the provider&#39;s &#x60;yyyy-MM-dd HH:mm:ss&#x60;, Asia/Shanghai) must be within 5    minutes of the service&#39;s clock (else &#x60;401 stale_notification&#x60;). 4. &#x60;out_trade_no&#x60; must name an existing order (else &#x60;404 order_not_found&#x60;), and &#x60;total_amount&#x60;    (the provider&#39;s decimal yuan string, converted exactly to fen) must equal the order&#39;s amount    (else &#x60;400 amount_mismatch&#x60;).  &#x60;trade_status&#x60; &#x60;TRADE_SUCCESS&#x60; or &#x60;TRADE_FINISHED&#x60; pays a pending order (then it is completed at once). A notification for an already settled order changes nothing and is acknowledged. Success answers the plain text &#x60;success&#x60;, which stops the provider&#39;s retries; any failure answers an error body, which makes the provider retry.
     * @param payappNotification  (required)
     * @param _callback The callback to be executed when the API call finishes
     * @return The request call
     * @throws ApiException If fail to process the API call, e.g. serializing the request body object
     * @http.response.details
     <table border="1">
       <caption>Response Details</caption>
        <tr><td> Status Code </td><td> Description </td><td> Response Headers </td></tr>
        <tr><td> 200 </td><td> Notification accepted (or already processed); the provider stops retrying. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 400 </td><td> The request is malformed or a field is missing, out of range or unknown. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 401 </td><td> The notification&#39;s signature is invalid or it is stale. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 404 </td><td> No such order for this user (unknown, deleted, or another user&#39;s). </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 429 </td><td> Too many requests; wait &#x60;Retry-After&#x60; seconds. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 500 </td><td> Unexpected failure on the service&#39;s side. Idempotent requests may be retried. </td><td>  * X-Request-Id -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 503 </td><td> Temporarily unavailable; wait &#x60;Retry-After&#x60; seconds. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
     </table>
     */
    public okhttp3.Call notifyPayappAsync(@javax.annotation.Nonnull PayappNotification payappNotification, final ApiCallback<String> _callback) throws ApiException {

        okhttp3.Call localVarCall = notifyPayappValidateBeforeCall(payappNotification, _callback);
        Type localVarReturnType = new TypeToken<String>(){}.getType();
        localVarApiClient.executeAsync(localVarCall, localVarReturnType, _callback);
        return localVarCall;
    }
}
