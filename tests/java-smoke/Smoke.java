// The Java client's smoke program (the java-client suite: tests/java-smoke/run.ts builds clients/java with Maven
// and runs this file with the JDK's source launcher against a fresh reference server at ORBIT_BASE_URL).
// Each check is one promise of clients/java/README.md, made once in the contract's current mode and once in
// next-minor mode (a sandbox world whose answers carry fields and enum values 3.4.0 does not know), so a
// generator option that makes unknown fields or enum values fail a call fails this program.
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import example.orbit.client.ApiClient;
import example.orbit.client.ApiException;
import example.orbit.client.JSON;
import example.orbit.client.api.AuthApi;
import example.orbit.client.api.GenerationApi;
import example.orbit.client.api.OrdersApi;
import example.orbit.client.api.PackagesApi;
import example.orbit.client.api.PaymentsApi;
import example.orbit.client.auth.HttpBearerAuth;
import example.orbit.client.model.AuthSession;
import example.orbit.client.model.ChatCompletionChunk;
import example.orbit.client.model.ChatCompletionRequest;
import example.orbit.client.model.CreatePaymentRequest;
import example.orbit.client.model.Error;
import example.orbit.client.model.ModelPackage;
import example.orbit.client.model.OrderAction;
import example.orbit.client.model.OrderActionRequest;
import example.orbit.client.model.OrderActionResult;
import example.orbit.client.model.OrderStatus;
import example.orbit.client.model.PackageList;
import example.orbit.client.model.PackageType;
import example.orbit.client.model.PaymentCreated;
import example.orbit.client.model.PaymentProvider;
import example.orbit.client.model.SmsLoginRequest;
import example.orbit.client.model.SmsSendRequest;
import example.orbit.client.model.SpeechRequest;
import example.orbit.client.model.UnifiedLoginRequest;
import java.io.File;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

public class Smoke {
  /** The demo developer's API key (a fixture of the reference server's seed: mock-server/README.md). */
  static final String DEVELOPER_KEY = "sk_test_DemoDeveloperKey000000000000000000000001";
  static final String NEXT_MINOR = "next-minor";

  static final HttpClient http = HttpClient.newHttpClient();
  static int checks = 0;

  static void check(boolean ok, String what) {
    if (!ok) throw new AssertionError(what);
    checks++;
  }

  /** A sandbox route (not part of the client's contract), in the given world. */
  static JsonObject sandbox(String base, String world, String method, String path, String body) throws Exception {
    HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base + path)).header("Orbit-Sandbox", world);
    request.method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
    if (body != null) request.header("Content-Type", "application/json");
    HttpResponse<String> answer = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
    if (answer.statusCode() != 200) throw new AssertionError(method + " " + path + " answered " + answer.statusCode() + ": " + answer.body());
    return JsonParser.parseString(answer.body()).getAsJsonObject();
  }

  static void run(String base, String mode, String phone) throws Exception {
    boolean next = mode.equals(NEXT_MINOR);
    String world = "java-smoke-" + mode;
    JsonObject set = sandbox(base, world, "PUT", "/__sandbox/mode", "{\"mode\":\"" + mode + "\"}");
    check(mode.equals(set.get("mode").getAsString()), "the sandbox world is in " + mode + " mode");

    ApiClient client = new ApiClient();
    client.setBasePath(base);
    client.addDefaultHeader("Orbit-Sandbox", world);

    // SMS login through the sandbox: send a code, read it back from the sandbox, log in with it (the login
    // modes are a oneOf: the generated UnifiedLoginRequest wraps the SMS variant).
    AuthApi auth = new AuthApi(client);
    auth.sendSmsCode(new SmsSendRequest().phone(phone));
    String code = sandbox(base, world, "GET", "/__sandbox/sms/" + URLEncoder.encode(phone, StandardCharsets.UTF_8), null).get("code").getAsString();
    AuthSession session = auth.unifiedLogin(new UnifiedLoginRequest(new SmsLoginRequest().mode(SmsLoginRequest.ModeEnum.SMS).phone(phone).code(code)));
    check(!session.getAccessToken().isEmpty(), "the SMS login answers an access token");
    // Each bearer scheme of the contract is its own credential; the generated operations pick theirs.
    ((HttpBearerAuth) client.getAuthentication("loginToken")).setBearerToken(session.getAccessToken());
    ((HttpBearerAuth) client.getAuthentication("apiKey")).setBearerToken(DEVELOPER_KEY);

    // The package list: in next-minor mode every type is a value 3.4.0 does not know and every object carries
    // fields it does not know; the call still succeeds, the value reads as UNKNOWN_DEFAULT_OPEN_API and the
    // fields stay readable.
    PackageList packages = new PackagesApi(client).listPackages(null);
    check(!packages.getItems().isEmpty(), "the package list has packages");
    for (ModelPackage item : packages.getItems()) {
      check((item.getType() == PackageType.UNKNOWN_DEFAULT_OPEN_API) == next, "a package type reads as known only in the current mode: " + item.getType());
      check((item.getAdditionalProperty("next_minor_note") != null) == next, "an unknown field is kept only in next-minor mode");
    }

    // An order cancel: create a payment order, then cancel it.
    PaymentCreated created = new PaymentsApi(client).createPayment(
        new CreatePaymentRequest().packageId("pkg_credit10000002").provider(PaymentProvider.CHATPAY), UUID.randomUUID().toString());
    String orderNo = created.getOrder().getOrderNo();
    check(orderNo.startsWith("ORD"), "the payment creates an order");
    check(created.getOrder().getStatus() == (next ? OrderStatus.UNKNOWN_DEFAULT_OPEN_API : OrderStatus.PENDING), "the new order is pending (unknown in next-minor)");
    OrdersApi orders = new OrdersApi(client);
    OrderActionResult cancelled = orders.manageOrder(new OrderActionRequest().action(OrderAction.CANCEL).orderNo(orderNo));
    check(cancelled.getOrder().getOrderNo().equals(orderNo), "the cancel answers the order");
    check(cancelled.getOrder().getStatus() == (next ? OrderStatus.UNKNOWN_DEFAULT_OPEN_API : OrderStatus.CANCELLED), "the order is cancelled (unknown in next-minor)");

    // A typed error: the generated ApiException carries the status and the body, which parses as the contract's Error.
    try {
      orders.manageOrder(new OrderActionRequest().action(OrderAction.CANCEL).orderNo("ORD20990101000000NOSUCH00"));
      throw new AssertionError("cancelling an unknown order must fail");
    } catch (ApiException e) {
      check(e.getCode() == 404, "an unknown order answers 404, not " + e.getCode());
      Error error = JSON.getGson().fromJson(e.getResponseBody(), Error.class);
      check(error.getError().getCode().equals("order_not_found"), "the error body's code is order_not_found: " + error.getError().getCode());
      check(!error.getError().getRequestId().isEmpty(), "the error body carries its request id");
    }

    // The speech bytes: a binary answer, downloaded to a file by the generated method.
    File speech = new GenerationApi(client).createSpeech(new SpeechRequest().input("Hello from Java."));
    byte[] audio = Files.readAllBytes(speech.toPath());
    speech.delete();
    check(audio.length > 44 && new String(audio, 0, 4, StandardCharsets.US_ASCII).equals("RIFF")
        && new String(audio, 8, 4, StandardCharsets.US_ASCII).equals("WAVE"), "the speech answer is a WAV file");

    // The streamed chat: the generated method reads one JSON document, so it refuses the event stream; its
    // generated okhttp Call (built and authenticated by the client) is read event by event by the caller.
    ChatCompletionRequest chat = new ChatCompletionRequest().prompt("Write a haiku about tea.").maxTokens(16).stream(true);
    GenerationApi generation = new GenerationApi(client);
    try {
      generation.createChatCompletion(chat);
      throw new AssertionError("the generated method cannot read an event stream");
    } catch (ApiException e) {
      check(e.getCode() == 200 && e.getMessage().contains("text/event-stream"), "the generated method refuses the event stream: " + e.getMessage());
    }
    List<ChatCompletionChunk> chunks = new ArrayList<>();
    boolean done = false;
    try (okhttp3.Response answer = generation.createChatCompletionCall(chat, null).execute()) {
      check(answer.code() == 200, "the streamed chat answers 200");
      okio.BufferedSource source = answer.body().source();
      for (String line; (line = source.readUtf8Line()) != null; ) {
        if (!line.startsWith("data: ")) continue;
        String data = line.substring("data: ".length());
        if (data.equals("[DONE]")) { done = true; break; }
        chunks.add(JSON.getGson().fromJson(data, ChatCompletionChunk.class));
      }
    }
    check(done && !chunks.isEmpty(), "the stream has chunks and ends with [DONE]");
    System.out.printf("java-smoke: %s mode: SMS login, %d packages, order %s cancelled, 404 order_not_found, %d bytes of WAV, %d chunks streamed%n",
        mode, packages.getItems().size(), orderNo, audio.length, chunks.size());
  }

  public static void main(String[] args) throws Exception {
    String base = System.getenv("ORBIT_BASE_URL");
    if (base == null || base.isEmpty()) throw new IllegalStateException("ORBIT_BASE_URL is not set (run through tests/java-smoke/run.ts)");
    // A new number per mode: each world signs it up from the seed.
    run(base, "current", "+8613700000101");
    run(base, NEXT_MINOR, "+8613700000102");
    System.out.printf("java-smoke: %d checks passed against %s in both modes%n", checks, base);
  }
}
