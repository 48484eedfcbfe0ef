"""The answer an algorithm prints as it ends: ``Print false and stop`` inside, ``Print true`` last
(docs/pseudocode.md, "Conventions read since round 17 was opened: English").

An algorithm written to a course's template gives its result by printing it and stopping, as
Lipschutz's ``Write: MAX, and Exit`` does: ``If the lengths differ, Print false and stop`` is read as
``return False`` (``_simple_steps``). The same algorithm's last step, ``Print true``, is then its
result too: it is where the algorithm stops when no other exit was taken. Only in a procedure that
exits so at least once (the rule ``printed-exit`` fired), only a ``print`` of one value that is the
procedure's last step at its own level; a ``print`` anywhere else still displays. A template that
frames its steps with ``<BeginAlg>`` … ``<EndAlg>`` (a Q&A asker's algorithm, whose output is what it
prints) answers so too when it gives nothing back anywhere: ``Print (res);`` as its last step.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._cfor import Node

__all__ = ["printed_answer"]

_ONE_VALUE = re.compile(r"^print\((?P<value>[^,]+)\)$")


def _returns(nodes: list[Node]) -> bool:
    return any((n.kind == "line" and re.match(r"return\s+\S", n.text)) or _returns(n.children) for n in nodes)


def _last_print(body: list[Node]) -> bool:
    steps = [n for n in body if n.kind != "comment"]
    last = steps[-1] if steps else None
    shown = _ONE_VALUE.match(last.text) if last is not None and last.kind == "line" else None
    if last is None or shown is None:
        return False
    last.text = f"return {shown.group('value')}"
    return True


def printed_answer(root: list[Node], framed: bool = False) -> bool:
    """Read such a last ``print`` as the result, in place (see the module's docstring); ``framed``:
    the steps stand between a template's ``<BeginAlg>`` and ``<EndAlg>``, and then a procedure that
    gives nothing back anywhere answers by its last ``print`` too."""
    funcs = [n for n in root if n.kind == "block" and n.block_kind == "func"]
    body = funcs[0].children if funcs else root  # (the procedure the answer opens with, not a helper)
    if framed and _returns(body):
        return False
    return _last_print(body)  # (the procedure the answer opens with, not a helper after it)
