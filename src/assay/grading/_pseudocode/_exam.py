"""Exam boards' published pseudocode dialects, brought to forms the normaliser reads (docs/pseudocode.md).

Each dialect is read only in an answer that marks itself as written in it (a keyword no other
dialect uses: Cambridge's ``DECLARE x : INTEGER`` / ``ENDFUNCTION`` / ``CASE OF``, OCR's
``endfunction`` / ``endswitch`` / ``next i``, IB's ``loop I from`` / ``end loop``), so an English
or C answer that happens to hold ``MID(`` or ``do`` keeps its reading. The rewrites are
line-level and go to pseudocode the rest of the normaliser already knows (``let A[1..n] be a new
array``, ``IF … ELSE IF … ENDIF``, ``repeat … until``, ``for i from a to b``); built-in functions
become the Python that does what the board's reference says (``MID(s, x, y)``: ``y`` characters
from position ``x`` counted from 1). What the reference leaves open (AQA's ``POSITION`` when the
character is absent) is not rewritten and stays not understood.

This module holds the detection and the smaller boards (AQA, OCR, IB); Cambridge's reader is
``_exam_cambridge`` and the helpers they share are ``_exam_lines``.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from assay.grading._pseudocode._brackets import closing
from assay.grading._pseudocode._exam_cambridge import cambridge
from assay.grading._pseudocode._exam_lines import (
    NAME,
    calls,
    case_chain,
    displays,
    group,
    output,
    split_args,
    with_code,
)
from assay.grading._pseudocode._lex import SrcLine

__all__ = ["exam_dialects"]

_CAMBRIDGE = re.compile(
    r"^(?:DECLARE\s+\w+(?:\s*,\s*\w+)*\s*:|ENDFUNCTION$|ENDPROCEDURE$|ENDCASE$|CASE\s+OF\b|CONSTANT\s+\w+\s*(?:=|\u2190))"
    r"|^FUNCTION\b.*\bRETURNS\s+\w+\s*$"
)
_OCR = re.compile(r"^(?:endfunction|endprocedure|endswitch|endwhile|endif)$|^next\s+[A-Za-z_]\w*$")
_AQA = re.compile(r"^(?:SUBROUTINE\s+\w+\s*\(|ENDSUBROUTINE$)")
# `loop while` / `end loop` are English too: only IB's counted loop and its collections mark it
_IB = re.compile(r"^loop\s+[A-Za-z_]\w*\s+from\s.+\sto\s|\.(?:getNext|hasNext|resetNext|addItem)\s*\(")


def exam_dialects(lines: list[SrcLine]) -> tuple[list[SrcLine], list[str]]:
    """The lines of an answer in a marked exam-board dialect, rewritten; and the rules that fired."""
    codes = [line.code for line in lines]
    rules: list[str] = []
    marked: list[tuple[str, Callable[[list[SrcLine]], list[SrcLine]]]] = []
    if any(_CAMBRIDGE.match(c) for c in codes):
        marked.append(("exam-cambridge", cambridge))
    if any(_AQA.match(c) for c in codes):
        marked.append(("exam-aqa", _aqa))
    if any(_OCR.match(c) for c in codes) and not marked:
        marked.append(("exam-ocr", _ocr))
    if any(_IB.search(c) for c in codes):
        marked.append(("exam-ib", _ib))
    for rule, rewrite in marked:
        new = rewrite(lines)
        if [(n.code, n.comment) for n in new] != [(o.code, o.comment) for o in lines]:
            rules.append(rule)
            lines = new
    return lines, rules


# --- AQA 8525 ------------------------------------------------------------------------------------


def _substring(args: list[str]) -> str | None:
    """AQA's ``SUBSTRING(start, end, s)``: from ``start`` to ``end`` both included, counted from 0."""
    if len(args) != 3:
        return None
    start, end, s = (group(a) for a in args)
    return f"{s}[{start}:{end} + 1]"


def _aqa(lines: list[SrcLine]) -> list[SrcLine]:
    out: list[SrcLine] = []
    for k, line in enumerate(lines):
        code = line.code
        if code == "ENDSUBROUTINE":
            code = "ENDFUNCTION"
        elif re.match(r"^SUBROUTINE\s+\w+\s*\(", code):
            code = "FUNCTION" + code[len("SUBROUTINE") :]
        code = calls(code, "SUBSTRING", _substring)
        code = re.sub(r"(?<![\w.])LEN\s*\(", "len(", code)
        code = re.sub(r"(?<![\w.])True\b|(?<![\w.])TRUE\b", "True", code)
        code = re.sub(r"(?<![\w.])FALSE\b", "False", code)
        out.append(with_code(line, output(code, "OUTPUT", displays(lines, k))))
    return out


# --- OCR J277 exam reference language ---------------------------------------------------------

_SWITCH = re.compile(r"^switch\s+(?P<subject>.+?)\s*:?\s*$")
_OCR_LABEL = re.compile(r"^(?:case\s+(?P<value>.+?)|(?P<default>default))\s*:\s*(?P<rest>.*)$")


def _ocr_label(code: str) -> tuple[list[str], str] | None:
    m = _OCR_LABEL.match(code)
    if m is None:
        return None
    return (["default"] if m.group("default") else [m.group("value")]), m.group("rest")


def _dot_substring(code: str) -> str:
    """``s.substring(start, length)``: ``length`` characters from ``start``, counted from 0."""
    rx = re.compile(r"(?P<s>[A-Za-z_][\w.]*(?:\[[^\[\]]*\])?)\.substring\s*\(")
    while True:
        m = rx.search(code)
        if m is None:
            return code
        k = closing(code, m.end() - 1) + 1
        args = split_args(code[m.end() : k - 1]) if k else []
        if len(args) != 2:
            return code
        start, length = (group(a) for a in args)
        code = f"{code[: m.start()]}{m.group('s')}[{start}:{start} + {length}]{code[k:]}"


def _closed_by_until(lines: list[SrcLine], k: int) -> bool:
    """Whether the bare ``do`` at ``k`` has its ``until`` (``while c`` / ``do`` opens a while's body)."""
    for line in lines[k + 1 :]:
        if line.code and line.indent <= lines[k].indent:
            return line.indent == lines[k].indent and re.match(r"^until\b", line.code) is not None
    return False


def _ocr(lines: list[SrcLine]) -> list[SrcLine]:
    out: list[SrcLine] = []
    k = 0
    while k < len(lines):
        line = lines[k]
        sw = _SWITCH.match(line.code)
        if sw:
            chain = case_chain(lines, k, sw.group("subject"), _ocr_label, r"endswitch")
            if chain is not None:
                built, k = chain
                out.extend(built)
                continue
        code = line.code
        if code == "do" and _closed_by_until(lines, k):
            code = "repeat"  # OCR's `do … until c` is a repeat-until loop
        code = _dot_substring(code)
        code = re.sub(r"\.(upper|lower)\b(?!\s*\()", r".\1()", code)  # OCR: `s.upper` is a property
        out.append(with_code(line, code))
        k += 1
    return out


# --- IB Computer Science approved notation ----------------------------------------------------

_LOOP_FROM = re.compile(rf"^loop\s+(?P<var>{NAME})\s+from\s+(?P<a>.+?)\s+to\s+(?P<b>.+?)\s*$")
_LOOP_WHILE = re.compile(r"^loop\s+while\s+(?P<c>.+?)\s*$")
_LOOP_UNTIL = re.compile(r"^loop\s+until\s+(?P<c>.+?)\s*$")


def _ib(lines: list[SrcLine]) -> list[SrcLine]:
    out: list[SrcLine] = []
    for line in lines:
        code = line.code
        m = _LOOP_FROM.match(code)
        if m:
            code = f"for {m.group('var')} from {m.group('a')} to {m.group('b')}"  # both ends included
        elif _LOOP_WHILE.match(code):
            code = f"while {_LOOP_WHILE.match(code).group('c')}"  # type: ignore[union-attr]
        elif _LOOP_UNTIL.match(code):
            code = f"while not ({_LOOP_UNTIL.match(code).group('c')})"  # type: ignore[union-attr]
        elif re.fullmatch(r"end\s+loop", code):
            code = "end loop"
        code = _ib_collections(code)
        nxt = re.match(rf"^(?P<target>{NAME})\s*(?:=|\u2190)\s*(?P<c>{NAME})\.getNext\s*\(\s*\)$", code)
        if nxt:  # the cursor moves on after the read (IB's getNext)
            target, col = nxt.group("target"), nxt.group("c")
            out.append(with_code(line, f"{target} \u2190 {col}[_{col}_at]"))
            code = f"_{col}_at \u2190 _{col}_at + 1"
        out.append(with_code(line, code))
    return out


def _ib_collections(code: str) -> str:
    """IB's collections, stacks and queues on Python lists (a collection's cursor is ``_<name>_at``).

    ``getNext()`` is read only as a whole step ``X = C.getNext()``; inside a larger expression it is
    left as written (not understood), as is anything else the notation's classes do.
    """
    code = re.sub(r"\b(\w+)\.addItem\s*\(", r"\1.append(", code)
    code = re.sub(r"\b(\w+)\.push\s*\(", r"\1.append(", code)
    code = re.sub(r"\b(\w+)\.enqueue\s*\(", r"\1.append(", code)
    code = re.sub(r"\b(\w+)\.dequeue\s*\(\s*\)", r"\1.pop(0)", code)
    code = re.sub(r"\b(\w+)\.isEmpty\s*\(\s*\)", r"(len(\1) == 0)", code)
    code = re.sub(r"^(\w+)\.resetNext\s*\(\s*\)$", "_\\1_at \u2190 0", code)
    code = re.sub(r"\b(\w+)\.hasNext\s*\(\s*\)", r"(_\1_at < len(\1))", code)
    return re.sub(r"\bnew\s+Collection\s*\(\s*\)", "[]", code)
