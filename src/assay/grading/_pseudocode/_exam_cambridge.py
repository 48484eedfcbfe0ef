"""Cambridge International's pseudocode (9618 / 0478), brought to forms the normaliser reads.

``DECLARE`` (an array becomes ``let A[1..n] be a new array``, a scalar a remark), ``CONSTANT``,
``CASE OF`` as an ``IF`` chain, ``BYREF`` parameters a procedure sets (given back to the caller), and
the built-ins ``MID``/``LEFT``/``RIGHT``/``UCASE``/``LCASE`` as the board's reference defines them
(docs/pseudocode.md, "Exam-board dialects"). The largest of the boards' readers, so it has its own
module; ``_exam`` decides when an answer is in this dialect.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from assay.grading._pseudocode._declared_early import sized_when_known
from assay.grading._pseudocode._exam_lines import (
    NAME,
    calls,
    case_chain,
    displays,
    group,
    output,
    remark,
    split_args,
    with_code,
)
from assay.grading._pseudocode._lex import SrcLine

__all__ = ["cambridge"]

# --- built-in functions -------------------------------------------------------------------------


def _mid(args: list[str]) -> str | None:
    if len(args) != 3:
        return None
    _, x, y = (group(a) for a in args)
    # `x` counts from 1 (Cambridge's MID("ABCDEFGH", 2, 3) is "BCD"); `str(…)` because these positions
    # are already Python's: an answer read as counting from 1 must not shift them again
    return f"str({args[0]})[{x} - 1:{x} - 1 + {y}]"


def _left(args: list[str]) -> str | None:
    return f"str({args[0]})[:{group(args[1])}]" if len(args) == 2 else None


def _right(args: list[str]) -> str | None:
    if len(args) != 2:
        return None
    s, n = (group(a) for a in args)
    return f"str({args[0]})[len({s}) - {n}:]"  # not `[-n:]`: RIGHT(s, 0) is ""


def _method(method: str, count: int) -> Callable[[list[str]], str | None]:
    def build(args: list[str]) -> str | None:
        return f"{group(args[0])}.{method}()" if len(args) == count else None

    return build


def _cambridge_builtins(code: str) -> str:
    code = calls(code, "MID", _mid)
    code = calls(code, "LEFT", _left)
    code = calls(code, "RIGHT", _right)
    for name, method in (
        ("UCASE", "upper"),
        ("LCASE", "lower"),
        ("TO_UPPER", "upper"),
        ("TO_LOWER", "lower"),
    ):
        code = calls(code, name, _method(method, 1))
    code = re.sub(r"(?<![\w.])INT\s*\(", "int(", code)  # INT(x): the integer part, as Python's int()
    code = re.sub(r"(?<![\w.])(?:LENGTH|LEN)\s*\(", "len(", code)
    code = re.sub(r"(?<![\w.])TRUE\b", "True", code)
    code = re.sub(r"(?<![\w.])FALSE\b", "False", code)
    return re.sub(r"\s*&\s*", " + ", code)  # `&` joins strings in Cambridge pseudocode (no bitwise `&`)


# --- Cambridge 9618 / 0478 ----------------------------------------------------------------------

_DECLARE_ARRAY = re.compile(
    rf"^DECLARE\s+(?P<name>{NAME})\s*:\s*ARRAY\s*\[(?P<dims>[^\]]+)\]\s*OF\s+\w+$", re.IGNORECASE
)
_DECLARE = re.compile(rf"^DECLARE\s+{NAME}(?:\s*,\s*{NAME})*\s*:\s*\w+$", re.IGNORECASE)
_CONSTANT = re.compile(rf"^CONSTANT\s+(?P<name>{NAME})\s*(?:=|\u2190)\s*(?P<value>.+)$")
_CASE_OF = re.compile(r"^CASE\s+OF\s+(?P<subject>.+?)\s*$")
_CAMBRIDGE_LABEL = re.compile(r"^(?P<value>[^:]+?)\s*:\s*(?P<rest>.*)$")
_OTHERWISE = re.compile(r"^OTHERWISE\b\s*:?\s*(?P<rest>.*)$")


_ROUTINE = re.compile(rf"^(?P<kind>PROCEDURE|FUNCTION)\s+(?P<name>{NAME})\s*\((?P<params>.*)\)")
_ROUTINE_END = re.compile(r"^END(?:PROCEDURE|FUNCTION)$")


def _by_reference(lines: list[SrcLine]) -> tuple[dict[str, list[int]], set[int]]:
    """Routines whose ``BYREF`` scalars they set: {procedure: positions}, and lines nothing can run.

    Python passes a number or a string by value, so ``PROCEDURE Swap(BYREF A : INTEGER, …)`` that
    sets ``A`` gives the caller its new value back (``A, B ← Swap(A, B)``, see ``_byref_calls``). A
    FUNCTION that does so, or a procedure that returns early, is not rewritten: the header is marked
    so that the answer is reported as not understood rather than run without the caller's change.
    """
    procedures: dict[str, list[int]] = {}
    unreadable: set[int] = set()
    for k, line in enumerate(lines):
        m = _ROUTINE.match(line.code)
        if m is None or "BYREF" not in m.group("params"):
            continue
        refs: list[tuple[int, str]] = []
        by_ref = False
        for pos, raw in enumerate(split_args(m.group("params"))):
            word = re.match(r"^(BYREF|BYVAL)\b\s*", raw)
            if word:
                by_ref = word.group(1) == "BYREF"  # the guide: it holds for the parameters after it
            p = re.match(rf"^(?P<n>{NAME})\s*:\s*(?P<t>.+)$", raw[word.end() :] if word else raw)
            if by_ref and p and not re.match(r"ARRAY\b", p.group("t"), re.IGNORECASE):
                refs.append((pos, p.group("n")))
        end = next((j for j in range(k + 1, len(lines)) if _ROUTINE_END.match(lines[j].code)), len(lines))
        body = [b.code for b in lines[k + 1 : end]]
        positions = [pos for pos, n in refs if any(re.match(rf"^{n}\s*(?:\u2190|<-|:=)", c) for c in body)]
        if not positions:
            continue
        called = any(
            re.search(rf"(?<![\w.]){m.group('name')}\s*\(", o.code) for j, o in enumerate(lines) if j != k
        )
        if not called:
            continue  # the question calls it: no caller of the answer's own sees the change
        if m.group("kind") == "FUNCTION" or any(re.match(r"^RETURN\b", c) for c in body):
            unreadable.add(k)
        else:
            procedures[m.group("name")] = positions
    return procedures, unreadable


def _byref_lines(lines: list[SrcLine]) -> list[SrcLine]:
    procedures, unreadable = _by_reference(lines)
    if not procedures and not unreadable:
        return lines
    out: list[SrcLine] = []
    for k, line in enumerate(lines):
        code = line.code
        m = _ROUTINE.match(code)
        if k in unreadable:
            out.append(line)
            out.append(with_code(line, "BYREF \u2190 a parameter passed by reference", line.indent + 4))
            continue
        call = re.match(rf"^CALL\s+(?P<name>{NAME})\s*\((?P<args>.*)\)$", code)
        if call and call.group("name") in procedures:
            args = split_args(call.group("args"))
            wanted = procedures[call.group("name")]
            targets = [args[p] for p in wanted if p < len(args)]
            if len(targets) == len(wanted) and all(
                re.fullmatch(rf"{NAME}(?:\[[^\[\]]+\])*", t) for t in targets
            ):
                code = f"{', '.join(targets)} \u2190 {call.group('name')}({call.group('args')})"
            else:
                out.append(line)
                out.append(with_code(line, "BYREF \u2190 an argument that is not a variable"))
                continue
        elif m is None and _ROUTINE_END.match(code) and code == "ENDPROCEDURE":
            opened = next((o for o in reversed(out) if _ROUTINE.match(o.code)), None)
            head = _ROUTINE.match(opened.code) if opened is not None else None
            if head is not None and head.group("name") in procedures:
                params = split_args(head.group("params"))
                names = [
                    re.sub(r"^(?:BYREF|BYVAL)\s+", "", params[p]).split(":")[0].strip()
                    for p in procedures[head.group("name")]
                ]
                out.append(with_code(line, f"RETURN {', '.join(names)}", line.indent + 4))
        out.append(with_code(line, code))
    return out


def cambridge(lines: list[SrcLine]) -> list[SrcLine]:
    lines = _byref_lines(lines)
    out: list[SrcLine] = []
    k = 0
    while k < len(lines):
        line = lines[k]
        code = line.code
        case = _CASE_OF.match(code)
        if case:
            chain = case_chain(lines, k, case.group("subject"), _cambridge_label, r"ENDCASE")
            if chain is not None:
                built, k = chain
                out.extend(with_code(b, _cambridge_builtins(b.code)) for b in built)
                continue
        arr = _DECLARE_ARRAY.match(code)
        if arr:
            dims = [d.strip() for d in arr.group("dims").split(",")]
            spans = [re.match(r"^(.+?)\s*:\s*(.+)$", d) for d in dims]
            if all(spans):
                ranges = ", ".join(f"{s.group(1)}..{s.group(2)}" for s in spans if s)
                kind = "array" if len(spans) == 1 else "table"
                out.append(with_code(line, f"let {arr.group('name')}[{ranges}] be a new {kind}"))
                k += 1
                continue
        if _DECLARE.match(code):
            out.append(remark(line))
        elif _CONSTANT.match(code):
            m = _CONSTANT.match(code)
            assert m is not None
            out.append(with_code(line, f"{m.group('name')} \u2190 {_cambridge_builtins(m.group('value'))}"))
        else:
            out.append(with_code(line, output(_cambridge_builtins(code), "OUTPUT", displays(lines, k))))
        k += 1
    return sized_when_known(out)


def _cambridge_label(code: str) -> tuple[list[str], str] | None:
    other = _OTHERWISE.match(code)
    if other:
        return ["default"], other.group("rest")
    m = _CAMBRIDGE_LABEL.match(code)
    if m is None or re.search(r"\u2190|\b(?:IF|FOR|WHILE|REPEAT|DECLARE)\b", m.group("value")):
        return None
    values = split_args(m.group("value"))
    return values, m.group("rest")
