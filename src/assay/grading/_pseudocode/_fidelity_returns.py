"""The value the answer gives back, swapped for another (docs/pseudocode.md, "Faithful, not fixed: the
fidelity check"), measured with the embedded 0.5B on round 14 of the corpus once opened.

``Return current`` after a reversal loop (``current`` is always null there: the learner's bug) came
back as ``return previous``, the textbook answer. When the pseudocode's last return gives back one
name and the translation's only function ends by returning another, and each side also knows the other's name
(so it is no renaming: ``prev`` for ``previous``), the translation answers with something the learner
did not.
"""

from __future__ import annotations

import ast
import re

from assay.grading._pseudocode._fidelity_drift import Drift
from assay.grading._pseudocode._fidelity_guards import solution_body

__all__ = ["returned_drifts"]

# the imperative only: `it returns the count` in a remark describes, it is no step
_RETURN = re.compile(r"\b(?:return|give\s+back|hand\s+back|send\s+back)\b(?P<rest>[^\n]*)", re.I)
_LONE_NAME = re.compile(r"^\s+(?:the\s+)?(?P<name>[A-Za-z_]\w*)\s*(?:[;)}\]]|,|\.(?!\w)|$)")
_CONSTANTS = {"true", "false", "none", "null", "nil", "nullptr", "undefined", "it", "that", "this", "them"}


def _key(name: str) -> str:
    return name.replace("_", "").lower()


def _last_return(tree: ast.AST) -> str | None:
    body = solution_body(tree)
    last = body[-1] if body else None
    return last.value.id if isinstance(last, ast.Return) and isinstance(last.value, ast.Name) else None


def returned_drifts(text: str, tree: ast.AST) -> list[Drift]:
    """The pseudocode's last return gives back one name, the translation's final return another."""
    if sum(isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef) for n in ast.walk(tree)) != 1:
        return []  # a helper too: the pseudocode's last return may be the helper's, not the answer's
    theirs = _last_return(tree)
    returns = list(_RETURN.finditer(text))
    if theirs is None or not returns:
        return []
    said = _LONE_NAME.match(returns[-1].group("rest"))
    if said is None or said.group("name").lower() in _CONSTANTS:
        return []
    ours = said.group("name")
    if _key(ours) == _key(theirs):
        return []
    words = {_key(w) for w in re.findall(r"[A-Za-z_]\w*", text)}
    # the variables the translation sets (`len` called is no variable: a name Python keeps for itself
    # is renamed, `length` for the learner's `len`)
    names = {_key(n.id) for n in ast.walk(tree) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}
    names |= {_key(a.arg) for a in ast.walk(tree) if isinstance(a, ast.arg)}
    if _key(theirs) not in words or _key(ours) not in names:
        return []  # one side renamed what the other calls it: nothing to line up
    return [
        Drift(
            "returned",
            f"the pseudocode gives back `{ours}`, the translation returns `{theirs}`: return what the "
            "pseudocode returns",
        )
    ]
