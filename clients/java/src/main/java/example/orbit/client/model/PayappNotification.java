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
import example.orbit.client.model.PayappTradeStatus;
import java.io.IOException;
import java.util.Arrays;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonDeserializationContext;
import com.google.gson.JsonDeserializer;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonNull;
import com.google.gson.JsonParseException;
import com.google.gson.TypeAdapterFactory;
import com.google.gson.reflect.TypeToken;
import com.google.gson.TypeAdapter;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonWriter;
import java.io.IOException;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import example.orbit.client.JSON;

/**
 * The payapp (Alipay-style) notification fields; all values are strings as the provider sends them.
 */
@javax.annotation.Generated(value = "org.openapitools.codegen.languages.JavaClientCodegen", comments = "Generator version: 7.25.0")
public class PayappNotification {
  public static final String SERIALIZED_NAME_NOTIFY_TIME = "notify_time";
  @SerializedName(SERIALIZED_NAME_NOTIFY_TIME)
  @javax.annotation.Nonnull
  private String notifyTime;

  /**
   * Gets or Sets notifyType
   */
  @JsonAdapter(NotifyTypeEnum.Adapter.class)
  public enum NotifyTypeEnum {
    TRADE_STATUS_SYNC("trade_status_sync"),

    UNKNOWN_DEFAULT_OPEN_API("unknown_default_open_api");

    private String value;

    NotifyTypeEnum(String value) {
      this.value = value;
    }

    public String getValue() {
      return value;
    }

    @Override
    public String toString() {
      return String.valueOf(value);
    }

    public static NotifyTypeEnum fromValue(String value) {
      for (NotifyTypeEnum b : NotifyTypeEnum.values()) {
        if (b.value.equals(value)) {
          return b;
        }
      }
      return UNKNOWN_DEFAULT_OPEN_API;
    }

    public static class Adapter extends TypeAdapter<NotifyTypeEnum> {
      @Override
      public void write(final JsonWriter jsonWriter, final NotifyTypeEnum enumeration) throws IOException {
        jsonWriter.value(enumeration.getValue());
      }

      @Override
      public NotifyTypeEnum read(final JsonReader jsonReader) throws IOException {
        String value =  jsonReader.nextString();
        return NotifyTypeEnum.fromValue(value);
      }
    }

    public static void validateJsonElement(JsonElement jsonElement) throws IOException {
      String value = jsonElement.getAsString();
      NotifyTypeEnum.fromValue(value);
    }
  }

  public static final String SERIALIZED_NAME_NOTIFY_TYPE = "notify_type";
  @SerializedName(SERIALIZED_NAME_NOTIFY_TYPE)
  @javax.annotation.Nonnull
  private NotifyTypeEnum notifyType;

  public static final String SERIALIZED_NAME_NOTIFY_ID = "notify_id";
  @SerializedName(SERIALIZED_NAME_NOTIFY_ID)
  @javax.annotation.Nonnull
  private String notifyId;

  public static final String SERIALIZED_NAME_APP_ID = "app_id";
  @SerializedName(SERIALIZED_NAME_APP_ID)
  @javax.annotation.Nonnull
  private String appId;

  /**
   * Gets or Sets charset
   */
  @JsonAdapter(CharsetEnum.Adapter.class)
  public enum CharsetEnum {
    UTF_8("utf-8"),

    UNKNOWN_DEFAULT_OPEN_API("unknown_default_open_api");

    private String value;

    CharsetEnum(String value) {
      this.value = value;
    }

    public String getValue() {
      return value;
    }

    @Override
    public String toString() {
      return String.valueOf(value);
    }

    public static CharsetEnum fromValue(String value) {
      for (CharsetEnum b : CharsetEnum.values()) {
        if (b.value.equals(value)) {
          return b;
        }
      }
      return UNKNOWN_DEFAULT_OPEN_API;
    }

    public static class Adapter extends TypeAdapter<CharsetEnum> {
      @Override
      public void write(final JsonWriter jsonWriter, final CharsetEnum enumeration) throws IOException {
        jsonWriter.value(enumeration.getValue());
      }

      @Override
      public CharsetEnum read(final JsonReader jsonReader) throws IOException {
        String value =  jsonReader.nextString();
        return CharsetEnum.fromValue(value);
      }
    }

    public static void validateJsonElement(JsonElement jsonElement) throws IOException {
      String value = jsonElement.getAsString();
      CharsetEnum.fromValue(value);
    }
  }

  public static final String SERIALIZED_NAME_CHARSET = "charset";
  @SerializedName(SERIALIZED_NAME_CHARSET)
  @javax.annotation.Nullable
  private CharsetEnum charset;

  /**
   * Gets or Sets version
   */
  @JsonAdapter(VersionEnum.Adapter.class)
  public enum VersionEnum {
    _1_0("1.0"),

    UNKNOWN_DEFAULT_OPEN_API("unknown_default_open_api");

    private String value;

    VersionEnum(String value) {
      this.value = value;
    }

    public String getValue() {
      return value;
    }

    @Override
    public String toString() {
      return String.valueOf(value);
    }

    public static VersionEnum fromValue(String value) {
      for (VersionEnum b : VersionEnum.values()) {
        if (b.value.equals(value)) {
          return b;
        }
      }
      return UNKNOWN_DEFAULT_OPEN_API;
    }

    public static class Adapter extends TypeAdapter<VersionEnum> {
      @Override
      public void write(final JsonWriter jsonWriter, final VersionEnum enumeration) throws IOException {
        jsonWriter.value(enumeration.getValue());
      }

      @Override
      public VersionEnum read(final JsonReader jsonReader) throws IOException {
        String value =  jsonReader.nextString();
        return VersionEnum.fromValue(value);
      }
    }

    public static void validateJsonElement(JsonElement jsonElement) throws IOException {
      String value = jsonElement.getAsString();
      VersionEnum.fromValue(value);
    }
  }

  public static final String SERIALIZED_NAME_VERSION = "version";
  @SerializedName(SERIALIZED_NAME_VERSION)
  @javax.annotation.Nullable
  private VersionEnum version;

  /**
   * Gets or Sets signType
   */
  @JsonAdapter(SignTypeEnum.Adapter.class)
  public enum SignTypeEnum {
    RSA2("RSA2"),

    UNKNOWN_DEFAULT_OPEN_API("unknown_default_open_api");

    private String value;

    SignTypeEnum(String value) {
      this.value = value;
    }

    public String getValue() {
      return value;
    }

    @Override
    public String toString() {
      return String.valueOf(value);
    }

    public static SignTypeEnum fromValue(String value) {
      for (SignTypeEnum b : SignTypeEnum.values()) {
        if (b.value.equals(value)) {
          return b;
        }
      }
      return UNKNOWN_DEFAULT_OPEN_API;
    }

    public static class Adapter extends TypeAdapter<SignTypeEnum> {
      @Override
      public void write(final JsonWriter jsonWriter, final SignTypeEnum enumeration) throws IOException {
        jsonWriter.value(enumeration.getValue());
      }

      @Override
      public SignTypeEnum read(final JsonReader jsonReader) throws IOException {
        String value =  jsonReader.nextString();
        return SignTypeEnum.fromValue(value);
      }
    }

    public static void validateJsonElement(JsonElement jsonElement) throws IOException {
      String value = jsonElement.getAsString();
      SignTypeEnum.fromValue(value);
    }
  }

  public static final String SERIALIZED_NAME_SIGN_TYPE = "sign_type";
  @SerializedName(SERIALIZED_NAME_SIGN_TYPE)
  @javax.annotation.Nonnull
  private SignTypeEnum signType;

  public static final String SERIALIZED_NAME_SIGN = "sign";
  @SerializedName(SERIALIZED_NAME_SIGN)
  @javax.annotation.Nonnull
  private String sign;

  public static final String SERIALIZED_NAME_TRADE_NO = "trade_no";
  @SerializedName(SERIALIZED_NAME_TRADE_NO)
  @javax.annotation.Nonnull
  private String tradeNo;

  public static final String SERIALIZED_NAME_OUT_TRADE_NO = "out_trade_no";
  @SerializedName(SERIALIZED_NAME_OUT_TRADE_NO)
  @javax.annotation.Nonnull
  private String outTradeNo;

  public static final String SERIALIZED_NAME_TRADE_STATUS = "trade_status";
  @SerializedName(SERIALIZED_NAME_TRADE_STATUS)
  @javax.annotation.Nonnull
  private PayappTradeStatus tradeStatus;

  public static final String SERIALIZED_NAME_TOTAL_AMOUNT = "total_amount";
  @SerializedName(SERIALIZED_NAME_TOTAL_AMOUNT)
  @javax.annotation.Nonnull
  private String totalAmount;

  public static final String SERIALIZED_NAME_RECEIPT_AMOUNT = "receipt_amount";
  @SerializedName(SERIALIZED_NAME_RECEIPT_AMOUNT)
  @javax.annotation.Nullable
  private String receiptAmount;

  public static final String SERIALIZED_NAME_BUYER_ID = "buyer_id";
  @SerializedName(SERIALIZED_NAME_BUYER_ID)
  @javax.annotation.Nullable
  private String buyerId;

  public static final String SERIALIZED_NAME_GMT_PAYMENT = "gmt_payment";
  @SerializedName(SERIALIZED_NAME_GMT_PAYMENT)
  @javax.annotation.Nullable
  private String gmtPayment;

  public PayappNotification() {
  }

  public PayappNotification notifyTime(@javax.annotation.Nonnull String notifyTime) {
    this.notifyTime = notifyTime;
    return this;
  }

  /**
   * &#x60;yyyy-MM-dd HH:mm:ss&#x60;, Asia/Shanghai time (the provider&#39;s format).
   * @return notifyTime
   */
  @javax.annotation.Nonnull
  public String getNotifyTime() {
    return notifyTime;
  }

  public void setNotifyTime(@javax.annotation.Nonnull String notifyTime) {
    this.notifyTime = notifyTime;
  }


  public PayappNotification notifyType(@javax.annotation.Nonnull NotifyTypeEnum notifyType) {
    this.notifyType = notifyType;
    return this;
  }

  /**
   * Get notifyType
   * @return notifyType
   */
  @javax.annotation.Nonnull
  public NotifyTypeEnum getNotifyType() {
    return notifyType;
  }

  public void setNotifyType(@javax.annotation.Nonnull NotifyTypeEnum notifyType) {
    this.notifyType = notifyType;
  }


  public PayappNotification notifyId(@javax.annotation.Nonnull String notifyId) {
    this.notifyId = notifyId;
    return this;
  }

  /**
   * Get notifyId
   * @return notifyId
   */
  @javax.annotation.Nonnull
  public String getNotifyId() {
    return notifyId;
  }

  public void setNotifyId(@javax.annotation.Nonnull String notifyId) {
    this.notifyId = notifyId;
  }


  public PayappNotification appId(@javax.annotation.Nonnull String appId) {
    this.appId = appId;
    return this;
  }

  /**
   * Get appId
   * @return appId
   */
  @javax.annotation.Nonnull
  public String getAppId() {
    return appId;
  }

  public void setAppId(@javax.annotation.Nonnull String appId) {
    this.appId = appId;
  }


  public PayappNotification charset(@javax.annotation.Nullable CharsetEnum charset) {
    this.charset = charset;
    return this;
  }

  /**
   * Get charset
   * @return charset
   */
  @javax.annotation.Nullable
  public CharsetEnum getCharset() {
    return charset;
  }

  public void setCharset(@javax.annotation.Nullable CharsetEnum charset) {
    this.charset = charset;
  }


  public PayappNotification version(@javax.annotation.Nullable VersionEnum version) {
    this.version = version;
    return this;
  }

  /**
   * Get version
   * @return version
   */
  @javax.annotation.Nullable
  public VersionEnum getVersion() {
    return version;
  }

  public void setVersion(@javax.annotation.Nullable VersionEnum version) {
    this.version = version;
  }


  public PayappNotification signType(@javax.annotation.Nonnull SignTypeEnum signType) {
    this.signType = signType;
    return this;
  }

  /**
   * Get signType
   * @return signType
   */
  @javax.annotation.Nonnull
  public SignTypeEnum getSignType() {
    return signType;
  }

  public void setSignType(@javax.annotation.Nonnull SignTypeEnum signType) {
    this.signType = signType;
  }


  public PayappNotification sign(@javax.annotation.Nonnull String sign) {
    this.sign = sign;
    return this;
  }

  /**
   * Base64 SHA256withRSA signature over the other fields, sorted, as &#x60;k&#x3D;v&#x60; joined by &#x60;&amp;&#x60;.
   * @return sign
   */
  @javax.annotation.Nonnull
  public String getSign() {
    return sign;
  }

  public void setSign(@javax.annotation.Nonnull String sign) {
    this.sign = sign;
  }


  public PayappNotification tradeNo(@javax.annotation.Nonnull String tradeNo) {
    this.tradeNo = tradeNo;
    return this;
  }

  /**
   * Get tradeNo
   * @return tradeNo
   */
  @javax.annotation.Nonnull
  public String getTradeNo() {
    return tradeNo;
  }

  public void setTradeNo(@javax.annotation.Nonnull String tradeNo) {
    this.tradeNo = tradeNo;
  }


  public PayappNotification outTradeNo(@javax.annotation.Nonnull String outTradeNo) {
    this.outTradeNo = outTradeNo;
    return this;
  }

  /**
   * &#x60;ORD&#x60; + UTC creation time &#x60;YYYYMMDDhhmmss&#x60; + 8 random characters.
   * @return outTradeNo
   */
  @javax.annotation.Nonnull
  public String getOutTradeNo() {
    return outTradeNo;
  }

  public void setOutTradeNo(@javax.annotation.Nonnull String outTradeNo) {
    this.outTradeNo = outTradeNo;
  }


  public PayappNotification tradeStatus(@javax.annotation.Nonnull PayappTradeStatus tradeStatus) {
    this.tradeStatus = tradeStatus;
    return this;
  }

  /**
   * Get tradeStatus
   * @return tradeStatus
   */
  @javax.annotation.Nonnull
  public PayappTradeStatus getTradeStatus() {
    return tradeStatus;
  }

  public void setTradeStatus(@javax.annotation.Nonnull PayappTradeStatus tradeStatus) {
    this.tradeStatus = tradeStatus;
  }


  public PayappNotification totalAmount(@javax.annotation.Nonnull String totalAmount) {
    this.totalAmount = totalAmount;
    return this;
  }

  /**
   * The provider&#39;s decimal amount in yuan with two decimals, e.g. &#x60;29.90&#x60;.
   * @return totalAmount
   */
  @javax.annotation.Nonnull
  public String getTotalAmount() {
    return totalAmount;
  }

  public void setTotalAmount(@javax.annotation.Nonnull String totalAmount) {
    this.totalAmount = totalAmount;
  }


  public PayappNotification receiptAmount(@javax.annotation.Nullable String receiptAmount) {
    this.receiptAmount = receiptAmount;
    return this;
  }

  /**
   * Get receiptAmount
   * @return receiptAmount
   */
  @javax.annotation.Nullable
  public String getReceiptAmount() {
    return receiptAmount;
  }

  public void setReceiptAmount(@javax.annotation.Nullable String receiptAmount) {
    this.receiptAmount = receiptAmount;
  }


  public PayappNotification buyerId(@javax.annotation.Nullable String buyerId) {
    this.buyerId = buyerId;
    return this;
  }

  /**
   * Get buyerId
   * @return buyerId
   */
  @javax.annotation.Nullable
  public String getBuyerId() {
    return buyerId;
  }

  public void setBuyerId(@javax.annotation.Nullable String buyerId) {
    this.buyerId = buyerId;
  }


  public PayappNotification gmtPayment(@javax.annotation.Nullable String gmtPayment) {
    this.gmtPayment = gmtPayment;
    return this;
  }

  /**
   * Get gmtPayment
   * @return gmtPayment
   */
  @javax.annotation.Nullable
  public String getGmtPayment() {
    return gmtPayment;
  }

  public void setGmtPayment(@javax.annotation.Nullable String gmtPayment) {
    this.gmtPayment = gmtPayment;
  }



  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (o == null || getClass() != o.getClass()) {
      return false;
    }
    PayappNotification payappNotification = (PayappNotification) o;
    return Objects.equals(this.notifyTime, payappNotification.notifyTime) &&
        Objects.equals(this.notifyType, payappNotification.notifyType) &&
        Objects.equals(this.notifyId, payappNotification.notifyId) &&
        Objects.equals(this.appId, payappNotification.appId) &&
        Objects.equals(this.charset, payappNotification.charset) &&
        Objects.equals(this.version, payappNotification.version) &&
        Objects.equals(this.signType, payappNotification.signType) &&
        Objects.equals(this.sign, payappNotification.sign) &&
        Objects.equals(this.tradeNo, payappNotification.tradeNo) &&
        Objects.equals(this.outTradeNo, payappNotification.outTradeNo) &&
        Objects.equals(this.tradeStatus, payappNotification.tradeStatus) &&
        Objects.equals(this.totalAmount, payappNotification.totalAmount) &&
        Objects.equals(this.receiptAmount, payappNotification.receiptAmount) &&
        Objects.equals(this.buyerId, payappNotification.buyerId) &&
        Objects.equals(this.gmtPayment, payappNotification.gmtPayment);
  }

  @Override
  public int hashCode() {
    return Objects.hash(notifyTime, notifyType, notifyId, appId, charset, version, signType, sign, tradeNo, outTradeNo, tradeStatus, totalAmount, receiptAmount, buyerId, gmtPayment);
  }

  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    sb.append("class PayappNotification {\n");
    sb.append("    notifyTime: ").append(toIndentedString(notifyTime)).append("\n");
    sb.append("    notifyType: ").append(toIndentedString(notifyType)).append("\n");
    sb.append("    notifyId: ").append(toIndentedString(notifyId)).append("\n");
    sb.append("    appId: ").append(toIndentedString(appId)).append("\n");
    sb.append("    charset: ").append(toIndentedString(charset)).append("\n");
    sb.append("    version: ").append(toIndentedString(version)).append("\n");
    sb.append("    signType: ").append(toIndentedString(signType)).append("\n");
    sb.append("    sign: ").append(toIndentedString(sign)).append("\n");
    sb.append("    tradeNo: ").append(toIndentedString(tradeNo)).append("\n");
    sb.append("    outTradeNo: ").append(toIndentedString(outTradeNo)).append("\n");
    sb.append("    tradeStatus: ").append(toIndentedString(tradeStatus)).append("\n");
    sb.append("    totalAmount: ").append(toIndentedString(totalAmount)).append("\n");
    sb.append("    receiptAmount: ").append(toIndentedString(receiptAmount)).append("\n");
    sb.append("    buyerId: ").append(toIndentedString(buyerId)).append("\n");
    sb.append("    gmtPayment: ").append(toIndentedString(gmtPayment)).append("\n");
    sb.append("}");
    return sb.toString();
  }

  /**
   * Convert the given object to string with each line indented by 4 spaces
   * (except the first line).
   */
  private String toIndentedString(Object o) {
    return o == null ? "null" : o.toString().replace("\n", "\n    ");
  }


  public static HashSet<String> openapiFields;
  public static HashSet<String> openapiRequiredFields;

  static {
    // a set of all properties/fields (JSON key names)
    openapiFields = new HashSet<String>(Arrays.asList("notify_time", "notify_type", "notify_id", "app_id", "charset", "version", "sign_type", "sign", "trade_no", "out_trade_no", "trade_status", "total_amount", "receipt_amount", "buyer_id", "gmt_payment"));

    // a set of required properties/fields (JSON key names)
    openapiRequiredFields = new HashSet<String>(Arrays.asList("notify_time", "notify_type", "notify_id", "app_id", "sign_type", "sign", "trade_no", "out_trade_no", "trade_status", "total_amount"));
  }

  /**
   * Validates the JSON Element and throws an exception if issues found
   *
   * @param jsonElement JSON Element
   * @throws IOException if the JSON Element is invalid with respect to PayappNotification
   */
  public static void validateJsonElement(JsonElement jsonElement) throws IOException {
      if (jsonElement == null) {
        if (!PayappNotification.openapiRequiredFields.isEmpty()) { // has required fields but JSON element is null
          throw new IllegalArgumentException(String.format(java.util.Locale.ROOT, "The required field(s) %s in PayappNotification is not found in the empty JSON string", PayappNotification.openapiRequiredFields.toString()));
        }
      }

      Set<Map.Entry<String, JsonElement>> entries = jsonElement.getAsJsonObject().entrySet();
      // check to see if the JSON string contains additional fields
      for (Map.Entry<String, JsonElement> entry : entries) {
        if (!PayappNotification.openapiFields.contains(entry.getKey())) {
          throw new IllegalArgumentException(String.format(java.util.Locale.ROOT, "The field `%s` in the JSON string is not defined in the `PayappNotification` properties. JSON: %s", entry.getKey(), jsonElement.toString()));
        }
      }

      // check to make sure all required properties/fields are present in the JSON string
      for (String requiredField : PayappNotification.openapiRequiredFields) {
        if (jsonElement.getAsJsonObject().get(requiredField) == null) {
          throw new IllegalArgumentException(String.format(java.util.Locale.ROOT, "The required field `%s` is not found in the JSON string: %s", requiredField, jsonElement.toString()));
        }
      }
        JsonObject jsonObj = jsonElement.getAsJsonObject();
      if (!jsonObj.get("notify_time").isJsonPrimitive()) {
        throw new IllegalArgumentException(String.format(java.util.Locale.ROOT, "Expected the field `notify_time` to be a primitive type in the JSON string but got `%s`", jsonObj.get("notify_time").toString()));
      }
      if (!jsonObj.get("notify_type").isJsonPrimitive()) {
        throw new IllegalArgumentException(String.format(java.util.Locale.ROOT, "Expected the field `notify_type` to be a primitive type in the JSON string but got `%s`", jsonObj.get("notify_type").toString()));
      }
      // validate the required field `notify_type`
      NotifyTypeEnum.validateJsonElement(jsonObj.get("notify_type"));
      if (!jsonObj.get("notify_id").isJsonPrimitive()) {
        throw new IllegalArgumentException(String.format(java.util.Locale.ROOT, "Expected the field `notify_id` to be a primitive type in the JSON string but got `%s`", jsonObj.get("notify_id").toString()));
      }
      if (!jsonObj.get("app_id").isJsonPrimitive()) {
        throw new IllegalArgumentException(String.format(java.util.Locale.ROOT, "Expected the field `app_id` to be a primitive type in the JSON string but got `%s`", jsonObj.get("app_id").toString()));
      }
      if ((jsonObj.get("charset") != null && !jsonObj.get("charset").isJsonNull()) && !jsonObj.get("charset").isJsonPrimitive()) {
        throw new IllegalArgumentException(String.format(java.util.Locale.ROOT, "Expected the field `charset` to be a primitive type in the JSON string but got `%s`", jsonObj.get("charset").toString()));
      }
      // validate the optional field `charset`
      if (jsonObj.get("charset") != null && !jsonObj.get("charset").isJsonNull()) {
        CharsetEnum.validateJsonElement(jsonObj.get("charset"));
      }
      if ((jsonObj.get("version") != null && !jsonObj.get("version").isJsonNull()) && !jsonObj.get("version").isJsonPrimitive()) {
        throw new IllegalArgumentException(String.format(java.util.Locale.ROOT, "Expected the field `version` to be a primitive type in the JSON string but got `%s`", jsonObj.get("version").toString()));
      }
      // validate the optional field `version`
      if (jsonObj.get("version") != null && !jsonObj.get("version").isJsonNull()) {
        VersionEnum.validateJsonElement(jsonObj.get("version"));
      }
      if (!jsonObj.get("sign_type").isJsonPrimitive()) {
        throw new IllegalArgumentException(String.format(java.util.Locale.ROOT, "Expected the field `sign_type` to be a primitive type in the JSON string but got `%s`", jsonObj.get("sign_type").toString()));
      }
      // validate the required field `sign_type`
      SignTypeEnum.validateJsonElement(jsonObj.get("sign_type"));
      if (!jsonObj.get("sign").isJsonPrimitive()) {
        throw new IllegalArgumentException(String.format(java.util.Locale.ROOT, "Expected the field `sign` to be a primitive type in the JSON string but got `%s`", jsonObj.get("sign").toString()));
      }
      if (!jsonObj.get("trade_no").isJsonPrimitive()) {
        throw new IllegalArgumentException(String.format(java.util.Locale.ROOT, "Expected the field `trade_no` to be a primitive type in the JSON string but got `%s`", jsonObj.get("trade_no").toString()));
      }
      if (!jsonObj.get("out_trade_no").isJsonPrimitive()) {
        throw new IllegalArgumentException(String.format(java.util.Locale.ROOT, "Expected the field `out_trade_no` to be a primitive type in the JSON string but got `%s`", jsonObj.get("out_trade_no").toString()));
      }
      // validate the required field `trade_status`
      PayappTradeStatus.validateJsonElement(jsonObj.get("trade_status"));
      if (!jsonObj.get("total_amount").isJsonPrimitive()) {
        throw new IllegalArgumentException(String.format(java.util.Locale.ROOT, "Expected the field `total_amount` to be a primitive type in the JSON string but got `%s`", jsonObj.get("total_amount").toString()));
      }
      if ((jsonObj.get("receipt_amount") != null && !jsonObj.get("receipt_amount").isJsonNull()) && !jsonObj.get("receipt_amount").isJsonPrimitive()) {
        throw new IllegalArgumentException(String.format(java.util.Locale.ROOT, "Expected the field `receipt_amount` to be a primitive type in the JSON string but got `%s`", jsonObj.get("receipt_amount").toString()));
      }
      if ((jsonObj.get("buyer_id") != null && !jsonObj.get("buyer_id").isJsonNull()) && !jsonObj.get("buyer_id").isJsonPrimitive()) {
        throw new IllegalArgumentException(String.format(java.util.Locale.ROOT, "Expected the field `buyer_id` to be a primitive type in the JSON string but got `%s`", jsonObj.get("buyer_id").toString()));
      }
      if ((jsonObj.get("gmt_payment") != null && !jsonObj.get("gmt_payment").isJsonNull()) && !jsonObj.get("gmt_payment").isJsonPrimitive()) {
        throw new IllegalArgumentException(String.format(java.util.Locale.ROOT, "Expected the field `gmt_payment` to be a primitive type in the JSON string but got `%s`", jsonObj.get("gmt_payment").toString()));
      }
  }

  public static class CustomTypeAdapterFactory implements TypeAdapterFactory {
    @SuppressWarnings("unchecked")
    @Override
    public <T> TypeAdapter<T> create(Gson gson, TypeToken<T> type) {
       if (!PayappNotification.class.isAssignableFrom(type.getRawType())) {
         return null; // this class only serializes 'PayappNotification' and its subtypes
       }
       final TypeAdapter<JsonElement> elementAdapter = gson.getAdapter(JsonElement.class);
       final TypeAdapter<PayappNotification> thisAdapter
                        = gson.getDelegateAdapter(this, TypeToken.get(PayappNotification.class));

       return (TypeAdapter<T>) new TypeAdapter<PayappNotification>() {
           @Override
           public void write(JsonWriter out, PayappNotification value) throws IOException {
             JsonObject obj = thisAdapter.toJsonTree(value).getAsJsonObject();
             elementAdapter.write(out, obj);
           }

           @Override
           public PayappNotification read(JsonReader in) throws IOException {
             JsonElement jsonElement = elementAdapter.read(in);
             validateJsonElement(jsonElement);
             return thisAdapter.fromJsonTree(jsonElement);
           }

       }.nullSafe();
    }
  }

  /**
   * Create an instance of PayappNotification given an JSON string
   *
   * @param jsonString JSON string
   * @return An instance of PayappNotification
   * @throws IOException if the JSON string is invalid with respect to PayappNotification
   */
  public static PayappNotification fromJson(String jsonString) throws IOException {
    return JSON.getGson().fromJson(jsonString, PayappNotification.class);
  }

  /**
   * Convert an instance of PayappNotification to an JSON string
   *
   * @return JSON string
   */
  public String toJson() {
    return JSON.getGson().toJson(this);
  }
}
