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


import example.orbit.client.model.ChatpayH5Payment;
import example.orbit.client.model.ChatpayH5Request;
import example.orbit.client.model.CreatePaymentRequest;
import example.orbit.client.model.Error;
import example.orbit.client.model.PaymentCreated;

import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class PaymentsApi {
    private ApiClient localVarApiClient;
    private int localHostIndex;
    private String localCustomBaseUrl;

    public PaymentsApi() {
        this(Configuration.getDefaultApiClient());
    }

    public PaymentsApi(ApiClient apiClient) {
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
     * Build call for createChatpayH5Payment
     * @param chatpayH5Request  (required)
     * @param _callback Callback for upload/download progress
     * @return Call to execute
     * @throws ApiException If fail to serialize the request body object
     * @http.response.details
     <table border="1">
       <caption>Response Details</caption>
        <tr><td> Status Code </td><td> Description </td><td> Response Headers </td></tr>
        <tr><td> 200 </td><td> The H5 payment page to open. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 400 </td><td> The request is malformed or a field is missing, out of range or unknown. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 401 </td><td> The credential is missing, malformed, expired or revoked, or of the wrong kind for this operation. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 404 </td><td> No such order for this user (unknown, deleted, or another user&#39;s). </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 409 </td><td> The order cannot be paid (not pending, or created for the other provider). </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 429 </td><td> Too many requests; wait &#x60;Retry-After&#x60; seconds. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 500 </td><td> Unexpected failure on the service&#39;s side. Idempotent requests may be retried. </td><td>  * X-Request-Id -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 503 </td><td> Temporarily unavailable; wait &#x60;Retry-After&#x60; seconds. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
     </table>
     */
    public okhttp3.Call createChatpayH5PaymentCall(@javax.annotation.Nonnull ChatpayH5Request chatpayH5Request, final ApiCallback _callback) throws ApiException {
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

        Object localVarPostBody = chatpayH5Request;

        // create path and map variables
        String localVarPath = "/api/pay/chatpay_h5";

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

        String[] localVarAuthNames = new String[] { "loginToken" };
        return localVarApiClient.buildCall(basePath, localVarPath, "POST", localVarQueryParams, localVarCollectionQueryParams, localVarPostBody, localVarHeaderParams, localVarCookieParams, localVarFormParams, localVarAuthNames, _callback);
    }

    @SuppressWarnings("rawtypes")
    private okhttp3.Call createChatpayH5PaymentValidateBeforeCall(@javax.annotation.Nonnull ChatpayH5Request chatpayH5Request, final ApiCallback _callback) throws ApiException {
        // verify the required parameter 'chatpayH5Request' is set
        if (chatpayH5Request == null) {
            throw new ApiException("Missing the required parameter 'chatpayH5Request' when calling createChatpayH5Payment(Async)");
        }

        return createChatpayH5PaymentCall(chatpayH5Request, _callback);

    }

    /**
     * Start a messaging-app (chatpay) H5 payment
     * Answers the H5 payment page address for a &#x60;pending&#x60; order created with &#x60;provider: chatpay&#x60;. Open &#x60;h5_url&#x60; in the user&#39;s mobile browser before &#x60;expires_at&#x60;; the payment&#39;s outcome arrives through &#x60;notify_chatpay&#x60;, so poll the order list (or wait for the redirect) rather than trusting the page. An order that is not pending answers &#x60;409 order_not_payable&#x60;; another user&#39;s or an unknown order &#x60;404 order_not_found&#x60;; an order created for payapp &#x60;409 provider_mismatch&#x60;.
     * @param chatpayH5Request  (required)
     * @return ChatpayH5Payment
     * @throws ApiException If fail to call the API, e.g. server error or cannot deserialize the response body
     * @http.response.details
     <table border="1">
       <caption>Response Details</caption>
        <tr><td> Status Code </td><td> Description </td><td> Response Headers </td></tr>
        <tr><td> 200 </td><td> The H5 payment page to open. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 400 </td><td> The request is malformed or a field is missing, out of range or unknown. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 401 </td><td> The credential is missing, malformed, expired or revoked, or of the wrong kind for this operation. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 404 </td><td> No such order for this user (unknown, deleted, or another user&#39;s). </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 409 </td><td> The order cannot be paid (not pending, or created for the other provider). </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 429 </td><td> Too many requests; wait &#x60;Retry-After&#x60; seconds. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 500 </td><td> Unexpected failure on the service&#39;s side. Idempotent requests may be retried. </td><td>  * X-Request-Id -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 503 </td><td> Temporarily unavailable; wait &#x60;Retry-After&#x60; seconds. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
     </table>
     */
    public ChatpayH5Payment createChatpayH5Payment(@javax.annotation.Nonnull ChatpayH5Request chatpayH5Request) throws ApiException {
        ApiResponse<ChatpayH5Payment> localVarResp = createChatpayH5PaymentWithHttpInfo(chatpayH5Request);
        return localVarResp.getData();
    }

    /**
     * Start a messaging-app (chatpay) H5 payment
     * Answers the H5 payment page address for a &#x60;pending&#x60; order created with &#x60;provider: chatpay&#x60;. Open &#x60;h5_url&#x60; in the user&#39;s mobile browser before &#x60;expires_at&#x60;; the payment&#39;s outcome arrives through &#x60;notify_chatpay&#x60;, so poll the order list (or wait for the redirect) rather than trusting the page. An order that is not pending answers &#x60;409 order_not_payable&#x60;; another user&#39;s or an unknown order &#x60;404 order_not_found&#x60;; an order created for payapp &#x60;409 provider_mismatch&#x60;.
     * @param chatpayH5Request  (required)
     * @return ApiResponse&lt;ChatpayH5Payment&gt;
     * @throws ApiException If fail to call the API, e.g. server error or cannot deserialize the response body
     * @http.response.details
     <table border="1">
       <caption>Response Details</caption>
        <tr><td> Status Code </td><td> Description </td><td> Response Headers </td></tr>
        <tr><td> 200 </td><td> The H5 payment page to open. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 400 </td><td> The request is malformed or a field is missing, out of range or unknown. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 401 </td><td> The credential is missing, malformed, expired or revoked, or of the wrong kind for this operation. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 404 </td><td> No such order for this user (unknown, deleted, or another user&#39;s). </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 409 </td><td> The order cannot be paid (not pending, or created for the other provider). </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 429 </td><td> Too many requests; wait &#x60;Retry-After&#x60; seconds. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 500 </td><td> Unexpected failure on the service&#39;s side. Idempotent requests may be retried. </td><td>  * X-Request-Id -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 503 </td><td> Temporarily unavailable; wait &#x60;Retry-After&#x60; seconds. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
     </table>
     */
    public ApiResponse<ChatpayH5Payment> createChatpayH5PaymentWithHttpInfo(@javax.annotation.Nonnull ChatpayH5Request chatpayH5Request) throws ApiException {
        okhttp3.Call localVarCall = createChatpayH5PaymentValidateBeforeCall(chatpayH5Request, null);
        Type localVarReturnType = new TypeToken<ChatpayH5Payment>(){}.getType();
        return localVarApiClient.execute(localVarCall, localVarReturnType);
    }

    /**
     * Start a messaging-app (chatpay) H5 payment (asynchronously)
     * Answers the H5 payment page address for a &#x60;pending&#x60; order created with &#x60;provider: chatpay&#x60;. Open &#x60;h5_url&#x60; in the user&#39;s mobile browser before &#x60;expires_at&#x60;; the payment&#39;s outcome arrives through &#x60;notify_chatpay&#x60;, so poll the order list (or wait for the redirect) rather than trusting the page. An order that is not pending answers &#x60;409 order_not_payable&#x60;; another user&#39;s or an unknown order &#x60;404 order_not_found&#x60;; an order created for payapp &#x60;409 provider_mismatch&#x60;.
     * @param chatpayH5Request  (required)
     * @param _callback The callback to be executed when the API call finishes
     * @return The request call
     * @throws ApiException If fail to process the API call, e.g. serializing the request body object
     * @http.response.details
     <table border="1">
       <caption>Response Details</caption>
        <tr><td> Status Code </td><td> Description </td><td> Response Headers </td></tr>
        <tr><td> 200 </td><td> The H5 payment page to open. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 400 </td><td> The request is malformed or a field is missing, out of range or unknown. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 401 </td><td> The credential is missing, malformed, expired or revoked, or of the wrong kind for this operation. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 404 </td><td> No such order for this user (unknown, deleted, or another user&#39;s). </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 409 </td><td> The order cannot be paid (not pending, or created for the other provider). </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 429 </td><td> Too many requests; wait &#x60;Retry-After&#x60; seconds. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 500 </td><td> Unexpected failure on the service&#39;s side. Idempotent requests may be retried. </td><td>  * X-Request-Id -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 503 </td><td> Temporarily unavailable; wait &#x60;Retry-After&#x60; seconds. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
     </table>
     */
    public okhttp3.Call createChatpayH5PaymentAsync(@javax.annotation.Nonnull ChatpayH5Request chatpayH5Request, final ApiCallback<ChatpayH5Payment> _callback) throws ApiException {

        okhttp3.Call localVarCall = createChatpayH5PaymentValidateBeforeCall(chatpayH5Request, _callback);
        Type localVarReturnType = new TypeToken<ChatpayH5Payment>(){}.getType();
        localVarApiClient.executeAsync(localVarCall, localVarReturnType, _callback);
        return localVarCall;
    }
    /**
     * Build call for createPayment
     * @param createPaymentRequest  (required)
     * @param idempotencyKey Makes a money-moving POST safe to retry: the same key with the same body within 24 hours replays the first answer instead of acting twice. 1 to 255 printable ASCII characters; a UUID is recommended. The SDKs send one automatically and keep it across retries.  (optional)
     * @param _callback Callback for upload/download progress
     * @return Call to execute
     * @throws ApiException If fail to serialize the request body object
     * @http.response.details
     <table border="1">
       <caption>Response Details</caption>
        <tr><td> Status Code </td><td> Description </td><td> Response Headers </td></tr>
        <tr><td> 201 </td><td> The new pending order. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  * Idempotent-Replayed -  <br>  </td></tr>
        <tr><td> 400 </td><td> The request is malformed or a field is missing, out of range or unknown. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 401 </td><td> The credential is missing, malformed, expired or revoked, or of the wrong kind for this operation. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 404 </td><td> No such package on sale. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 409 </td><td> The Idempotency-Key was used with a different body, or its first request is still running. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 429 </td><td> Too many requests; wait &#x60;Retry-After&#x60; seconds. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 500 </td><td> Unexpected failure on the service&#39;s side. Idempotent requests may be retried. </td><td>  * X-Request-Id -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 503 </td><td> Temporarily unavailable; wait &#x60;Retry-After&#x60; seconds. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
     </table>
     */
    public okhttp3.Call createPaymentCall(@javax.annotation.Nonnull CreatePaymentRequest createPaymentRequest, @javax.annotation.Nullable String idempotencyKey, final ApiCallback _callback) throws ApiException {
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

        Object localVarPostBody = createPaymentRequest;

        // create path and map variables
        String localVarPath = "/api/pay/create";

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

        if (idempotencyKey != null) {
            localVarHeaderParams.put("Idempotency-Key", localVarApiClient.parameterToString(idempotencyKey));
        }


        String[] localVarAuthNames = new String[] { "loginToken" };
        return localVarApiClient.buildCall(basePath, localVarPath, "POST", localVarQueryParams, localVarCollectionQueryParams, localVarPostBody, localVarHeaderParams, localVarCookieParams, localVarFormParams, localVarAuthNames, _callback);
    }

    @SuppressWarnings("rawtypes")
    private okhttp3.Call createPaymentValidateBeforeCall(@javax.annotation.Nonnull CreatePaymentRequest createPaymentRequest, @javax.annotation.Nullable String idempotencyKey, final ApiCallback _callback) throws ApiException {
        // verify the required parameter 'createPaymentRequest' is set
        if (createPaymentRequest == null) {
            throw new ApiException("Missing the required parameter 'createPaymentRequest' when calling createPayment(Async)");
        }

        return createPaymentCall(createPaymentRequest, idempotencyKey, _callback);

    }

    /**
     * Create a payment order
     * Creates an order for one package, priced from the package (the client never sends an amount), in state &#x60;pending&#x60;, payable for 30 minutes (&#x60;expires_at&#x60;). With &#x60;provider: chatpay&#x60; continue with &#x60;POST /api/pay/chatpay_h5&#x60;; with &#x60;provider: payapp&#x60; hand &#x60;payapp_order_string&#x60; to the payment app. An unknown or withdrawn package answers &#x60;404 package_not_found&#x60;. Moves money: send an &#x60;Idempotency-Key&#x60; (a retry then returns the same order instead of a second one).
     * @param createPaymentRequest  (required)
     * @param idempotencyKey Makes a money-moving POST safe to retry: the same key with the same body within 24 hours replays the first answer instead of acting twice. 1 to 255 printable ASCII characters; a UUID is recommended. The SDKs send one automatically and keep it across retries.  (optional)
     * @return PaymentCreated
     * @throws ApiException If fail to call the API, e.g. server error or cannot deserialize the response body
     * @http.response.details
     <table border="1">
       <caption>Response Details</caption>
        <tr><td> Status Code </td><td> Description </td><td> Response Headers </td></tr>
        <tr><td> 201 </td><td> The new pending order. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  * Idempotent-Replayed -  <br>  </td></tr>
        <tr><td> 400 </td><td> The request is malformed or a field is missing, out of range or unknown. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 401 </td><td> The credential is missing, malformed, expired or revoked, or of the wrong kind for this operation. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 404 </td><td> No such package on sale. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 409 </td><td> The Idempotency-Key was used with a different body, or its first request is still running. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 429 </td><td> Too many requests; wait &#x60;Retry-After&#x60; seconds. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 500 </td><td> Unexpected failure on the service&#39;s side. Idempotent requests may be retried. </td><td>  * X-Request-Id -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 503 </td><td> Temporarily unavailable; wait &#x60;Retry-After&#x60; seconds. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
     </table>
     */
    public PaymentCreated createPayment(@javax.annotation.Nonnull CreatePaymentRequest createPaymentRequest, @javax.annotation.Nullable String idempotencyKey) throws ApiException {
        ApiResponse<PaymentCreated> localVarResp = createPaymentWithHttpInfo(createPaymentRequest, idempotencyKey);
        return localVarResp.getData();
    }

    /**
     * Create a payment order
     * Creates an order for one package, priced from the package (the client never sends an amount), in state &#x60;pending&#x60;, payable for 30 minutes (&#x60;expires_at&#x60;). With &#x60;provider: chatpay&#x60; continue with &#x60;POST /api/pay/chatpay_h5&#x60;; with &#x60;provider: payapp&#x60; hand &#x60;payapp_order_string&#x60; to the payment app. An unknown or withdrawn package answers &#x60;404 package_not_found&#x60;. Moves money: send an &#x60;Idempotency-Key&#x60; (a retry then returns the same order instead of a second one).
     * @param createPaymentRequest  (required)
     * @param idempotencyKey Makes a money-moving POST safe to retry: the same key with the same body within 24 hours replays the first answer instead of acting twice. 1 to 255 printable ASCII characters; a UUID is recommended. The SDKs send one automatically and keep it across retries.  (optional)
     * @return ApiResponse&lt;PaymentCreated&gt;
     * @throws ApiException If fail to call the API, e.g. server error or cannot deserialize the response body
     * @http.response.details
     <table border="1">
       <caption>Response Details</caption>
        <tr><td> Status Code </td><td> Description </td><td> Response Headers </td></tr>
        <tr><td> 201 </td><td> The new pending order. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  * Idempotent-Replayed -  <br>  </td></tr>
        <tr><td> 400 </td><td> The request is malformed or a field is missing, out of range or unknown. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 401 </td><td> The credential is missing, malformed, expired or revoked, or of the wrong kind for this operation. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 404 </td><td> No such package on sale. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 409 </td><td> The Idempotency-Key was used with a different body, or its first request is still running. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 429 </td><td> Too many requests; wait &#x60;Retry-After&#x60; seconds. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 500 </td><td> Unexpected failure on the service&#39;s side. Idempotent requests may be retried. </td><td>  * X-Request-Id -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 503 </td><td> Temporarily unavailable; wait &#x60;Retry-After&#x60; seconds. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
     </table>
     */
    public ApiResponse<PaymentCreated> createPaymentWithHttpInfo(@javax.annotation.Nonnull CreatePaymentRequest createPaymentRequest, @javax.annotation.Nullable String idempotencyKey) throws ApiException {
        okhttp3.Call localVarCall = createPaymentValidateBeforeCall(createPaymentRequest, idempotencyKey, null);
        Type localVarReturnType = new TypeToken<PaymentCreated>(){}.getType();
        return localVarApiClient.execute(localVarCall, localVarReturnType);
    }

    /**
     * Create a payment order (asynchronously)
     * Creates an order for one package, priced from the package (the client never sends an amount), in state &#x60;pending&#x60;, payable for 30 minutes (&#x60;expires_at&#x60;). With &#x60;provider: chatpay&#x60; continue with &#x60;POST /api/pay/chatpay_h5&#x60;; with &#x60;provider: payapp&#x60; hand &#x60;payapp_order_string&#x60; to the payment app. An unknown or withdrawn package answers &#x60;404 package_not_found&#x60;. Moves money: send an &#x60;Idempotency-Key&#x60; (a retry then returns the same order instead of a second one).
     * @param createPaymentRequest  (required)
     * @param idempotencyKey Makes a money-moving POST safe to retry: the same key with the same body within 24 hours replays the first answer instead of acting twice. 1 to 255 printable ASCII characters; a UUID is recommended. The SDKs send one automatically and keep it across retries.  (optional)
     * @param _callback The callback to be executed when the API call finishes
     * @return The request call
     * @throws ApiException If fail to process the API call, e.g. serializing the request body object
     * @http.response.details
     <table border="1">
       <caption>Response Details</caption>
        <tr><td> Status Code </td><td> Description </td><td> Response Headers </td></tr>
        <tr><td> 201 </td><td> The new pending order. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  * Idempotent-Replayed -  <br>  </td></tr>
        <tr><td> 400 </td><td> The request is malformed or a field is missing, out of range or unknown. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 401 </td><td> The credential is missing, malformed, expired or revoked, or of the wrong kind for this operation. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 404 </td><td> No such package on sale. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 409 </td><td> The Idempotency-Key was used with a different body, or its first request is still running. </td><td>  * X-Request-Id -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 429 </td><td> Too many requests; wait &#x60;Retry-After&#x60; seconds. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * X-RateLimit-Limit -  <br>  * X-RateLimit-Remaining -  <br>  * X-RateLimit-Reset -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 500 </td><td> Unexpected failure on the service&#39;s side. Idempotent requests may be retried. </td><td>  * X-Request-Id -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
        <tr><td> 503 </td><td> Temporarily unavailable; wait &#x60;Retry-After&#x60; seconds. </td><td>  * X-Request-Id -  <br>  * Retry-After -  <br>  * Access-Control-Allow-Origin -  <br>  </td></tr>
     </table>
     */
    public okhttp3.Call createPaymentAsync(@javax.annotation.Nonnull CreatePaymentRequest createPaymentRequest, @javax.annotation.Nullable String idempotencyKey, final ApiCallback<PaymentCreated> _callback) throws ApiException {

        okhttp3.Call localVarCall = createPaymentValidateBeforeCall(createPaymentRequest, idempotencyKey, _callback);
        Type localVarReturnType = new TypeToken<PaymentCreated>(){}.getType();
        localVarApiClient.executeAsync(localVarCall, localVarReturnType, _callback);
        return localVarCall;
    }
}
