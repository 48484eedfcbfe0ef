"""Did the model translate the learner's pseudocode, or the algorithm it recognised?

A small model asked to translate a buggy answer often writes the textbook solution instead: the
off-by-one disappears, a check for an empty input appears, ``<`` becomes ``<=``. The tests would then
grade the model's algorithm, not the learner's. A prompt that says "keep every bug" is not proof, so
:func:`fidelity_drifts` compares what can be compared between the pseudocode (read as text: it does not
parse) and the translation (read as Python):

* the integer values a variable is given (``best ← 1`` against ``best = 0``);
* the bounds of counted loops over the same variable (start and end, inclusive or not);
* how many strict and non-strict comparisons there are (``<`` against ``<=``);
* ``+ 1`` and ``- 1`` offsets the pseudocode does not have;
* an early return for an empty input the pseudocode never checks for, or a check it has and the code
  dropped;
* a step the learner left out and the model wrote in: a tally, the leftovers of a loop over two
  things, a temporary saved before it is overwritten (``_fidelity_additions``);
* a reference two members deep (``fast.next.next``) that a condition reads and no condition of the
  code does, and integer division (``div``, ``//``) the code turned into ``/`` (``_fidelity_shapes``);
* the name the answer gives back, swapped for another (``_fidelity_returns``).

A dictated member (``fast dot next dot next``) is read as written in code (``fast.next.next``).

Each difference is a :class:`Drift` whose message is said to the model (one more round) and, when it
persists, to the learner: a translation that changed the learner's logic is never graded
(docs/pseudocode.md, "Model translation"). The check errs towards silence where the pseudocode is
ambiguous (a phrase it cannot read is not a difference), so it catches the usual "fixes" and misses
rewrites it cannot line up, such as a loop the model renamed or restructured.
"""

from __future__ import annotations

import ast
import re

from assay.grading._pseudocode._fidelity_additions import leftover_drifts, tally_drifts, temporary_drifts
from assay.grading._pseudocode._fidelity_arithmetic import comparison_drifts, offset_drifts, value_drifts
from assay.grading._pseudocode._fidelity_drift import Drift, DriftKind
from assay.grading._pseudocode._fidelity_guards import empty_drifts, return_drifts
from assay.grading._pseudocode._fidelity_loops import loop_drifts
from assay.grading._pseudocode._fidelity_returns import returned_drifts
from assay.grading._pseudocode._fidelity_shapes import chain_drifts, division_drifts
from assay.grading._pseudocode._fidelity_starts import start_drifts
from assay.grading._pseudocode._fidelity_steps import member_drifts, set_drifts

__all__ = ["Drift", "DriftKind", "fidelity_drifts"]

_COMMENT = re.compile(r"//\s*[A-Za-z].*$|(?:^|\s)#\s.*$|[▷⊳▹▻].*$|\s--\s+[A-Za-z].*$|/\*.*?\*/", re.M)
_STRING = re.compile(r"\"[^\"\n]*\"|'[^'\s]{0,12}'|`[^`\n]*`")
_BIG_O = re.compile(r"\bO\s*\([^()]*(?:\([^()]*\)[^()]*)*\)")
# `fast dot next dot next`, as dictation writes `fast.next.next` (`the dot product` is no member)
_DICTATED_DOT = re.compile(r"\b(?!(?:the|a|an)\b)([A-Za-z_]\w*)\s+dot\s+(?=[A-Za-z_])", re.I)


def fidelity_drifts(pseudocode: str, python: str) -> list[Drift]:
    """The differences between the learner's pseudocode and a model's Python translation of it.

    Args:
        pseudocode: the submission as the learner wrote it.
        python: the translation (it must parse; an unparsable one yields no drift).

    Returns:
        The drifts found, at most one per compared thing; empty when nothing comparable differs.
    """
    try:
        tree = ast.parse(python)
    except (SyntaxError, ValueError):
        return []
    text = _clean(pseudocode)
    drifts: list[Drift] = []
    drifts += value_drifts(text, tree) + start_drifts(text, tree)
    drifts += loop_drifts(text, tree)
    drifts += comparison_drifts(text, tree)
    drifts += offset_drifts(text, tree)
    drifts += empty_drifts(text, tree) or return_drifts(text, tree)
    drifts += chain_drifts(text, tree) or member_drifts(text, tree)
    drifts += division_drifts(text, tree)
    drifts += set_drifts(text, tree)
    drifts += tally_drifts(text, tree) + leftover_drifts(text, tree) + temporary_drifts(text, tree)
    drifts += returned_drifts(text, tree)
    return drifts


def _clean(text: str) -> str:
    """The pseudocode without comments, string literals or big-O remarks (their numbers are not code)."""
    text = text.replace("\r\n", "\n").replace("\t", "    ").replace("−", "-").replace("–", "-")
    text = _BIG_O.sub(" ", text)
    text = _STRING.sub('""', text)
    text = _DICTATED_DOT.sub(r"\1.", text)
    return _COMMENT.sub("", text)
