"""What phones add around and inside mixed-style answers (docs/pseudocode.md, "Mixed").

Read line by line on the cleaned text, before strings are hidden, keeping the line count:

* a title above the code: a heading underlined with ``===`` or ``---``, a short line of words
  decorated with an emoji (``quick one 🙂``), a topic and its note joined by a dash
  (``LCS – bottom-up DP``), or a Title Case name (``Valid Anagram``); it becomes a comment. A first
  line that starts with a step word (``sort``, ``return``, ``set``…) is a step, never a title;
* ``→`` (or ``->`` between spaces) after a condition: ``If x == t → Return mid`` is ``then``;
* several assignments on one line split at their commas or ``and`` (``left = 0, right = n - 1``);
* remarks written around the steps (an aside in brackets, text outside a Markdown fence, a closing
  paragraph after the last ``return``) become comments (``_remarks_around``).

Notes after a step (``need[c] -= 1   (goes negative, that's fine)``) are read in ``_phone_notes``.
"""

from __future__ import annotations

import re
from collections.abc import Collection

from assay.grading._pseudocode._base import find_top, split_top
from assay.grading._pseudocode._remarks_around import remark
from assay.grading._pseudocode._step_words import STEP_WORD

__all__ = [
    "arrow_then",
    "described_names",
    "nothing_returned",
    "part_labels",
    "spaced_then",
    "split_assignments",
    "titles",
]

_EMOJI = re.compile("[\U0001f000-\U0001faff\u2600-\u27bf]")
_UNDERLINE = re.compile(r"^[ \t]*(?:={3,}|-{3,})\s*$")
# (two words may be joined by a spaced `&` or `+`: `tortoise & hare`, `DFS + memo`; a problem's name
# may start with its number, `3Sum – notatki`, docs/pseudocode.md, "Conventions read since round 16 was
# opened: mixed")
_WORD = r"(?:\d+[A-Za-z]|[A-Za-z])[A-Za-z'/-]*"
_WORDS = re.compile(rf"^{_WORD}(?:\s+(?:[&+]\s+)?{_WORD}){{0,5}}$")


def _title_like(original: str, cleaned: str, following: str | None) -> bool:
    words = cleaned.strip()
    if not _WORDS.fullmatch(words) or STEP_WORD.match(words):
        return False
    if following is not None and _UNDERLINE.match(following):
        return True
    if _EMOJI.search(original) and len(words.split()) <= 4:
        return True
    if re.search(r"\s[\u2013\u2014]\s", original) or re.search(r"\s[\u2013\u2014-]\s", words):
        return len(words.split()) <= 6
    parts = words.split()
    return 2 <= len(parts) <= 4 and all(p[0].isupper() for p in parts)


# words that order the steps: a sentence opening with one is the first step, never a remark
_SEQUENCE = re.compile(
    r"^[ \t]*(?:first(?:ly)?|then|next|now|finally|initially|to\s+start|after|before)\b", re.I
)


# a clause that is a step: its verb first (perhaps after `and`/`so`), or a person doing it anywhere
# (`To solve this I will use a map`, `so we sort the words`)
_STEP_CLAUSE = re.compile(
    rf"^[ \t]*(?:(?:and|so|then|but)\s+)?(?={STEP_WORD.pattern[1:]})|"
    r"\b(?:i|we|you)\s+(?:(?:will|'ll|can|should|must|just|first|then|also)\s+)*"
    rf"(?={STEP_WORD.pattern[1:]})",
    re.IGNORECASE,
)


# a name given its first value, the verb after it: `slow pointer set to head`, `i starts at 0`
_GIVES_FIRST_VALUE = re.compile(
    r"\b(?:(?:is|are)\s+)?(?:set|initiali[sz]ed)\s+(?:to|at|as|equal\s+to)\b|\bstarts?\s+(?:at|as|from|with|off)\b",
    re.IGNORECASE,
)


_PRESENTS = re.compile(
    r"^(?:(?:ok(?:ay)?|so|well|alright|hi|hey)\s*[,!.]?\s+)*(?:this\s+is|here\s+is|here's|that's)\s+(?:my|our)\s",
    re.IGNORECASE,
)


def _opening_remark(
    raw: str, lines: list[str], first: int, second: int, params: Collection[str] = ()
) -> bool:
    """A sentence about the answer before its first step (docs/pseudocode.md, "Conventions read
    since round 9 was opened"): ``Here is my approach 🙂 sliding window w/ 2 pointers``, ``ok so i
    did two pointers 😅``, or, set apart by a blank line, a sentence that ends with a full stop
    (``Backtracking, only close a bracket that is open.``). Words only: a line with an assignment, a
    bracket outside quotes, a step word or an order word first (``First sort the array.``) is a step,
    and so is a line with a body indented under it.
    """
    text = re.sub(r'"[^"]*"', "", _EMOJI.sub("", lines[first])).strip()
    # `Expand around every centre 🙂 (odd + even)`: a bracket of words inside the remark is more of it
    text = _WORD_BRACKET.sub(" ", text).strip()
    # above a listing numbered 1, 2, 3 … to its end, a paragraph with no number is none of its steps,
    # however it words the plan (`so we take only the nodes …`), and its `;` between two words is prose
    # (docs/pseudocode.md, "Conventions read since round 17 was opened: mixed")
    listed = _numbered_listing(lines[second:])
    marks = _PROSE_SEMICOLON.sub(",", text) if listed else text
    if not remark(text) or _SEQUENCE.match(text) or text.endswith(":") or re.search(r"[;`]", marks):
        return False
    # `ok this is my 3sum, sort first then two pointers 🙂`: a sentence that presents the answer, ended
    # by an emoji as by a full stop, may sum up its steps (docs/pseudocode.md, "Conventions read since
    # round 13 was opened: mixed")
    presents = (_PRESENTS.match(text) is not None and _EMOJI.search(raw) is not None) or listed
    if not presents and any(_STEP_CLAUSE.search(clause) for clause in re.split(r"[,:.!?]", text)):
        return False  # `My idea: keep a stack …`, `so I use the sorted word`: a step said in a sentence
    if _GIVES_FIRST_VALUE.search(text):
        return False  # `Left pointer set to 0 and right set to n - 1.`: a first value said subject first
    indent = len(lines[first]) - len(lines[first].lstrip())
    if len(lines[second]) - len(lines[second].lstrip()) > indent:
        return False
    if _gives_a_value(text, "\n".join(lines[second:]), params):
        return False  # `The result list starts empty.` above `return result`: where `result` is set
    if _EMOJI.search(raw):
        return True
    apart = any(not lines[k].strip() for k in range(first + 1, second))
    # a phone's paragraph of two sentences or more may drop its last full stop (`… only one half is in
    # order. every time we look which half …`), docs/pseudocode.md, "Conventions read since round 15
    # was opened: mixed"
    sentences = _INNER_STOP.search(text) is not None
    return apart and ((text.endswith(".") and not text.endswith("..")) or sentences)


# `first; because`: a semicolon after a word and before a word in small letters
_PROSE_SEMICOLON = re.compile(r"(?<=[A-Za-z]);(?=\s+[a-z]{2,}\b)")
# a listing's line number: `1  if …`, `12.  return …`
_LISTING_NUMBER = re.compile(r"^[ \t]*(\d{1,3})[.):]?[ \t]+\S")


def _numbered_listing(lines: list[str]) -> bool:
    """Every line with text is numbered, from 1 up by one, three lines or more (a program listing)."""
    numbers = [_LISTING_NUMBER.match(line) for line in lines if line.strip()]
    return (
        len(numbers) >= 3
        and all(numbers)
        and [int(m.group(1)) for m in numbers if m] == list(range(1, len(numbers) + 1))
    )


# a full stop between two sentences: after a word, before a word (not `e.g.`, `i.e.`, `0.5`, `...`)
_INNER_STOP = re.compile(r"(?<=[a-z])(?<!\be\.g)(?<!\bi\.e)(?<!\betc)(?<!\bvs)\.\s+(?=[A-Za-z]{2,})")


# a bracket of plain words, perhaps joined by `+`, `&`, `/` or commas: `(odd + even)`, `(choose, undo)`.
# Words are apart by a space or a joiner, never by nothing: with both optional, a long bracket that
# fails late (`(the cheapest way to stand on steps 0 and 1)`) was tried split at every letter, 25 s
_WORD_BRACKET = re.compile(r"\(\s*[A-Za-z][A-Za-z'-]*(?:(?:\s*[,+&/]\s*|\s+)[A-Za-z][A-Za-z'-]*)*\s*\)")
# a comment the learner marked: on a line of its own, or two spaces after a step (`x += 1  // why`)
_MARKED_COMMENT = re.compile(r"(?:^[ \t]*|\s{2,})(?:#|//|--|\u25b7).*$|#.*$", re.MULTILINE)


def _gives_a_value(sentence: str, rest: str, params: Collection[str] = ()) -> bool:
    """Whether the sentence names a variable the steps below read as code but never set (the
    question's inputs aside: `if the target is inside it` gives `target` no value, the question does)."""
    # a comment is no step: `// odd ones, middle is s[i]` reads no `middle`
    rest = _MARKED_COMMENT.sub("", rest)
    for word in set(re.findall(r"[A-Za-z_]\w+", sentence)) - set(params):
        w = re.escape(word)
        # after an operator (not an arrow's `->`, nor a bullet's `-`), a bracket or `return`; or indexed
        read = re.search(
            rf"(?:(?<![-=])>\s*|[=<+*/(,\[]\s*|\breturn\s+){w}\b(?!\s*\()|(?<![\w.]){w}\s*[\[.]\S", rest
        )
        bound = re.search(
            rf"(?<![\w.]){w}\s*(?:,\s*\w+\s*)*(?:=(?!=)|\u2190|:=|\+=|-=)|\bfor\s+(?:each\s+)?{w}\b|"
            rf"^[ \t]*{w}\s+equals\s|"  # `queue equals [root]`: dictation's `=` (round 14's conventions)
            rf"\w\s*\([^()]*(?<![\w.]){w}\b[^()]*\)\s*[:{{]\s*$",  # a parameter of a header
            rest,
            re.MULTILINE,
        )
        if read and not bound:
            return True
    return False


def titles(lines: list[str], original: list[str], params: Collection[str] = ()) -> bool:
    """Comment out a title above the code (and its underline); ``lines`` is changed in place."""
    code = [k for k, line in enumerate(lines) if line.strip() and not line.lstrip().startswith(("#", "//"))]
    if len(code) < 2:
        return False
    first, second = code[0], code[1]
    raw = original[first] if first < len(original) else lines[first]
    # the emoji stays on a line with a quote or an apostrophe (`Kadane's 👍`): it decorates all the same
    candidate = re.sub(r"\s+[-\u2013\u2014]\s+", " - ", _EMOJI.sub("", lines[first]).rstrip())
    candidate = re.sub(r"\s+-\s+", " ", candidate) if "-" in candidate else candidate
    if not _title_like(raw, candidate, lines[second]) and not _opening_remark(
        raw, lines, first, second, params
    ):
        return False
    lines[first] = "# " + lines[first].strip()
    if _UNDERLINE.match(lines[second]):
        lines[second] = ""
    return True


_STEP_AFTER = (
    r"(?=(?:return|break|continue|print)\b|[A-Za-z_][\w.]*(?:\[[^\[\]]*\])*\s*(?:=(?!=)|\+=|-=|\u2190))"
)
_ARROW_THEN = re.compile(
    rf"^([ \t]*(?:if|else\s*if|elif|elseif)\b.*?\S)\s+(?:\u2192|->)\s+{_STEP_AFTER}", re.IGNORECASE
)
_ARROW_ELSE = re.compile(rf"^([ \t]*else)\s*(?:\u2192|->)\s+{_STEP_AFTER}", re.IGNORECASE)


_SPACED_THEN = re.compile(
    rf"^([ \t]*(?:if|else\s*if|elif|elseif)\b.*?[\w)\]'\"])\s{{2,}}{_STEP_AFTER}", re.IGNORECASE
)
_OPEN_END = re.compile(r"(?:\b(?:and|or|not|then|do|is|in)|[-+*/%<>=!&|,(:])$", re.IGNORECASE)
# one space: an operand, then a target and `=` (two operands side by side join nothing in any
# language, so the gap is the only place the condition can end)
_TIGHT_THEN = re.compile(
    r"^([ \t]*(?:if|else\s*if|elif|elseif)\b.*?[\w)\]])\s"
    r"(?=[A-Za-z_][\w.]*(?:\[[^\[\]]*\])*\s*(?:=(?!=)|\+=|-=|\u2190))",
    re.IGNORECASE,
)


def spaced_then(line: str) -> str:
    """``if a[i] == b[j]  dp[i][j] = 1``: a condition and its step apart by two spaces or more.

    Read only when the words after the gap start a step (``return``, ``break``, an assignment),
    the condition's brackets are closed and it does not end with an operator or ``then``. With one
    space (``if a[i] == b[j] c[j] = 1``) only where an assignment follows: nothing can join two
    operands side by side, so the condition ends there. Never after a verb of setting (``if c, set
    x = 1``): that verb begins the step.
    """
    m = _SPACED_THEN.match(line) or _TIGHT_THEN.match(line)
    if m is None or re.search(r"\bthen\b", m.group(1), re.IGNORECASE):
        return line
    cond = m.group(1)
    if m.re is _TIGHT_THEN and (
        re.search(r"[:{]", cond)
        or re.search(r"\b(?:then|do)\b", line, re.IGNORECASE)
        or re.search(r"(?<![<>=!])=(?!=)", cond)
        or re.search(r"\b(?:mod|div|xor|than|to|equals?)$", cond, re.IGNORECASE)
        # `if h > best, set best = h`: the verb before the target is the step's, not the test's
        or re.search(r"\b(?:set|let|make|assign)$", cond, re.IGNORECASE)
        or re.match(r"\s*\w+\s*\(.*\)$", cond)
        or not re.search(r"[<>=!\])]|\b(?:and|or|not|is|in)\b", cond.strip().split(None, 1)[-1])
    ):
        # a header already closed (`if x: a[i] = 1`) or closed later (`… then`), a test that
        # compares with `=` (its `=` after may compare too), one that ends with an operator word,
        # C's bracketed condition (C reads it itself), or no test at all (Swift's `if let x = …`)
        return line
    if cond.count("(") != cond.count(")") or cond.count("[") != cond.count("]") or _OPEN_END.search(cond):
        return line
    return cond + " then " + line[m.end() :].lstrip()


# a label naming the part of the answer that calls the rest: `Main bit: return check(root)`,
# `main part: call dfs(0)`, `Driver: print(f(nums))`, `top level: return go(0, 0)`
_PART_LABEL = re.compile(
    r"^([ \t]*)(?:the\s+)?(?:main|driver|top[\s-]*level|entry(?:\s+point)?|outer)"
    r"(?:\s+(?:bit|part|call|code|program|function|step|level|routine|body))?\s*:\s+"
    r"(?=(?:return|call|print)\b|[A-Za-z_]\w*\s*\()",
    re.IGNORECASE,
)


# `Keep a write spot w ← 0`, `use a counter c = 0`: what the name is for, then the assignment
_DESCRIBED = re.compile(
    r"^([ \t]*)(?:keep|use|have|take|make|start\s+with)\s+(?:a|an|one)\s+"
    r"(?:(?!(?:of|for|in|to|at|with|from|by|on|and|or|the)\b)[A-Za-z][A-Za-z-]*\s+){1,3}?"
    r"([A-Za-z_]\w*)\s*(?=(?:\u2190|:=|=(?!=))\s*\S)",
    re.IGNORECASE,
)
# `Done, nothing to return (nums is changed in place)`: an in-place answer's last step; also
# `no return, we change nums itself`, `returns nothing - nums is changed` (a sentence of words after
# a comma or a dash; docs/pseudocode.md, "Conventions read since round 12 was opened")
_NOTHING_RETURNED = re.compile(
    r"^([ \t]*)(?:(?:done|finished|that'?s\s+it|and)\s*[,.;:!-]?\s+)?(?:there\s+is\s+|we\s+have\s+)?"
    r"(?:(?:nothing|no\s+value)\s+to\s+return|no\s+return(?:\s+value)?|(?:it\s+)?returns\s+nothing)"
    r"(?:\s*\([A-Za-z][^()]*\)|\s*[-\u2013\u2014]+\s*[A-Za-z][^()]*|\s*[,;:]\s*[A-Za-z][A-Za-z' ,-]*)?"
    r"\s*[.!]?\s*$",
    re.IGNORECASE,
)


def described_names(line: str) -> str:
    """``Keep a write spot w ← 0`` → ``w ← 0``: one to three words say what the name is for
    (docs/pseudocode.md, "Conventions read since round 10 was opened"). Not when the words hold a
    preposition or article (``keep a count of x = 0`` may name ``count``), nor without an
    assignment after the name."""
    return _DESCRIBED.sub(r"\1\2 ", line)


def nothing_returned(line: str) -> str:
    """``Done, nothing to return (nums is changed in place)`` → ``return``: the answer says it
    gives nothing back, which is Python's bare ``return`` (docs/pseudocode.md)."""
    m = _NOTHING_RETURNED.match(line)
    return f"{m.group(1)}return" if m else line


def part_labels(line: str) -> str:
    """``Main bit: return check(root, -inf, inf)`` → ``return check(root, -inf, inf)``.

    Only a label that names the calling part (``main``, ``driver``, ``top level``, ``entry
    point``, ``outer``, perhaps with ``bit``/``part``/``call``…) before a ``return``, ``call``,
    ``print`` or a call (docs/pseudocode.md, "Conventions read since round 10 was opened"). Any
    other label before a step (``Answer: …``, ``best: int = 0``) is left to the other rules.
    """
    return _PART_LABEL.sub(r"\1", line)


def arrow_then(line: str) -> str:
    """``If c → step`` is ``If c then step``; ``Else → step`` is ``Else step``.

    Only before a step (``return``, ``break``, an assignment) and with the condition's brackets
    closed, so C's ``if (p -> next)`` keeps its pointer arrow.
    """
    line = _ARROW_ELSE.sub(r"\1 ", line)
    m = _ARROW_THEN.match(line)
    if m is None or m.group(1).count("(") != m.group(1).count(")"):
        return spaced_then(line)
    return m.group(1) + " then " + line[m.end() :]


_ASSIGNMENT = re.compile(r"^[A-Za-z_][\w.]*(?:\[[^\[\]]*\])*\s*(?:=(?!=)|\u2190|:=)\s*\S")


def split_assignments(piece: str) -> list[str]:
    """``left = 0, right = n - 1`` or ``i = 0 and j = n - 1`` (every part an assignment): one piece each.

    Never a condition (``x = a and b`` has one assignment) nor Python's ``a, b = 1, 2``. At ``and``
    the parts must each hold one sign, all ``=`` or all arrows, and none set a name to itself: in
    ``ok ← a[1] = x and b[1] = x``, ``ok = k = 0 and cur = head`` or ``found = found and a[i] = b[i]``
    the ``and`` may join two tests (``=`` compares in several styles), so the line stays one step
    for the style's own reader (docs/pseudocode.md, "Steps joined on one line").
    """
    for separator in (",", r"\s+and\s+"):
        parts = [p.strip() for p in (split_top(piece) if separator == "," else _split_and(piece))]
        if len(parts) >= 2 and all(_ASSIGNMENT.match(p) for p in parts):
            if separator != "," and not _separate_steps(parts):
                continue
            return parts
    return [piece]


# an assignment sign: `=` (never `==`, `<=`, `!=`, `+=`, or the `=` of `:=`), `←` or `:=`
_SIGN = re.compile(r"(?<![=!<>:+\-*/%&|^])=(?!=)|\u2190|:=")


def _top_signs(part: str) -> list[re.Match[str]]:
    """The assignment signs outside brackets (``f(key=k)`` holds none)."""
    signs: list[re.Match[str]] = []
    depth = 0
    for i, ch in enumerate(part):
        if depth == 0 and (m := _SIGN.match(part, i)):
            signs.append(m)
        depth += 1 if ch in "([{" else -1 if ch in ")]}" and depth else 0
    return signs


def _separate_steps(parts: list[str]) -> bool:
    """Whether assignments joined by ``and`` are steps, never a test joined to an assignment's value."""
    signs: list[str] = []
    for part in parts:
        found = _top_signs(part)
        if len(found) != 1:
            return False  # `ok = k = 0 and …`: a second sign in a part compares or chains
        target, value = part[: found[0].start()].strip(), part[found[0].end() :].strip()
        if target == value:
            return False  # `found = found and …`: no one sets a name to itself as a step
        signs.append("=" if found[0].group(0) == "=" else "arrow")
    return len(set(signs)) == 1  # `ok ← a = b and …`: the arrow assigns, so `=` compares


def _split_and(piece: str) -> list[str]:
    parts: list[str] = []
    rest = piece
    while (m := find_top(rest, r"\s+and\s+")) is not None:
        parts.append(rest[: m.start()])
        rest = rest[m.end() :]
    return [*parts, rest]
