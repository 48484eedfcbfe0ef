"""What the grading tests share: the answer only a model can finish, a scripted model's grade over
HTTP, ``assay grade`` in a subprocess; and for the normaliser's tests, a stand-in method signature,
the node classes a judge supplies, and running what an answer normalises to.

The model is a scripted server speaking the OpenAI wire format (tests/api/scripted_llm.py); the
API runs in-process behind FastAPI's test client (real HTTP routing, validation and error bodies).
Fixtures (a sandbox, the questions, the embedded model) are in tests/grading/conftest.py.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, cast

import httpx
from fastapi import FastAPI
from fastapi.testclient import TestClient

from assay.api import ApiSettings, create_app
from assay.grading import GradingService, Normalised, normalise
from assay.grading._pseudocode._translate import SYSTEM_PROMPT as WHOLE_PROGRAM_PROMPT
from assay.grading._pseudocode._translate_lines import SYSTEM_PROMPT as FILL_PROMPT
from assay.judge import Param, Signature
from assay.sandbox import Sandbox
from tests.api.scripted_llm import Step, scripted_llm
from tests.api.support import SEED_SOLUTION, make_gateway, make_service
from tests.servers import serve

__all__ = [
    "EVALUATE",
    "UNKNOWN_STEP",
    "UNKNOWN_STEP_LINE",
    "WHOLE_PROGRAM",
    "ListNode",
    "P",
    "Sig",
    "TreeNode",
    "api_client",
    "assay_grade",
    "assert_not_understood",
    "grade_with_script",
    "grade_without_model",
    "linked",
    "normalised",
    "post_evaluate",
    "run_assay",
    "run_normalised",
    "scripted_model_env",
    "served",
    "sig",
    "signature",
    "translation_kinds",
    "unread_lines",
    "values",
]

EVALUATE = "/api/submissions/evaluate"

# Longest substring without repeats (question 3), correct, in the arrow style; line 7 is a procedure
# of the learner's imagination that no rule knows, so only a model can translate it.
UNKNOWN_STEP_LINE = 7
UNKNOWN_STEP = """function lengthOfLongestSubstring(s)
    seen ← empty set
    left ← 0
    best ← 0
    for right ← 0 to length(s) - 1 do
        while s[right] ∈ seen do
            DROP-FROM-WINDOW(seen, s[left])
            left ← left + 1
        end while
        add s[right] to seen
        best ← max(best, right - left + 1)
    end for
    return best
end function
"""
#: A faithful whole-program translation of :data:`UNKNOWN_STEP`, as a model answers it (fenced).
WHOLE_PROGRAM = "```python\n" + SEED_SOLUTION.replace("        ", "", 1) + "```"


def api_client(service: GradingService) -> TestClient:
    """The API on ``service``; a server error is answered as a client sees it, not raised."""
    return TestClient(create_app(ApiSettings(), service=service), raise_server_exceptions=False)


def post_evaluate(client: TestClient, solution: str, question_id: str = "3") -> Any:
    return client.post(EVALUATE, json={"questionId": question_id, "solution": solution})


def grade_without_model(tmp_path: Path, sandbox: Sandbox, solution: str, question_id: str) -> tuple[int, Any]:
    """Grade ``solution`` over HTTP with no model; the status and body, after checking that nothing
    was stored (a refusal leaves no half-written record)."""
    service = make_service(tmp_path, sandbox)
    with api_client(service) as client:
        response = post_evaluate(client, solution, question_id)
    assert service.repository is not None and service.repository.count() == 0
    return response.status_code, response.json()


def assert_not_understood(status: int, body: Any) -> None:
    """A refusal that puts the failure on our reading, not on the learner: 422
    ``PSEUDOCODE_NOT_UNDERSTOOD`` listing the lines not understood (and how to write them), never
    "neither code nor pseudocode" (docs/grading.md, "Errors")."""
    assert status == 422, body
    assert body["error"] == "PSEUDOCODE_NOT_UNDERSTOOD", body
    assert "neither code nor pseudocode" not in body["message"]
    assert body["details"]["lines"], body


def grade_with_script(
    tmp_path: Path, sandbox: Sandbox, text: str, steps: list[Step], **settings: object
) -> tuple[Any, list[dict[str, Any]]]:
    """Grade ``text`` for question 3 over HTTP with a model answering ``steps`` in turn; the
    response and the requests the model received. ``settings`` are GradingSettings fields."""
    with scripted_llm(steps) as llm:
        service = make_service(tmp_path, sandbox, gateway=make_gateway(llm.url), **settings)
        with api_client(service) as client:
            response = post_evaluate(client, text)
        return response, list(llm.requests)


@contextmanager
def served(app: FastAPI) -> Iterator[httpx.Client]:
    """``app`` behind uvicorn on a free port of 127.0.0.1 (tests/servers.py), as a client reaches
    it over a real socket; a client on it (60 s timeout). The server stops when the block ends."""
    with serve(app) as url, httpx.Client(base_url=url, timeout=60) as http:
        yield http


def translation_kinds(requests: list[dict[str, Any]]) -> list[str]:
    """Which translation each request asked for (``fill`` or ``whole``), leaving out the narrative's."""
    kinds = {FILL_PROMPT: "fill", WHOLE_PROGRAM_PROMPT: "whole"}
    systems = [str(r["messages"][0]["content"]) for r in requests]
    return [kinds[s] for s in systems if s in kinds]


def run_assay(
    tmp_path: Path, *args: str, stdin: str | None = None, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    """``assay ARGS`` in a subprocess, as a user runs it: no model unless ``env`` names one, its
    database and data under ``tmp_path``."""
    full_env = {
        **os.environ,
        "ASSAY_DATA_DIR": str(tmp_path / "data"),
        "ASSAY_LLM_MODEL": "none",
        "ASSAY_DATABASE_URL": f"sqlite:///{tmp_path / 'cli.sqlite3'}",
        "COLUMNS": "120",
        **(env or {}),
    }
    return subprocess.run(
        [sys.executable, "-m", "assay", *args],
        input=stdin,
        capture_output=True,
        text=True,
        env=full_env,
        timeout=120,
    )


def assay_grade(
    tmp_path: Path, *args: str, stdin: str, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    """``assay grade -q 3 -s - ARGS`` with ``stdin`` the answer (see :func:`run_assay`)."""
    return run_assay(tmp_path, "grade", "-q", "3", "-s", "-", *args, stdin=stdin, env=env)


def scripted_model_env(url: str) -> dict[str, str]:
    """The ``ASSAY_*`` settings of a process whose model is the scripted server at ``url`` (OpenAI
    wire format): a test key, no response cache, no retries, no model narrative."""
    return {
        "ASSAY_LLM_MODEL": "openai:scripted-model",
        "ASSAY_OPENAI_BASE_URL": url,
        "ASSAY_OPENAI_API_KEY": "sk-test-not-a-secret",
        "ASSAY_LLM_CACHE": "false",
        "ASSAY_LLM_MAX_RETRIES": "0",
        "ASSAY_MODEL_FEEDBACK": "false",
    }


# -- the normaliser's tests: a method's signature, the judge's node classes, running an answer --------


@dataclass(frozen=True)
class P:
    """A parameter of :class:`Sig`."""

    name: str
    type: str


@dataclass(frozen=True)
class Sig:
    """A stand-in for ``assay.judge.Signature``: the normaliser reads only these fields, so its
    tests need not build the validated model (tests/grading/test_pseudocode.py checks that one too)."""

    method: str
    params: list[P] = field(default_factory=list)
    returns: str = "int"


def sig(method: str, returns: str, **params: str) -> Sig:
    """``method(name: type, ...) -> returns``, the parameters in keyword order."""
    return Sig(method, [P(n, t) for n, t in params.items()], returns)


def signature(method: str, returns: str, **params: str) -> Signature:
    """The judge's own :class:`~assay.judge.Signature` (what the bank gives), parameters in keyword order."""
    return Signature(
        method=method, params=[Param(name=n, type=t) for n, t in params.items()], returns=returns
    )


class ListNode:
    """The judge's linked-list node, as a normalised answer finds it."""

    def __init__(self, val: int = 0, next: ListNode | None = None) -> None:
        self.val, self.next = val, next


class TreeNode:
    """The judge's binary-tree node, as a normalised answer finds it."""

    def __init__(self, val: int = 0, left: TreeNode | None = None, right: TreeNode | None = None) -> None:
        self.val, self.left, self.right = val, left, right


def linked(*values: int) -> ListNode | None:
    """The list ``values[0] -> values[1] -> ...``; ``None`` when there are none."""
    head = None
    for v in reversed(values):
        head = ListNode(v, head)
    return head


def values(node: ListNode | None) -> list[int]:
    """The values of the list from ``node`` on, in order."""
    out = []
    while node is not None:
        out.append(node.val)
        node = node.next
    return out


def normalised(text: str, signature: Sig | Signature) -> Normalised:
    """What the normaliser makes of ``text`` (dedented, outer blank lines dropped) for ``signature``."""
    # The stand-in has every field the normaliser reads (see Sig); the cast only tells mypy so.
    return normalise(textwrap.dedent(text).strip("\n"), cast(Signature, signature))


def refused(text: str, signature: Sig | Signature) -> list[int]:
    """The learner's line numbers the normaliser did not understand, in order (the answer does not run
    as written)."""
    return [u.line for u in normalised(text, signature).unrecognised]


def unread_lines(text: str, signature: Sig | Signature) -> set[int]:
    """The learner's line numbers the normaliser did not understand."""
    return {u.line for u in normalised(text, signature).unrecognised}


def run_normalised(
    text: str,
    signature: Sig | Signature,
    *args: Any,
    strict: bool = True,
    classes: tuple[type, ...] = (),
) -> Any:
    """Normalise ``text`` (dedented) for ``signature``, then call the method on ``args``; its result.

    The answer must compile and, when ``strict``, leave no line not understood. Its namespace holds
    ``classes`` (by class name) and nothing else, so a node class the test does not supply is a
    ``NameError``.
    """
    result = normalised(text, signature)
    assert result.ok, f"{result.error}\n{result.python}"
    if strict:
        assert not result.unrecognised, f"{result.unrecognised}\n{result.python}"
    namespace: dict[str, Any] = {cls.__name__: cls for cls in classes}
    exec(compile(result.python, "<normalised>", "exec"), namespace)
    return getattr(namespace["Solution"](), signature.method)(*args)
