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


import example.orbit.client.model.AuthSession;
import example.orbit.client.model.Error;
import example.orbit.client.model.MiniappLoginRequest;
import example.orbit.client.model.SmsSendRequest;
import example.orbit.client.model.SmsSendResponse;
import example.orbit.client.model.UnifiedLoginRequest;
import example.orbit.client.model.UserLoginRequest;

import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class AuthApi {
    private ApiClient localVarApiClient;
    private int localHostIndex;
    private String localCustomBaseUrl;

    public AuthApi() {
        this(Configuration.getDefaultApiClient());
    }

    public AuthApi(ApiClient apiClient) {
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
     * Build call for miniappLogin
     * @param miniappLoginRequest  (required)
     * @param _callback Callback for upload/download progress
     * @return Call to execute
     * @throws ApiException If fail to serialize the request body object
     * @http.response.details
     <table border="1">
       <caption>Response Details</caption>
        <tr><td> Status Code </td><td> Description </td><td> Response Headers </td></tr>
        <tr><td> 200 </td><td> Logged in; the session&#39;s tokens and the user. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 400 </td><td> The request is malformed or a field is missing, out of range or unknown. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 401 </td><td> The login data is wrong, expired, burnt or reused. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 429 </td><td> Too many requests; wait &#x60;Retry-After&#x60; seconds. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 500 </td><td> Unexpected failure on the service&#39;s side. Idempotent requests may be retried. </td><td>  * X-Request-Id -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 503 </td><td> Temporarily unavailable; wait &#x60;Retry-After&#x60; seconds. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
     </table>
     */
    public okhttp3.Call miniappLoginCall(@javax.annotation.Nonnull MiniappLoginRequest miniappLoginRequest, final ApiCallback _callback) throws ApiException {
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

        Object localVarPostBody = miniappLoginRequest;

        // create path and map variables
        String localVarPath = "/api/auth/miniapp_login";

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

        String[] localVarAuthNames = new String[] {  };
        return localVarApiClient.buildCall(basePath, localVarPath, "POST", localVarQueryParams, localVarCollectionQueryParams, localVarPostBody, localVarHeaderParams, localVarCookieParams, localVarFormParams, localVarAuthNames, _callback);
    }

    @SuppressWarnings("rawtypes")
    private okhttp3.Call miniappLoginValidateBeforeCall(@javax.annotation.Nonnull MiniappLoginRequest miniappLoginRequest, final ApiCallback _callback) throws ApiException {
        // verify the required parameter 'miniappLoginRequest' is set
        if (miniappLoginRequest == null) {
            throw new ApiException("Missing the required parameter 'miniappLoginRequest' when calling miniappLogin(Async)");
        }

        return miniappLoginCall(miniappLoginRequest, _callback);

    }

    /**
     * Log in from the messaging app&#39;s mini-program
     * Exchanges the one-time &#x60;code&#x60; that the messaging app&#39;s mini-program login returns (valid 5 minutes, single use) for a session. The service resolves the code with the messaging app&#39;s server to the user&#39;s app-scoped id; an unseen id gets a new account (optionally attributed to an inviter through &#x60;invite_code&#x60;). An invalid, expired or already used code answers &#x60;401 invalid_miniapp_code&#x60;.
     * @param miniappLoginRequest  (required)
     * @return AuthSession
     * @throws ApiException If fail to call the API, e.g. server error or cannot deserialize the response body
     * @http.response.details
     <table border="1">
       <caption>Response Details</caption>
        <tr><td> Status Code </td><td> Description </td><td> Response Headers </td></tr>
        <tr><td> 200 </td><td> Logged in; the session&#39;s tokens and the user. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 400 </td><td> The request is malformed or a field is missing, out of range or unknown. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 401 </td><td> The login data is wrong, expired, burnt or reused. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 429 </td><td> Too many requests; wait &#x60;Retry-After&#x60; seconds. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 500 </td><td> Unexpected failure on the service&#39;s side. Idempotent requests may be retried. </td><td>  * X-Request-Id -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 503 </td><td> Temporarily unavailable; wait &#x60;Retry-After&#x60; seconds. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
     </table>
     */
    public AuthSession miniappLogin(@javax.annotation.Nonnull MiniappLoginRequest miniappLoginRequest) throws ApiException {
        ApiResponse<AuthSession> localVarResp = miniappLoginWithHttpInfo(miniappLoginRequest);
        return localVarResp.getData();
    }

    /**
     * Log in from the messaging app&#39;s mini-program
     * Exchanges the one-time &#x60;code&#x60; that the messaging app&#39;s mini-program login returns (valid 5 minutes, single use) for a session. The service resolves the code with the messaging app&#39;s server to the user&#39;s app-scoped id; an unseen id gets a new account (optionally attributed to an inviter through &#x60;invite_code&#x60;). An invalid, expired or already used code answers &#x60;401 invalid_miniapp_code&#x60;.
     * @param miniappLoginRequest  (required)
     * @return ApiResponse&lt;AuthSession&gt;
     * @throws ApiException If fail to call the API, e.g. server error or cannot deserialize the response body
     * @http.response.details
     <table border="1">
       <caption>Response Details</caption>
        <tr><td> Status Code </td><td> Description </td><td> Response Headers </td></tr>
        <tr><td> 200 </td><td> Logged in; the session&#39;s tokens and the user. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 400 </td><td> The request is malformed or a field is missing, out of range or unknown. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 401 </td><td> The login data is wrong, expired, burnt or reused. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 429 </td><td> Too many requests; wait &#x60;Retry-After&#x60; seconds. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 500 </td><td> Unexpected failure on the service&#39;s side. Idempotent requests may be retried. </td><td>  * X-Request-Id -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 503 </td><td> Temporarily unavailable; wait &#x60;Retry-After&#x60; seconds. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
     </table>
     */
    public ApiResponse<AuthSession> miniappLoginWithHttpInfo(@javax.annotation.Nonnull MiniappLoginRequest miniappLoginRequest) throws ApiException {
        okhttp3.Call localVarCall = miniappLoginValidateBeforeCall(miniappLoginRequest, null);
        Type localVarReturnType = new TypeToken<AuthSession>(){}.getType();
        return localVarApiClient.execute(localVarCall, localVarReturnType);
    }

    /**
     * Log in from the messaging app&#39;s mini-program (asynchronously)
     * Exchanges the one-time &#x60;code&#x60; that the messaging app&#39;s mini-program login returns (valid 5 minutes, single use) for a session. The service resolves the code with the messaging app&#39;s server to the user&#39;s app-scoped id; an unseen id gets a new account (optionally attributed to an inviter through &#x60;invite_code&#x60;). An invalid, expired or already used code answers &#x60;401 invalid_miniapp_code&#x60;.
     * @param miniappLoginRequest  (required)
     * @param _callback The callback to be executed when the API call finishes
     * @return The request call
     * @throws ApiException If fail to process the API call, e.g. serializing the request body object
     * @http.response.details
     <table border="1">
       <caption>Response Details</caption>
        <tr><td> Status Code </td><td> Description </td><td> Response Headers </td></tr>
        <tr><td> 200 </td><td> Logged in; the session&#39;s tokens and the user. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 400 </td><td> The request is malformed or a field is missing, out of range or unknown. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 401 </td><td> The login data is wrong, expired, burnt or reused. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 429 </td><td> Too many requests; wait &#x60;Retry-After&#x60; seconds. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 500 </td><td> Unexpected failure on the service&#39;s side. Idempotent requests may be retried. </td><td>  * X-Request-Id -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 503 </td><td> Temporarily unavailable; wait &#x60;Retry-After&#x60; seconds. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
     </table>
     */
    public okhttp3.Call miniappLoginAsync(@javax.annotation.Nonnull MiniappLoginRequest miniappLoginRequest, final ApiCallback<AuthSession> _callback) throws ApiException {

        okhttp3.Call localVarCall = miniappLoginValidateBeforeCall(miniappLoginRequest, _callback);
        Type localVarReturnType = new TypeToken<AuthSession>(){}.getType();
        localVarApiClient.executeAsync(localVarCall, localVarReturnType, _callback);
        return localVarCall;
    }
    /**
     * Build call for sendSmsCode
     * @param smsSendRequest  (required)
     * @param _callback Callback for upload/download progress
     * @return Call to execute
     * @throws ApiException If fail to serialize the request body object
     * @http.response.details
     <table border="1">
       <caption>Response Details</caption>
        <tr><td> Status Code </td><td> Description </td><td> Response Headers </td></tr>
        <tr><td> 200 </td><td> Accepted. The answer is identical whether or not an account exists for the number. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 400 </td><td> The request is malformed or a field is missing, out of range or unknown. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 429 </td><td> A code was sent to this number less than 60 seconds ago, or today&#39;s limit is reached. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 500 </td><td> Unexpected failure on the service&#39;s side. Idempotent requests may be retried. </td><td>  * X-Request-Id -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 503 </td><td> Temporarily unavailable; wait &#x60;Retry-After&#x60; seconds. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
     </table>
     */
    public okhttp3.Call sendSmsCodeCall(@javax.annotation.Nonnull SmsSendRequest smsSendRequest, final ApiCallback _callback) throws ApiException {
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

        Object localVarPostBody = smsSendRequest;

        // create path and map variables
        String localVarPath = "/api/auth/sms_send";

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

        String[] localVarAuthNames = new String[] {  };
        return localVarApiClient.buildCall(basePath, localVarPath, "POST", localVarQueryParams, localVarCollectionQueryParams, localVarPostBody, localVarHeaderParams, localVarCookieParams, localVarFormParams, localVarAuthNames, _callback);
    }

    @SuppressWarnings("rawtypes")
    private okhttp3.Call sendSmsCodeValidateBeforeCall(@javax.annotation.Nonnull SmsSendRequest smsSendRequest, final ApiCallback _callback) throws ApiException {
        // verify the required parameter 'smsSendRequest' is set
        if (smsSendRequest == null) {
            throw new ApiException("Missing the required parameter 'smsSendRequest' when calling sendSmsCode(Async)");
        }

        return sendSmsCodeCall(smsSendRequest, _callback);

    }

    /**
     * Send an SMS verification code
     * Sends a 6-digit code to the phone number, valid for 5 minutes; a new code replaces the previous one. Limits: one send per phone number per 60 seconds and 10 per phone number per UTC day; past either, &#x60;429 sms_rate_limited&#x60; with &#x60;Retry-After&#x60;. &#x60;login&#x60; and &#x60;bind_phone&#x60; codes go to any number (an SMS login signs an unknown number up); &#x60;reset_password&#x60; codes go only to numbers with an account. The answer and the limits are the same either way, so the endpoint cannot be used to discover accounts. Five wrong attempts at a code burn it; a new code must be requested.
     * @param smsSendRequest  (required)
     * @return SmsSendResponse
     * @throws ApiException If fail to call the API, e.g. server error or cannot deserialize the response body
     * @http.response.details
     <table border="1">
       <caption>Response Details</caption>
        <tr><td> Status Code </td><td> Description </td><td> Response Headers </td></tr>
        <tr><td> 200 </td><td> Accepted. The answer is identical whether or not an account exists for the number. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 400 </td><td> The request is malformed or a field is missing, out of range or unknown. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 429 </td><td> A code was sent to this number less than 60 seconds ago, or today&#39;s limit is reached. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 500 </td><td> Unexpected failure on the service&#39;s side. Idempotent requests may be retried. </td><td>  * X-Request-Id -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 503 </td><td> Temporarily unavailable; wait &#x60;Retry-After&#x60; seconds. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
     </table>
     */
    public SmsSendResponse sendSmsCode(@javax.annotation.Nonnull SmsSendRequest smsSendRequest) throws ApiException {
        ApiResponse<SmsSendResponse> localVarResp = sendSmsCodeWithHttpInfo(smsSendRequest);
        return localVarResp.getData();
    }

    /**
     * Send an SMS verification code
     * Sends a 6-digit code to the phone number, valid for 5 minutes; a new code replaces the previous one. Limits: one send per phone number per 60 seconds and 10 per phone number per UTC day; past either, &#x60;429 sms_rate_limited&#x60; with &#x60;Retry-After&#x60;. &#x60;login&#x60; and &#x60;bind_phone&#x60; codes go to any number (an SMS login signs an unknown number up); &#x60;reset_password&#x60; codes go only to numbers with an account. The answer and the limits are the same either way, so the endpoint cannot be used to discover accounts. Five wrong attempts at a code burn it; a new code must be requested.
     * @param smsSendRequest  (required)
     * @return ApiResponse&lt;SmsSendResponse&gt;
     * @throws ApiException If fail to call the API, e.g. server error or cannot deserialize the response body
     * @http.response.details
     <table border="1">
       <caption>Response Details</caption>
        <tr><td> Status Code </td><td> Description </td><td> Response Headers </td></tr>
        <tr><td> 200 </td><td> Accepted. The answer is identical whether or not an account exists for the number. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 400 </td><td> The request is malformed or a field is missing, out of range or unknown. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 429 </td><td> A code was sent to this number less than 60 seconds ago, or today&#39;s limit is reached. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 500 </td><td> Unexpected failure on the service&#39;s side. Idempotent requests may be retried. </td><td>  * X-Request-Id -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 503 </td><td> Temporarily unavailable; wait &#x60;Retry-After&#x60; seconds. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
     </table>
     */
    public ApiResponse<SmsSendResponse> sendSmsCodeWithHttpInfo(@javax.annotation.Nonnull SmsSendRequest smsSendRequest) throws ApiException {
        okhttp3.Call localVarCall = sendSmsCodeValidateBeforeCall(smsSendRequest, null);
        Type localVarReturnType = new TypeToken<SmsSendResponse>(){}.getType();
        return localVarApiClient.execute(localVarCall, localVarReturnType);
    }

    /**
     * Send an SMS verification code (asynchronously)
     * Sends a 6-digit code to the phone number, valid for 5 minutes; a new code replaces the previous one. Limits: one send per phone number per 60 seconds and 10 per phone number per UTC day; past either, &#x60;429 sms_rate_limited&#x60; with &#x60;Retry-After&#x60;. &#x60;login&#x60; and &#x60;bind_phone&#x60; codes go to any number (an SMS login signs an unknown number up); &#x60;reset_password&#x60; codes go only to numbers with an account. The answer and the limits are the same either way, so the endpoint cannot be used to discover accounts. Five wrong attempts at a code burn it; a new code must be requested.
     * @param smsSendRequest  (required)
     * @param _callback The callback to be executed when the API call finishes
     * @return The request call
     * @throws ApiException If fail to process the API call, e.g. serializing the request body object
     * @http.response.details
     <table border="1">
       <caption>Response Details</caption>
        <tr><td> Status Code </td><td> Description </td><td> Response Headers </td></tr>
        <tr><td> 200 </td><td> Accepted. The answer is identical whether or not an account exists for the number. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 400 </td><td> The request is malformed or a field is missing, out of range or unknown. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 429 </td><td> A code was sent to this number less than 60 seconds ago, or today&#39;s limit is reached. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 500 </td><td> Unexpected failure on the service&#39;s side. Idempotent requests may be retried. </td><td>  * X-Request-Id -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 503 </td><td> Temporarily unavailable; wait &#x60;Retry-After&#x60; seconds. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
     </table>
     */
    public okhttp3.Call sendSmsCodeAsync(@javax.annotation.Nonnull SmsSendRequest smsSendRequest, final ApiCallback<SmsSendResponse> _callback) throws ApiException {

        okhttp3.Call localVarCall = sendSmsCodeValidateBeforeCall(smsSendRequest, _callback);
        Type localVarReturnType = new TypeToken<SmsSendResponse>(){}.getType();
        localVarApiClient.executeAsync(localVarCall, localVarReturnType, _callback);
        return localVarCall;
    }
    /**
     * Build call for unifiedLogin
     * @param unifiedLoginRequest  (required)
     * @param _callback Callback for upload/download progress
     * @return Call to execute
     * @throws ApiException If fail to serialize the request body object
     * @http.response.details
     <table border="1">
       <caption>Response Details</caption>
        <tr><td> Status Code </td><td> Description </td><td> Response Headers </td></tr>
        <tr><td> 200 </td><td> Logged in; the session&#39;s tokens and the user. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 400 </td><td> The request is malformed or a field is missing, out of range or unknown. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 401 </td><td> The login data is wrong, expired, burnt or reused. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 429 </td><td> Too many requests; wait &#x60;Retry-After&#x60; seconds. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 500 </td><td> Unexpected failure on the service&#39;s side. Idempotent requests may be retried. </td><td>  * X-Request-Id -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 503 </td><td> Temporarily unavailable; wait &#x60;Retry-After&#x60; seconds. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
     </table>
     */
    public okhttp3.Call unifiedLoginCall(@javax.annotation.Nonnull UnifiedLoginRequest unifiedLoginRequest, final ApiCallback _callback) throws ApiException {
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

        Object localVarPostBody = unifiedLoginRequest;

        // create path and map variables
        String localVarPath = "/api/auth/unified_login";

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

        String[] localVarAuthNames = new String[] {  };
        return localVarApiClient.buildCall(basePath, localVarPath, "POST", localVarQueryParams, localVarCollectionQueryParams, localVarPostBody, localVarHeaderParams, localVarCookieParams, localVarFormParams, localVarAuthNames, _callback);
    }

    @SuppressWarnings("rawtypes")
    private okhttp3.Call unifiedLoginValidateBeforeCall(@javax.annotation.Nonnull UnifiedLoginRequest unifiedLoginRequest, final ApiCallback _callback) throws ApiException {
        // verify the required parameter 'unifiedLoginRequest' is set
        if (unifiedLoginRequest == null) {
            throw new ApiException("Missing the required parameter 'unifiedLoginRequest' when calling unifiedLogin(Async)");
        }

        return unifiedLoginCall(unifiedLoginRequest, _callback);

    }

    /**
     * Log in with an SMS code or a password, or renew a session
     * One endpoint, three modes chosen by &#x60;mode&#x60;:  - &#x60;sms&#x60;: &#x60;phone&#x60; + &#x60;code&#x60; from &#x60;sms_send&#x60;. An unknown phone number gets a new account   (optionally attributed to an inviter through &#x60;invite_code&#x60;). - &#x60;password&#x60;: &#x60;phone&#x60; + &#x60;password&#x60;. - &#x60;refresh&#x60;: &#x60;refresh_token&#x60; from an earlier session. Refresh tokens rotate: each use returns   a new pair and retires the old refresh token. Presenting a retired refresh token again is   treated as theft: it is refused (&#x60;401 refresh_token_reused&#x60;) and every token of that login   (its family) is revoked.  Access tokens live 2 hours (&#x60;expires_in: 7200&#x60;); refresh tokens 30 days. Each mode is its own strict body shape (see &#x60;UnifiedLoginRequest&#x60;): a missing field answers &#x60;400 missing_parameter&#x60; naming it, a field the mode does not take &#x60;400 unknown_parameter&#x60;. A wrong code counts towards the five attempts that burn it (&#x60;401 invalid_code&#x60;).
     * @param unifiedLoginRequest  (required)
     * @return AuthSession
     * @throws ApiException If fail to call the API, e.g. server error or cannot deserialize the response body
     * @http.response.details
     <table border="1">
       <caption>Response Details</caption>
        <tr><td> Status Code </td><td> Description </td><td> Response Headers </td></tr>
        <tr><td> 200 </td><td> Logged in; the session&#39;s tokens and the user. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 400 </td><td> The request is malformed or a field is missing, out of range or unknown. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 401 </td><td> The login data is wrong, expired, burnt or reused. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 429 </td><td> Too many requests; wait &#x60;Retry-After&#x60; seconds. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 500 </td><td> Unexpected failure on the service&#39;s side. Idempotent requests may be retried. </td><td>  * X-Request-Id -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 503 </td><td> Temporarily unavailable; wait &#x60;Retry-After&#x60; seconds. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
     </table>
     */
    public AuthSession unifiedLogin(@javax.annotation.Nonnull UnifiedLoginRequest unifiedLoginRequest) throws ApiException {
        ApiResponse<AuthSession> localVarResp = unifiedLoginWithHttpInfo(unifiedLoginRequest);
        return localVarResp.getData();
    }

    /**
     * Log in with an SMS code or a password, or renew a session
     * One endpoint, three modes chosen by &#x60;mode&#x60;:  - &#x60;sms&#x60;: &#x60;phone&#x60; + &#x60;code&#x60; from &#x60;sms_send&#x60;. An unknown phone number gets a new account   (optionally attributed to an inviter through &#x60;invite_code&#x60;). - &#x60;password&#x60;: &#x60;phone&#x60; + &#x60;password&#x60;. - &#x60;refresh&#x60;: &#x60;refresh_token&#x60; from an earlier session. Refresh tokens rotate: each use returns   a new pair and retires the old refresh token. Presenting a retired refresh token again is   treated as theft: it is refused (&#x60;401 refresh_token_reused&#x60;) and every token of that login   (its family) is revoked.  Access tokens live 2 hours (&#x60;expires_in: 7200&#x60;); refresh tokens 30 days. Each mode is its own strict body shape (see &#x60;UnifiedLoginRequest&#x60;): a missing field answers &#x60;400 missing_parameter&#x60; naming it, a field the mode does not take &#x60;400 unknown_parameter&#x60;. A wrong code counts towards the five attempts that burn it (&#x60;401 invalid_code&#x60;).
     * @param unifiedLoginRequest  (required)
     * @return ApiResponse&lt;AuthSession&gt;
     * @throws ApiException If fail to call the API, e.g. server error or cannot deserialize the response body
     * @http.response.details
     <table border="1">
       <caption>Response Details</caption>
        <tr><td> Status Code </td><td> Description </td><td> Response Headers </td></tr>
        <tr><td> 200 </td><td> Logged in; the session&#39;s tokens and the user. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 400 </td><td> The request is malformed or a field is missing, out of range or unknown. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 401 </td><td> The login data is wrong, expired, burnt or reused. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 429 </td><td> Too many requests; wait &#x60;Retry-After&#x60; seconds. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 500 </td><td> Unexpected failure on the service&#39;s side. Idempotent requests may be retried. </td><td>  * X-Request-Id -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 503 </td><td> Temporarily unavailable; wait &#x60;Retry-After&#x60; seconds. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
     </table>
     */
    public ApiResponse<AuthSession> unifiedLoginWithHttpInfo(@javax.annotation.Nonnull UnifiedLoginRequest unifiedLoginRequest) throws ApiException {
        okhttp3.Call localVarCall = unifiedLoginValidateBeforeCall(unifiedLoginRequest, null);
        Type localVarReturnType = new TypeToken<AuthSession>(){}.getType();
        return localVarApiClient.execute(localVarCall, localVarReturnType);
    }

    /**
     * Log in with an SMS code or a password, or renew a session (asynchronously)
     * One endpoint, three modes chosen by &#x60;mode&#x60;:  - &#x60;sms&#x60;: &#x60;phone&#x60; + &#x60;code&#x60; from &#x60;sms_send&#x60;. An unknown phone number gets a new account   (optionally attributed to an inviter through &#x60;invite_code&#x60;). - &#x60;password&#x60;: &#x60;phone&#x60; + &#x60;password&#x60;. - &#x60;refresh&#x60;: &#x60;refresh_token&#x60; from an earlier session. Refresh tokens rotate: each use returns   a new pair and retires the old refresh token. Presenting a retired refresh token again is   treated as theft: it is refused (&#x60;401 refresh_token_reused&#x60;) and every token of that login   (its family) is revoked.  Access tokens live 2 hours (&#x60;expires_in: 7200&#x60;); refresh tokens 30 days. Each mode is its own strict body shape (see &#x60;UnifiedLoginRequest&#x60;): a missing field answers &#x60;400 missing_parameter&#x60; naming it, a field the mode does not take &#x60;400 unknown_parameter&#x60;. A wrong code counts towards the five attempts that burn it (&#x60;401 invalid_code&#x60;).
     * @param unifiedLoginRequest  (required)
     * @param _callback The callback to be executed when the API call finishes
     * @return The request call
     * @throws ApiException If fail to process the API call, e.g. serializing the request body object
     * @http.response.details
     <table border="1">
       <caption>Response Details</caption>
        <tr><td> Status Code </td><td> Description </td><td> Response Headers </td></tr>
        <tr><td> 200 </td><td> Logged in; the session&#39;s tokens and the user. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 400 </td><td> The request is malformed or a field is missing, out of range or unknown. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 401 </td><td> The login data is wrong, expired, burnt or reused. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 429 </td><td> Too many requests; wait &#x60;Retry-After&#x60; seconds. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 500 </td><td> Unexpected failure on the service&#39;s side. Idempotent requests may be retried. </td><td>  * X-Request-Id -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 503 </td><td> Temporarily unavailable; wait &#x60;Retry-After&#x60; seconds. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
     </table>
     */
    public okhttp3.Call unifiedLoginAsync(@javax.annotation.Nonnull UnifiedLoginRequest unifiedLoginRequest, final ApiCallback<AuthSession> _callback) throws ApiException {

        okhttp3.Call localVarCall = unifiedLoginValidateBeforeCall(unifiedLoginRequest, _callback);
        Type localVarReturnType = new TypeToken<AuthSession>(){}.getType();
        localVarApiClient.executeAsync(localVarCall, localVarReturnType, _callback);
        return localVarCall;
    }
    /**
     * Build call for userLogin
     * @param userLoginRequest  (required)
     * @param _callback Callback for upload/download progress
     * @return Call to execute
     * @throws ApiException If fail to serialize the request body object
     * @http.response.details
     <table border="1">
       <caption>Response Details</caption>
        <tr><td> Status Code </td><td> Description </td><td> Response Headers </td></tr>
        <tr><td> 200 </td><td> Logged in; the session&#39;s tokens and the user. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 400 </td><td> The request is malformed or a field is missing, out of range or unknown. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 401 </td><td> The login data is wrong, expired, burnt or reused. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 429 </td><td> Too many requests; wait &#x60;Retry-After&#x60; seconds. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 500 </td><td> Unexpected failure on the service&#39;s side. Idempotent requests may be retried. </td><td>  * X-Request-Id -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 503 </td><td> Temporarily unavailable; wait &#x60;Retry-After&#x60; seconds. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
     </table>
     */
    public okhttp3.Call userLoginCall(@javax.annotation.Nonnull UserLoginRequest userLoginRequest, final ApiCallback _callback) throws ApiException {
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

        Object localVarPostBody = userLoginRequest;

        // create path and map variables
        String localVarPath = "/api/user/login";

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

        String[] localVarAuthNames = new String[] {  };
        return localVarApiClient.buildCall(basePath, localVarPath, "POST", localVarQueryParams, localVarCollectionQueryParams, localVarPostBody, localVarHeaderParams, localVarCookieParams, localVarFormParams, localVarAuthNames, _callback);
    }

    @SuppressWarnings("rawtypes")
    private okhttp3.Call userLoginValidateBeforeCall(@javax.annotation.Nonnull UserLoginRequest userLoginRequest, final ApiCallback _callback) throws ApiException {
        // verify the required parameter 'userLoginRequest' is set
        if (userLoginRequest == null) {
            throw new ApiException("Missing the required parameter 'userLoginRequest' when calling userLogin(Async)");
        }

        return userLoginCall(userLoginRequest, _callback);

    }

    /**
     * Log in with an account name and password
     * The account login: &#x60;account&#x60; is the phone number (E.164) or the e-mail address of the account, with its &#x60;password&#x60;. Answers the same &#x60;AuthSession&#x60; as the other logins. Wrong credentials answer &#x60;401 invalid_credentials&#x60; without saying which part was wrong.
     * @param userLoginRequest  (required)
     * @return AuthSession
     * @throws ApiException If fail to call the API, e.g. server error or cannot deserialize the response body
     * @http.response.details
     <table border="1">
       <caption>Response Details</caption>
        <tr><td> Status Code </td><td> Description </td><td> Response Headers </td></tr>
        <tr><td> 200 </td><td> Logged in; the session&#39;s tokens and the user. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 400 </td><td> The request is malformed or a field is missing, out of range or unknown. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 401 </td><td> The login data is wrong, expired, burnt or reused. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 429 </td><td> Too many requests; wait &#x60;Retry-After&#x60; seconds. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 500 </td><td> Unexpected failure on the service&#39;s side. Idempotent requests may be retried. </td><td>  * X-Request-Id -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 503 </td><td> Temporarily unavailable; wait &#x60;Retry-After&#x60; seconds. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
     </table>
     */
    public AuthSession userLogin(@javax.annotation.Nonnull UserLoginRequest userLoginRequest) throws ApiException {
        ApiResponse<AuthSession> localVarResp = userLoginWithHttpInfo(userLoginRequest);
        return localVarResp.getData();
    }

    /**
     * Log in with an account name and password
     * The account login: &#x60;account&#x60; is the phone number (E.164) or the e-mail address of the account, with its &#x60;password&#x60;. Answers the same &#x60;AuthSession&#x60; as the other logins. Wrong credentials answer &#x60;401 invalid_credentials&#x60; without saying which part was wrong.
     * @param userLoginRequest  (required)
     * @return ApiResponse&lt;AuthSession&gt;
     * @throws ApiException If fail to call the API, e.g. server error or cannot deserialize the response body
     * @http.response.details
     <table border="1">
       <caption>Response Details</caption>
        <tr><td> Status Code </td><td> Description </td><td> Response Headers </td></tr>
        <tr><td> 200 </td><td> Logged in; the session&#39;s tokens and the user. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 400 </td><td> The request is malformed or a field is missing, out of range or unknown. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 401 </td><td> The login data is wrong, expired, burnt or reused. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 429 </td><td> Too many requests; wait &#x60;Retry-After&#x60; seconds. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 500 </td><td> Unexpected failure on the service&#39;s side. Idempotent requests may be retried. </td><td>  * X-Request-Id -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 503 </td><td> Temporarily unavailable; wait &#x60;Retry-After&#x60; seconds. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
     </table>
     */
    public ApiResponse<AuthSession> userLoginWithHttpInfo(@javax.annotation.Nonnull UserLoginRequest userLoginRequest) throws ApiException {
        okhttp3.Call localVarCall = userLoginValidateBeforeCall(userLoginRequest, null);
        Type localVarReturnType = new TypeToken<AuthSession>(){}.getType();
        return localVarApiClient.execute(localVarCall, localVarReturnType);
    }

    /**
     * Log in with an account name and password (asynchronously)
     * The account login: &#x60;account&#x60; is the phone number (E.164) or the e-mail address of the account, with its &#x60;password&#x60;. Answers the same &#x60;AuthSession&#x60; as the other logins. Wrong credentials answer &#x60;401 invalid_credentials&#x60; without saying which part was wrong.
     * @param userLoginRequest  (required)
     * @param _callback The callback to be executed when the API call finishes
     * @return The request call
     * @throws ApiException If fail to process the API call, e.g. serializing the request body object
     * @http.response.details
     <table border="1">
       <caption>Response Details</caption>
        <tr><td> Status Code </td><td> Description </td><td> Response Headers </td></tr>
        <tr><td> 200 </td><td> Logged in; the session&#39;s tokens and the user. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 400 </td><td> The request is malformed or a field is missing, out of range or unknown. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 401 </td><td> The login data is wrong, expired, burnt or reused. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 429 </td><td> Too many requests; wait &#x60;Retry-After&#x60; seconds. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 500 </td><td> Unexpected failure on the service&#39;s side. Idempotent requests may be retried. </td><td>  * X-Request-Id -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 503 </td><td> Temporarily unavailable; wait &#x60;Retry-After&#x60; seconds. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
     </table>
     */
    public okhttp3.Call userLoginAsync(@javax.annotation.Nonnull UserLoginRequest userLoginRequest, final ApiCallback<AuthSession> _callback) throws ApiException {

        okhttp3.Call localVarCall = userLoginValidateBeforeCall(userLoginRequest, _callback);
        Type localVarReturnType = new TypeToken<AuthSession>(){}.getType();
        localVarApiClient.executeAsync(localVarCall, localVarReturnType, _callback);
        return localVarCall;
    }
}
