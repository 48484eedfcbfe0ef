"""The review's checks, in the order they run; each reads the one :class:`ReviewContext`."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

from assay.grading._models import Finding
from assay.grading._review_checks_idiom import check_complexity_smells, check_manual_counter, check_range_len
from assay.grading._review_checks_logic import (
    check_comparisons,
    check_endless_loops,
    check_exceptions,
    check_global_state,
    check_mutable_defaults,
    check_unreachable,
)
from assay.grading._review_checks_style import (
    check_empty_method,
    check_naming,
    check_prints,
    check_structure,
    check_type_hints,
    check_unused,
    check_unused_imports,
)
from assay.grading._review_context import ReviewContext

__all__ = ["CHECKS"]

CHECKS: Sequence[Callable[[ReviewContext], Iterator[Finding]]] = (
    check_naming,
    check_unreachable,
    check_unused,
    check_unused_imports,
    check_empty_method,
    check_exceptions,
    check_range_len,
    check_manual_counter,
    check_comparisons,
    check_mutable_defaults,
    check_global_state,
    check_prints,
    check_structure,
    check_endless_loops,
    check_type_hints,
    check_complexity_smells,
)
