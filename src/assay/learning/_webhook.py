"""The instructor-alert webhook: signed POSTs, retried with exponential backoff (docs/learning.md, "Events").

The body is the event as JSON (``id``, ``name``, ``payload``, ``created_at``; keys sorted). Headers:

* ``X-Assay-Event-Id``: the event's stable id (a receiver that sees it twice drops the repeat);
* ``X-Assay-Event``: the event name;
* ``X-Assay-Timestamp``: Unix seconds when this attempt was signed;
* ``X-Assay-Signature``: ``sha256=`` + hex HMAC-SHA256 of ``{timestamp}.{body}`` keyed with
  ``ASSAY_LEARN_WEBHOOK_SECRET``. A receiver recomputes it over the raw body and compares in
  constant time (:func:`verify_signature`), and may refuse old timestamps (replays).

Any answer but 2xx, a timeout or a refused connection is a failed attempt: the outbox keeps the
event and the relay tries again after ``backoff * 2**(attempts-1)`` seconds (capped), for as long
as it takes. The secret is never logged or put in an error.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import logging
import time
from urllib.parse import urlsplit

import httpx
from pydantic import SecretStr

from assay.storage import OutboxEvent

__all__ = ["WebhookDeliveryError", "WebhookSender", "backoff_delay", "sign", "verify_signature"]

log = logging.getLogger(__name__)

SIGNATURE_HEADER = "X-Assay-Signature"
TIMESTAMP_HEADER = "X-Assay-Timestamp"


class WebhookDeliveryError(Exception):
    """One attempt failed (the receiver is down or refused); the event stays in the outbox."""


def sign(secret: str, timestamp: int, body: bytes) -> str:
    """The ``X-Assay-Signature`` value of ``body`` signed at ``timestamp``."""
    mac = hmac.new(secret.encode(), f"{timestamp}.".encode() + body, hashlib.sha256)
    return "sha256=" + mac.hexdigest()


def verify_signature(
    secret: str, body: bytes, timestamp: str, signature: str, *, tolerance_s: float | None = 300
) -> bool:
    """Whether ``signature`` signs ``body`` at ``timestamp``, within ``tolerance_s`` (None: any age)."""
    try:
        stamp = int(timestamp)
    except ValueError:
        return False
    if tolerance_s is not None and abs(time.time() - stamp) > tolerance_s:
        return False
    return hmac.compare_digest(sign(secret, stamp, body), signature)


def backoff_delay(attempts: int, base_s: float, max_s: float) -> float:
    """Seconds to wait after the ``attempts``-th failed attempt: ``base * 2**(attempts-1)``, capped."""
    return float(min(max_s, base_s * 2 ** max(0, min(attempts - 1, 30))))


def event_body(event: OutboxEvent) -> bytes:
    """The JSON body POSTed for ``event``."""
    document = {
        "id": event.id,
        "name": event.name,
        "payload": event.payload,
        "created_at": event.created_at.isoformat(),
    }
    return json.dumps(document, sort_keys=True, separators=(",", ":")).encode()


class _RedactUrl(logging.Filter):
    """Rewrites httpx's request log lines so that the webhook URL shows as its host only.

    A webhook URL often is a credential itself (a token in its path or query); httpx logs every
    request's full URL at INFO.
    """

    def __init__(self, url: str, shown: str) -> None:
        super().__init__()
        self.url, self.shown = url, shown

    def filter(self, record: logging.LogRecord) -> bool:
        try:
            message = record.getMessage()
        except (TypeError, ValueError):
            return True
        if self.url in message:
            record.msg, record.args = message.replace(self.url, self.shown), ()
        return True


class WebhookSender:
    """POSTs events to one URL, signed with the secret. Logs and errors show the URL's host only."""

    def __init__(self, url: SecretStr | str, secret: SecretStr, *, timeout_s: float = 10.0) -> None:
        self._url = url.get_secret_value() if isinstance(url, SecretStr) else url
        self._secret = secret
        self._client = httpx.Client(timeout=timeout_s, follow_redirects=False)
        self._filter = _RedactUrl(self._url, self.where)
        logging.getLogger("httpx").addFilter(self._filter)

    def __repr__(self) -> str:
        return f"WebhookSender({self.where!r})"

    @property
    def where(self) -> str:
        """The URL's scheme, host and port (its path and query may hold a token), for logs."""
        parts = urlsplit(self._url)
        host = parts.hostname or ""
        port = f":{parts.port}" if parts.port else ""
        return f"{parts.scheme}://{host}{port}/…"

    def send(self, event: OutboxEvent) -> None:
        """POST one event.

        Raises:
            WebhookDeliveryError: no 2xx answer (its message never holds the secret).
        """
        body = event_body(event)
        stamp = int(time.time())
        headers = {
            "Content-Type": "application/json",
            "X-Assay-Event-Id": event.id,
            "X-Assay-Event": event.name,
            TIMESTAMP_HEADER: str(stamp),
            SIGNATURE_HEADER: sign(self._secret.get_secret_value(), stamp, body),
        }
        try:
            response = self._client.post(self._url, content=body, headers=headers)
        except httpx.HTTPError as exc:
            raise WebhookDeliveryError(f"{self.where}: {type(exc).__name__}") from None
        if not 200 <= response.status_code < 300:
            raise WebhookDeliveryError(f"{self.where} answered HTTP {response.status_code}")

    def close(self) -> None:
        self._client.close()
        logging.getLogger("httpx").removeFilter(self._filter)
