"""Two more "fixes" a model makes that the other fidelity checks do not read (docs/pseudocode.md,
"Faithful, not fixed: the fidelity check").

* A condition's deep reference dropped. ``while fast.next != null && fast.next.next != null``
  (stops one step early on an even list: the learner's bug) came back as ``while fast and
  fast.next``, the textbook loop; ``fast.next.next`` was still in the body, so only the conditions
  tell. Every reference two or more members deep (``a.b.c``, ``a->b->c``) that a condition of the
  pseudocode reads must be read by a condition of the translation.
* Integer division turned into division. ``return best div k`` (floors the average: the learner's
  bug) came back as ``best / k``. Pseudocode that divides with ``div``, ``DIV``, ``//``, ``⌊…⌋`` or
  says "integer division" must keep a floor division (``//``, ``int(…)``, ``math.floor``).

Both were measured on round 9 of the corpus with the embedded 0.5B (two of its three fixed bugs);
both compare names case-insensitively, as a model recases ``Fast`` to ``fast``.
"""

from __future__ import annotations

import ast
import re

from assay.grading._pseudocode._fidelity_drift import Drift

__all__ = ["chain_drifts", "division_drifts"]

# a condition that opens a line or a sentence (`… at the head. while fast dot next …`)
_CONDITION_LINE = re.compile(
    r"(?:^[ \t]*|(?<=[.;!?])[ \t]+)(?:\d+[.):]?\s+)?(?:\}\s*)?(?:else\s+)?"
    r"(?:if|while|until|elif|elseif)\b(.*)$",
    re.I | re.M,
)
_CHAIN = re.compile(r"\b[A-Za-z_]\w*(?:(?:\.|->)[A-Za-z_]\w*){2,}\b")
# `//` only between operands on one line and before one operand: in C-family text `x = 0 // a remark`
# is a comment, and so is `// 1-based` on the line under a header `LIS(A)` (round 20);
# `floor` only as an operation (`floor(…)`, `the floor of …`, `floored`): in prose the word may be a
# building's, `climb to the top floor`
_FLOOR_WORDS = re.compile(
    r"\bdiv\b|(?<=[\w)\]])[ \t]*//[ \t]*(?:\d+|[A-Za-z_]\w*)[ \t]*(?:$|[-+*/%)\],;:]|\bthen\b|\bdo\b)|⌊|"
    r"\bfloor\s*\(|\bfloor\s+of\b|\bfloor(?:ed)?\s+(?:division|divide)|\bfloored\b|"
    r"\binteger\s+division\b|\bint(?:eger)?\s*\(",
    re.I | re.M,
)
# where a condition ends and a step on the same line begins: `while p.next.next: p = p.next`
_CONDITION_END = re.compile(r":|\{|\bdo\b|\bthen\b|→|\s->\s|;|,\s*(?=[A-Za-z_][\w.]*\s*(?:=|←|:=))", re.I)


def _chains_in(text: str) -> set[str]:
    return {m.group(0).replace("->", ".").lower() for m in _CHAIN.finditer(text)}


def _dotted(node: ast.AST) -> str | None:
    parts: list[str] = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if not isinstance(node, ast.Name):
        return None
    return ".".join([node.id, *reversed(parts)]).lower()


def _member_chains(tree: ast.AST) -> set[str]:
    return {
        d for node in ast.walk(tree) if isinstance(node, ast.Attribute) and (d := _dotted(node)) and "." in d
    }


def _condition_chains(tree: ast.AST) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.While | ast.If | ast.IfExp):
            for part in ast.walk(node.test):
                dotted = _dotted(part) if isinstance(part, ast.Attribute) else None
                if dotted is not None:
                    # `a.b.c` read in a condition also reads `a.b`: every prefix counts
                    pieces = dotted.split(".")
                    found.update(".".join(pieces[:k]) for k in range(2, len(pieces) + 1))
    return found


def chain_drifts(text: str, tree: ast.AST) -> list[Drift]:
    """A reference two members deep that the pseudocode's conditions read and the translation's do not."""
    wanted = set().union(
        *(_chains_in(_CONDITION_END.split(m.group(1))[0]) for m in _CONDITION_LINE.finditer(text))
    )
    # Dropped, not written another way: the translation's conditions read the chain one member short
    # (`fast.next`) and its code reads the whole chain elsewhere (`fast = fast.next.next`).
    read = _condition_chains(tree)
    members = _member_chains(tree)
    missing = sorted(chain for chain in wanted - read if chain.rsplit(".", 1)[0] in read and chain in members)
    if not missing:
        return []
    return [
        Drift(
            "condition",
            f"the pseudocode's condition reads `{missing[0]}`, the translation's conditions do not: "
            "keep the condition as written",
        )
    ]


def division_drifts(text: str, tree: ast.AST) -> list[Drift]:
    """Integer division in the pseudocode and none in the translation."""
    if not _FLOOR_WORDS.search(text):
        return []
    for node in ast.walk(tree):
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.FloorDiv):
            return []
        if isinstance(node, ast.Call):
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            if name in ("int", "floor", "trunc", "divmod", "isqrt"):
                return []
    return [
        Drift(
            "division",
            "the pseudocode divides with integer division (`div`, `//` or a floor), the translation "
            "never does: keep `//` where the pseudocode floors",
        )
    ]
