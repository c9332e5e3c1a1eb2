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
import com.google.gson.TypeAdapter;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonWriter;
import example.orbit.client.model.PasswordLoginRequest;
import example.orbit.client.model.RefreshLoginRequest;
import example.orbit.client.model.SmsLoginRequest;
import java.io.IOException;
import java.util.Arrays;



import java.io.IOException;
import java.lang.reflect.Type;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonParseException;
import com.google.gson.TypeAdapter;
import com.google.gson.TypeAdapterFactory;
import com.google.gson.reflect.TypeToken;
import com.google.gson.JsonPrimitive;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonWriter;
import com.google.gson.JsonDeserializationContext;
import com.google.gson.JsonDeserializer;
import com.google.gson.JsonSerializationContext;
import com.google.gson.JsonSerializer;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonArray;
import com.google.gson.JsonParseException;

import example.orbit.client.JSON;

@javax.annotation.Generated(value = "org.openapitools.codegen.languages.JavaClientCodegen", comments = "Generator version: 7.25.0")
public class UnifiedLoginRequest extends AbstractOpenApiSchema {
    private static final Logger log = Logger.getLogger(UnifiedLoginRequest.class.getName());

    public static class CustomTypeAdapterFactory implements TypeAdapterFactory {
        @SuppressWarnings("unchecked")
        @Override
        public <T> TypeAdapter<T> create(Gson gson, TypeToken<T> type) {
            if (!UnifiedLoginRequest.class.isAssignableFrom(type.getRawType())) {
                return null; // this class only serializes 'UnifiedLoginRequest' and its subtypes
            }
            final TypeAdapter<JsonElement> elementAdapter = gson.getAdapter(JsonElement.class);
            final TypeAdapter<SmsLoginRequest> adapterSmsLoginRequest = gson.getDelegateAdapter(this, TypeToken.get(SmsLoginRequest.class));
            final TypeAdapter<PasswordLoginRequest> adapterPasswordLoginRequest = gson.getDelegateAdapter(this, TypeToken.get(PasswordLoginRequest.class));
            final TypeAdapter<RefreshLoginRequest> adapterRefreshLoginRequest = gson.getDelegateAdapter(this, TypeToken.get(RefreshLoginRequest.class));

            return (TypeAdapter<T>) new TypeAdapter<UnifiedLoginRequest>() {
                @Override
                public void write(JsonWriter out, UnifiedLoginRequest value) throws IOException {
                    if (value == null || value.getActualInstance() == null) {
                        elementAdapter.write(out, null);
                        return;
                    }

                    // check if the actual instance is of the type `SmsLoginRequest`
                    if (value.getActualInstance() instanceof SmsLoginRequest) {
                        JsonElement element = adapterSmsLoginRequest.toJsonTree((SmsLoginRequest)value.getActualInstance());
                        elementAdapter.write(out, element);
                        return;
                    }
                    // check if the actual instance is of the type `PasswordLoginRequest`
                    if (value.getActualInstance() instanceof PasswordLoginRequest) {
                        JsonElement element = adapterPasswordLoginRequest.toJsonTree((PasswordLoginRequest)value.getActualInstance());
                        elementAdapter.write(out, element);
                        return;
                    }
                    // check if the actual instance is of the type `RefreshLoginRequest`
                    if (value.getActualInstance() instanceof RefreshLoginRequest) {
                        JsonElement element = adapterRefreshLoginRequest.toJsonTree((RefreshLoginRequest)value.getActualInstance());
                        elementAdapter.write(out, element);
                        return;
                    }
                    throw new IOException("Failed to serialize as the type doesn't match oneOf schemas: PasswordLoginRequest, RefreshLoginRequest, SmsLoginRequest");
                }

                @Override
                public UnifiedLoginRequest read(JsonReader in) throws IOException {
                    Object deserialized = null;
                    JsonElement jsonElement = elementAdapter.read(in);

                    JsonObject jsonObject = jsonElement.getAsJsonObject();

                    // use discriminator value for faster oneOf lookup
                    UnifiedLoginRequest newUnifiedLoginRequest = new UnifiedLoginRequest();
                    if (jsonObject.get("mode") == null) {
                        log.log(Level.WARNING, "Failed to lookup discriminator value for UnifiedLoginRequest as `mode` was not found in the payload or the payload is empty.");
                    } else  {
                        // look up the discriminator value in the field `mode`
                        switch (jsonObject.get("mode").getAsString()) {
                            case "password":
                                deserialized = adapterPasswordLoginRequest.fromJsonTree(jsonObject);
                                newUnifiedLoginRequest.setActualInstance(deserialized);
                                return newUnifiedLoginRequest;
                            case "refresh":
                                deserialized = adapterRefreshLoginRequest.fromJsonTree(jsonObject);
                                newUnifiedLoginRequest.setActualInstance(deserialized);
                                return newUnifiedLoginRequest;
                            case "sms":
                                deserialized = adapterSmsLoginRequest.fromJsonTree(jsonObject);
                                newUnifiedLoginRequest.setActualInstance(deserialized);
                                return newUnifiedLoginRequest;
                            default:
                                log.log(Level.WARNING, String.format(java.util.Locale.ROOT, "Failed to lookup discriminator value `%s` for UnifiedLoginRequest. Possible values: password refresh sms", jsonObject.get("mode").getAsString()));
                        }
                    }

                    int match = 0;
                    ArrayList<String> errorMessages = new ArrayList<>();
                    TypeAdapter actualAdapter = elementAdapter;

                    // deserialize SmsLoginRequest
                    try {
                        // validate the JSON object to see if any exception is thrown
                        SmsLoginRequest.validateJsonElement(jsonElement);
                        actualAdapter = adapterSmsLoginRequest;
                        match++;
                        log.log(Level.FINER, "Input data matches schema 'SmsLoginRequest'");
                    } catch (Exception e) {
                        // deserialization failed, continue
                        errorMessages.add(String.format(java.util.Locale.ROOT, "Deserialization for SmsLoginRequest failed with `%s`.", e.getMessage()));
                        log.log(Level.FINER, "Input data does not match schema 'SmsLoginRequest'", e);
                    }
                    // deserialize PasswordLoginRequest
                    try {
                        // validate the JSON object to see if any exception is thrown
                        PasswordLoginRequest.validateJsonElement(jsonElement);
                        actualAdapter = adapterPasswordLoginRequest;
                        match++;
                        log.log(Level.FINER, "Input data matches schema 'PasswordLoginRequest'");
                    } catch (Exception e) {
                        // deserialization failed, continue
                        errorMessages.add(String.format(java.util.Locale.ROOT, "Deserialization for PasswordLoginRequest failed with `%s`.", e.getMessage()));
                        log.log(Level.FINER, "Input data does not match schema 'PasswordLoginRequest'", e);
                    }
                    // deserialize RefreshLoginRequest
                    try {
                        // validate the JSON object to see if any exception is thrown
                        RefreshLoginRequest.validateJsonElement(jsonElement);
                        actualAdapter = adapterRefreshLoginRequest;
                        match++;
                        log.log(Level.FINER, "Input data matches schema 'RefreshLoginRequest'");
                    } catch (Exception e) {
                        // deserialization failed, continue
                        errorMessages.add(String.format(java.util.Locale.ROOT, "Deserialization for RefreshLoginRequest failed with `%s`.", e.getMessage()));
                        log.log(Level.FINER, "Input data does not match schema 'RefreshLoginRequest'", e);
                    }

                    if (match == 1) {
                        UnifiedLoginRequest ret = new UnifiedLoginRequest();
                        ret.setActualInstance(actualAdapter.fromJsonTree(jsonElement));
                        return ret;
                    }

                    throw new IOException(String.format(java.util.Locale.ROOT, "Failed deserialization for UnifiedLoginRequest: %d classes match result, expected 1. Detailed failure message for oneOf schemas: %s. JSON: %s", match, errorMessages, jsonElement.toString()));
                }
            }.nullSafe();
        }
    }

    // store a list of schema names defined in oneOf
    public static final Map<String, Class<?>> schemas = new HashMap<String, Class<?>>();

    public UnifiedLoginRequest() {
        super("oneOf", Boolean.FALSE);
    }

    public UnifiedLoginRequest(Object o) {
        super("oneOf", Boolean.FALSE);
        setActualInstance(o);
    }

    static {
        schemas.put("SmsLoginRequest", SmsLoginRequest.class);
        schemas.put("PasswordLoginRequest", PasswordLoginRequest.class);
        schemas.put("RefreshLoginRequest", RefreshLoginRequest.class);
    }

    @Override
    public Map<String, Class<?>> getSchemas() {
        return UnifiedLoginRequest.schemas;
    }

    /**
     * Set the instance that matches the oneOf child schema, check
     * the instance parameter is valid against the oneOf child schemas:
     * PasswordLoginRequest, RefreshLoginRequest, SmsLoginRequest
     *
     * It could be an instance of the 'oneOf' schemas.
     */
    @Override
    public void setActualInstance(Object instance) {
        if (instance instanceof SmsLoginRequest) {
            super.setActualInstance(instance);
            return;
        }

        if (instance instanceof PasswordLoginRequest) {
            super.setActualInstance(instance);
            return;
        }

        if (instance instanceof RefreshLoginRequest) {
            super.setActualInstance(instance);
            return;
        }

        throw new RuntimeException("Invalid instance type. Must be PasswordLoginRequest, RefreshLoginRequest, SmsLoginRequest");
    }

    /**
     * Get the actual instance, which can be the following:
     * PasswordLoginRequest, RefreshLoginRequest, SmsLoginRequest
     *
     * @return The actual instance (PasswordLoginRequest, RefreshLoginRequest, SmsLoginRequest)
     */
    @SuppressWarnings("unchecked")
    @Override
    public Object getActualInstance() {
        return super.getActualInstance();
    }

    /**
     * Get the actual instance of `SmsLoginRequest`. If the actual instance is not `SmsLoginRequest`,
     * the ClassCastException will be thrown.
     *
     * @return The actual instance of `SmsLoginRequest`
     * @throws ClassCastException if the instance is not `SmsLoginRequest`
     */
    @SuppressWarnings("unchecked")
    public SmsLoginRequest getSmsLoginRequest() throws ClassCastException {
        return (SmsLoginRequest)super.getActualInstance();
    }

    /**
     * Get the actual instance of `PasswordLoginRequest`. If the actual instance is not `PasswordLoginRequest`,
     * the ClassCastException will be thrown.
     *
     * @return The actual instance of `PasswordLoginRequest`
     * @throws ClassCastException if the instance is not `PasswordLoginRequest`
     */
    @SuppressWarnings("unchecked")
    public PasswordLoginRequest getPasswordLoginRequest() throws ClassCastException {
        return (PasswordLoginRequest)super.getActualInstance();
    }

    /**
     * Get the actual instance of `RefreshLoginRequest`. If the actual instance is not `RefreshLoginRequest`,
     * the ClassCastException will be thrown.
     *
     * @return The actual instance of `RefreshLoginRequest`
     * @throws ClassCastException if the instance is not `RefreshLoginRequest`
     */
    @SuppressWarnings("unchecked")
    public RefreshLoginRequest getRefreshLoginRequest() throws ClassCastException {
        return (RefreshLoginRequest)super.getActualInstance();
    }

    /**
     * Validates the JSON Element and throws an exception if issues found
     *
     * @param jsonElement JSON Element
     * @throws IOException if the JSON Element is invalid with respect to UnifiedLoginRequest
     */
    public static void validateJsonElement(JsonElement jsonElement) throws IOException {
        // validate oneOf schemas one by one
        int validCount = 0;
        ArrayList<String> errorMessages = new ArrayList<>();
        // validate the json string with SmsLoginRequest
        try {
            SmsLoginRequest.validateJsonElement(jsonElement);
            validCount++;
        } catch (Exception e) {
            errorMessages.add(String.format(java.util.Locale.ROOT, "Deserialization for SmsLoginRequest failed with `%s`.", e.getMessage()));
            // continue to the next one
        }
        // validate the json string with PasswordLoginRequest
        try {
            PasswordLoginRequest.validateJsonElement(jsonElement);
            validCount++;
        } catch (Exception e) {
            errorMessages.add(String.format(java.util.Locale.ROOT, "Deserialization for PasswordLoginRequest failed with `%s`.", e.getMessage()));
            // continue to the next one
        }
        // validate the json string with RefreshLoginRequest
        try {
            RefreshLoginRequest.validateJsonElement(jsonElement);
            validCount++;
        } catch (Exception e) {
            errorMessages.add(String.format(java.util.Locale.ROOT, "Deserialization for RefreshLoginRequest failed with `%s`.", e.getMessage()));
            // continue to the next one
        }
        if (validCount != 1) {
            throw new IOException(String.format(java.util.Locale.ROOT, "The JSON string is invalid for UnifiedLoginRequest with oneOf schemas: PasswordLoginRequest, RefreshLoginRequest, SmsLoginRequest. %d class(es) match the result, expected 1. Detailed failure message for oneOf schemas: %s. JSON: %s", validCount, errorMessages, jsonElement.toString()));
        }
    }

    /**
     * Create an instance of UnifiedLoginRequest given an JSON string
     *
     * @param jsonString JSON string
     * @return An instance of UnifiedLoginRequest
     * @throws IOException if the JSON string is invalid with respect to UnifiedLoginRequest
     */
    public static UnifiedLoginRequest fromJson(String jsonString) throws IOException {
        return JSON.getGson().fromJson(jsonString, UnifiedLoginRequest.class);
    }

    /**
     * Convert an instance of UnifiedLoginRequest to an JSON string
     *
     * @return JSON string
     */
    public String toJson() {
        return JSON.getGson().toJson(this);
    }
}
