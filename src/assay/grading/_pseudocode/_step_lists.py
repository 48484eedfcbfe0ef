"""Step lists in Lipschutz's notation, first pass: labels, remarks and the header (docs/pseudocode.md).

Lipschutz's *Data Structures* (Schaum's Outline) writes an algorithm as numbered steps (``1.``,
``Step 1.``, ``Step 1:``, sub-steps ``4.1:`` / ``(a)``), each with an optional remark in brackets
(``[Initialize.]``); an ``If`` or a loop ends at a bracketed remark (``[End of If structure.]``,
``[End of Step 2 loop.]``), and the steps are named by number (``Repeat Steps 2 and 3 while …``,
``Go to Step 2.``). Indian-university step lists (``Step 1: Start`` … ``Step n: Stop``) follow it.

This pass reads the text, before the characters are cleaned, so that it still sees the labels: it
replaces each label and remark with spaces (the column of the step's text, which carries the
indentation, is kept, and so is the line count), remembers which line starts which step and where
each closing remark stood, and turns an ``Algorithm: NAME(A, N, X)`` title into the procedure's
header. The steps themselves are read later by ``_step_flow``. Only an answer that marks itself as
a step list (two ``Step n`` labels with a Lipschutz form, or numbered steps with his ``[…]`` remarks,
``Go to Step n`` or ``Repeat Steps``) is read this way.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

__all__ = ["StepPlan", "read_step_labels"]

_I = re.IGNORECASE
_STEP_LABEL = re.compile(r"^([ \t]*)(step\s*(\d+)((?:\.\d+)*)\s*[:.)\-]?)(?=\s|\[|$)", _I)
_NUM_LABEL = re.compile(r"^([ \t]*)((\d+)((?:\.\d+)*)\s*[:.)])(?=\s|\[|$)")
_SUB_LABEL = re.compile(r"^([ \t]*)(\([a-h]\)|[a-h]\))(?=\s)")
_LIPSCHUTZ = re.compile(
    r"\[\s*End\s+of\b|\bGo\s*to\s+Step\s+\d|\bRepeat\s+Steps?\s+\d|\bRepeat\s+(?:for|while)\b|,\s*then\s*:"
    r"|\bWrite\s*:|^[ \t]*step\s*\d+\s*[:.)\-]?\s*(?:Start|Stop|Exit)\s*\.?\s*$",
    _I | re.M,
)
_NUMBERED_MARK = re.compile(
    r"\[\s*End\s+of\b|\bGo\s*to\s+Step\s+\d|\bRepeat\s+Steps?\s+\d|^[ \t]*\d+\s*[.:)]\s*\[[A-Z][^\]]*\]",
    _I | re.M,
)
# `[Initialize.]`, `[End of If structure.]`, `[because the answer counts from 0]`; never `DATA[K]`
_REMARK = re.compile(r"(?<![\w\])])\[(\s*[A-Za-z][^\[\]]*)\]")
_CLOSER = re.compile(r"^[ \t]*End\s+of\s+(?:the\s+)?(?P<what>.*?)\s*\.?\s*$", _I)
_TITLE = re.compile(
    r"^[ \t]*(?:Algorithm|Procedure|Function|Module)\s*(?:\d+(?:\.\d+)*)?\s*[:.\-]?\s*(?:\([^()]*\)\s*)?"
    r"(?P<name>[A-Za-z_][\w-]*)\s*\((?P<params>[^()]*)\)\s*\.?\s*$",
    _I,
)
_BARE_TITLE = re.compile(r"^[ \t]*(?P<name>[A-Za-z_][\w-]*)\s*\((?P<params>[^()]*)\)\s*:?\s*$")
_SIZE = re.compile(r"^(?:n|m|size|len|length|count)$", _I)


@dataclass
class Closer:
    """A closing remark: ``[End of If structure.]`` (``if``) or ``[End of Step 2 loop.]`` (``loop``)."""

    lineno: int
    column: int
    kind: str
    names_step: int | None = None


@dataclass
class StepPlan:
    """What the first pass saw, for ``_step_flow`` (line numbers count from 1, as in the submission)."""

    steps: dict[int, int] = field(default_factory=dict)  # lineno -> number of the step it starts
    closers: list[Closer] = field(default_factory=list)
    remarks: dict[int, str] = field(default_factory=dict)
    header: int | None = None
    sizes: list[tuple[str, str]] = field(default_factory=list)  # (N, DATA): N is DATA's length


def _marked(lines: list[str]) -> bool:
    text = "\n".join(lines)
    stepped = [int(m.group(3)) for line in lines if (m := _STEP_LABEL.match(line)) and not m.group(4)]
    if len(stepped) >= 2 and stepped == sorted(stepped) and _LIPSCHUTZ.search(text):
        return True
    numbered = [int(m.group(3)) for line in lines if (m := _NUM_LABEL.match(line)) and not m.group(4)]
    return len(numbered) >= 2 and numbered == sorted(numbered) and _NUMBERED_MARK.search(text) is not None


def read_step_labels(text: str, params: Sequence[str]) -> tuple[str, StepPlan] | None:
    """The text with labels and remarks blanked, and the plan; ``None`` when it is not a step list."""
    lines = text.replace("\r\n", "\n").replace("\r", "\n").expandtabs(4).split("\n")
    if not _marked(lines):
        return None
    plan = StepPlan()
    stepped = any(_STEP_LABEL.match(line) for line in lines)
    label = _STEP_LABEL if stepped else _NUM_LABEL
    first = next(k for k, line in enumerate(lines) if label.match(line))
    _title(lines, first, params, plan)
    marker: tuple[int, int] | None = None  # the current step's label column and text column
    for k, raw in enumerate(lines):
        lineno, line = k + 1, raw
        m = label.match(line) or _NUM_LABEL.match(line) or _SUB_LABEL.match(line)
        if m and k >= first:
            if m.re is label and not m.group(4):
                plan.steps[lineno] = int(m.group(3))
                text = line[m.end() :]
                marker = (len(m.group(1)), len(line) - len(text.lstrip()))
            line = m.group(1) + " " * len(m.group(2)) + line[m.end() :]
        elif marker and line.strip() and marker[0] < len(line) - len(line.lstrip()) < marker[1]:
            # indented past the label but short of the step's text: still in that step, never
            # shallower than it (as numbered steps are read elsewhere, docs/pseudocode.md)
            line = " " * (marker[1] + len(line) - len(line.lstrip()) - marker[0]) + line.lstrip()
        lines[k] = _remarks(line, lineno, plan)
    return "\n".join(lines), plan


def _title(lines: list[str], first: int, params: Sequence[str], plan: StepPlan) -> None:
    """``Algorithm: NAME(A, N, X)`` becomes the header; the prose above the first step, remarks."""
    header = None
    for k in range(first):
        if not lines[k].strip():
            continue
        m = _TITLE.match(lines[k]) or (_BARE_TITLE.match(lines[k]) if header is None else None)
        if m and header is None:
            header = k
            names = [p.strip() for p in m.group("params").split(",") if p.strip()]
            lines[k] = f"{m.group('name')}({', '.join(_without_sizes(names, params, plan))})"
            continue
        # Lipschutz opens with a paragraph saying what the algorithm is given and finds
        lines[k] = "# " + lines[k].strip()
    prose = [k for k in range(first) if lines[k].strip()]
    if header is None and prose:
        # no `NAME(…)`: the paragraph's capitalised names that the steps read and never set are
        # what the algorithm is given (`A nonempty array DATA with N numerical values is given.`)
        given = _given(" ".join(lines[k][2:] for k in prose), "\n".join(lines[first:]))
        kept = _without_sizes(given, params, plan)
        if len(kept) == len(params):
            header = prose[0]
            lines[header] = f"ALGORITHM({', '.join(kept)})  {lines[header]}"
        else:
            plan.sizes.clear()
    if header is not None:
        plan.header = header + 1
        for k in range(header + 1, len(lines)):
            if lines[k].strip():
                lines[k] = "    " + lines[k]


def _without_sizes(names: list[str], params: Sequence[str], plan: StepPlan) -> list[str]:
    """``(DATA, N, ITEM)`` where the question passes two: ``N`` is DATA's length, not a parameter."""
    kept = list(names)
    for j in range(1, len(names)):
        if len(kept) > len(params) and _SIZE.match(names[j]) and names[j - 1] in kept:
            kept.remove(names[j])
            plan.sizes.append((names[j], names[j - 1]))
    return kept


def _given(prose: str, steps: str) -> list[str]:
    names: list[str] = []
    for name in re.findall(r"(?<![\w.])[A-Z][A-Z0-9_]*(?![\w.])", prose):
        n = re.escape(name)
        read = re.search(rf"(?<![\w.]){n}(?!\w)", steps) is not None
        assigned = r"(?::=|\u2190|<-)"
        sets = re.search(rf"(?<![\w.\]]){n}\s*{assigned}|(?:\bset\s+|,\s*|\band\s+){n}\s*=(?!=)", steps, _I)
        counts = re.search(rf"\b(?:repeat\s+)?for\s+{n}\b", steps, _I)
        if read and not sets and not counts and name not in names:
            names.append(name)
    return names


def _remarks(line: str, lineno: int, plan: StepPlan) -> str:
    def blank(m: re.Match[str]) -> str:
        words = m.group(1).strip()
        leading = not line[: m.start()].strip()
        if not (
            re.search(r"[A-Za-z]\s+[A-Za-z]", words) or words[-1] in ".?!" or (leading and words.isalpha())
        ):
            return m.group(0)  # `[K]`, `[A, B]`: an index, a list
        closer = _CLOSER.match(words)
        what = closer.group("what").lower() if closer else ""
        if closer and re.search(r"\bif\b", what):
            plan.closers.append(Closer(lineno, m.start(), "if"))
        elif closer and re.search(r"\bloop\b", what):
            named = re.search(r"\bstep\s*(\d+)", what)
            plan.closers.append(Closer(lineno, m.start(), "loop", int(named.group(1)) if named else None))
        else:
            plan.remarks[lineno] = f"{plan.remarks[lineno]} {words}" if lineno in plan.remarks else words
        return "\0" if leading else " " * len(m.group(0))

    # a remark that opens the step gives its column to the step's text: `1. [Initialize.] Set K := 1`
    return re.sub(r"\0\s*", "", _REMARK.sub(blank, line))
