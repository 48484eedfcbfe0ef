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
"""

from __future__ import annotations

import re
from collections.abc import Callable

from assay.grading._pseudocode._base import split_top
from assay.grading._pseudocode._brackets import closing
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

_NAME = r"[A-Za-z_]\w*"
_SUBJECT = re.compile(r"[A-Za-z_][\w.]*(?:\[[^\[\]()]*\])*(?:\s*(?:[-+*/%]|DIV|MOD|div|mod)\s*[\w.]+)*")


def exam_dialects(lines: list[SrcLine]) -> tuple[list[SrcLine], list[str]]:
    """The lines of an answer in a marked exam-board dialect, rewritten; and the rules that fired."""
    codes = [line.code for line in lines]
    rules: list[str] = []
    marked: list[tuple[str, Callable[[list[SrcLine]], list[SrcLine]]]] = []
    if any(_CAMBRIDGE.match(c) for c in codes):
        marked.append(("exam-cambridge", _cambridge))
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


def _routines(lines: list[SrcLine]) -> bool:
    return any(re.match(r"^(?:FUNCTION|PROCEDURE|SUBROUTINE)\s+\w+", line.code) for line in lines)


def _with(line: SrcLine, code: str, indent: int | None = None) -> SrcLine:
    return SrcLine(line.indent if indent is None else indent, code, line.strings, line.comment, line.lineno)


def _remark(line: SrcLine) -> SrcLine:
    """A declaration: Python needs none, so it is kept as a comment (nothing runs from it)."""
    comment = line.code if not line.comment else f"{line.code}  {line.comment}"
    return SrcLine(line.indent, "", line.strings, comment, line.lineno)


# --- built-in functions -------------------------------------------------------------------------


def _split_args(text: str) -> list[str]:
    return split_top(text, keep_empty=True)


def _calls(code: str, name: str, build: Callable[[list[str]], str | None], flags: int = 0) -> str:
    """Replace each call ``name(…)`` (balanced brackets) with what ``build`` makes of its arguments."""
    rx = re.compile(rf"(?<![\w.]){name}\s*\(", flags)
    start = 0
    while True:
        m = rx.search(code, start)
        if m is None:
            return code
        k = closing(code, m.end() - 1) + 1
        if not k:
            return code
        inner = _calls(code[m.end() : k - 1], name, build, flags)
        new = build(_split_args(inner))
        if new is None:
            start = k
            continue
        code = code[: m.start()] + new + code[k:]
        start = m.start() + len(new)


def _group(arg: str) -> str:
    return arg if re.fullmatch(r"[\w.]+(?:\[[^\[\]]*\])?", arg) else f"({arg})"


def _mid(args: list[str]) -> str | None:
    if len(args) != 3:
        return None
    _, x, y = (_group(a) for a in args)
    # `x` counts from 1 (Cambridge's MID("ABCDEFGH", 2, 3) is "BCD"); `str(…)` because these positions
    # are already Python's: an answer read as counting from 1 must not shift them again
    return f"str({args[0]})[{x} - 1:{x} - 1 + {y}]"


def _left(args: list[str]) -> str | None:
    return f"str({args[0]})[:{_group(args[1])}]" if len(args) == 2 else None


def _right(args: list[str]) -> str | None:
    if len(args) != 2:
        return None
    s, n = (_group(a) for a in args)
    return f"str({args[0]})[len({s}) - {n}:]"  # not `[-n:]`: RIGHT(s, 0) is ""


def _method(method: str, count: int) -> Callable[[list[str]], str | None]:
    def build(args: list[str]) -> str | None:
        return f"{_group(args[0])}.{method}()" if len(args) == count else None

    return build


def _cambridge_builtins(code: str) -> str:
    code = _calls(code, "MID", _mid)
    code = _calls(code, "LEFT", _left)
    code = _calls(code, "RIGHT", _right)
    for name, method in (
        ("UCASE", "upper"),
        ("LCASE", "lower"),
        ("TO_UPPER", "upper"),
        ("TO_LOWER", "lower"),
    ):
        code = _calls(code, name, _method(method, 1))
    code = re.sub(r"(?<![\w.])INT\s*\(", "int(", code)  # INT(x): the integer part, as Python's int()
    code = re.sub(r"(?<![\w.])(?:LENGTH|LEN)\s*\(", "len(", code)
    code = re.sub(r"(?<![\w.])TRUE\b", "True", code)
    code = re.sub(r"(?<![\w.])FALSE\b", "False", code)
    return re.sub(r"\s*&\s*", " + ", code)  # `&` joins strings in Cambridge pseudocode (no bitwise `&`)


# --- Cambridge 9618 / 0478 ----------------------------------------------------------------------

_DECLARE_ARRAY = re.compile(
    rf"^DECLARE\s+(?P<name>{_NAME})\s*:\s*ARRAY\s*\[(?P<dims>[^\]]+)\]\s*OF\s+\w+$", re.IGNORECASE
)
_DECLARE = re.compile(rf"^DECLARE\s+{_NAME}(?:\s*,\s*{_NAME})*\s*:\s*\w+$", re.IGNORECASE)
_CONSTANT = re.compile(rf"^CONSTANT\s+(?P<name>{_NAME})\s*(?:=|\u2190)\s*(?P<value>.+)$")
_CASE_OF = re.compile(r"^CASE\s+OF\s+(?P<subject>.+?)\s*$")
_CAMBRIDGE_LABEL = re.compile(r"^(?P<value>[^:]+?)\s*:\s*(?P<rest>.*)$")
_OTHERWISE = re.compile(r"^OTHERWISE\b\s*:?\s*(?P<rest>.*)$")


_ROUTINE = re.compile(rf"^(?P<kind>PROCEDURE|FUNCTION)\s+(?P<name>{_NAME})\s*\((?P<params>.*)\)")
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
        for pos, raw in enumerate(_split_args(m.group("params"))):
            word = re.match(r"^(BYREF|BYVAL)\b\s*", raw)
            if word:
                by_ref = word.group(1) == "BYREF"  # the guide: it holds for the parameters after it
            p = re.match(rf"^(?P<n>{_NAME})\s*:\s*(?P<t>.+)$", raw[word.end() :] if word else raw)
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
            out.append(_with(line, "BYREF \u2190 a parameter passed by reference", line.indent + 4))
            continue
        call = re.match(rf"^CALL\s+(?P<name>{_NAME})\s*\((?P<args>.*)\)$", code)
        if call and call.group("name") in procedures:
            args = _split_args(call.group("args"))
            wanted = procedures[call.group("name")]
            targets = [args[p] for p in wanted if p < len(args)]
            if len(targets) == len(wanted) and all(
                re.fullmatch(rf"{_NAME}(?:\[[^\[\]]+\])*", t) for t in targets
            ):
                code = f"{', '.join(targets)} \u2190 {call.group('name')}({call.group('args')})"
            else:
                out.append(line)
                out.append(_with(line, "BYREF \u2190 an argument that is not a variable"))
                continue
        elif m is None and _ROUTINE_END.match(code) and code == "ENDPROCEDURE":
            opened = next((o for o in reversed(out) if _ROUTINE.match(o.code)), None)
            head = _ROUTINE.match(opened.code) if opened is not None else None
            if head is not None and head.group("name") in procedures:
                params = _split_args(head.group("params"))
                names = [
                    re.sub(r"^(?:BYREF|BYVAL)\s+", "", params[p]).split(":")[0].strip()
                    for p in procedures[head.group("name")]
                ]
                out.append(_with(line, f"RETURN {', '.join(names)}", line.indent + 4))
        out.append(_with(line, code))
    return out


def _cambridge(lines: list[SrcLine]) -> list[SrcLine]:
    lines = _byref_lines(lines)
    out: list[SrcLine] = []
    k = 0
    while k < len(lines):
        line = lines[k]
        code = line.code
        case = _CASE_OF.match(code)
        if case:
            chain = _case_chain(lines, k, case.group("subject"), _cambridge_label, r"ENDCASE")
            if chain is not None:
                built, k = chain
                out.extend(_with(b, _cambridge_builtins(b.code)) for b in built)
                continue
        arr = _DECLARE_ARRAY.match(code)
        if arr:
            dims = [d.strip() for d in arr.group("dims").split(",")]
            spans = [re.match(r"^(.+?)\s*:\s*(.+)$", d) for d in dims]
            if all(spans):
                ranges = ", ".join(f"{s.group(1)}..{s.group(2)}" for s in spans if s)
                kind = "array" if len(spans) == 1 else "table"
                out.append(_with(line, f"let {arr.group('name')}[{ranges}] be a new {kind}"))
                k += 1
                continue
        if _DECLARE.match(code):
            out.append(_remark(line))
        elif _CONSTANT.match(code):
            m = _CONSTANT.match(code)
            assert m is not None
            out.append(_with(line, f"{m.group('name')} \u2190 {_cambridge_builtins(m.group('value'))}"))
        else:
            out.append(_with(line, _output(_cambridge_builtins(code), "OUTPUT", _routines(lines))))
        k += 1
    return out


def _cambridge_label(code: str) -> tuple[list[str], str] | None:
    other = _OTHERWISE.match(code)
    if other:
        return ["default"], other.group("rest")
    m = _CAMBRIDGE_LABEL.match(code)
    if m is None or re.search(r"\u2190|\b(?:IF|FOR|WHILE|REPEAT|DECLARE)\b", m.group("value")):
        return None
    values = _split_args(m.group("value"))
    return values, m.group("rest")


def _test(subject: str, value: str) -> str | None:
    span = re.match(r"^(.+?)\s+TO\s+(.+)$", value)
    if span:  # `1 TO 5 :` a range of values, both ends included
        return f"({span.group(1)} <= {subject} and {subject} <= {span.group(2)})"
    if not value or ":" in value:
        return None
    return f"{subject} == {value}"


def _case_chain(
    lines: list[SrcLine],
    start: int,
    subject: str,
    label: Callable[[str], tuple[list[str], str] | None],
    end: str,
) -> tuple[list[SrcLine], int] | None:
    """A ``CASE OF`` / ``switch`` block as an ``IF`` / ``ELSE IF`` / ``ELSE`` / ``ENDIF`` chain.

    Neither board's case falls through, so each label is one branch. Only a subject without calls
    (read once per label, as the chain reads it) and labels at one indentation are read; anything
    else is left as written (not understood).
    """
    subject = subject.strip().rstrip(":").strip()
    if not _SUBJECT.fullmatch(subject):
        return None
    opener = lines[start]
    label_ind: int | None = None
    groups: list[tuple[list[str], SrcLine, list[SrcLine]]] = []
    k = start + 1
    while k < len(lines):
        line = lines[k]
        if re.fullmatch(end, line.code, re.IGNORECASE):
            break
        if not line.code:
            if groups:
                groups[-1][2].append(line)
            k += 1
            continue
        found = label(line.code) if label_ind is None or line.indent == label_ind else None
        if found is not None:
            label_ind = line.indent
            values, rest = found
            body = [SrcLine(opener.indent + 4, rest, line.strings, None, line.lineno)] if rest else []
            groups.append((values, line, body))
        elif groups and line.indent > (label_ind or 0):
            groups[-1][2].append(
                SrcLine(
                    max(line.indent, opener.indent + 4), line.code, line.strings, line.comment, line.lineno
                )
            )
        else:
            return None
        k += 1
    if k >= len(lines) or not groups:
        return None
    out: list[SrcLine] = []
    for n, (values, head, body) in enumerate(groups):
        if values == ["default"]:
            if n != len(groups) - 1:
                return None
            out.append(SrcLine(opener.indent, "ELSE", head.strings, head.comment, head.lineno))
        else:
            tests = [_test(subject, v) for v in values]
            if any(t is None for t in tests):
                return None
            word = "IF" if n == 0 else "ELSE IF"
            out.append(
                SrcLine(
                    opener.indent,
                    f"{word} {' OR '.join(t for t in tests if t)} THEN",
                    head.strings,
                    head.comment,
                    head.lineno,
                )
            )
        out.extend(body)
    close = lines[k]
    out.append(SrcLine(opener.indent, "ENDIF", close.strings, close.comment, close.lineno))
    return out, k + 1


# --- AQA 8525 ------------------------------------------------------------------------------------


def _substring(args: list[str]) -> str | None:
    """AQA's ``SUBSTRING(start, end, s)``: from ``start`` to ``end`` both included, counted from 0."""
    if len(args) != 3:
        return None
    start, end, s = (_group(a) for a in args)
    return f"{s}[{start}:{end} + 1]"


def _aqa(lines: list[SrcLine]) -> list[SrcLine]:
    out: list[SrcLine] = []
    for line in lines:
        code = line.code
        if code == "ENDSUBROUTINE":
            code = "ENDFUNCTION"
        elif re.match(r"^SUBROUTINE\s+\w+\s*\(", code):
            code = "FUNCTION" + code[len("SUBROUTINE") :]
        code = _calls(code, "SUBSTRING", _substring)
        code = re.sub(r"(?<![\w.])LEN\s*\(", "len(", code)
        code = re.sub(r"(?<![\w.])True\b|(?<![\w.])TRUE\b", "True", code)
        code = re.sub(r"(?<![\w.])FALSE\b", "False", code)
        out.append(_with(line, _output(code, "OUTPUT", _routines(lines))))
    return out


def _output(code: str, word: str, routines: bool) -> str:
    """``OUTPUT a, b`` displays its values (the boards' references): Python's ``print``, not a result.

    Only in an answer written as routines: a bare program has no other way to give its result,
    and keeps the reading of ``output x`` as the answer's result.
    """
    m = re.match(rf"^{word}\s+(?P<values>\S.*)$", code) if routines else None
    return f"print({m.group('values')})" if m else code


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
        args = _split_args(code[m.end() : k - 1]) if k else []
        if len(args) != 2:
            return code
        start, length = (_group(a) for a in args)
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
            chain = _case_chain(lines, k, sw.group("subject"), _ocr_label, r"endswitch")
            if chain is not None:
                built, k = chain
                out.extend(built)
                continue
        code = line.code
        if code == "do" and _closed_by_until(lines, k):
            code = "repeat"  # OCR's `do … until c` is a repeat-until loop
        code = _dot_substring(code)
        code = re.sub(r"\.(upper|lower)\b(?!\s*\()", r".\1()", code)  # OCR: `s.upper` is a property
        out.append(_with(line, code))
        k += 1
    return out


# --- IB Computer Science approved notation ----------------------------------------------------

_LOOP_FROM = re.compile(rf"^loop\s+(?P<var>{_NAME})\s+from\s+(?P<a>.+?)\s+to\s+(?P<b>.+?)\s*$")
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
        nxt = re.match(rf"^(?P<target>{_NAME})\s*(?:=|\u2190)\s*(?P<c>{_NAME})\.getNext\s*\(\s*\)$", code)
        if nxt:  # the cursor moves on after the read (IB's getNext)
            target, col = nxt.group("target"), nxt.group("c")
            out.append(_with(line, f"{target} \u2190 {col}[_{col}_at]"))
            code = f"_{col}_at \u2190 _{col}_at + 1"
        out.append(_with(line, code))
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
