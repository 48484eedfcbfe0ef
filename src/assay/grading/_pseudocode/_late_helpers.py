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

__all__ = ["late_helpers", "named_helpers"]

_HEADER = re.compile(r"^([A-Za-z_][\w-]*)\s*\(\s*(?:[A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*)?\s*\)\s*:$")


# `where reverse(i, j):` (a definition after its use, as in mathematics), `helper rev(a, i, j):`,
# `helper function dfs(r, c):`: a word that says the block under it defines a helper
_NAMED = re.compile(
    r"^(?:(?:and\s+)?where|helpers?(?:\s+(?:function|procedure|method|fn))?)\s*:?\s+"
    r"([A-Za-z_]\w*\s*\(\s*(?:[A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*)?\s*\)\s*:?)$",
    re.IGNORECASE,
)


def named_helpers(lines: list[SrcLine]) -> bool:
    """``where f(a, b):`` / ``helper f(a, b):`` over an indented body is ``def f(a, b):``.

    Only a header of plain names with a body indented under it; ``where`` also needs ``f(`` called
    on an earlier line (it names what was used). ``where x is the max`` is no header and stays.
    A helper typed among the steps it serves (at their column, after its calls) moves with its body
    to just before the step that first calls it, where Python can call it: a nested function reads
    the names around it when it is called, so the order changes nothing else.
    """
    changed = False
    k = 0
    while k < len(lines):
        line = lines[k]
        m = _NAMED.match(line.code) if line.code else None
        later = [j for j in range(k + 1, len(lines)) if lines[j].code]
        if m is None or not later or lines[later[0]].indent <= line.indent:
            k += 1
            continue
        name = m.group(1).split("(")[0].strip()
        called = re.compile(rf"(?<![\w.]){re.escape(name)}\s*\(")
        calls = [j for j in range(k) if called.search(lines[j].code)]
        if re.match(r"(?:and\s+)?where\b", line.code, re.IGNORECASE) and not calls:
            k += 1
            continue
        line.code = f"def {m.group(1).rstrip(':').rstrip()}:"
        changed = True
        end = k + 1
        while end < len(lines) and (not lines[end].code or lines[end].indent > line.indent):
            end += 1
        while end > k + 1 and not lines[end - 1].code:
            end -= 1
        if calls:
            step = calls[0]
            while step > 0 and lines[step].indent > line.indent:
                step -= 1
            if lines[step].indent == line.indent and not _opens_function(lines, step):
                lines[step:end] = lines[k:end] + lines[step:k]
        k = end
    return changed


def _opens_function(lines: list[SrcLine], k: int) -> bool:
    """The first line, or a header with or without a keyword over a body: no step to go before."""
    first = next(j for j, line in enumerate(lines) if line.code)
    if k <= first or parse_function_header(lines[k].code) is not None:
        return True
    later = next((line for line in lines[k + 1 :] if line.code), None)
    deeper = later is not None and later.indent > lines[k].indent
    return deeper and parse_function_header(lines[k].code, bare=True, any_name=True) is not None


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
