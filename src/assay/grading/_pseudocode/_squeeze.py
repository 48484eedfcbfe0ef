"""The text's shape bounded before any rule reads it: blanks inside a line squeezed, very long words
set aside (docs/pseudocode.md, "Bounded reading").

Hundreds of rules read lines with patterns such as ``\\s*`` beside ``\\s+``, or a name
``[A-Za-z_]\\w*`` followed by what must come after it, tried at every position. On ordinary lines that
is fast; on a long run of blanks or a very long word some of them are cubic or quadratic in the run's
length (one line of 400 blanks took 20 seconds, one word of 20,000 letters 38). Bounding the runs
bounds every such rule at once, now and for rules written later:

* each run of blanks inside a line is at most two spaces (two, not one, because a run of two still
  reads as "aligned" where a rule cares, `x  =  0`), and a run with a tab in it is two (a tab inside a
  line aligns what follows it, whatever column it reaches); the layout that nests the blocks (the indentation,
  and a line number or bullet with the blanks after it) and text inside double quotes are kept as
  typed, and so is every line, so the line numbers we report are the learner's;
* a layout wider than :data:`INDENT_MAX` columns (no learner's is: nesting ten deep with tabs of eight
  is 80) is read level by level, two spaces a level, so that the blocks nest as typed;
* a word longer than :data:`WORD_MAX` characters (no learner writes one: the longest in 1457 answers has
  29) is read as a short stand-in name, and the word is put back in everything the normaliser returns.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._literals import outside_literals
from assay.grading._pseudocode._models import Normalised

__all__ = ["INDENT_MAX", "WORD_MAX", "Shaped", "shaped"]

WORD_MAX = 48
INDENT_MAX = 80

# a run of blanks that a tab is in, or that is three or more long (a lone space or a pair of spaces is
# already as short as it gets); string literals are hidden from it (outside_literals), so `'   '` stays
_RUN = re.compile(r"[ \t]*\t[ \t]*|[ \t]{3,}")
# the line's layout, kept as typed: its indentation, and a line label with the blanks after it, since
# in `3      for j ← 1 to n` the blanks after the number are the indentation (textbooks number lines)
_INDENT = re.compile(
    r"[ \t]*(?:(?:(?:step[ \t]*)?\d{1,4}(?:\.\d{1,4})*[.:)]?|[a-zA-Z][.)]"
    r"|[-*+>|\u2022\u25aa\u25e6\u2023\u00b7])[ \t]+)?",
    re.IGNORECASE,
)
# (a number is no word: a long one stays a number)
_LONG_WORD = re.compile(rf"(?<!\w)(?!\d+(?!\w))\w{{{WORD_MAX + 1},}}")


def _squeezed(run: re.Match[str]) -> str:
    # a tab inside a line is a gap typed to align (a comment or a note in its column, `x ← 0\t// …`):
    # as wide as two spaces, however few columns it happens to fill before the next tab stop
    return " " * (2 if "\t" in run.group(0) else min(len(run.group(0)), 2))


def _squeezed_line(line: str) -> str:
    cut = _INDENT.match(line).end()  # type: ignore[union-attr]  # (it matches the empty string too)
    rest = line[cut:].rstrip(" \t")
    return line[:cut] + _RUN.sub(_squeezed, rest) if rest else ""


def _levelled(lines: list[str]) -> list[str]:
    """``lines`` with each layout run (the indentation, the blanks after a line label) wider than
    :data:`INDENT_MAX` columns (no learner's is) set two spaces past it per rank of its width among
    such runs, so that nesting is kept and no run is long (a rule reading ``^\\s*`` beside a class
    with a space in it is cubic in the run's length); every other run as typed."""
    parts = []
    for line in lines:
        layout = _INDENT.match(line)
        head = layout.group(0) if layout else ""
        lead = head[: len(head) - len(head.lstrip(" \t"))]
        label = head[len(lead) :].rstrip(" \t")
        parts.append((lead, label, head[len(lead) + len(label) :], line[len(head) :]))
    widths = [len(run.expandtabs(8)) for lead, _, gap, _ in parts for run in (lead, gap)]
    if max(widths, default=0) <= INDENT_MAX:
        return lines
    # only the runs wider than any learner's are re-levelled, past INDENT_MAX in the order of their
    # widths: a layout of INDENT_MAX or less stays as typed, tabs and all, for the tab rules to read
    wide = sorted({w for w in widths if w > INDENT_MAX})

    def level(run: str) -> str:
        width = len(run.expandtabs(8))
        if width <= INDENT_MAX:
            return run
        return " " * (INDENT_MAX + 2 * min(wide.index(width) + 1, INDENT_MAX // 2))

    return [f"{level(lead)}{label}{level(gap) if label else ''}{rest}" for lead, label, gap, rest in parts]


class Shaped:
    """The text a learner typed, bounded for the rules, and how to put its long words back."""

    def __init__(self, typed: str) -> None:
        lines = typed.replace("\r\n", "\n").replace("\r", "\n")
        text = outside_literals(
            lines, lambda t: "\n".join(_levelled([_squeezed_line(x) for x in t.split("\n")]))
        )
        self.words: dict[str, str] = {}  # stand-in -> the word
        # (the names already in the text, looked up only when a long word needs a stand-in)
        taken = {w.lower() for w in re.findall(r"\w+", text)} if _LONG_WORD.search(text) else set()
        given: dict[str, str] = {}

        def stand_in(m: re.Match[str]) -> str:
            word = m.group(0)
            # one stand-in for a word and its capitalised spelling, shaped alike (`Longword1` for
            # `The_index…`), so that a rule that reads a phone's first capital still sees the pair
            key = word[0].lower() + word[1:]
            if key not in given:
                k = len(given) + 1
                while f"longword{k}" in taken:  # (the learner's own `longword1` stays theirs)
                    k += 1000
                given[key] = f"longword{k}"
            name = given[key].capitalize() if word[0].isupper() else given[key]
            self.words[name] = word
            return name

        self.text = _LONG_WORD.sub(stand_in, text)
        self._back = (
            re.compile(r"\b(?:" + "|".join(map(re.escape, self.words)) + r")\b") if self.words else None
        )

    def restored(self, text: str) -> str:
        """``text`` (Python or a note made from :attr:`text`) with the long words put back."""
        back = self._back
        return back.sub(lambda m: self.words[m.group(0)], text) if back is not None else text

    def restored_result(self, read: Normalised) -> Normalised:
        """What the rules made of :attr:`text`, with the long words put back wherever it quotes them."""
        if not self.words:
            return read
        back, error = self.restored, read.error
        return read.model_copy(
            update={
                "python": back(read.python),
                "notes": [back(note) for note in read.notes],
                "error": error.model_copy(
                    update={
                        "message": back(error.message),
                        "text": back(error.text) if error.text else error.text,
                    }
                )
                if error
                else None,
                "unrecognised": [
                    u.model_copy(update={"text": back(u.text), "hint": back(u.hint)})
                    for u in read.unrecognised
                ],
            }
        )


def shaped(typed: str) -> Shaped:
    """``typed`` bounded for the rules (see the module's docstring)."""
    return Shaped(typed)
