"""A method defined by an equation: ``isValidBST(root) = check(root, -inf, inf)`` (docs/pseudocode.md,
"Mixed").

Mathematics' way of defining a function: the question's method, its parameters plain names, equals
a value. A call cannot be assigned to in any language the normaliser reads, so the line is a header
with the value as what the method returns. Only the question's own method is read so: ``A(i) = 0``
of another name may be a Visual Basic array's entry, and an equation with a value in place of a
parameter (``f(0) = 1``, a base case) is one of several cases, both left as written.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._layout import squash
from assay.grading._pseudocode._lex import SrcLine

__all__ = ["defined_by_equation"]

_EQUATION = re.compile(
    r"^(?P<name>[A-Za-z_][\w-]*)\s*\((?P<params>\s*[A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*\s*)\)\s*=(?![=>])\s*"
    r"(?P<value>\S.*)$"
)
_VALUES = frozenset({"nil", "null", "none", "nothing", "true", "false", "empty", "inf", "infinity"})


def defined_by_equation(lines: list[SrcLine], method: str) -> list[SrcLine]:
    """The method's equation, at the outer level, as its header and a ``return`` under it."""
    out: list[SrcLine] = []
    outer = min((line.indent for line in lines if line.code), default=0)
    for line in lines:
        m = _EQUATION.match(line.code) if line.indent == outer else None
        params = [p.strip() for p in m.group("params").split(",")] if m else []
        if (
            m is None
            or squash(m.group("name")) != squash(method)
            or len(set(params)) != len(params)
            or any(p.lower() in _VALUES for p in params)  # `f(nil) = true`: a base case, not a definition
        ):
            out.append(line)
            continue
        head = f"{m.group('name')}({', '.join(params)}):"
        out.append(SrcLine(line.indent, head, line.strings, None, line.lineno, header=True))
        out.append(
            SrcLine(line.indent + 4, f"return {m.group('value')}", line.strings, line.comment, line.lineno)
        )
    return out
