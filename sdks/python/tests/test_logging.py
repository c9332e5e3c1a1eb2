"""The debug log switch: one line per attempt in the rules' format, a headers line at debug, and
credentials, tokens, keys and bodies never logged (the redaction test prints how many lines it checked)."""
import logging
import re

import pytest

from orbit_sdk import AuthenticationError, BadRequestError, InternalServerError
from orbit_sdk import _constants as rules

from .conftest import ORDER, Double, error_answer, json_answer, order_list

SECRETS = ["acc_SECRET_login_token", "sk_test_SECRET_api_key", "idem-SECRET-key", "orbit-demo-2026", "rt_SECRETrefresh00000000"]


def line_pattern() -> "re.Pattern[str]":
    pattern = re.escape(rules.LOG_FORMAT)
    for field, value in {"level": "info", "method": "[A-Z]+", "path": "/[^ ?]*", "status": r"(\d{3}|timeout|connection_error)", "attempt": r"\d+", "request_id": r"(req_\w+|-)", "elapsed_ms": r"\d+"}.items():
        pattern = pattern.replace(re.escape("{" + field + "}"), value)
    return re.compile(f"^{pattern}$")


@pytest.fixture
def records():
    captured = []

    class Capture(logging.Handler):
        def emit(self, record):
            captured.append(record)

    handler = Capture(level=logging.DEBUG)
    logger = logging.getLogger("orbit_sdk")
    logger.addHandler(handler)
    yield captured
    logger.removeHandler(handler)


def test_info_writes_one_line_per_attempt(twin, records):
    double = Double(error_answer(503), order_list([ORDER]))
    client = twin.client(double, access_token="tok", log_level="info")
    twin.run(lambda: client.orders.list(page=1))
    lines = [r.getMessage() for r in records]
    assert len(lines) == 2 and all(line_pattern().match(line) for line in lines), lines
    assert "status=503 attempt=1" in lines[0] and "status=200 attempt=2 request_id=req_test200" in lines[1]


def test_off_by_default_and_from_the_environment(twin, records, monkeypatch):
    client = twin.client(Double(json_answer(200, {"items": []})))
    twin.run(lambda: client.packages.list())
    assert records == []
    monkeypatch.setenv(rules.ENV_LOG, "info")
    client = twin.client(Double(json_answer(200, {"items": []})))
    twin.run(lambda: client.packages.list())
    assert len(records) == 1


def test_failed_attempts_log_timeout_or_connection_error(twin, records):
    import httpx

    double = Double(httpx.ReadTimeout("slow"), httpx.ConnectError("refused"), error_answer(500))
    client = twin.client(double, log_level="info", max_retries=2)
    with pytest.raises(InternalServerError):
        twin.run(lambda: client.packages.list())
    statuses = [re.search(r"status=(\S+)", r.getMessage()).group(1) for r in records]
    assert statuses == ["timeout", "connection_error", "500"]


def test_debug_redacts_credentials_and_never_logs_bodies_or_secrets(twin, records):
    double = Double(json_answer(200, {"order": ORDER}), error_answer(401, "token_expired"), error_answer(400, "invalid_parameter"))
    client = twin.client(double, access_token=SECRETS[0], api_key=SECRETS[1], refresh_token=SECRETS[4], log_level="debug", max_retries=0, auto_refresh=False)
    twin.run(lambda: client.payments.create(package_id="pkg_vip30d00000001", provider="chatpay", idempotency_key=SECRETS[2]))
    with pytest.raises(AuthenticationError):
        twin.run(lambda: client.orders.list())
    with pytest.raises(BadRequestError):
        twin.run(lambda: client.ai.chat(messages=[{"role": "user", "content": SECRETS[3]}], extra_headers={"Cookie": "session=SECRET"}))
    lines = [r.getMessage() for r in records]
    header_lines = [line for line in lines if "headers=" in line]
    assert len(header_lines) == 3 and len(lines) == 6
    for line in lines:
        for secret in SECRETS + ["session=SECRET", "pkg_vip30d00000001"]:
            assert secret not in line, line
    assert f'"Authorization": "{rules.LOG_REDACTED}"' in header_lines[0]
    assert f'"idempotency-key": "{rules.LOG_REDACTED}"' in header_lines[0].lower()
    assert f'"cookie": "{rules.LOG_REDACTED}"' in header_lines[2].lower()
    print(f"log redaction: checked {len(lines)} log lines ({len(header_lines)} header lines) for {len(SECRETS) + 2} secrets")
