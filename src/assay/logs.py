"""Logging set-up shared by the front doors.

Log lines say what happened, where, and what happens next. Secrets are scrubbed by a
filter on the root handler so that no code path can leak an API key by accident.
"""

from __future__ import annotations

import logging
import re

__all__ = ["SecretFilter", "configure_logging", "redact", "register_secret"]

_SECRETS: set[str] = set()
_KEY_PATTERN = re.compile(r"(sk-[A-Za-z0-9_\-]{8,}|AKIA[0-9A-Z]{16}|Bearer\s+[A-Za-z0-9._\-]{8,})")


def register_secret(value: str | None) -> None:
    """Remember a secret value so that it is masked wherever it would be logged."""
    if value and len(value) >= 4:
        _SECRETS.add(value)


def redact(text: str) -> str:
    """Mask registered secrets and anything shaped like an API key."""
    for secret in _SECRETS:
        text = text.replace(secret, "***")
    return _KEY_PATTERN.sub("***", text)


class SecretFilter(logging.Filter):
    """Rewrites each record's message with secrets masked."""

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        cleaned = redact(message)
        if cleaned != message:
            record.msg = cleaned
            record.args = None
        return True


def configure_logging(level: str = "INFO", *, rich: bool = True) -> None:
    """Install one handler on the ``assay`` logger (idempotent)."""
    logger = logging.getLogger("assay")
    logger.setLevel(level.upper())
    for old in list(logger.handlers):
        if old.get_name() == "assay":
            logger.removeHandler(old)
    handler: logging.Handler
    if rich:
        from rich.console import Console
        from rich.logging import RichHandler

        handler = RichHandler(console=Console(stderr=True), show_path=False, rich_tracebacks=False)
    else:
        handler = logging.StreamHandler()
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    handler.addFilter(SecretFilter())
    handler.set_name("assay")
    logger.addHandler(handler)
    logger.propagate = False
