"""Line fill-in: the model translates only the lines the normaliser did not understand.

Often the normaliser understands every line but one or two. Asking a small model to translate the
whole program then risks the lines we already had right: it rewrites loops, "fixes" bounds, drops
the learner's bugs. Here the model is shown the normaliser's own Python with each doubtful line left
as a numbered placeholder (its pseudocode text, its indentation, whether it opens a block, the names
in scope) and asked, through the gateway's structured output, for the Python of those lines only.

Its answer is spliced in and accepted only when (docs/pseudocode.md, "Line fill-in"):

* each answer is one line of the placeholder's kind: one statement, one block header where the
  placeholder opens a block (``if``/``elif``/``else``/``for``/``while``), or such a header with its
  step after the colon where one sentence was both; never a step dropped (``pass``, a comment)
  nor a line that changes what the other lines mean (``global``, ``def``, ``class``);
* it uses only the variables its sentence names (or one the other lines read and nothing sets) and
  all those in scope that it names: a small model sometimes answers with another line of the program;
* the program compiles and every line the normaliser produced parses to the same statement as before
  (compared on the syntax tree, placeholders aside);
* the no-blame signals find nothing (no name nothing binds, no value computed and dropped, no
  1-based reading) and the fill adds no fidelity drift (values, bounds, comparisons, ±1, empty checks)
  that the normaliser's lines alone do not already have.

Anything else is refused with a reason, and the caller falls back to the whole-program translation.

This module builds the placeholders, asks the model and splices the answer; the checks above are
``_fill_checks``.
"""

from __future__ import annotations

import ast
import logging
from dataclasses import dataclass, field
from typing import Any, Protocol

from pydantic import BaseModel, Field

from assay.errors import ExternalServiceError
from assay.grading._pseudocode._check import bound_names
from assay.grading._pseudocode._fill_checks import (
    Slot,
    SlotKind,
    check_spliced,
    off_the_line,
    statement_shape,
)
from assay.grading._pseudocode._models import Normalised, UnrecognisedLine
from assay.judge import Signature
from assay.llm import GenerationOptions

__all__ = ["FillIn", "FilledLine", "LineFill", "StructuredGatewayLike", "fill_lines"]

logger = logging.getLogger(__name__)

#: More doubtful lines than this (or more than half the answer's lines) and the program is mostly not
#: understood: the whole-program translation is the better question to ask, and a fill-in would only
#: add a model call (measured: the 0.5B answered none of five or six placeholders right).
MAX_PLACEHOLDERS = 3
_MAX_LINE_CHARS = 160

SYSTEM_PROMPT = """\
You complete a Python translation of a student's pseudocode. Every line is already translated except
the placeholders `<<LINE n>>`. For each placeholder, write the ONE line of Python that does exactly
what its pseudocode says, keeping the student's mistakes: do not fix logic, add checks or change
values. Use the variables already in the program. A placeholder that opens a block is a header
(`if ...:`, `elif ...:`, `else:`, `for ...:`, `while ...:`) ending with a colon; one whose sentence
is a condition and its step is that header with the step on the same line (`if x > 0: return x`);
any other placeholder is one statement. For example, the pseudocode `put x at the end of out` is
`out.append(x)`, and `while the stack still has items` is `while stack:`.
Answer with JSON only: {"lines": [{"id": 1, "python": "..."}]}."""

_KIND_WORDS: dict[SlotKind, str] = {
    "statement": "one statement",
    "header": "a block header ending with ':' (the indented lines below it are its body)",
    "inline": "a block header with its step on the same line, e.g. `if x > 0: return x`",
}


class FilledLine(BaseModel):
    """The model's Python for one placeholder."""

    id: int = Field(description="the placeholder's number")
    # A short bound: llama.cpp's grammar grows with every string's maxLength, and so does its time.
    python: str = Field(description="one line of Python, without indentation", max_length=_MAX_LINE_CHARS)


class FillIn(BaseModel):
    """The model's answer: one entry per placeholder."""

    lines: list[FilledLine]


class StructuredLike(Protocol):
    """The part of ``assay.llm.Structured`` this module reads."""

    @property
    def value(self) -> Any: ...


class StructuredGatewayLike(Protocol):
    """The part of the grade's metered gateway this module uses."""

    @property
    def configured(self) -> bool: ...

    async def structured(
        self, messages: Any, output_type: type[FillIn], *, options: GenerationOptions | None = None
    ) -> StructuredLike: ...


@dataclass(frozen=True, slots=True)
class LineFill:
    """What the fill-in produced.

    Attributes:
        ok: the spliced program passed every check; ``python`` may be run.
        python: the spliced program (the last attempt, even when refused).
        lines: the submission lines the model translated.
        reason: why it was refused (logged; the caller falls back to the whole-program translation).
        line_map: produced line -> submission line of ``python``.
    """

    ok: bool
    python: str = ""
    lines: tuple[int, ...] = ()
    reason: str = ""
    line_map: tuple[int, ...] = field(default_factory=tuple)


def _indent_of(line: str) -> str:
    return line[: len(line) - len(line.lstrip())]


def _code_lines(python: str, line_map: list[int]) -> tuple[list[str], list[int]] | None:
    lines = python.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if len(line_map) < len(lines):
        return None
    return lines, list(line_map[: len(lines)])


def _slots(
    lines: list[str], line_map: list[int], doubts: list[UnrecognisedLine], source: list[str]
) -> list[Slot] | str:
    """The placeholders, one per doubtful submission line, or why the lines cannot be placeheld."""
    if any(d.line <= 0 for d in doubts):
        return "a doubt is not tied to a line of the submission"
    targets = sorted({d.line for d in doubts})
    if not targets:
        return "no doubtful line"
    written = sum(1 for line in source if line.strip())
    if len(targets) > MAX_PLACEHOLDERS or 2 * len(targets) > written:
        return f"{len(targets)} doubtful lines of {written}"
    slots: list[Slot] = []
    for number, target in enumerate(targets, start=1):
        produced = [k for k, src in enumerate(line_map) if src == target]
        if not produced:
            return f"line {target} produced no Python"
        start, end = produced[0], produced[-1] + 1
        if produced != list(range(start, end)):
            return f"line {target} produced Python in several places"
        indent = _indent_of(lines[start])
        after = next((lines[k] for k in range(end, len(lines)) if lines[k].strip()), "")
        opens = len(_indent_of(after)) > len(indent)
        body = [lines[k] for k in range(start + 1, end) if lines[k].strip()]
        kind: SlotKind
        if all(_indent_of(line) == indent for line in body):
            kind = "header" if opens else "statement"
            if opens and body:
                return f"line {target} produced several lines opening a block"
        elif all(len(_indent_of(line)) > len(indent) for line in body) and not opens:
            # `if the tree is empty then return 0`: a header and its body, one sentence.
            kind = "inline"
        else:
            return f"line {target} produced a block that goes on past it"
        text = source[target - 1].strip() if target <= len(source) else ""
        slots.append(Slot(number, target, start, end, indent, kind, text))
    return slots


def _splice(
    lines: list[str], line_map: list[int], slots: list[Slot], fill: dict[int, str]
) -> tuple[str, list[int], list[int]]:
    """The program with each slot replaced by its one line; its line map; the slots' 1-based lines."""
    out: list[str] = []
    out_map: list[int] = []
    at: list[int] = []
    k = 0
    for slot in slots:
        out.extend(lines[k : slot.start])
        out_map.extend(line_map[k : slot.start])
        out.append(slot.indent + fill[slot.id])
        out_map.append(slot.source_line)
        at.append(len(out))
        k = slot.end
    out.extend(lines[k:])
    out_map.extend(line_map[k:])
    return "\n".join(out) + "\n", out_map, at


def _stand_in(slot: Slot) -> str:
    return {"header": "if True:", "inline": "if True: _ = None"}.get(slot.kind, "_ = None")


def _prompt_program(lines: list[str], slots: list[Slot]) -> str:
    """The program as the model sees it: from ``class Solution`` on (the normaliser's helpers above it
    are noise to a small model), each slot a numbered placeholder."""
    out: list[str] = []
    k = 0
    for slot in slots:
        out.extend(lines[k : slot.start])
        out.append(f"{slot.indent}<<LINE {slot.id}>>  # {slot.text}")
        k = slot.end
    out.extend(lines[k:])
    start = next((i for i, line in enumerate(out) if line.startswith("class Solution")), 0)
    return "\n".join(out[start:]).strip("\n")


def _scope(skeleton: ast.Module, lineno: int) -> list[str]:
    """The names bound in the function around ``lineno`` (its parameters and assignments)."""
    best: ast.AST = skeleton
    for node in ast.walk(skeleton):
        inside = isinstance(node, ast.FunctionDef) and node.lineno <= lineno <= (node.end_lineno or 0)
        if inside and (best is skeleton or getattr(node, "lineno", 0) >= getattr(best, "lineno", 0)):
            best = node
    functions = {n.name for n in ast.walk(skeleton) if isinstance(n, ast.FunctionDef | ast.ClassDef)}
    return sorted(bound_names(best) - functions - {"self", "_"})


def build_fill_messages(
    lines: list[str], slots: list[Slot], skeleton: ast.Module, signature: Signature
) -> list[dict[str, str]]:
    """The request: the program with placeholders, then each placeholder's pseudocode and kind."""
    listed = []
    for slot in slots:
        kind = _KIND_WORDS[slot.kind]
        names = ", ".join(_scope(skeleton, slot.start + 1)) or "none"
        listed.append(f"<<LINE {slot.id}>>: pseudocode `{slot.text}` -> {kind}. Variables in scope: {names}.")
    program = _prompt_program(lines, slots)
    user = (
        f"The method `{signature.method}` translated so far:\n```python\n{program}\n```\n\n"
        "Placeholders to translate:\n" + "\n".join(listed) + "\n\n"
        f"Answer with one entry per placeholder ({len(slots)} in all), as JSON."
    )
    return [{"role": "system", "content": SYSTEM_PROMPT}, {"role": "user", "content": user}]


async def fill_lines(
    text: str,
    normalised: Normalised,
    doubts: list[UnrecognisedLine],
    signature: Signature,
    *,
    gateway: StructuredGatewayLike,
    timeout_s: float | None = None,
    max_tokens: int = 512,
) -> LineFill:
    """Ask the model for the Python of the doubtful lines only, and check the spliced program.

    Returns:
        A :class:`LineFill`: ``ok`` with the program to run, or refused with the reason (the
        caller then asks for the whole-program translation). Never raises for a model failure.
    """
    if not gateway.configured:
        return LineFill(ok=False, reason="no model is configured")
    code = _code_lines(normalised.python, normalised.line_map)
    if code is None:
        return LineFill(ok=False, reason="the normaliser's line map does not cover its Python")
    lines, line_map = code
    source = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    slots = _slots(lines, line_map, doubts, source)
    if isinstance(slots, str):
        return LineFill(ok=False, reason=slots)
    stand_ins = {slot.id: _stand_in(slot) for slot in slots}
    skeleton_python, _, skeleton_at = _splice(lines, line_map, slots, stand_ins)
    try:
        skeleton = ast.parse(skeleton_python)
    except (SyntaxError, ValueError):
        return LineFill(ok=False, reason="the normaliser's other lines do not compile")
    messages = build_fill_messages(lines, slots, skeleton, signature)
    # Names the other lines read and nothing binds: what a doubtful line was meant to set.
    wanted = {
        n.id for n in ast.walk(skeleton) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)
    } - bound_names(skeleton)
    options = GenerationOptions(temperature=0, max_tokens=max_tokens, timeout_s=timeout_s)
    try:
        answer = await gateway.structured(messages, FillIn, options=options)
    except ExternalServiceError as exc:
        return LineFill(ok=False, reason=f"the model did not answer the fill-in ({exc.code}: {exc.message})")
    filled: FillIn = answer.value
    by_id: dict[int, str] = {}
    for entry in filled.lines:
        if entry.id in by_id:
            return LineFill(ok=False, reason=f"two answers for placeholder {entry.id}")
        by_id[entry.id] = entry.python.strip()
    if sorted(by_id) != [slot.id for slot in slots]:
        return LineFill(
            ok=False, reason=f"{len(by_id)} answer(s) for {len(slots)} placeholder(s), or unknown numbers"
        )
    for slot in slots:
        line = by_id[slot.id]
        problem = statement_shape(line, slot.kind) if len(line) <= _MAX_LINE_CHARS else "a line too long"
        if problem is None:
            problem = off_the_line(slot, line, set(_scope(skeleton, slot.start + 1)), wanted)
        if problem is not None:
            return LineFill(
                ok=False, reason=f"placeholder {slot.id} (line {slot.source_line}): {problem}: {line!r}"
            )
    python, new_map, at = _splice(lines, line_map, slots, by_id)
    checked = check_spliced(text, python, new_map, at, skeleton, skeleton_at, skeleton_python, signature)
    filled_lines = tuple(slot.source_line for slot in slots)
    if checked is not None:
        return LineFill(ok=False, python=python, lines=filled_lines, reason=checked, line_map=tuple(new_map))
    return LineFill(ok=True, python=python, lines=filled_lines, line_map=tuple(new_map))
