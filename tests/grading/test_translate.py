"""Model translation fallback, through the real LLM gateway against a scripted OpenAI-compatible server."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler
from typing import Any

import pytest

from assay.grading._pseudocode._translate import extract_python, translate
from assay.llm import Gateway, LLMSettings
from tests.grading.support import sig
from tests.servers import serve_handler

LSUB = sig("length_of_longest_substring", "int", s="str")
PSEUDO = "GIVEN s, SCAN it keeping a window ; ANSWER the widest window ; ok"


@dataclass
class Script:
    """Replies the server gives, in order: (HTTP status, assistant text)."""

    replies: list[tuple[int, str]] = field(default_factory=list)
    requests: list[dict[str, Any]] = field(default_factory=list)


def _completion(text: str) -> dict[str, Any]:
    return {
        "id": "chatcmpl-test",
        "object": "chat.completion",
        "created": 1700000000,
        "model": "scripted-model",
        "choices": [
            {"index": 0, "message": {"role": "assistant", "content": text}, "finish_reason": "stop"},
        ],
        "usage": {"prompt_tokens": 50, "completion_tokens": 40, "total_tokens": 90},
    }


@pytest.fixture
def server() -> Iterator[tuple[str, Script]]:
    script = Script()

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
            if self.path.rstrip("/") != "/v1/chat/completions":
                self.send_response(404)
                self.end_headers()
                return
            script.requests.append(json.loads(body))
            status, text = script.replies.pop(0) if script.replies else (500, "script exhausted")
            payload = (
                _completion(text)
                if status == 200
                else {"error": {"message": text, "type": "server_error", "code": status}}
            )
            data = json.dumps(payload).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, *args: Any) -> None:
            return

    with serve_handler(Handler) as base:
        yield f"{base}/v1", script


def _gateway(base_url: str) -> Gateway:
    settings = LLMSettings(
        llm_model="openai:scripted-model",
        openai_base_url=base_url,
        openai_api_key="sk-test-not-a-secret",
        llm_cache=False,
        llm_max_retries=0,
        llm_timeout_s=10,
    )
    return Gateway("openai:scripted-model", settings=settings, cache=False)


GOOD = """Here you go:
```python
class Solution:
    def length_of_longest_substring(self, s: str) -> int:
        seen = set()
        left = best = 0
        for right, ch in enumerate(s):
            while ch in seen:
                seen.remove(s[left])
                left += 1
            seen.add(ch)
            best = max(best, right - left + 1)
        return best
```
"""
# broken past what the normaliser reads too (a missing colon alone it reads as pseudocode would be)
BROKEN = (
    "```python\nclass Solution:\n"
    "    def length_of_longest_substring(self, s: str) -> int:]\n"
    "        return 0\n```"
)


def _run(code: str, arg: str) -> Any:
    namespace: dict[str, Any] = {}
    exec(code, namespace)
    return namespace["Solution"]().length_of_longest_substring(arg)


async def test_translation_compiles_and_runs(server: tuple[str, Script]) -> None:
    url, script = server
    script.replies.append((200, GOOD))
    result = await translate(PSEUDO, LSUB, gateway=_gateway(url))
    assert result.ok and result.attempts == 1 and result.error is None
    assert _run(result.python, "pwwkew") == 3
    request = script.requests[0]
    assert request["temperature"] == 0
    system, user = request["messages"][0]["content"], request["messages"][1]["content"]
    assert "do not fix the logic" in system.lower()
    assert PSEUDO in user and "def length_of_longest_substring(self, s: str) -> int:" in user


async def test_syntax_error_is_fed_back_then_fixed(server: tuple[str, Script]) -> None:
    url, script = server
    script.replies += [(200, BROKEN), (200, GOOD)]
    result = await translate(PSEUDO, LSUB, gateway=_gateway(url))
    assert result.ok and result.attempts == 2
    feedback = script.requests[1]["messages"][-1]["content"]
    assert "does not compile" in feedback and "line 2" in feedback
    assert script.requests[1]["messages"][-2] == {"role": "assistant", "content": BROKEN}


async def test_gives_up_after_two_feedback_rounds(server: tuple[str, Script]) -> None:
    url, script = server
    script.replies += [(200, BROKEN)] * 4
    result = await translate(PSEUDO, LSUB, gateway=_gateway(url))
    assert not result.ok and result.attempts == 3 and len(script.requests) == 3
    assert result.error_code == "SYNTAX_ERROR" and result.syntax_error is not None
    assert result.syntax_error.line == 2


async def test_bare_function_answer_is_wrapped_with_the_signature(server: tuple[str, Script]) -> None:
    url, script = server
    script.replies.append((200, "```python\ndef longest(text):\n    return len(set(text))\n```"))
    result = await translate(PSEUDO, LSUB, gateway=_gateway(url))
    assert result.ok, result.error
    assert "def length_of_longest_substring(self, s: str) -> int:" in result.python
    assert _run(result.python, "aab") == 2
    assert any("wrapped" in n for n in result.notes)


async def test_wrong_method_name_in_class_is_a_failure(server: tuple[str, Script]) -> None:
    url, script = server
    wrong = "```python\nclass Solution:\n    def solve(self, s: str) -> int:\n        return 0\n```"
    script.replies += [(200, wrong)] * 3
    result = await translate(PSEUDO, LSUB, gateway=_gateway(url), feedback_rounds=0, fidelity_rounds=1)
    # it compiles, so it is the static checks' failure: named back once, then refused
    assert not result.ok and result.attempts == 2 and result.error_code == "UNRUNNABLE_TRANSLATION"
    assert result.error is not None and "length_of_longest_substring" in result.error


async def test_service_failure_is_reported_not_raised(server: tuple[str, Script]) -> None:
    url, script = server
    script.replies.append((503, "overloaded"))
    result = await translate(PSEUDO, LSUB, gateway=_gateway(url))
    assert not result.ok and result.retryable
    assert result.error_code and result.error_code.startswith("LLM")
    assert "sk-test-not-a-secret" not in (result.error or "")


async def test_no_model_configured_makes_no_call(server: tuple[str, Script]) -> None:
    _url, script = server
    result = await translate(PSEUDO, LSUB, gateway=Gateway("none"))
    assert not result.ok and result.error_code == "LLM_NOT_CONFIGURED" and result.attempts == 0
    assert script.requests == []


def test_extract_python_prefers_the_python_fence() -> None:
    reply = "<think>hmm</think>```text\nnope\n```\n```python\nx = 1\n```"
    assert extract_python(reply) == "x = 1\n"
    assert extract_python("x = 2") == "x = 2\n"
