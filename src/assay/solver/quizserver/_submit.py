"""Scoring one submission: the body's fields, the URL it names, the clock and difficulty gating."""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from typing import Any

from assay.solver.quizserver._chain import CHAIN, prepare, spec_of
from assay.solver.quizserver._models import SubmitReply
from assay.solver.quizserver._state import QuizState, url_key

__all__ = ["REQUIRED_FIELDS", "Refusal", "parse_body", "score"]

log = logging.getLogger("assay.solver.quizserver")

REQUIRED_FIELDS = ("email", "secret", "url", "answer")


@dataclass(frozen=True)
class Refusal:
    """A submission refused before scoring: an HTTP status and an error body."""

    status: int
    code: str
    message: str

    def body(self) -> dict[str, str]:
        return {"error": self.code, "message": self.message}


def _blank(value: Any) -> bool:
    # 0 and false are answers; only null and empty or whitespace-only strings are missing.
    return value is None or (isinstance(value, str) and not value.strip())


def parse_body(raw: bytes) -> dict[str, Any] | Refusal:
    """The submission as a JSON object with every required field present, or why not."""
    try:
        body = json.loads(raw)
    except (UnicodeDecodeError, json.JSONDecodeError):
        return Refusal(400, "INVALID_JSON", "the body is not JSON; send {email, secret, url, answer}")
    if not isinstance(body, dict):
        return Refusal(400, "INVALID_JSON", "the body must be a JSON object {email, secret, url, answer}")
    for name in REQUIRED_FIELDS:
        if _blank(body.get(name)):
            return Refusal(
                400, "MISSING_FIELD", f"Missing field: {name} (null or blank; 0 and false are valid answers)"
            )
    for name in ("email", "secret", "url"):
        if not isinstance(body[name], str):
            return Refusal(400, "INVALID_FIELD", f"{name} must be a string")
    return body


def score(
    state: QuizState, body: dict[str, Any], *, submit_task: str, seed: str, time_limit_s: float, origin: str
) -> SubmitReply | Refusal:
    """Score a well-formed submission posted to ``submit_task``'s submit URL."""
    issued = state.lookup(url_key(body["url"]))
    if issued is None:
        return Refusal(
            400,
            "UNKNOWN_URL",
            "url is not a question URL this server handed out; send exactly the URL you were given, "
            "query string (?email=...&id=...) included",
        )
    if body["email"].strip() != issued.email:
        return Refusal(400, "EMAIL_MISMATCH", "email is not the one the question URL was handed out to")
    if issued.task != submit_task:
        return Refusal(
            400, "WRONG_SUBMIT_URL", "this submit URL belongs to another question; use the one its page names"
        )
    elapsed = state.clock() - issued.issued_at
    in_window = elapsed <= time_limit_s
    reason = prepare(seed, issued.email, issued.task).check(body["answer"])
    correct = in_window and reason is None
    if not in_window:
        reason = (
            f"too late: answered {elapsed:.0f} s after the URL was handed out; "
            f"the limit is {time_limit_s:.0f} s"
        )
    state.record(issued, correct=correct, in_window=in_window)
    position, spec = spec_of(issued.task) or (0, CHAIN[0])
    next_url = None
    if position < len(CHAIN) and (correct or spec.difficulty <= 2):
        next_url = origin + state.reveal_next(issued, CHAIN[position].name)
    log.info(
        "submission email=%s task=%s correct=%s in_window=%s delay=%.1f",
        issued.email,
        issued.task,
        correct,
        in_window,
        elapsed,
    )
    return SubmitReply(correct=correct, reason=reason, url=next_url, delay=int(elapsed))
