"""Logical lines for the pseudocode normaliser: comments cut off, brackets joined, braces and ``;`` split.

:func:`logical_lines` reads the cleaned text (``_clean``) into :class:`SrcLine` items with their
string literals replaced by ``__sN__`` placeholders (``_literals``), so no later rule can touch what
the user quoted. Which ``//`` and ``--`` start a comment, and which ``{`` opens a block rather than a
dict, are decided here, where the line is split (docs/pseudocode.md).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from assay.grading._pseudocode._literals import literal_end
from assay.grading._pseudocode._mixed import split_assignments

__all__ = ["SrcLine", "logical_lines"]

_ENGLISH_AFTER_SLASHES = re.compile(r"\s*[A-Za-z'][\w']*(?:[\s,]+[A-Za-z'(]|\s*(?:->|=>|'|\?))")
# a count and what it counts after `//`: `fast = fast.next.next   // 2 steps`, `// 1st pass`; two
# operands side by side divide nothing. A word that joins an expression (`n // 2 if odd else …`,
# `to n // 2 do`, `n // 2 and …`) keeps the division
_COUNT_AFTER_SLASHES = re.compile(
    r"\s*\d+(?:st|nd|rd|th)?\s+(?!(?:if|else|and|or|not|in|is|for|then|do|to|downto|by|step|mod|div|"
    r"xor|while|until|of|from|when|than|else)\b)[A-Za-z]{2,}",
    re.IGNORECASE,
)
# words that join an expression: after `%` they make it a remainder said in words
_JOINS = r"if|else|and|or|not|in|is|for|then|do|to|by|mod|div|xor|while|until|of|from|when|than"
# MATLAB's (and TeX's, Erlang's) `%` comment: two words side by side after `%`, neither joining an
# expression, which no remainder could have as its right operand (docs/pseudocode.md, "Conventions
# read since round 12 was opened")
_WORDS_AFTER_PERCENT = re.compile(rf"\s+(?:(?!(?:{_JOINS})\b)[A-Za-z][A-Za-z']*\s+){{2}}", re.IGNORECASE)
# `r = x  % size of nums`: a small word, then one that joins an expression, is an operand said in words
_OPERAND_AFTER_PERCENT = re.compile(rf"\s+[a-z]\w*\s+(?:{_JOINS})\b")
_BLOCK_KEYWORD = re.compile(
    r"^(?:if|else|elif|elseif|elsif|for|foreach|while|do|repeat|function|procedure|def|algorithm|func|fn|"
    r"method|loop|class|try|except|catch|finally|begin|otherwise)\b",
    re.IGNORECASE,
)
_FUNC_EXPR = re.compile(r"(?:=>|\bfunction\s*\w*\s*\([^()]*\))\s*$")
_TYPED_DEF = re.compile(r"^[\w<>\[\], ]+?[\s*&]+\w+\s*\([^()]*\)$")


@dataclass
class SrcLine:
    """One logical line of the submission, with strings hidden.

    Attributes:
        indent: the width of its leading whitespace (tabs count 4, or 8 where only 8 nests the blocks).
        code: the code with strings replaced by ``__sN__`` (stripped), may be empty.
        strings: the hidden string literals, by placeholder number.
        comment: the comment text without its marker, or ``None``.
        lineno: 1-based line in the submission.
        header: the line is a function header written without a keyword (``TWO-SUM(A, t)``).
    """

    indent: int
    code: str
    strings: list[str] = field(default_factory=list)
    comment: str | None = None
    lineno: int = 0
    header: bool = False


def _slashes_start_comment(code_before: str, rest: str, slash_docs: bool) -> bool:
    """Whether ``//`` starts a comment (else it is Python's floor division)."""
    if not code_before.strip():
        return True
    if _ENGLISH_AFTER_SLASHES.match(rest):
        return True
    if _COUNT_AFTER_SLASHES.match(rest):
        return True
    if re.match(r"\s*[\"']", rest):
        return True  # nothing divides by a string: `key = …   // "eat" -> "aet"` shows an example
    if (re.search(r"[:;{}]\s*$", code_before) or code_before.endswith("  ")) and re.match(
        r"\s*[^\W\d_]", rest
    ):
        # nothing divides after `:`, `;` or a brace, and nobody aligns a division: `x = y     // save`;
        # the remark's first letter may be any alphabet's (`//  左段有序`: notes written in Chinese)
        return True
    # in a document that writes // comments, a lone trailing word is a comment too
    return slash_docs and re.match(r"\s+[A-Za-z]\w*\s*$", rest) is not None and code_before.endswith(" ")


# the words after MATLAB's and TeX's `%`: two words side by side, the second no operator's word
_ENGLISH_AFTER_PERCENT = re.compile(
    r"\s*[A-Za-z'][\w']*[\s,]+(?!(?:and|or|not|is|in|if|else|then|do|to|==|mod|div)\b)[A-Za-z'(]",
    re.IGNORECASE,
)


_LUA_LENGTH = re.compile(r"#([A-Za-z_][\w.]*)(?![\w.(\[])")
# where an operand must come next: after an assignment, an operator, an open bracket or a comma
_OPERAND_DUE = re.compile(
    r"(?:[=\u2190(\[,+\-*/<>]|<-|:=|\b(?:to|return|and|or|not|if|elseif|while|until))\s*$", re.IGNORECASE
)


_STEP_IN_BRACES = re.compile(
    r"\s*(?:return|if|for|while|let|var|val|print|println|set|do|yield|break|continue|throw|it)\b",
    re.IGNORECASE,
)

# a remark of words only: two or more, the first of letters (`whole array`, `first k`, `the rest`)
_WORDS_ONLY = re.compile(r"[A-Za-z]{2,}[\w']*(?:,?\s+[\w']+)+")


def _percent_remark(before: str, rest: str) -> bool:
    """Whether ``%`` starts a remark (MATLAB, TeX): alone on its line, or set apart by two spaces or
    more before words (nobody aligns a remainder: ``n ← A.length      % the size``), unless those
    words read as an operand (``r = x  % size of nums``)."""
    if not before.strip():
        return True
    if not before.endswith("  "):
        return False
    if _WORDS_AFTER_PERCENT.match(rest + " "):
        return True
    return _ENGLISH_AFTER_PERCENT.match(rest) is not None and _OPERAND_AFTER_PERCENT.match(rest) is None


def _brace_remark(before: str, rest: str) -> str | None:
    """The words of a Pascal-style ``{ … }`` remark that ends a step's line (``R <- 1   { R = product
    of A[i+1..n] }``), else ``None``. Not after a header (a C block), an operator or a keyword (a
    set, a dict or an object literal: ``s ← {1, 2}``, ``return {count: 1}``), nor without two words
    side by side in it."""
    head = before.strip()
    if not head or not before.endswith(" ") or not re.search(r"[\w)\]]$", head):
        return None
    if _BLOCK_KEYWORD.match(head) or _TYPED_DEF.match(head) or _FUNC_EXPR.search(head):
        return None
    if re.search(r"\b(?:return|in|of|then|else|do|yield|new)$|\?\.\s*\w+$", head, re.IGNORECASE):
        return None  # a set or an object after a keyword, `?.let { … }`
    # after a call's `)`, a block (`f(x) { … }`), unless set apart by two spaces or more and holding
    # words only (`reverse(A, 1, n)      { whole array }`): nobody aligns a block's code so
    after_call = head.endswith(")")
    if after_call and not before.endswith("  "):
        return None
    if _STEP_IN_BRACES.match(rest[1:]) or re.search(r"->|=>", rest):
        return None  # a lambda's or a block's step (`xs.forEach { print(x) }`, `{ x -> … }`): code
    if re.search(r"\.\s*\w+$", head) and re.search(r"\w\s*\(|\bit\b", rest):
        return None  # Kotlin's trailing lambda on a method, `.map { f(it) }`
    close = _find_matching_brace(rest, 0)
    if close < 0 or rest[close + 1 :].strip():
        return None
    inner = rest[1:close].strip()
    if after_call:
        return inner if _WORDS_ONLY.fullmatch(inner) else None
    if ";" in inner or not re.search(r"[A-Za-z]{2,}\s+[A-Za-z]{2,}", inner):
        return None
    return inner


def _mask_line(line: str, strings: list[str], slash_docs: bool) -> tuple[str, str | None]:
    """Hide string literals and cut the comment off one physical line."""
    out: list[str] = []
    i = 0
    n = len(line)
    while i < n:
        ch = line[i]
        end = literal_end(line, i)
        if end is not None:
            strings.append(line[i:end])
            # a word or a literal glued after the literal (`'a'a'a…`, `""""…`) stays apart: glued to the
            # placeholder, thousands of them made one word that some rules read in quadratic time
            glued = end < n and (line[end].isalnum() or line[end] in "_'\"`")
            out.append(f"__s{len(strings) - 1}__ " if glued else f"__s{len(strings) - 1}__")
            i = end
            continue
        if ch == "#" and (length := _LUA_LENGTH.match(line, i)) and _OPERAND_DUE.search("".join(out)):
            # Lua's length `n ← #T`: a `#` glued to a name where an operand is due starts no comment
            out.append(f"len({length.group(1)})")
            i = length.end()
            continue
        if ch == "#":
            return "".join(out), line[i + 1 :].strip()
        # `x ← 0  -- the count` (SQL/Lua/Haskell comments)
        if ch == "-" and (i == 0 or line[i - 1] == " ") and re.match(r"--\s+[A-Za-z(]", line[i:]):
            return "".join(out), line[i + 2 :].strip()
        if ch == "%" and _percent_remark("".join(out), line[i + 1 :]):
            return "".join(out), line[i + 1 :].strip()
        if ch == "{" and (remark := _brace_remark("".join(out), line[i:])) is not None:
            return "".join(out), remark
        if ch == "/" and line.startswith("//", i):
            before = "".join(out)
            if _slashes_start_comment(before, line[i + 2 :], slash_docs):
                return before, line[i + 2 :].strip()
            out.append("//")
            i += 2
            continue
        out.append(ch)
        i += 1
    return "".join(out), None


def _depth(code: str) -> int:
    return sum(code.count(c) for c in "([") - sum(code.count(c) for c in ")]")


def _find_matching_brace(code: str, start: int) -> int:
    depth = 0
    for k in range(start, len(code)):
        if code[k] == "{":
            depth += 1
        elif code[k] == "}":
            depth -= 1
            if depth == 0:
                return k
    return -1


def _is_block_brace(code: str, pos: int, before: str) -> bool:
    head = before.strip()
    if head and not (_BLOCK_KEYWORD.match(head) or _TYPED_DEF.match(head) or _FUNC_EXPR.search(head)):
        return False
    if re.search(r"\b(?:in|of)$|\u2208$", head) and _find_matching_brace(code, pos) > pos + 1:
        # `for each (dr, dc) in {(1,0), (0,1)}`: a loop's domain written as a set, never its body
        # (docs/pseudocode.md, "Conventions read since round 9 was opened")
        return False
    close = _find_matching_brace(code, pos)
    if close < 0:
        return True
    after = code[close + 1 :].strip()
    return not after or re.match(r"^(else|elif|while|catch|except|finally)\b", after) is not None


# (C's three parts without parentheses are one header in any case: `FOR I := 1; I <= N; I++` in an
# answer written in capitals, `For C := 0; C < N; C++` from a phone that capitalises the first letter;
# docs/pseudocode.md, "Conventions read since round 15 was opened")
_PY_INLINE = re.compile(
    r"^(?:if|elif|else|for|while)\b[^{]*:\s*\S|^(?i:for)\s+[^(\s][^;(]*$|^(?i:for)\s+[^(\s][^;]*;[^;]*$"
)

# `for k in keys; out.append(k); endfor`: a whole loop on one line, its header (an each or a counted
# range, never C's or Go's three parts) and its steps ended by `;`, its closer last
# (docs/pseudocode.md, "Conventions read since round 13 was opened: textbook, C-family, Python-like")
_LOOP_ON_ONE_LINE = re.compile(
    r"^for\s+(?:(?:each|every)\s+)?(?:[^;=\u2190]+?\s+(?:in|of)\s+[^;]+|[A-Za-z_]\w*\s*(?:=|\u2190|:=|\bfrom\b)"
    r"[^;]+?\s(?:to|downto)\s[^;]+);.*;\s*(?:end\s*-?\s*for|endfor|next(?:\s+[A-Za-z_]\w*)?|done|od|end)\s*$",
    re.IGNORECASE,
)


def _split_pieces(code: str) -> list[str]:
    """Split one masked line at block braces and top-level semicolons.

    ``if (x) { y; }`` becomes ``if (x) {``, ``y``, ``}``; ``{`` that build a dict or set stay.
    ``} while (c)`` stays one piece: it closes a ``do`` loop.
    """
    pieces: list[str] = []
    buf: list[str] = []
    paren = 0
    literal = 0
    i = 0

    def flush() -> None:
        text = "".join(buf).strip()
        if text:
            pieces.append(text)
        buf.clear()

    while i < len(code):
        c = code[i]
        if c in "([":
            paren += 1
        elif c in ")]":
            paren = max(0, paren - 1)
        elif c == "{" and paren == 0 and literal == 0 and _is_block_brace(code, i, "".join(buf)):
            text = "".join(buf).strip()
            buf.clear()
            pieces.append(f"{text} {{".strip())
            i += 1
            continue
        elif c == "{":
            literal += 1
        elif c == "}" and literal > 0:
            literal -= 1
        elif c == "}" and paren == 0:
            flush()
            rest = code[i + 1 :].strip().rstrip(";").strip()
            if re.match(r"^while\b", rest) and not rest.endswith("{"):
                pieces.append("} " + rest)
                return pieces
            pieces.append("}")
            i += 1
            continue
        elif (
            c == ";"
            and paren == 0
            and literal == 0
            and _PY_INLINE.match("".join(buf).strip())
            and not _LOOP_ON_ONE_LINE.match(code)
        ):
            pass  # Python's `if c: a; b`: both statements belong to the if (kept in one piece)
        elif c == ";" and paren == 0 and literal == 0:
            flush()
            i += 1
            continue
        buf.append(c)
        i += 1
    flush()
    return pieces


def logical_lines(text: str) -> list[SrcLine]:
    """Split cleaned text into logical lines: brackets joined, braces and ``;`` split, strings hidden."""
    raw = text.split("\n")
    slash_docs = any(line.lstrip().startswith("//") for line in raw)
    result: list[SrcLine] = []
    pending: SrcLine | None = None
    for lineno, line in enumerate(raw, start=1):
        if not line.strip():
            continue
        indent = len(line) - len(line.lstrip(" "))
        strings = pending.strings if pending else []
        code, comment = _mask_line(line.strip(), strings, slash_docs)
        if pending is not None:
            pending.code = f"{pending.code} {code.strip()}"
            if comment and not pending.comment:
                pending.comment = comment
            current = pending
        else:
            current = SrcLine(indent, code.strip(), strings, comment, lineno)
        if _depth(current.code) > 0:
            pending = current
            continue
        pending = None
        _emit_pieces(current, result)
    if pending is not None:
        _emit_pieces(pending, result)
    return result


def _emit_pieces(line: SrcLine, result: list[SrcLine]) -> None:
    pieces = _split_pieces(line.code) if line.code else []
    if not pieces:
        result.append(SrcLine(line.indent, "", line.strings, line.comment, line.lineno))
        return
    pieces = [part for piece in pieces for part in split_assignments(piece)]
    for k, piece in enumerate(pieces):
        comment = line.comment if k == len(pieces) - 1 else None
        result.append(SrcLine(line.indent, piece, line.strings, comment, line.lineno))
