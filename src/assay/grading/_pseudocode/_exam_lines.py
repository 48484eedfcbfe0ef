"""Line and call helpers shared by the exam-board dialect readers (docs/pseudocode.md, "Exam-board dialects").

Rewriting one line while keeping its place and comment, replacing a built-in's calls with balanced
brackets, ``OUTPUT`` as ``print``, and a ``CASE OF`` / ``switch`` block as an ``IF`` chain (the two
boards that have one read it alike). Separate so that ``_exam`` (the dispatch and the smaller
boards) and ``_exam_cambridge`` (the largest board) use one copy of each.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from assay.grading._pseudocode._base import split_top
from assay.grading._pseudocode._brackets import closing
from assay.grading._pseudocode._lex import SrcLine

__all__ = ["NAME", "calls", "case_chain", "group", "output", "remark", "routines", "split_args", "with_code"]

NAME = r"[A-Za-z_]\w*"
_SUBJECT = re.compile(r"[A-Za-z_][\w.]*(?:\[[^\[\]()]*\])*(?:\s*(?:[-+*/%]|DIV|MOD|div|mod)\s*[\w.]+)*")


def routines(lines: list[SrcLine]) -> bool:
    return any(re.match(r"^(?:FUNCTION|PROCEDURE|SUBROUTINE)\s+\w+", line.code) for line in lines)


def with_code(line: SrcLine, code: str, indent: int | None = None) -> SrcLine:
    return SrcLine(line.indent if indent is None else indent, code, line.strings, line.comment, line.lineno)


def remark(line: SrcLine) -> SrcLine:
    """A declaration: Python needs none, so it is kept as a comment (nothing runs from it)."""
    comment = line.code if not line.comment else f"{line.code}  {line.comment}"
    return SrcLine(line.indent, "", line.strings, comment, line.lineno)


def split_args(text: str) -> list[str]:
    return split_top(text, keep_empty=True)


def calls(code: str, name: str, build: Callable[[list[str]], str | None], flags: int = 0) -> str:
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
        inner = calls(code[m.end() : k - 1], name, build, flags)
        new = build(split_args(inner))
        if new is None:
            start = k
            continue
        code = code[: m.start()] + new + code[k:]
        start = m.start() + len(new)


def group(arg: str) -> str:
    return arg if re.fullmatch(r"[\w.]+(?:\[[^\[\]]*\])?", arg) else f"({arg})"


def _test(subject: str, value: str) -> str | None:
    span = re.match(r"^(.+?)\s+TO\s+(.+)$", value)
    if span:  # `1 TO 5 :` a range of values, both ends included
        return f"({span.group(1)} <= {subject} and {subject} <= {span.group(2)})"
    if not value or ":" in value:
        return None
    return f"{subject} == {value}"


def case_chain(
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


def output(code: str, word: str, routines: bool) -> str:
    """``OUTPUT a, b`` displays its values (the boards' references): Python's ``print``, not a result.

    Only in an answer written as routines: a bare program has no other way to give its result,
    and keeps the reading of ``output x`` as the answer's result.
    """
    m = re.match(rf"^{word}\s+(?P<values>\S.*)$", code) if routines else None
    return f"print({m.group('values')})" if m else code


_ROUTINE_END = re.compile(r"^END\s*_?(?:SUBROUTINE|FUNCTION|PROCEDURE)\b", re.IGNORECASE)
_GIVES_BACK = re.compile(r"^RETURN\s+\S", re.IGNORECASE)


def displays(lines: list[SrcLine], k: int) -> bool:
    """Whether ``OUTPUT`` on ``lines[k]`` displays its values rather than gives the answer's result.

    In an answer written as routines it displays, save one place: the program's last step, after
    every routine, where no routine gives a value back (``RETURN x``). The routines are then helpers of
    a bare program (an AQA subroutine that fills ``result``, then ``OUTPUT result``), and that
    program has no other way to give its result (docs/pseudocode.md, "Conventions read since round 15
    was opened: mixed").
    """
    if not routines(lines):
        return False
    ends = [j for j, line in enumerate(lines) if _ROUTINE_END.match(line.code)]
    last = max((j for j, line in enumerate(lines) if line.code.strip()), default=-1)
    gives = any(_GIVES_BACK.match(line.code) for line in lines)
    return not (k == last and ends and k > ends[-1] and not gives)
