"""Lexing for the pseudocode normaliser: clean characters, hide strings, split logical lines.

String literals are replaced by ``__sN__`` placeholders before any rewrite, so no rule can touch
what the user quoted; they are put back when the Python is emitted.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from assay.grading._pseudocode._marks import counted_steps, field_arrows, vb_comments
from assay.grading._pseudocode._mixed import (
    arrow_then,
    dash_notes,
    outside_steps,
    phone_notes,
    split_assignments,
    titles,
)
from assay.grading._pseudocode._pascal import pascal
from assay.grading._pseudocode._tabs import tab_width

__all__ = ["SrcLine", "clean_text", "logical_lines", "unmask"]

# typing artefacts, rewritten everywhere: smart quotes decide where the string literals are
_CHAR_MAP = {
    "\u2018": "'",
    "\u2019": "'",
    "\u201a": "'",
    "\u201b": "'",
    "\u2032": "'",
    "\u201c": '"',
    "\u201d": '"',
    "\u201e": '"',
    "\u201f": '"',
    "\u2033": '"',
    "\u00a0": " ",
    "\u2007": " ",
    "\u202f": " ",
    "\u200b": "",
    "\ufeff": "",
}
# symbols become operators only outside string literals: `"a←b"` is the learner's text
_SYMBOL_MAP = {
    "\u2013": "-",
    "\u2212": "-",
    "\u2014": "-",
    "\u2026": "...",
    "\u2260": " != ",
    "\u2264": " <= ",
    "\u2265": " >= ",
    "\u00d7": " * ",
    "\u22c5": " * ",
    "\u00f7": " / ",
    "\u2190": " \u2190 ",
    "\u27f5": " \u2190 ",
    "\u21d0": " \u2190 ",
    "\u2227": " and ",
    "\u2228": " or ",
    "\u00ac": " not ",
    "\u2208": " in ",
    "\u2209": " not in ",
    "\u2205": " __EMPTY__ ",
    "\u221e": " INFINITY ",
    "\u2254": " := ",
    "\u2261": " == ",
    "\u00b7": " * ",
    "\u230a": " floor(",
    "\u230b": ") ",
    "\u2308": " ceil(",
    "\u2309": ") ",
    "\u25b7": " # ",
    "\u25b9": " # ",
    "\u22b3": " # ",  # CLRS's comment marker as other fonts and hands set it (docs/pseudocode.md)
    "\u25bb": " # ",
    "\u222a": " | ",
    "\u2229": " & ",
    "\u27e8": "[",
    "\u27e9": "]",
    "\u2329": "[",
    "\u232a": "]",
    "\u21a6": " \u21a6 ",  # maps to, in a map literal: read by the expression rewrites
    "\u2194": " :=: ",
    "\u21c4": " :=: ",
    "\u2192": " -> ",
    "\u2022": "- ",
}
_CHAR_RE = re.compile("|".join(re.escape(k) for k in _CHAR_MAP))
_SYMBOL_RE = re.compile("|".join(re.escape(k) for k in _SYMBOL_MAP))
_LITERAL_TOKEN = re.compile("\ue000(\\d+)\ue001")  # a literal hidden while the whole text is rewritten
_EMOJI = re.compile("[\U0001f000-\U0001faff\u2600-\u27bf\ufe0f\u200d]")
_BLOCK_COMMENT = re.compile(r"/\*.*?\*/", re.DOTALL)
_FENCE_LINE = re.compile(r"^\s*```[\w+-]*\s*$")
_PLACEHOLDER = re.compile(r"__s(\d+)__")
_ENGLISH_AFTER_SLASHES = re.compile(r"\s*[A-Za-z'][\w']*(?:[\s,]+[A-Za-z'(]|\s*(?:->|=>|'|\?))")
_BLOCK_KEYWORD = re.compile(
    r"^(?:if|else|elif|elseif|elsif|for|foreach|while|do|repeat|function|procedure|def|algorithm|func|fn|"
    r"method|loop|class|try|except|catch|finally|begin|otherwise)\b",
    re.IGNORECASE,
)
_CHAR_ARITHMETIC = re.compile(r"([A-Za-z_]\w*(?:\[[^\[\]]*\])?)\s*(-)\s*'(.)'")  # `+ 'a'` joins text
_SPACED_RANGE = re.compile(r"\[[^\[\]\n]*?[\w)]\s*\.\s+\.\s*[\w(\-][^\[\]\n]*\]")
_EMPTY_SPLIT = re.compile(r"""\.split\(\s*(?:""|'')\s*\)""")
_NUMBERED = re.compile(r"^(\s*)(?:step\s+)?(\d{1,3})(?:[.:)]\s|\s)(.*)$", re.IGNORECASE)
_BULLET = re.compile(r"^(\s*)(?:[-*+]\s+)(?=\S)")
_LETTERED = re.compile(r"^(\s+)([a-hA-H])[.)]\s+(?=\S)")
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


def clean_text(text: str) -> tuple[str, list[str]]:
    """Normalise characters typed on phones and word processors.

    Returns:
        The cleaned text and the rule names that fired.
    """
    rules: list[str] = []
    cleaned = text.replace("\r\n", "\n").replace("\r", "\n")
    if _CHAR_RE.search(cleaned):
        cleaned = _CHAR_RE.sub(lambda m: _CHAR_MAP[m.group(0)], cleaned)
        rules.append("unicode-symbols")
    for mark, rule in ((field_arrows, "field-arrows"), (vb_comments, "vb-comments")):  # docs: "Mixed"
        marked = outside_literals(cleaned, mark)
        if marked != cleaned:
            cleaned = marked
            rules.append(rule)
    pointed = outside_literals(cleaned, dash_notes)
    if pointed != cleaned:
        cleaned = pointed
        rules.append("phone-notes")
    symbols = outside_literals(cleaned, lambda code: _SYMBOL_RE.sub(lambda m: _SYMBOL_MAP[m.group(0)], code))
    if symbols != cleaned:
        cleaned = symbols
        rules.append("unicode-symbols") if "unicode-symbols" not in rules else None
    if _EMOJI.search(cleaned):
        # a phone's 👍 or ✅ after a step is decoration (kept inside quoted text)
        kept = [
            line if ('"' in line or "'" in line) else _EMOJI.sub("", line) for line in cleaned.split("\n")
        ]
        if kept != cleaned.split("\n"):
            cleaned = "\n".join(kept)
            rules.append("emoji")
    if "\t" in cleaned:
        # a tab among space indents is as wide as the width that nests the blocks (docs/pseudocode.md)
        cleaned = cleaned.expandtabs(tab_width(cleaned))
        rules.append("tabs")
    lines = cleaned.split("\n")
    if outside_steps(lines):
        cleaned = "\n".join(lines)
        rules.append("remarks")
    if any(_FENCE_LINE.match(line) for line in lines):
        lines = ["" if _FENCE_LINE.match(line) else line for line in lines]
        rules.append("markdown-fence")
        cleaned = "\n".join(lines)
    lines = cleaned.split("\n")
    if _join_chains(lines):
        cleaned = "\n".join(lines)
        rules.append("method-chain")
    original = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    if titles(lines, original):
        cleaned = "\n".join(lines)
        rules.append("title")
    numbered = _strip_numbering(lines)
    if numbered is not None:
        cleaned = "\n".join(numbered)
        rules.append("line-numbers")
    lines = cleaned.split("\n")
    noted = [outside_literals(phone_notes(line), arrow_then) for line in lines]
    if noted != lines:
        cleaned = "\n".join(noted)
        rules.append("phone-notes") if "phone-notes" not in rules else None
    ranges = outside_literals(
        # typeset textbooks space the range dots: `A[1 . . n]`, `c[0 . . m, 0 . . n]`
        cleaned,
        lambda code: _SPACED_RANGE.sub(lambda m: re.sub(r"\s*\.\s+\.\s*", "..", m.group(0)), code),
    )
    if ranges != cleaned:
        cleaned = ranges
        rules.append("unicode-symbols") if "unicode-symbols" not in rules else None
    # C's `s[i] - 'a'`: a character's code minus another's (subtracting a string is never meant);
    # the char literal must stay in sight, the learner's `"x - 'a'"` must not
    coded = outside_literals(
        cleaned,
        lambda code: _CHAR_ARITHMETIC.sub(
            lambda m: f"ord({m.group(1)}) {m.group(2)} ord('{m.group(3)}')", code
        ),
        hide='"',
    )
    if coded != cleaned:
        cleaned = coded
        rules.append("char-arithmetic")
    if _EMPTY_SPLIT.search(cleaned):
        # JavaScript's `s.split("")` splits into characters; Python's refuses an empty separator
        cleaned = _EMPTY_SPLIT.sub(".__chars__()", cleaned)
    pascal_read = outside_literals(cleaned, pascal)
    if pascal_read != cleaned:
        cleaned = pascal_read
        rules.append("pascal")
    # keep the line count so line numbers still point into the submission (`"/*"` is a string's text)
    uncommented = outside_literals(
        cleaned, lambda code: _BLOCK_COMMENT.sub(lambda m: "\n" * m.group(0).count("\n"), code)
    )
    if uncommented != cleaned:
        cleaned = uncommented
        rules.append("block-comment")
    return cleaned, rules


def outside_literals(text: str, rewrite: Callable[[str], str], *, hide: str = "\"'") -> str:
    """Apply a whole-text ``rewrite`` with every string literal hidden, so it cannot change one.

    The one place that protects what the learner quoted before the lines are masked: operators and
    symbols (``←``, ``≠``, ``/* */``) inside ``"a←b"`` are the string's text, not code. The literals
    are found as :func:`logical_lines` finds them (one physical line each, apostrophes excepted).
    ``hide``: the quotes whose literals are hidden; ``'"'`` leaves C's char literals (``'a'``) in sight.
    """
    literals: list[str] = []
    masked: list[str] = []
    for line in text.split("\n"):
        out: list[str] = []
        i = 0
        while i < len(line):
            end = _literal_end(line, i)
            if end is None:
                out.append(line[i])
                i += 1
                continue
            if line[i] not in hide:
                out.append(line[i:end])
                i = end
                continue
            literals.append(line[i:end])
            out.append(f"\ue000{len(literals) - 1}\ue001")
            i = end
        masked.append("".join(out))
    if not literals:
        return rewrite(text)
    return _LITERAL_TOKEN.sub(lambda m: literals[int(m.group(1))], rewrite("\n".join(masked)))


def _literal_end(line: str, i: int) -> int | None:
    """Where the string literal opening at ``line[i]`` ends (exclusive); ``None`` when none opens there."""
    ch = line[i]
    if ch not in "\"'" or (ch == "'" and _is_apostrophe(line, i)):
        return None
    quote = line[i : i + 3] if line[i : i + 3] in ('"""', "'''") else ch
    j = i + len(quote)
    while j < len(line):
        if line[j] == "\\":
            j += 2
            continue
        if line.startswith(quote, j):
            return j + len(quote)
        j += 1
    return None  # an apostrophe, not a string


def _join_chains(lines: list[str]) -> bool:
    """``.sort(...)`` on its own line continues the line above (a JavaScript chain)."""
    joined = False
    last = -1
    for k, line in enumerate(lines):
        if re.match(r"^\s*\.[A-Za-z_]", line) and last >= 0:
            lines[last] = lines[last].rstrip() + line.strip()
            lines[k] = ""
            joined = True
            continue
        if line.strip():
            last = k
    return joined


def _strip_numbering(lines: list[str]) -> list[str] | None:
    """Drop listing line numbers (``1  for i = 1 to n``), step numbers and bullets.

    Numbers count only when most code lines carry them in increasing order; the digits become
    spaces so the column of the code, which carries the indentation, is kept.
    """
    code_lines = [line for line in lines if line.strip()]
    matches = [_NUMBERED.match(line) for line in code_lines]
    numbers = [int(m.group(2)) for m in matches if m]
    lettered = [m.group(2).lower() for line in code_lines if (m := _LETTERED.match(line))]
    if lettered != [chr(ord("a") + k) for k in range(len(lettered))] or len(lettered) < 2:
        lettered = []  # `a.` `b.` `c.` sub-steps only as an outline's own sequence
    bullets = sum(1 for line in code_lines if _BULLET.match(line)) + len(lettered)
    # an outline: numbered steps with bulleted sub-steps (`3) while q:` / `   - level = []`)
    marked = (len(numbers) + bullets) * 2 >= len(code_lines)
    numbered = len(numbers) >= 2 and (marked or counted_steps(matches)) and numbers == sorted(numbers)
    bulleted = marked and (bullets >= 2 or (bullets == 1 and numbered))
    # `Step 1:` … `Step 2:` say what they are, however many plain lines lie between them
    stepped = [int(m.group(2)) for m in matches if m and re.match(r"\s*step\s", m.group(0), re.IGNORECASE)]
    only_steps = not numbered and len(stepped) >= 2 and stepped == sorted(stepped)
    if not numbered and not bulleted and not only_steps:
        return None
    out: list[str] = []
    marker: tuple[int, int] | None = None  # the last numbered step's marker column and text column
    for raw in lines:
        line = raw
        m = _NUMBERED.match(line) if numbered else None
        step = _NUMBERED.match(line) if only_steps and re.match(r"\s*step\s", line, re.IGNORECASE) else None
        if step:  # among plain lines, a step keeps the indentation it was typed at, not its text's column
            line = step.group(1) + step.group(3)
        if m:
            marker = (len(m.group(1)), len(line) - len(m.group(3)))
            line = " " * marker[1] + m.group(3)
        elif numbered and marker and line.strip():
            # `Step 2: for each x` / `    add x` / `Step 3: return`: a line indented past the marker but
            # short of the step's text is inside that step, never shallower than it (else the next
            # step, at its text's column, would land inside the loop)
            indent = len(line) - len(line.lstrip())
            if marker[0] < indent < marker[1]:
                line = " " * (marker[1] + indent - marker[0]) + line.lstrip()
        b = _BULLET.match(line) or (_LETTERED.match(line) if lettered else None) if bulleted else None
        if b:
            line = " " * b.end() + line[b.end() :]
        out.append(line)
    return out


def unmask(code: str, strings: list[str]) -> str:
    """Put hidden string literals back."""
    return _PLACEHOLDER.sub(lambda m: strings[int(m.group(1))], code)


def _slashes_start_comment(code_before: str, rest: str, slash_docs: bool) -> bool:
    """Whether ``//`` starts a comment (else it is Python's floor division)."""
    if not code_before.strip():
        return True
    if _ENGLISH_AFTER_SLASHES.match(rest):
        return True
    if (re.search(r"[:;{}]\s*$", code_before) or code_before.endswith("  ")) and re.match(
        r"\s*[A-Za-z]", rest
    ):
        # nothing divides after `:`, `;` or a brace, and nobody aligns a division: `x = y     // save`
        return True
    # in a document that writes // comments, a lone trailing word is a comment too
    return slash_docs and re.match(r"\s+[A-Za-z]\w*\s*$", rest) is not None and code_before.endswith(" ")


def _mask_line(line: str, strings: list[str], slash_docs: bool) -> tuple[str, str | None]:
    """Hide string literals and cut the comment off one physical line."""
    out: list[str] = []
    i = 0
    n = len(line)
    while i < n:
        ch = line[i]
        end = _literal_end(line, i)
        if end is not None:
            strings.append(line[i:end])
            out.append(f"__s{len(strings) - 1}__")
            i = end
            continue
        if ch == "#":
            return "".join(out), line[i + 1 :].strip()
        # `x ← 0  -- the count` (SQL/Lua/Haskell comments)
        if ch == "-" and (i == 0 or line[i - 1] == " ") and re.match(r"--\s+[A-Za-z(]", line[i:]):
            return "".join(out), line[i + 2 :].strip()
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


_STRING_PREFIX = re.compile(r"(?:^|[^\w])(?:[rRbBuUfF]|[rR][bBfF]|[bBfF][rR])$")


def _is_apostrophe(line: str, i: int) -> bool:
    """``current's``, ``list1's``, ``isn't``, ``it's``: a name before the quote that is no string prefix."""
    if i == 0 or not (line[i - 1].isalnum() or line[i - 1] == "_") or _STRING_PREFIX.search(line[:i]):
        return False
    return re.match(r"'(?:s|t|re|ll|ve|d|m)\b", line[i:]) is not None


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
    close = _find_matching_brace(code, pos)
    if close < 0:
        return True
    after = code[close + 1 :].strip()
    return not after or re.match(r"^(else|elif|while|catch|except|finally)\b", after) is not None


_PY_INLINE = re.compile(
    r"^(?:if|elif|else|for|while)\b[^{]*:\s*\S|^for\s+[^(\s][^;(]*$|^for\s+[^(\s][^;]*;[^;]*$"
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
        elif c == ";" and paren == 0 and literal == 0 and _PY_INLINE.match("".join(buf).strip()):
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
