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


package example.orbit.client;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonParseException;
import com.google.gson.TypeAdapter;
import com.google.gson.internal.bind.util.ISO8601Utils;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonWriter;
import com.google.gson.JsonElement;
import io.gsonfire.GsonFireBuilder;
import io.gsonfire.TypeSelector;

import okio.ByteString;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.StringReader;
import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;
import java.text.DateFormat;
import java.text.ParseException;
import java.text.ParsePosition;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Date;
import java.util.Locale;
import java.util.Map;
import java.util.HashMap;

/*
 * A JSON utility class
 *
 * NOTE: in the future, this class may be converted to static, which may break
 *       backward-compatibility
 */
public class JSON {
    private static Gson gson;
    private static boolean isLenientOnJson = false;
    private static DateTypeAdapter dateTypeAdapter = new DateTypeAdapter();
    private static SqlDateTypeAdapter sqlDateTypeAdapter = new SqlDateTypeAdapter();
    private static OffsetDateTimeTypeAdapter offsetDateTimeTypeAdapter = new OffsetDateTimeTypeAdapter();
    private static LocalDateTypeAdapter localDateTypeAdapter = new LocalDateTypeAdapter();
    private static LocalDateTimeTypeAdapter localDateTimeTypeAdapter = new LocalDateTimeTypeAdapter();
    private static ByteArrayAdapter byteArrayAdapter = new ByteArrayAdapter();

    @SuppressWarnings("unchecked")
    public static GsonBuilder createGson() {
        GsonFireBuilder fireBuilder = new GsonFireBuilder()
                .registerTypeSelector(example.orbit.client.model.UnifiedLoginRequest.class, new TypeSelector<example.orbit.client.model.UnifiedLoginRequest>() {
                    @Override
                    public Class<? extends example.orbit.client.model.UnifiedLoginRequest> getClassForElement(JsonElement readElement) {
                        Map<String, Class> classByDiscriminatorValue = new HashMap<String, Class>();
                        classByDiscriminatorValue.put("password", example.orbit.client.model.PasswordLoginRequest.class);
                        classByDiscriminatorValue.put("refresh", example.orbit.client.model.RefreshLoginRequest.class);
                        classByDiscriminatorValue.put("sms", example.orbit.client.model.SmsLoginRequest.class);
                        classByDiscriminatorValue.put("UnifiedLoginRequest", example.orbit.client.model.UnifiedLoginRequest.class);
                        return getClassByDiscriminator(classByDiscriminatorValue,
                                getDiscriminatorValue(readElement, "mode"));
                    }
          })
        ;
        GsonBuilder builder = fireBuilder.createGsonBuilder();
        return builder;
    }

    private static String getDiscriminatorValue(JsonElement readElement, String discriminatorField) {
        JsonElement element = readElement.getAsJsonObject().get(discriminatorField);
        if (null == element) {
            throw new IllegalArgumentException("missing discriminator field: <" + discriminatorField + ">");
        }
        return element.getAsString();
    }

    /**
     * Returns the Java class that implements the OpenAPI schema for the specified discriminator value.
     *
     * @param classByDiscriminatorValue The map of discriminator values to Java classes.
     * @param discriminatorValue The value of the OpenAPI discriminator in the input data.
     * @return The Java class that implements the OpenAPI schema
     */
    private static Class getClassByDiscriminator(Map classByDiscriminatorValue, String discriminatorValue) {
        Class clazz = (Class) classByDiscriminatorValue.get(discriminatorValue);
        if (null == clazz) {
            throw new IllegalArgumentException("cannot determine model class of name: <" + discriminatorValue + ">");
        }
        return clazz;
    }

    static {
        GsonBuilder gsonBuilder = createGson();
        gsonBuilder.registerTypeAdapter(Date.class, dateTypeAdapter);
        gsonBuilder.registerTypeAdapter(java.sql.Date.class, sqlDateTypeAdapter);
        gsonBuilder.registerTypeAdapter(OffsetDateTime.class, offsetDateTimeTypeAdapter);
        gsonBuilder.registerTypeAdapter(LocalDate.class, localDateTypeAdapter);
        gsonBuilder.registerTypeAdapter(LocalDateTime.class, localDateTimeTypeAdapter);
        gsonBuilder.registerTypeAdapter(byte[].class, byteArrayAdapter);
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.App.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.AppCreateRequest.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.AuthSession.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.ChatCompletion.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.ChatCompletionChoice.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.ChatCompletionChunk.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.ChatCompletionChunkChoice.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.ChatCompletionDelta.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.ChatCompletionRequest.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.ChatMessage.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.ChatpayEncryptedResource.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.ChatpayH5Payment.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.ChatpayH5Request.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.ChatpayNotification.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.ChatpayNotifyAck.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.ChatpayNotifyFailure.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.ChatpayTransaction.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.ChatpayTransactionAmount.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.CreatePaymentRequest.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.DeductRequest.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.DeductResult.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.Developer.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.DeveloperRegisterRequest.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.DeveloperRegistration.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.DeveloperStats.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.DeveloperStatsTotals.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.Distribution.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.DistributionEarning.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.Earnings.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.EndpointStats.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.Error.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.ErrorDetail.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.ImageData.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.ImageGenerationRequest.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.ImageGenerationResponse.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.KeyStats.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.Membership.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.MiniappLoginRequest.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.Model.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.ModelList.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.ModelPackage.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.Money.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.MoneyInput.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.Order.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.OrderActionRequest.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.OrderActionResult.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.OrderList.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.OrderPackage.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.PackageList.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.PasswordLoginRequest.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.PayappNotification.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.PaymentCreated.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.RefreshLoginRequest.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.RouterChatRequest.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.RouterChatResult.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.SmsLoginRequest.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.SmsSendRequest.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.SmsSendResponse.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.SpeechRequest.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.UnifiedLoginRequest.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.Usage.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.User.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.UserLoginRequest.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.Withdrawal.CustomTypeAdapterFactory());
        gsonBuilder.registerTypeAdapterFactory(new example.orbit.client.model.WithdrawalRequest.CustomTypeAdapterFactory());
        gson = gsonBuilder.create();
    }

    /**
     * Get Gson.
     *
     * @return Gson
     */
    public static Gson getGson() {
        return gson;
    }

    /**
     * Set Gson.
     *
     * @param gson Gson
     */
    public static void setGson(Gson gson) {
        JSON.gson = gson;
    }

    public static void setLenientOnJson(boolean lenientOnJson) {
        isLenientOnJson = lenientOnJson;
    }

    /**
     * Serialize the given Java object into JSON string.
     *
     * @param obj Object
     * @return String representation of the JSON
     */
    public static String serialize(Object obj) {
        return gson.toJson(obj);
    }

    /**
     * Deserialize the given JSON string to Java object.
     *
     * @param <T>        Type
     * @param body       The JSON string
     * @param returnType The type to deserialize into
     * @return The deserialized Java object
     */
    @SuppressWarnings("unchecked")
    public static <T> T deserialize(String body, Type returnType) {
        try {
            if (isLenientOnJson) {
                JsonReader jsonReader = new JsonReader(new StringReader(body));
                // see https://google-gson.googlecode.com/svn/trunk/gson/docs/javadocs/com/google/gson/stream/JsonReader.html#setLenient(boolean)
                jsonReader.setLenient(true);
                return gson.fromJson(jsonReader, returnType);
            } else {
                return gson.fromJson(body, returnType);
            }
        } catch (JsonParseException e) {
            // Fallback processing when failed to parse JSON form response body:
            // return the response body string directly for the String return type;
            if (returnType.equals(String.class)) {
                return (T) body;
            } else {
                throw (e);
            }
        }
    }

    /**
    * Deserialize the given JSON InputStream to a Java object.
    *
    * @param <T>         Type
    * @param inputStream The JSON InputStream
    * @param returnType  The type to deserialize into
    * @return The deserialized Java object
    */
    @SuppressWarnings("unchecked")
    public static <T> T deserialize(InputStream inputStream, Type returnType) throws IOException {
        try (InputStreamReader reader = new InputStreamReader(inputStream, StandardCharsets.UTF_8)) {
        if (isLenientOnJson) {
            // see https://google-gson.googlecode.com/svn/trunk/gson/docs/javadocs/com/google/gson/stream/JsonReader.html#setLenient(boolean)
            JsonReader jsonReader = new JsonReader(reader);
            jsonReader.setLenient(true);
            return gson.fromJson(jsonReader, returnType);
            } else {
                return gson.fromJson(reader, returnType);
            }
        }
    }

    /**
     * Gson TypeAdapter for Byte Array type
     */
    public static class ByteArrayAdapter extends TypeAdapter<byte[]> {

        @Override
        public void write(JsonWriter out, byte[] value) throws IOException {
            if (value == null) {
                out.nullValue();
            } else {
                out.value(ByteString.of(value).base64());
            }
        }

        @Override
        public byte[] read(JsonReader in) throws IOException {
            switch (in.peek()) {
                case NULL:
                    in.nextNull();
                    return null;
                default:
                    String bytesAsBase64 = in.nextString();
                    ByteString byteString = ByteString.decodeBase64(bytesAsBase64);
                    return byteString.toByteArray();
            }
        }
    }

    /**
     * Gson TypeAdapter for JSR310 OffsetDateTime type
     */
    public static class OffsetDateTimeTypeAdapter extends TypeAdapter<OffsetDateTime> {

        private DateTimeFormatter formatter;

        public OffsetDateTimeTypeAdapter() {
            this(DateTimeFormatter.ISO_OFFSET_DATE_TIME);
        }

        public OffsetDateTimeTypeAdapter(DateTimeFormatter formatter) {
            this.formatter = formatter;
        }

        public void setFormat(DateTimeFormatter dateFormat) {
            this.formatter = dateFormat;
        }

        @Override
        public void write(JsonWriter out, OffsetDateTime date) throws IOException {
            if (date == null) {
                out.nullValue();
            } else {
                out.value(formatter.format(date));
            }
        }

        @Override
        public OffsetDateTime read(JsonReader in) throws IOException {
            switch (in.peek()) {
                case NULL:
                    in.nextNull();
                    return null;
                default:
                    String date = in.nextString();
                    if (date.endsWith("+0000")) {
                        date = date.substring(0, date.length()-5) + "Z";
                    }
                    return OffsetDateTime.parse(date, formatter);
            }
        }
    }

    /**
     * Gson TypeAdapter for JSR310 LocalDate type
     */
    public static class LocalDateTypeAdapter extends TypeAdapter<LocalDate> {

        private DateTimeFormatter formatter;

        public LocalDateTypeAdapter() {
            this(DateTimeFormatter.ISO_LOCAL_DATE);
        }

        public LocalDateTypeAdapter(DateTimeFormatter formatter) {
            this.formatter = formatter;
        }

        public void setFormat(DateTimeFormatter dateFormat) {
            this.formatter = dateFormat;
        }

        @Override
        public void write(JsonWriter out, LocalDate date) throws IOException {
            if (date == null) {
                out.nullValue();
            } else {
                out.value(formatter.format(date));
            }
        }

        @Override
        public LocalDate read(JsonReader in) throws IOException {
            switch (in.peek()) {
                case NULL:
                    in.nextNull();
                    return null;
                default:
                    String date = in.nextString();
                    return LocalDate.parse(date, formatter);
            }
        }
    }

    /**
     * Gson TypeAdapter for JSR310 LocalDateTime type
     */
    public static class LocalDateTimeTypeAdapter extends TypeAdapter<LocalDateTime> {

        private DateTimeFormatter formatter;

        public LocalDateTimeTypeAdapter() {
            this(DateTimeFormatter.ISO_LOCAL_DATE_TIME);
        }

        public LocalDateTimeTypeAdapter(DateTimeFormatter formatter) {
            this.formatter = formatter;
        }

        public void setFormat(DateTimeFormatter dateFormat) {
            this.formatter = dateFormat;
        }

        @Override
        public void write(JsonWriter out, LocalDateTime date) throws IOException {
            if (date == null) {
                out.nullValue();
            } else {
                out.value(formatter.format(date));
            }
        }

        @Override
        public LocalDateTime read(JsonReader in) throws IOException {
            switch (in.peek()) {
                case NULL:
                    in.nextNull();
                    return null;
                default:
                    String date = in.nextString();
                    try {
                        return LocalDateTime.parse(date, formatter);
                    } catch (DateTimeParseException e) {
                        if (date.length() > 10 && date.charAt(10) == ' ') {
                            date = date.substring(0, 10) + 'T' + date.substring(11);
                            return LocalDateTime.parse(date, formatter);
                        }
                        throw e;
                    }
            }
        }
    }

    public static void setOffsetDateTimeFormat(DateTimeFormatter dateFormat) {
        offsetDateTimeTypeAdapter.setFormat(dateFormat);
    }

    public static void setLocalDateFormat(DateTimeFormatter dateFormat) {
        localDateTypeAdapter.setFormat(dateFormat);
    }

    public static void setLocalDateTimeFormat(DateTimeFormatter dateFormat) {
        localDateTimeTypeAdapter.setFormat(dateFormat);
    }

    /**
     * Gson TypeAdapter for java.sql.Date type
     * If the dateFormat is null, a simple "yyyy-MM-dd" format will be used
     * (more efficient than SimpleDateFormat).
     */
    public static class SqlDateTypeAdapter extends TypeAdapter<java.sql.Date> {

        private DateFormat dateFormat;

        public SqlDateTypeAdapter() {}

        public SqlDateTypeAdapter(DateFormat dateFormat) {
            this.dateFormat = dateFormat;
        }

        public void setFormat(DateFormat dateFormat) {
            this.dateFormat = dateFormat;
        }

        @Override
        public void write(JsonWriter out, java.sql.Date date) throws IOException {
            if (date == null) {
                out.nullValue();
            } else {
                String value;
                if (dateFormat != null) {
                    value = dateFormat.format(date);
                } else {
                    value = date.toString();
                }
                out.value(value);
            }
        }

        @Override
        public java.sql.Date read(JsonReader in) throws IOException {
            switch (in.peek()) {
                case NULL:
                    in.nextNull();
                    return null;
                default:
                    String date = in.nextString();
                    try {
                        if (dateFormat != null) {
                            return new java.sql.Date(dateFormat.parse(date).getTime());
                        }
                        return new java.sql.Date(ISO8601Utils.parse(date, new ParsePosition(0)).getTime());
                    } catch (ParseException e) {
                        throw new JsonParseException(e);
                    }
            }
        }
    }

    /**
     * Gson TypeAdapter for java.util.Date type
     * If the dateFormat is null, ISO8601Utils will be used.
     */
    public static class DateTypeAdapter extends TypeAdapter<Date> {

        private DateFormat dateFormat;

        public DateTypeAdapter() {}

        public DateTypeAdapter(DateFormat dateFormat) {
            this.dateFormat = dateFormat;
        }

        public void setFormat(DateFormat dateFormat) {
            this.dateFormat = dateFormat;
        }

        @Override
        public void write(JsonWriter out, Date date) throws IOException {
            if (date == null) {
                out.nullValue();
            } else {
                String value;
                if (dateFormat != null) {
                    value = dateFormat.format(date);
                } else {
                    value = ISO8601Utils.format(date, true);
                }
                out.value(value);
            }
        }

        @Override
        public Date read(JsonReader in) throws IOException {
            try {
                switch (in.peek()) {
                    case NULL:
                        in.nextNull();
                        return null;
                    default:
                        String date = in.nextString();
                        try {
                            if (dateFormat != null) {
                                return dateFormat.parse(date);
                            }
                            return ISO8601Utils.parse(date, new ParsePosition(0));
                        } catch (ParseException e) {
                            throw new JsonParseException(e);
                        }
                }
            } catch (IllegalArgumentException e) {
                throw new JsonParseException(e);
            }
        }
    }

    public static void setDateFormat(DateFormat dateFormat) {
        dateTypeAdapter.setFormat(dateFormat);
    }

    public static void setSqlDateFormat(DateFormat dateFormat) {
        sqlDateTypeAdapter.setFormat(dateFormat);
    }
}
