"""A helper procedure written after the steps that call it, with no keyword (docs/pseudocode.md,
"Functions and the ``class Solution`` wrapper").

::

    generateParenthesis(n)
      result = []
      backtrack("", 0, 0)
      return result

      backtrack(cur, open, close):
         if …

``backtrack(cur, open, close):`` sits at the main procedure's body level, after its ``return``, so
as written it would be a nested function defined where it can never run. It reads as a call but a
call takes no colon and no body: it is a definition. Read as one only when all of these hold: the
line is ``name(plain names):``, the next line is indented under it, ``name(`` is called on an
earlier line, and nothing but other such helpers follows its body at its level (so no step of the
main procedure is pulled out with it). The helper and its body move out to the main procedure's
column; the rule that nests helpers reading the main procedure's names then puts it back inside,
before the steps, where Python can call it.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._function_headers import parse_function_header
from assay.grading._pseudocode._lex import SrcLine

__all__ = ["late_helpers"]

_HEADER = re.compile(r"^([A-Za-z_][\w-]*)\s*\(\s*(?:[A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*)?\s*\)\s*:$")


def _block_end(code: list[SrcLine], k: int) -> int:
    end = k + 1
    while end < len(code) and code[end].indent > code[k].indent:
        end += 1
    return end


def _candidate(code: list[SrcLine], k: int, base: int) -> bool:
    line = code[k]
    m = _HEADER.match(line.code)
    if m is None or line.indent <= base or k + 1 >= len(code) or code[k + 1].indent <= line.indent:
        return False
    if parse_function_header(line.code, bare=True, any_name=True) is None:
        return False
    called = re.compile(rf"(?<![\w.]){re.escape(m.group(1))}\s*\(")
    return any(called.search(earlier.code) for earlier in code[:k])


def late_helpers(lines: list[SrcLine]) -> bool:
    """Move such helpers out to the main procedure's column (``lines`` changed in place)."""
    code = [line for line in lines if line.code]
    if len(code) < 3:
        return False
    base = min(line.indent for line in code)
    moved = False
    k = 1
    while k < len(code):
        if not _candidate(code, k, base):
            k += 1
            continue
        chain = [k]
        end = _block_end(code, k)
        while end < len(code) and code[end].indent == code[k].indent and _candidate(code, end, base):
            chain.append(end)
            end = _block_end(code, end)
        if end < len(code) and code[end].indent > base:
            k = end  # a step of the main procedure follows: the helper is where the learner put it
            continue
        for start in chain:
            shift = code[start].indent - base
            for line in code[start : _block_end(code, start)]:
                line.indent -= shift
        moved = True
        k = end
    return moved
