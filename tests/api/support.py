"""Helpers shared by the API and end-to-end grading tests: solutions, services, gateways."""

from __future__ import annotations

from pathlib import Path

from assay.grading import GradingService, GradingSettings
from assay.llm import Gateway, LLMSettings
from assay.questions import DirectoryStore
from assay.sandbox import Sandbox
from assay.storage import open_repository

SEED_SOLUTION = """
        class Solution:
            def length_of_longest_substring(self, s: str) -> int:
                seen = set()
                max_length = 0
                left = 0

                for right in range(len(s)):
                    while s[right] in seen:
                        seen.remove(s[left])
                        left += 1
                    seen.add(s[right])
                    max_length = max(max_length, right - left + 1)
                return max_length
"""

QUADRATIC_SOLUTION = """class Solution:
    def length_of_longest_substring(self, s: str) -> int:
        best = 0
        left = 0
        for right in range(len(s)):
            # rescan the whole window for a repeat of s[right]
            for k in range(left, right):
                if s[k] == s[right]:
                    left = k + 1
            best = max(best, right - left + 1)
        return best
"""

BUGGY_SOLUTION = """class Solution:
    def length_of_longest_substring(self, s: str) -> int:
        seen = set()
        max_length = 0
        left = 0
        for right in range(len(s)):
            while s[right] in seen:
                seen.remove(s[left])
                left += 1
            seen.add(s[right])
            max_length = max(max_length, right - left)
        return max_length
"""


def make_gateway(base_url: str | None) -> Gateway:
    """No model (``None``) or an OpenAI-compatible model at ``base_url``, no cache, no retries."""
    if base_url is None:
        return Gateway("none", cache=False)
    settings = LLMSettings(
        llm_model="openai:scripted-model",
        openai_base_url=base_url,
        openai_api_key="sk-test-not-a-secret",
        llm_cache=False,
        llm_max_retries=0,
        llm_backoff_base_s=0,
        llm_timeout_s=5,
    )
    return Gateway("openai:scripted-model", settings=settings, cache=False)


def make_service(
    tmp_path: Path, sandbox: Sandbox, *, gateway: Gateway | None = None, **settings: object
) -> GradingService:
    return GradingService(
        questions=DirectoryStore(),
        repository=open_repository(f"sqlite:///{tmp_path / 'assay.sqlite3'}"),
        sandbox=sandbox,
        gateway=gateway or make_gateway(None),
        settings=GradingSettings.model_validate(
            {"feedback_timeout_s": 2, "feedback_max_retries": 0, **settings}
        ),
    )
