"""The judge: run a submission's ``class Solution`` against its tests, exactly and contained.

All of a submission's tests run in ONE sandboxed child (:class:`Judge`), each with its own time
limit; arguments are decoded by the signature's types (``ListNode``/``TreeNode`` in LeetCode's array
notation), results come back as strict typed JSON and are compared OUTSIDE the child, so a returned
object with a lying ``__eq__`` cannot pass. Verdicts: AC, WA, TLE, MLE, OLE, RE, CE, IE.
:func:`measure_complexity` runs the solution at growing sizes in the sandbox, counts executed
operations and fits a complexity class.

Names are resolved on first access: the sandboxed child imports ``assay.judge._harness``, and this
package must not pull pydantic into the zygote that forks it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from assay.judge._compare import compare_exact, compare_float, compare_unordered, compare_values
    from assay.judge._complexity import measure_complexity
    from assay.judge._complexity_models import ComplexityFit, ComplexityPoint, ComplexityReport
    from assay.judge._fit import CLASSES, class_rank, fit_complexity, meets_requirement, normalize_class
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
    "CLASSES",
    "CheckerCompare",
    "CompareSpec",
    "ComplexityFit",
    "ComplexityPoint",
    "ComplexityReport",
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
    "class_rank",
    "compare_exact",
    "compare_float",
    "compare_unordered",
    "compare_values",
    "decode",
    "encode",
    "fit_complexity",
    "measure_complexity",
    "meets_requirement",
    "normalize_class",
    "parse_type",
]

_HOMES = {
    **dict.fromkeys(["compare_exact", "compare_float", "compare_unordered", "compare_values"], "_compare"),
    "Judge": "_judge",
    "measure_complexity": "_complexity",
    **dict.fromkeys(["ComplexityFit", "ComplexityPoint", "ComplexityReport"], "_complexity_models"),
    **dict.fromkeys(
        ["CLASSES", "class_rank", "fit_complexity", "meets_requirement", "normalize_class"], "_fit"
    ),
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
