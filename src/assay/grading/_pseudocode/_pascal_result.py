"""A Pascal function's result (docs/pseudocode.md, "Pascal and Delphi").

In Pascal and Delphi a function returns through its result variable: ``Result := x`` and
``FunctionName := x`` set it, a later assignment overrides an earlier one, and the function returns
it when it ends (or at ``Exit;``). ``Exit(x)`` / ``exit(x)`` returns ``x`` at once. Read as any
pseudocode, ``exit(a)`` ran as Python's interpreter exit, and an assignment to the result inside a
branch returned nothing: a correct answer failed.

On the text (string literals hidden), :func:`pascal_results` writes ``Exit(x)`` as ``return x`` and
an assignment to the enclosing function's name as ``Result :=``; in a function that takes arguments,
the name read bare (``if x > maxProfit``) is its result too, a call has brackets (``fib(n - 1)``,
kept). In a function with no arguments a bare name read in an expression could be a recursive call
(Delphi) or the result (Free Pascal): it stays as written, not understood. On the Python,
:func:`returned_results` returns ``Result`` wherever a function that sets it ends or leaves with a
bare ``return``. A ``Result`` read before it is set stays an error, as Pascal's undefined result is
a learner's bug.
"""

from __future__ import annotations

import ast
import re

__all__ = ["RESULT", "pascal_results", "returned_results"]

RESULT = "Result"

_HEADER = re.compile(
    r"^\s*(?:class\s+)?function\s+(?:[A-Za-z_]\w*\.)?([A-Za-z_]\w*)\s*(\(\s*[^)\s])?", re.IGNORECASE
)
_OTHER_HEADER = re.compile(r"^\s*(?:class\s+)?(?:procedure|constructor|destructor)\b", re.IGNORECASE)
# `Exit(best);`, `exit(0)`: leave with that value (balanced brackets, one level deep)
_EXIT_VALUE = re.compile(r"(?<![\w.])exit\s*\(((?:[^()]|\([^()]*\))+)\)", re.IGNORECASE)
_EXIT_BARE = re.compile(r"(?<![\w.])exit\s*(?:\(\s*\))?\s*(?=;|$|\s+end\b|\s+else\b)", re.IGNORECASE)
# where a statement starts: a line's start, or after `then`, `else`, `do`, `begin` or `;`
_STATEMENT = r"(?:^\s*|\b(?:then|else|do|begin)\s+|;\s*)"


def pascal_results(code: str) -> str:
    """``code`` (a Pascal answer, literals hidden) with its exits and result assignments as ``return``
    and ``Result :=``."""
    lines = code.split("\n")
    name: str | None = None
    takes_arguments = False
    for k, raw in enumerate(lines):
        header = _HEADER.match(raw)
        if header:
            name, takes_arguments = header.group(1), header.group(2) is not None
            continue
        if _OTHER_HEADER.match(raw):
            name = None
            continue
        line = _EXIT_VALUE.sub(lambda m: f"return {m.group(1).strip()}", raw)
        line = _EXIT_BARE.sub("return", line)
        if name is not None:
            # Pascal ignores case: `result`, `RESULT` are the one result variable (a procedure's
            # `result` is the learner's own name, kept)
            line = re.sub(r"(?i)(?<![\w.])result\b(?!\s*\()", RESULT, line)
            line = re.sub(rf"(?i)({_STATEMENT}){re.escape(name)}(?=\s*:=)", rf"\1{RESULT}", line)
        if name is not None and takes_arguments:
            # the bare name of a function that takes arguments is no call: FPC reads its result
            line = re.sub(rf"(?i)(?<![\w.]){re.escape(name)}\b(?!\s*\()", RESULT, line)
        lines[k] = line
    return "\n".join(lines)


def returned_results(python: str) -> tuple[str, list[int]]:
    """``python`` with ``return Result`` where a function that sets ``Result`` ends or returns bare.

    Returns the Python and the 0-based indices of the lines inserted, last first (so a caller can
    move its line map one insertion at a time).
    """
    try:
        tree = ast.parse(python)
    except SyntaxError:
        return python, []
    lines = python.split("\n")
    inserted: list[int] = []
    functions = [n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)]
    # the last function first: an inserted line moves only the lines below it
    for fn in sorted(functions, key=lambda f: f.lineno, reverse=True):
        if not any(_sets_result(s) for s in _own(fn.body)):
            continue
        for stmt in _own(fn.body):
            if isinstance(stmt, ast.Return) and stmt.value is None and stmt.lineno == stmt.end_lineno:
                text = lines[stmt.lineno - 1]
                at = stmt.col_offset
                lines[stmt.lineno - 1] = text[:at] + f"return {RESULT}" + text[at + len("return") :]
        last = fn.body[-1]
        if isinstance(last, ast.Return | ast.Raise):
            continue
        end = _end(fn)
        lines.insert(end, " " * fn.body[0].col_offset + f"return {RESULT}")
        inserted.append(end)
    return "\n".join(lines), inserted


def _own(body: list[ast.stmt]) -> list[ast.stmt]:
    """The statements of ``body`` and of its blocks, not of the functions or classes it defines."""
    found: list[ast.stmt] = []
    for stmt in body:
        if isinstance(stmt, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            continue
        found.append(stmt)
        for field in ("body", "orelse", "finalbody"):
            block = getattr(stmt, field, None)
            if isinstance(block, list):
                found.extend(_own([s for s in block if isinstance(s, ast.stmt)]))
        for handler in getattr(stmt, "handlers", []):
            found.extend(_own(handler.body))
        for case in getattr(stmt, "cases", []):
            found.extend(_own(case.body))
    return found


def _sets_result(stmt: ast.stmt) -> bool:
    targets: list[ast.expr] = []
    if isinstance(stmt, ast.Assign):
        targets = stmt.targets
    elif isinstance(stmt, ast.AugAssign | ast.AnnAssign):
        targets = [stmt.target]
    return any(isinstance(t, ast.Name) and t.id == RESULT for t in targets)


def _end(fn: ast.FunctionDef) -> int:
    """The 1-based last line of ``fn``'s body (the index at which a line after it goes)."""
    return max((n.end_lineno or n.lineno) for n in fn.body)
