"""Character cleaning for the pseudocode normaliser: what phones, word processors and listings add.

:func:`clean_text` rewrites the whole submission before it is split into lines: smart quotes and
arrows, ``≠ ≤ ≥``, emoji, tabs, markdown fences, listing line numbers and bullets, chained method
calls on their own line, C's character arithmetic, block comments (docs/pseudocode.md). It is
separate from the line splitting (``_lex``) because it works on the text as a whole and returns the
rules it fired; every rewrite here leaves string literals alone (``_literals``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection
from functools import partial

from assay.grading._pseudocode._alias_notes import alias_notes
from assay.grading._pseudocode._bracketed_loops import bracketed_loops
from assay.grading._pseudocode._characters import CHAR_MAP, CHAR_RE, SYMBOL_RE, symbol
from assay.grading._pseudocode._closing_example import closing_example
from assay.grading._pseudocode._gnu_layout import return_type_above
from assay.grading._pseudocode._languages import read_language
from assay.grading._pseudocode._languages_japanese import ipa_remarks
from assay.grading._pseudocode._languages_tables import LANGUAGES
from assay.grading._pseudocode._literals import outside_literals
from assay.grading._pseudocode._local_declarations import local_declarations
from assay.grading._pseudocode._lone_bullet import lone_bullet
from assay.grading._pseudocode._lua import lua
from assay.grading._pseudocode._marks import counted_steps, field_arrows, vb_comments
from assay.grading._pseudocode._mixed import (
    arrow_then,
    described_names,
    nothing_returned,
    part_labels,
    titles,
)
from assay.grading._pseudocode._one_line_ifs import one_line_ifs
from assay.grading._pseudocode._one_line_loops import one_line_loops
from assay.grading._pseudocode._opening_plan import opening_plan
from assay.grading._pseudocode._outline_numbers import outline_substeps
from assay.grading._pseudocode._pascal import pascal
from assay.grading._pseudocode._phone_notes import dash_notes, phone_notes
from assay.grading._pseudocode._r_habits import r_habits
from assay.grading._pseudocode._remarks_around import outside_steps
from assay.grading._pseudocode._same_as_above import same_as_above
from assay.grading._pseudocode._star_comments import star_comments
from assay.grading._pseudocode._tabs import tab_width
from assay.grading._pseudocode._vb_comments import vb_apostrophe_comments

__all__ = ["clean_text"]

_EMOJI = re.compile("[\U0001f000-\U0001faff\u2600-\u27bf\ufe0f\u200d]")
_BLOCK_COMMENT = re.compile(r"/\*.*?\*/", re.DOTALL)
_FENCE_LINE = re.compile(r"^\s*```[\w+-]*\s*$")
_CHAR_ARITHMETIC = re.compile(r"(?<!\w)([A-Za-z_]\w*(?:\[[^\[\]]*\])?)\s*(-)\s*'(.)'")  # `+ 'a'` joins text
_SPACED_RANGE = re.compile(r"\[[^\[\]\n]*?[\w)]\s*\.\s+\.\s*[\w(\-][^\[\]\n]*\]")
_EMPTY_SPLIT = re.compile(r"""\.split\(\s*(?:""|'')\s*\)""")
_NUMBERED = re.compile(r"^(\s*)(?:step\s+)?(\d{1,3})(?:[.:)]\s|\s)(.*)$", re.IGNORECASE)
# `Step 3:` alone: a heading over the plain lines below it, which keep their own indentation
_STEP_HEADING = re.compile(r"^(\s*)step\s+(\d{1,3})[.:)]?()\s*$", re.IGNORECASE)
_BULLET = re.compile(r"^(\s*)(?:[-*+]\s+)(?=\S)")
_LETTERED = re.compile(r"^(\s+)([a-hA-H])[.)]\s+(?=\S)")


def clean_text(text: str, params: Collection[str] = ()) -> tuple[str, list[str]]:
    """Normalise characters typed on phones and word processors (``params``: the question's inputs).

    Returns:
        The cleaned text and the rule names that fired.
    """
    rules: list[str] = []
    cleaned = text.replace("\r\n", "\n").replace("\r", "\n")
    aliased = outside_literals(cleaned, lambda code: alias_notes(code, params))  # `-- (a = nums)`
    if aliased != cleaned:
        cleaned = aliased
        rules.append("alias-note")
    unbulleted = lone_bullet(cleaned)  # before `•` is read as a list's `- `
    if unbulleted != cleaned:
        cleaned = unbulleted
        rules.append("lone-bullet")
    if CHAR_RE.search(cleaned):
        cleaned = CHAR_RE.sub(lambda m: CHAR_MAP[m.group(0)], cleaned)
        rules.append("unicode-symbols")
    commented = vb_apostrophe_comments(cleaned)  # `' it's the best`: before literals are found
    if commented != cleaned:
        cleaned = commented
        rules.append("vb-comments")
    for mark, rule in ((field_arrows, "field-arrows"), (vb_comments, "vb-comments")):  # docs: "Mixed"
        marked = outside_literals(cleaned, mark)
        if marked != cleaned:
            cleaned = marked
            rules.append(rule)
    pointed = outside_literals(cleaned, dash_notes)
    if pointed != cleaned:
        cleaned = pointed
        rules.append("phone-notes")
    symbols = outside_literals(cleaned, lambda code: SYMBOL_RE.sub(symbol, code))
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
    # each reads the lines as a whole and changes them in place (docs/pseudocode.md)
    for mark_lines, rule in (
        (star_comments, "star-comments"),  # `** FIND …` in the first column, among indented steps
        (same_as_above, "same-as-above"),  # `same while loop as above`: a one-line step named again
        (outside_steps, "remarks"),
        (closing_example, "closing-example"),  # `Example run with nums = [1, 2]` under the answer
        (opening_plan, "opening-plan"),  # `- keep the best one` in a plan above the program
    ):
        if mark_lines(lines):
            cleaned = "\n".join(lines)
            rules.append(rule)
    if any(_FENCE_LINE.match(line) for line in lines):
        lines = ["" if _FENCE_LINE.match(line) else line for line in lines]
        rules.append("markdown-fence")
        cleaned = "\n".join(lines)
    lines = cleaned.split("\n")
    if _join_chains(lines):
        cleaned = "\n".join(lines)
        rules.append("method-chain")
    if return_type_above(lines):  # C's GNU layout: `int` above `LCS (char *X, char *Y)`
        cleaned = "\n".join(lines)
        rules.append("gnu-layout")
    original = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    if titles(lines, original, params):
        cleaned = "\n".join(lines)
        rules.append("title")
    sub_steps = outline_substeps(lines)  # `3.1`, `3.3.1` under `3.` (docs/pseudocode.md)
    if sub_steps is not None:
        lines = sub_steps
        cleaned = "\n".join(lines)
        rules.append("outline-substeps")
    numbered = _strip_numbering(lines)
    if numbered is not None:
        cleaned = "\n".join(numbered)
        rules.append("line-numbers")
    lines = cleaned.split("\n")
    noted = [
        outside_literals(described_names(nothing_returned(part_labels(phone_notes(line)))), arrow_then)
        for line in lines
    ]
    if noted != lines:
        cleaned = "\n".join(noted)
        rules.append("phone-notes") if "phone-notes" not in rules else None
    spelt = outside_literals(cleaned, one_line_ifs)  # `if c them s`, `if c do s done`
    if spelt != cleaned:
        cleaned = spelt
        rules.append("one-line-ifs")
    looped = outside_literals(cleaned, bracketed_loops)  # `WHILE [i < j]  i = i + 1`
    if looped != cleaned:
        cleaned = looped
        rules.append("bracketed-condition")
    ended = outside_literals(cleaned, one_line_loops)  # `for i = 1, k do s = s + a[i] end`
    if ended != cleaned:
        cleaned = ended
        rules.append("one-line-loops")
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
    # other languages' and courses' pseudocode, in this order (docs/pseudocode.md): a manual's `LOCAL
    # I INTEGER` declarations (before Lua drops its own `local`); Lua's `local x = 0`, `#s`, `for i = 0,
    # n do`; Pascal; then pseudocode in other languages' words ("Pseudocode in other languages")
    dialects: list[tuple[Callable[[str], str], str]] = [
        (local_declarations, "local-declarations"),
        (lua, "lua"),
        (pascal, "pascal"),
        (r_habits, "r-habits"),  # R's `substr(s, a, b)`, `c %in% names(m)`
        (ipa_remarks, "japanese"),  # the lines outside an IPA answer's `○` functions (before its table)
    ]
    dialects += [(partial(read_language, language), language.rule) for language in LANGUAGES]
    for dialect, rule in dialects:
        read = outside_literals(cleaned, dialect)
        if read != cleaned:
            cleaned = read
            rules.append(rule)
    # keep the line count so line numbers still point into the submission (`"/*"` is a string's text)
    uncommented = outside_literals(
        cleaned, lambda code: _BLOCK_COMMENT.sub(lambda m: "\n" * m.group(0).count("\n"), code)
    )
    if uncommented != cleaned:
        cleaned = uncommented
        rules.append("block-comment")
    return cleaned, rules


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


def _bullet_run(code_lines: list[str]) -> int:
    """The longest run of bulleted lines one under another at one indentation (`- taken = 0`).

    Three bullets in a row are a list however many plain lines the answer has besides; the line
    above a run must not end with an operator, where a `- x` would continue it as a subtraction.
    """
    best = run = 0
    indent = -1
    for k, line in enumerate(code_lines):
        b = _BULLET.match(line)
        if b and run and len(b.group(1)) == indent:
            run += 1
        elif b and not (k and re.search(r"[-+*/=,(\[]\s*$", code_lines[k - 1])):
            run, indent = 1, len(b.group(1))
        else:
            run = 0
        best = max(best, run)
    return best


def _bullet_paragraph(lines: list[str]) -> set[int]:
    """The lines of paragraphs made only of bullets, two or more at one indentation, set apart by
    blank lines (or the answer's start, or a line that ends with ``:``): a plan above the steps
    (``- use a stack of (node, low, high)`` / ``- INVARIANT: …``; docs/pseudocode.md, "Conventions
    read since round 12 was opened"). Nothing continues into such a paragraph, so its ``- `` is no
    subtraction."""
    found: set[int] = set()
    k = 0
    while k < len(lines):
        if not lines[k].strip():
            k += 1
            continue
        start = k
        while k < len(lines) and lines[k].strip():
            k += 1
        para = range(start, k)
        marks = [_BULLET.match(lines[j]) for j in para]
        if len(para) >= 2 and all(marks) and len({len(m.group(1)) for m in marks if m}) == 1:
            found.update(para)
        elif len(para) >= 3 and lines[start].rstrip().endswith(":"):
            # `My approach:` / `- use a stack` / `- keep bounds`: the bullets under an opening line
            rest = [_BULLET.match(lines[j]) for j in para[1:]]
            if all(rest) and len({len(m.group(1)) for m in rest if m}) == 1:
                found.update(para[1:])
    return found


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
    bulleted = (marked and (bullets >= 2 or (bullets == 1 and numbered))) or _bullet_run(code_lines) >= 3
    # `Step 1:` … `Step 2:` say what they are, however many plain lines lie between them
    steps = [_NUMBERED.match(line) or _STEP_HEADING.match(line) for line in code_lines]
    stepped = [int(m.group(2)) for m in steps if m and re.match(r"\s*step\s", m.group(0), re.IGNORECASE)]
    only_steps = not numbered and len(stepped) >= 2 and stepped == sorted(stepped)
    if not numbered and not bulleted and not only_steps:
        plan = _bullet_paragraph(lines)
        if not plan:
            return None
        # the markers dropped, the lines kept at the bullets' column: they are a plan's items one
        # under another, never a body indented under the line above
        return [
            (b.group(1) + line[b.end() :]) if k in plan and (b := _BULLET.match(line)) else line
            for k, line in enumerate(lines)
        ]
    out: list[str] = []
    marker: tuple[int, int] | None = None  # the last numbered step's marker column and text column
    for raw in lines:
        line = raw
        m = _NUMBERED.match(line) if numbered else None
        step = (
            _NUMBERED.match(line) or _STEP_HEADING.match(line)
            if only_steps and re.match(r"\s*step\s", line, re.IGNORECASE)
            else None
        )
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
