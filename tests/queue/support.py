"""Submissions the queue tests grade: correct, wrong, slow and refused ones over several questions."""

from __future__ import annotations

import json
from importlib import resources
from typing import Any

#: Fields that differ between two gradings of the same submission by design.
VOLATILE = ("evaluationId", "createdAt", "timings")


def reference(question_id: str) -> str:
    text = resources.files("assay.questions").joinpath("bank", f"L-{question_id}.json").read_text()
    solution: str = json.loads(text)["reference_solution"]
    return solution


WRONG_TWO_SUM = """class Solution:
    def two_sum(self, nums: List[int], target: int) -> List[int]:
        return [0, 1]
"""

SLOW_TWO_SUM = """class Solution:
    def two_sum(self, nums: List[int], target: int) -> List[int]:
        for i in range(len(nums)):
            for j in range(i + 1, len(nums)):
                if nums[i] + nums[j] == target:
                    return [i, j]
        return []
"""

NOT_A_SOLUTION = "class Solution:\n    pass\n"


def submissions() -> list[tuple[str, str]]:
    """(question id, solution) pairs covering pass, fail, complexity and refusal."""
    return [
        ("1", reference("1")),
        ("1", WRONG_TWO_SUM),
        ("1", SLOW_TWO_SUM),
        ("1", NOT_A_SOLUTION),
        ("3", reference("3")),
        ("20", reference("20")),
    ]


#: Per-point measurements of the complexity run that are wall-clock or allocator readings.
MEASURED = ("cpu_ms", "cpuMs")


def stable(body: dict[str, Any]) -> dict[str, Any]:
    """The body without the fields that differ by design (ids, times, CPU milliseconds)."""
    out = {k: v for k, v in body.items() if k not in VOLATILE}
    measured = out.get("measuredComplexity")
    if isinstance(measured, dict) and isinstance(measured.get("points"), list):
        points = [{k: v for k, v in p.items() if k not in MEASURED} for p in measured["points"]]
        out["measuredComplexity"] = {**measured, "points": points}
    return out
