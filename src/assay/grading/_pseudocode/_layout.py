"""Line layout of the pseudocode normaliser before blocks are rebuilt (docs/pseudocode.md, "Functions").

:func:`split_definitions` separates what one line holds twice (a step and a side definition, a
header and its first step, with the lines after such a header that read its parameters);
:func:`mark_bare_headers` finds function headers written without a keyword (``TWO-SUM(A, t)``).
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._clauses import explained_step
from assay.grading._pseudocode._function_headers import parse_function_header
from assay.grading._pseudocode._headers import spaced_header
from assay.grading._pseudocode._lex import SrcLine
from assay.grading._pseudocode._phone_notes import says_integer, wants_operand
from assay.judge import Signature

__all__ = ["described_steps", "mark_bare_headers", "split_definitions", "squash", "switches"]


def squash(name: str) -> str:
    """A name without case, underscores or hyphens (``twoSum`` and ``TWO-SUM`` are one name)."""
    return name.replace("_", "").replace("-", "").lower()


_WHERE = re.compile(
    # the bracket stands apart from the step: `arr.sort(key=len)` is a call with a keyword argument
    r"^(?P<code>.*?\S)(?:\s+\(\s*(?:where\s+|with\s+)?(?P<n1>[A-Za-z_]\w*)\s*=(?![=>])\s*(?P<v1>[^()=;]+(?:\([^()]*\))?)\s*\)"
    r"|\s+(?:where|with)\s+(?P<n2>[A-Za-z_]\w*)\s*=(?![=>])\s*(?P<v2>[^=;]+?))\s*(?P<colon>:?)\s*$"
)
# a word after which a bracket is the condition itself, its `=` a comparison (AP CSP, VB, exam boards)
_TEST_BEFORE = re.compile(r"(?:^|\s)(?:until|while|if|when|unless|elif|elseif|else\s+if|and|or|not)$", re.I)
_ASIDE = re.compile(r"^(?P<code>.*?\S)\s{2,}\((?P<aside>[^()]*\s[^()]*\s[^()]*)\)\s*$")
# `n = length of s (strings are 1-indexed here)`: one space is enough after an assignment when the
# bracket is a sentence (words, then `is`/`are`/`means`), which no value or argument list is; so
# after the value given back (`Terminate with answer –1 (target is not in nums).`)
_SAID_ASIDE = re.compile(
    r"^(?P<code>(?:[A-Za-z_][\w.\[\]]*\s*(?:=|\u2190|:=)|(?i:return|(?:terminate|halt|stop)\s+with\s+"
    r"(?:the\s+)?(?:answer|result))\s)\s*(?:[^()]|\([^()]*\))*?(?<=[\w\])]))\s\("
    r"(?P<aside>[A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*)*\s+(?:is|are|was|were|means)\s+[^()\s][^()]*)\)\s*\.?\s*$"
)
# `need = count of each char in t      (Counter)`: a word or two in a bracket set well apart from the
# step is a label, not a call, when the answer uses none of its words anywhere else (see
# :func:`_label_words`); `f  (x)` with `x` a name of the answer stays code
_LABEL = re.compile(
    r"^(?P<code>.*?[\w)\]])\s{2,}\((?P<aside>(?:[A-Za-z][\w-]*|\d+-[A-Za-z][\w-]*)(?:\s+[A-Za-z][\w-]*)?)\)\s*$"
)
_STARTS = re.compile(r"(?:start|begin|starting|beginning)(?:\s+off)?", re.I)
_BARE_INLINE = re.compile(
    # `function rev(a, i, j): while i < j { … }` too: a keyword's header, its body after the colon
    r"^(?P<head>(?:[A-Za-z]+\s+)?[A-Za-z_][\w-]*\s*\([^()]*\))\s*:\s*(?P<body>(?:if|return|for|while|set|let)\b.*)$"
)


def split_definitions(lines: list[SrcLine]) -> list[SrcLine]:
    """Lines that hold two things: a step and a side definition or aside, or a header and its body.

    ``lo = 0, hi = n - 1 where n = len(nums)`` and ``for c in 0 … n−1 (n = len(s)):`` define ``n``
    first; ``need[c] -= 1    (need can go negative)`` carries a comment; ``depth(node): if …``
    is a header with its first step.
    """
    out: list[SrcLine] = []
    body_of: tuple[int, list[str]] | None = None  # a one-line header's indentation and parameters
    words = _word_counts(lines)
    for at, original in enumerate(lines):
        line = original
        if body_of is not None and line.code and line.indent == body_of[0]:
            if parse_function_header(line.code, bare=True) is None and any(
                re.search(rf"(?<![\w.]){re.escape(p)}(?!\w)", line.code) for p in body_of[1]
            ):
                # `depth(node): if node is null return 0` / `return 1 + depth(node.left)`: still its body
                line = SrcLine(line.indent + 4, line.code, line.strings, line.comment, line.lineno)
            else:
                body_of = None
        code = line.code
        aside = _ASIDE.match(code) or _SAID_ASIDE.match(code) or _label_words(code, words)
        if (
            aside
            and not re.search(r"[=<>+*/]", aside.group("aside").replace("=", "", 1))
            and not wants_operand(aside.group("code"))
        ):
            code = aside.group("code")
            line = SrcLine(line.indent, code, line.strings, line.comment or aside.group("aside"), line.lineno)
        where = _WHERE.match(code)
        if where and where.group("n1") and _TEST_BEFORE.search(where.group("code")):
            where = None  # `REPEAT UNTIL (left = right)`, `IF (a = b)` (AP CSP): the bracket is the test
        if (
            where
            and where.group("n1")
            and re.search(rf"(?<![\w.]){where.group('n1')}(?![\w(])", where.group("v1"))
        ):
            # `move slow one node (slow = slow.next)`: a bracket that reads the name it sets updates it,
            # no definition to run first (see _code_in_brackets, which reads the step said twice once)
            where = None
        said = explained_step(where.group("code"), where.group("n1"), where.group("v1")) if where else None
        if where and said:
            # `otherwise look in the left half (hi = mid - 1)`: the bracket is the step the words name
            line = SrcLine(line.indent, said + where.group("colon"), line.strings, line.comment, line.lineno)
            code = line.code
            where = None
        if where and where.group("n2") and _STARTS.fullmatch(where.group("code").strip()):
            # `start with res = [[]]`: the step is the assignment, and nothing else comes first
            code = f"{where.group('n2')} = {where.group('v2').strip()}{where.group('colon')}"
            line = SrcLine(line.indent, code, line.strings, line.comment, line.lineno)
            where = None
        if where and where.group("n2") and _header(where.group("code")):
            # `LIS(A)   where n = length A`: a header's definition is its body's first step
            out.append(
                SrcLine(
                    line.indent, where.group("code") + where.group("colon"), line.strings, None, line.lineno
                )
            )
            name, value = where.group("n2"), where.group("v2").strip()
            inner = next((n.indent for n in lines[at + 1 :] if n.code), line.indent)
            inner = inner if inner > line.indent else line.indent + 4
            out.append(SrcLine(inner, f"{name} = {value}", line.strings, line.comment, line.lineno))
            continue
        if where and (where.group("n1") or where.group("n2")):
            name = where.group("n1") or where.group("n2")
            value = (where.group("v1") or where.group("v2") or "").strip()
            out.append(SrcLine(line.indent, f"{name} = {value}", line.strings, None, line.lineno))
            code = where.group("code") + where.group("colon")
            line = SrcLine(line.indent, code, line.strings, line.comment, line.lineno)
        inline = _BARE_INLINE.match(code)
        head = inline.group("head") if inline else ""
        header = (parse_function_header(head, bare=True) or parse_function_header(head)) if inline else None
        if inline and header is not None:
            body_of = (line.indent, [p for p in header[1] if p])
            out.append(SrcLine(line.indent, inline.group("head") + ":", line.strings, None, line.lineno))
            body = SrcLine(line.indent + 4, inline.group("body"), line.strings, line.comment, line.lineno)
            out.append(body)
            continue
        out.append(line)
    return out


def _header(code: str) -> bool:
    """Whether ``code`` is a function's header alone (``LIS(A)``, ``function f(a, b)``)."""
    return (parse_function_header(code, bare=True) or parse_function_header(code)) is not None


def _word_counts(lines: list[SrcLine]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for line in lines:
        for word in re.findall(r"[A-Za-z_]\w*", line.code):
            counts[word] = counts.get(word, 0) + 1
    return counts


def _label_words(code: str, counts: dict[str, int]) -> re.Match[str] | None:
    """A short bracket set apart from its step, naming nothing the answer uses elsewhere: a label.

    ``(Counter)``, ``(inclusive)``, ``(0-based)`` after a wide gap annotate the step; read as code
    they would call its value (``Counter(t)(Counter)`` raises where the learner wrote no call).
    """
    label = _LABEL.match(code)
    if label is None or says_integer(label.group("aside")):
        return None  # `(integer)` says what a division gives: read or refused with the divisions
    own = re.findall(r"[A-Za-z_]\w*", label.group("aside"))
    return None if any(counts.get(word, 0) > own.count(word) for word in own) else label


def mark_bare_headers(lines: list[SrcLine], signature: Signature) -> None:
    """Find function headers written without a keyword: ``TWO-SUM(A, t)``, ``twoSum(nums, target):``.

    Such a line reads like a call, so it counts as a header only where a call could not stand: the
    first line of the submission, a line whose next line is indented deeper (its body), or a line
    naming the question's method.
    """
    code = [k for k, line in enumerate(lines) if line.code]
    if not code:
        return
    base = min(lines[k].indent for k in code)
    for pos, k in enumerate(code):
        line = lines[k]
        first_line = pos == 0 and len(code) > 1
        spaced = spaced_header(line.code, signature.method, len(signature.params)) if first_line else None
        if spaced is not None:  # `can finish(n, pre):` as the answer's first line
            line.code = spaced
        if line.indent != base or parse_function_header(line.code, bare=True, any_name=True) is None:
            continue
        if parse_function_header(line.code) is not None:
            continue
        name = re.match(r"^\s*([A-Za-z_][\w-]*)", line.code)
        nxt = lines[code[pos + 1]] if pos + 1 < len(code) else None
        body_follows = nxt is not None and (nxt.indent > line.indent or nxt.code in ("{", "begin"))
        if not body_follows and parse_function_header(line.code, bare=True) is None:
            continue  # `reverse(A)` alone is a call; with a body under it, a procedure named REVERSE
        first = pos == 0 and nxt is not None
        named = name is not None and squash(name.group(1)) == squash(signature.method)
        if first or body_follows or (named and nxt is not None):
            line.header = True


_SWITCH = re.compile(r"^switch\s*\((?P<subject>.+)\)\s*\{$")
_CASE = re.compile(r"^(?:case\s+(?P<value>.+?)|(?P<default>default))\s*:(?!:)\s*(?P<rest>.*)$")
_SUBJECT = re.compile(r"[A-Za-z_][\w.]*(?:\[[^\[\]]*\])*")


def switches(lines: list[SrcLine]) -> list[SrcLine]:
    """C, Java and JavaScript ``switch`` blocks as ``if``/``else if``/``else`` chains.

    Read only when it means the same: the subject is a name (read once per case), and each case's
    steps end with ``break`` (dropped), ``return``, ``continue`` or ``throw`` and hold no other
    ``break``; a case that falls through into the next is left as written (not understood).
    """
    out: list[SrcLine] = []
    k = 0
    while k < len(lines):
        m = _SWITCH.match(lines[k].code)
        chain = _switch_chain(lines, k, m.group("subject").strip()) if m else None
        if chain is None:
            out.append(lines[k])
            k += 1
            continue
        built, k = chain
        out.extend(built)
    return out


def _switch_chain(lines: list[SrcLine], start: int, subject: str) -> tuple[list[SrcLine], int] | None:
    if not _SUBJECT.fullmatch(subject):
        return None
    depth, end = 1, start + 1
    groups: list[tuple[list[str], SrcLine, list[SrcLine]]] = []  # (values, label line, steps)
    labels: list[str] = []
    while end < len(lines):
        line = lines[end]
        code = line.code
        depth += code.count("{") - code.count("}") if code in ("{", "}") or code.endswith("{") else 0
        if code.startswith("}") and depth == 0:
            break
        case = _CASE.match(code) if depth == 1 else None
        if case:
            # `case 1: case 2:` share their steps
            labels = groups.pop()[0] if groups and not groups[-1][2] else []
            labels = [*labels, "default" if case.group("default") else case.group("value")]
            rest = case.group("rest")
            # `case '(': case '[':` on one line: labels that share the steps below them
            while (more := _CASE.match(rest)) is not None:
                labels.append("default" if more.group("default") else more.group("value"))
                rest = more.group("rest")
            groups.append((labels, line, []))
            if rest:
                groups[-1][2].append(SrcLine(line.indent + 2, rest, line.strings, None, line.lineno))
        elif groups:
            groups[-1][2].append(line)
        elif code:
            return None
        end += 1
    if end >= len(lines) or not groups:
        return None
    out: list[SrcLine] = []
    for n, (values, label, steps) in enumerate(groups):
        codes = [s.code.rstrip(";").strip() for s in steps if s.code]
        last = n == len(groups) - 1
        stops = bool(codes) and re.match(r"^(?:break|return|continue|throw)\b", codes[-1]) is not None
        if not (stops or last) or any(c == "break" for c in codes[:-1]):
            return None
        if "default" in values and (len(values) > 1 or not last):
            return None
        test = " || ".join(f"{subject} == {v}" for v in values)
        at = lines[start].indent  # the chain stands where the switch stood
        if n > 0:
            out.append(SrcLine(at, "}", label.strings, None, label.lineno))
        head = "if" if n == 0 else "else if"
        text = f"{head} ({test}) {{" if values != ["default"] else "else {"
        out.append(SrcLine(at, text, label.strings, label.comment, label.lineno))
        out.extend(s for s in steps if s.code.rstrip(";").strip() != "break")
    close = lines[end]
    out.append(SrcLine(lines[start].indent, "}", close.strings, close.comment, close.lineno))
    return out, end + 1


_DESCRIBES = re.compile(
    r"^(?!(?:if|while|for|return|else|elif|until|when)\b)(?P<words>[A-Za-z][^=\u2190;{}]*?)\s+(?:\u2192|->)\s+"
    r"(?P<name>[A-Za-z_]\w*)\s*\.?$",
    re.IGNORECASE,
)


def described_steps(lines: list[SrcLine]) -> list[SrcLine]:
    """``Clean the string: keep only letters, lowercase → t`` above ``t = …``: a description.

    A line of words that names its result with an arrow, directly followed by the step that sets
    that name, says what the step does; it is kept as a comment rather than read as a second step.
    """
    out: list[SrcLine] = []
    for k, line in enumerate(lines):
        m = _DESCRIBES.match(line.code)
        nxt = next((n for n in lines[k + 1 :] if n.code), None)
        if (
            m
            and len(m.group("words").split()) >= 3
            and nxt is not None
            and re.match(
                rf"^(?:(?:let|var|const|set)\s+)?{re.escape(m.group('name'))}\s*(?:=(?!=)|\u2190|:=)",
                nxt.code,
            )
        ):
            out.append(SrcLine(line.indent, "", line.strings, line.code, line.lineno))
            continue
        out.append(line)
    return out
