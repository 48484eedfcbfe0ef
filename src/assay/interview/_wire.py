"""The A2A payload of the provider protocol (docs/interview.md, "Company agents over A2A").

A call is an A2A ``SendMessage`` whose message has one data part ``{"method", "params"}``; the agent
answers with a message whose data part is ``{"result": ...}`` or ``{"error": {"code", "message"}}``.
Methods: ``start_interview``, ``get_question``, ``get_phases``, ``evaluate_phase``.
"""

from __future__ import annotations

from typing import Any

__all__ = ["METHODS", "error_payload", "request_payload", "result_payload"]

METHODS: tuple[str, ...] = ("start_interview", "get_question", "get_phases", "evaluate_phase")


def request_payload(method: str, params: dict[str, Any] | None = None) -> dict[str, Any]:
    """The data part of a call."""
    return {"method": method, "params": params or {}}


def result_payload(result: Any) -> dict[str, Any]:
    """The data part of a successful answer."""
    return {"result": result}


def error_payload(code: str, message: str) -> dict[str, Any]:
    """The data part of a refused call."""
    return {"error": {"code": code, "message": message}}
