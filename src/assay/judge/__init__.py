"""The judge: run a submission's ``class Solution`` against its tests, exactly and contained.

All of a submission's tests run in ONE sandboxed child (:class:`Judge`), each with its own time
limit; arguments are decoded by the signature's types (``ListNode``/``TreeNode`` in LeetCode's array
notation), results come back as strict typed JSON and are compared OUTSIDE the child, so a returned
object with a lying ``__eq__`` cannot pass. Verdicts: AC, WA, TLE, MLE, OLE, RE, CE, IE.

Names are resolved on first access: the sandboxed child imports ``assay.judge._harness``, and this
package must not pull pydantic into the zygote that forks it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from assay.judge._compare import compare_exact, compare_float, compare_unordered, compare_values
    from assay.judge._judge import Judge
    from assay.judge._models import (
        CheckerCompare,
        CompareSpec,
        ErrorInfo,
        ExactCompare,
        FloatCompare,
        InplaceCompare,
        JudgeResult,
        Param,
        Signature,
        TestCase,
        TestResult,
        UnorderedCompare,
        Verdict,
    )
    from assay.judge._types import ListNode, TreeNode, TypeSpec, decode, encode, parse_type

__all__ = [
    "CheckerCompare",
    "CompareSpec",
    "ErrorInfo",
    "ExactCompare",
    "FloatCompare",
    "InplaceCompare",
    "Judge",
    "JudgeResult",
    "ListNode",
    "Param",
    "Signature",
    "TestCase",
    "TestResult",
    "TreeNode",
    "TypeSpec",
    "UnorderedCompare",
    "Verdict",
    "compare_exact",
    "compare_float",
    "compare_unordered",
    "compare_values",
    "decode",
    "encode",
    "parse_type",
]

_HOMES = {
    **dict.fromkeys(["compare_exact", "compare_float", "compare_unordered", "compare_values"], "_compare"),
    "Judge": "_judge",
    **dict.fromkeys(
        [
            "CheckerCompare",
            "CompareSpec",
            "ErrorInfo",
            "ExactCompare",
            "FloatCompare",
            "InplaceCompare",
            "JudgeResult",
            "Param",
            "Signature",
            "TestCase",
            "TestResult",
            "UnorderedCompare",
            "Verdict",
        ],
        "_models",
    ),
    **dict.fromkeys(["ListNode", "TreeNode", "TypeSpec", "decode", "encode", "parse_type"], "_types"),
}


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'assay.judge' has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(f"assay.judge.{home}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted([*globals(), *__all__])
