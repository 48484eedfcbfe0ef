"""No blame for our translation: signals that a failure would come from the pseudocode step, not the learner.

The normaliser rewrites pseudocode into Python by rules. Where a rule is missing it may still
produce Python that compiles and then fails every test — a procedure header ``TWO-SUM(A, t)`` run as
a statement raises ``NameError: name 'TWO' is not defined``. Such a failure is ours. This module
finds it from signals, never from the wording of an error message (docs/grading.md, "When the
translation is unsure"):

- lines the normaliser says it passed through without understanding (``Normalised.unrecognised``);
- names the produced Python reads but nothing binds (not a parameter, an assignment, a loop
  variable, a builtin or a name the judge provides): a call to an unknown procedure, a name the
  translation cut out of a hyphenated word, a name the learner used without giving it a value
  (``_unbound_names``);
- Python no input can run, from a pseudocode convention kept as written (``_failing_readings``), or
  the learner's function left nested in the method and never called (``_stranded``);
- at run time, a test that failed on a line the normaliser added (``line_map`` 0).

Each doubt names the submission line, its text and how to write it so the normaliser understands it.
The pipeline then asks a model to translate, or answers ``PSEUDOCODE_NOT_UNDERSTOOD`` (HTTP 422).
"""

from __future__ import annotations

import ast
import re
from collections.abc import Sequence

from assay.errors import InvalidInputError
from assay.grading._pseudocode._clean import clean_text
from assay.grading._pseudocode._failing_positions import one_based_loops, past_the_end
from assay.grading._pseudocode._failing_readings import always_true_conditions, readings_no_program_runs
from assay.grading._pseudocode._flush_returns import (
    FLUSH_BLOCK_HINT,
    FLUSH_RETURN_HINT,
    flush_blocks,
    flush_returns,
)
from assay.grading._pseudocode._learner_lines import line_text, origin
from assay.grading._pseudocode._models import Normalised, SyntaxIssue, UnrecognisedLine
from assay.grading._pseudocode._remarks import remarks_naming
from assay.grading._pseudocode._stranded import STRANDED_HINT, stranded_functions
from assay.grading._pseudocode._tabs import AMBIGUOUS_TABS_HINT, ambiguous_tab_line
from assay.grading._pseudocode._unbound_names import free_names, unset_reads
from assay.judge import JudgeResult, Signature, Verdict

__all__ = [
    "NOT_UNDERSTOOD",
    "PseudocodeNotUnderstoodError",
    "not_understood",
    "runtime_doubts",
    "static_doubts",
    "syntax_doubts",
]

#: The error code of a submission our translation could not make run (HTTP 422, CLI exit 2).
NOT_UNDERSTOOD = "PSEUDOCODE_NOT_UNDERSTOOD"

_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_HYPHENATED = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(?:-[A-Za-z_][A-Za-z0-9_]*)+")
_MAX_DOUBTS = 5
#: a line that names a function with its parameters (`def solve(nums):`, `TWO-SUM(A, t)`)
_WRITTEN_HEADER = re.compile(r"[A-Za-z_][\w-]*\s*\(")
# Run-time errors that, in pseudocode the static checks passed, mean a name or a field the translation
# did not bind: the learner wrote a word we did not understand, not a program that crashes.
_RUNTIME_HINTS = {
    "NameError": "this line reads a name that has no value where it runs (for example a variable of "
    "another function); pass it as a parameter, or write the step in Python",
    "AttributeError": "this line reads a field or method the translation does not know: tree nodes have "
    "`.val`, `.left`, `.right`, list nodes `.val`, `.next`; write the field that way, or the step in Python",
}


# JavaScript carries `undefined` on where Python stops: `undefined < 1` is false, `undefined + 1` is
# NaN. A read past an array's end is `undefined` (None) in the translation, so a TypeError naming
# NoneType in JavaScript read by its grammar is where the two languages part, not the learner's crash.
_UNDEFINED_HINT = (
    "JavaScript's `undefined` (an item read past an array's end, or a missing key) reaches a comparison "
    "or arithmetic here; JavaScript carries on (`undefined < 1` is false) where the translation cannot: "
    "check for the missing value first, or write the step in Python"
)


def _undefined_reached(message: str, python: str) -> bool:
    return "NoneType" in message and "def _js_at(" in python


class PseudocodeNotUnderstoodError(InvalidInputError):
    """Our translation could not make the pseudocode run: which lines, and how to write them.

    A 4xx because only a rewrite of those lines (or a model, when one is configured) can make it
    run, but the message says the translation failed, never that the learner's algorithm is wrong.
    ``details``: ``lines`` (``[{line, text, hint}]``), ``expectedSignature`` and, when a model was
    asked too, ``modelTranslation`` (``{errorCode, message}``).
    """

    default_code = NOT_UNDERSTOOD


def static_doubts(submission: str, normalised: Normalised, signature: Signature) -> list[UnrecognisedLine]:
    """The submission lines our translation is unsure of, read from the normaliser's compiled Python.

    Empty when every line was understood and every name the Python reads is bound somewhere.
    """
    doubts = list(normalised.unrecognised)
    if not normalised.ok or not normalised.changed:
        return _dedupe(doubts)
    try:
        tree = ast.parse(normalised.python)
    except (SyntaxError, ValueError):
        return _dedupe(doubts)
    lines = submission.replace("\r\n", "\n").split("\n")
    first_code = _first_code_line(lines)
    first_param = signature.params[0].name if signature.params else "items"
    call = f"{signature.method}({', '.join(p.name for p in signature.params)})"
    header_words: set[str] = set()
    for name, produced_line, called, bare in free_names(tree):
        learner = origin(produced_line, normalised.line_map)
        text = line_text(lines, learner)
        header = bare and learner > 0 and learner == first_code
        if header:
            header_words.update(_IDENTIFIER.findall(text))
        elif name in header_words and not called:
            # a parameter of a header that was not understood: one doubt, the header's. A call is its
            # own step (`START-AT-ZERO(best)` after a first line `START-AT-ZERO(left)`): it stays a doubt
            continue
        hint = _hint_for_name(
            name, submission, text, called=called, header=header, param=first_param, call=call
        )
        doubts.append(UnrecognisedLine(line=learner, text=text, hint=hint))
    for produced_line, hint in [*readings_no_program_runs(tree), *always_true_conditions(tree)]:
        doubts.append(_doubt(lines, origin(produced_line, normalised.line_map), hint))
    for produced_line, method_line in stranded_functions(tree):
        # a header the learner wrote (`def solve(nums):`) makes the uncalled helper theirs, a bug to keep
        outer = origin(method_line, normalised.line_map)
        if not (outer > 0 and _WRITTEN_HEADER.search(line_text(lines, outer))):
            doubts.append(_doubt(lines, origin(produced_line, normalised.line_map), STRANDED_HINT))
    for produced_line, name, hint in unset_reads(tree):
        doubts.append(_doubt(lines, origin(produced_line, normalised.line_map), hint))
        doubts.extend(remarks_naming(name, lines, normalised.line_map, normalised.python))
    doubted = {d.line for d in doubts}
    laid_out = _laid_out(submission, lines)
    for loop_line, learner in flush_returns(tree, laid_out, normalised.line_map):
        if loop_line not in doubted:  # a header not understood swallowed the lines: that doubt says it
            doubts.append(_doubt(lines, learner, FLUSH_RETURN_HINT))
            doubted.add(loop_line)  # its block is named already, by the return that ended it
    for block_line in flush_blocks(tree, laid_out, normalised.line_map):
        if block_line not in doubted:
            doubts.append(_doubt(lines, block_line, FLUSH_BLOCK_HINT))
    tabbed = ambiguous_tab_line(submission)  # a block whose nesting depends on how wide a tab is
    if tabbed is not None:
        doubts.append(_doubt(lines, tabbed, AMBIGUOUS_TABS_HINT))
    for produced_line, array in one_based_loops(tree):
        hint = (
            f"this loop counts from 1 and its last pass reads `{array}` past its end, as the textbook's "
            f"1-based arrays do; here arrays start at 0: write `for i ← 0 to length({array}) - 1` "
            f"with `{array}[i]` for the i-th item"
        )
        doubts.append(_doubt(lines, origin(produced_line, normalised.line_map), hint))
    if "one-based-indexing" in normalised.rules_applied:
        for produced_line, array in past_the_end(tree):
            hint = (
                f"the answer counts array positions from 1, but `{array}` was read counting from 0, so "
                f"`{array}[length of {array}]` is past its end; write its last item as `{array}[-1]` "
                f"or `last item of {array}`"
            )
            doubts.append(_doubt(lines, origin(produced_line, normalised.line_map), hint))
    return _dedupe(doubts)


def syntax_doubts(submission: str, normalised: Normalised) -> list[UnrecognisedLine]:
    """The doubts when the normaliser's Python does not compile: its unrecognised lines, else the
    line the syntax error came from."""
    doubts = list(normalised.unrecognised)
    issue = normalised.error
    if not doubts and issue is not None and issue.source_line:
        lines = submission.replace("\r\n", "\n").split("\n")
        doubts.append(_doubt(lines, issue.source_line, _syntax_hint(issue)))
    return _dedupe(doubts)


def runtime_doubts(
    submission: str, judged: JudgeResult, line_map: Sequence[int], python: str
) -> list[UnrecognisedLine]:
    """Failing tests whose error says our translation, not the learner, went wrong.

    An error raised on a line the normaliser added (``line_map`` 0): the learner did not write that
    line, and the doubt names the nearest line they did. A ``NameError`` or ``AttributeError`` on a
    line they wrote, in pseudocode whose names the static checks found bound: a word the translation
    kept without understanding it (``x.key`` for a node's value, a variable of another function).
    """
    produced = python.split("\n")
    lines = submission.replace("\r\n", "\n").split("\n")
    doubts: list[UnrecognisedLine] = []
    for test in judged.tests:
        # a passed or skipped test, or a failure with nothing to point at, says nothing of our lines
        if test.verdict in (Verdict.AC, Verdict.SKIPPED) or test.error is None:
            continue
        line = test.error.line
        if line is None or not 0 < line <= len(line_map):
            continue
        if line_map[line - 1] != 0:
            hint = _RUNTIME_HINTS.get(test.error.type)
            produced_line = produced[line - 1] if line <= len(produced) else ""
            mapped = line_map[line - 1]
            written = lines[mapped - 1] if mapped <= len(lines) else ""
            renamed = _methods_not_written(produced_line, written)
            if hint is None and test.error.type == "TypeError" and renamed:
                # a method the translation chose for the learner's (JavaScript's variadic `push` read
                # as Python's one-item `append`) called in a way Python refuses: our reading, not theirs
                hint = (
                    f"the translation read this step with Python's `{renamed[0]}`, which refused the "
                    "call; write the step in Python or in another form from docs/pseudocode.md"
                )
            if (
                hint is None
                and test.error.type == "TypeError"
                and _undefined_reached(test.error.message, python)
            ):
                hint = _UNDEFINED_HINT
            if hint is not None:  # a name or a field our translation left unbound
                doubts.append(_doubt(lines, mapped, hint))
            continue
        added = produced[line - 1].strip() if line <= len(produced) else ""
        if added.startswith("raise "):
            continue  # the translation raises on purpose to report the learner's error (a negative index)
        nearest = next((line_map[i] for i in range(line - 1, -1, -1) if line_map[i] > 0), 0)
        text = line_text(lines, nearest)
        doubts.append(
            UnrecognisedLine(
                line=nearest,
                text=text,
                hint=f"the translation added `{added}` for this step and it raised {test.error.type}; "
                "write the step in Python or in another form from docs/pseudocode.md",
            )
        )
    return _dedupe(doubts)


def not_understood(
    doubts: Sequence[UnrecognisedLine],
    signature: Signature,
    *,
    expected: str,
    model_code: str | None = None,
    model_error: str | None = None,
) -> PseudocodeNotUnderstoodError:
    """The 422 answer: which line was not understood and how to write it; our step, not the learner's."""
    shown = [d for d in doubts if d.line > 0][:_MAX_DOUBTS] or list(doubts[:1])
    if shown:
        first = shown[0]
        where = f"line {first.line} (`{_clip(first.text)}`)" if first.line > 0 else "a step"
        more = f" and {len(shown) - 1} more line(s)" if len(shown) > 1 else ""
        message = (
            f"Our pseudocode translation did not understand {where}{more}, so your answer was not "
            f"run or graded: {first.hint}."
        )
    else:
        message = (
            "Our pseudocode translation could not turn this answer into runnable code, so it was not graded."
        )
    if model_code is not None:
        message += f" The model translation failed too ({model_code})."
    details: dict[str, object] = {
        "lines": [d.model_dump() for d in shown],
        "expectedSignature": expected,
    }
    if model_code is not None:
        details["modelTranslation"] = {"errorCode": model_code, "message": model_error}
    return PseudocodeNotUnderstoodError(
        message,
        code=NOT_UNDERSTOOD,
        hint="Rewrite the line(s) named in details.lines (docs/pseudocode.md lists the forms understood), "
        f"or answer in Python with `{expected}`; then resubmit.",
        details=details,
    )


def _methods_not_written(produced_line: str, written: str) -> list[str]:
    """The methods ``produced_line`` calls (``xs.append(...)``) that the learner's line never names."""
    try:
        tree = ast.parse(produced_line.strip())
    except SyntaxError:  # a block header (``for ...:``) alone: read its expression part
        head = produced_line.strip().rstrip(":")
        head = re.sub(r"^(?:if|elif|while|for\s+.+?\s+in|return)\s+", "", head)
        try:
            tree = ast.parse(head)
        except SyntaxError:
            return []
    words = set(_IDENTIFIER.findall(written))
    return [
        node.func.attr
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr not in words
    ]


def _laid_out(submission: str, lines: list[str]) -> list[str]:
    """The submission's lines as the normaliser laid them out: a listing's line numbers and bullets
    are spaces, so the indentation after them is the learner's. The lines as typed when cleaning
    changed how many there are."""
    cleaned = clean_text(submission)[0].split("\n")
    return cleaned if len(cleaned) == len(lines) else lines


def _doubt(lines: Sequence[str], number: int, hint: str) -> UnrecognisedLine:
    return UnrecognisedLine(line=number, text=line_text(lines, number), hint=hint)


def _first_code_line(lines: Sequence[str]) -> int:
    for number, raw in enumerate(lines, 1):
        stripped = raw.strip()
        if stripped and not stripped.startswith(("#", "//", "```")):
            return number
    return 0


def _written_as_such(name: str, submission: str) -> bool:
    """Whether the learner wrote ``name`` as a whole word somewhere, not only inside ``A-B`` compounds."""
    compounds = {m.span() for m in _HYPHENATED.finditer(submission)}
    for match in _IDENTIFIER.finditer(submission):
        if match.group(0) != name:
            continue
        start, end = match.span()
        if not any(a <= start and end <= b for a, b in compounds):
            return True
    return False


def _hint_for_name(
    name: str, submission: str, text: str, *, called: bool, header: bool, param: str, call: str
) -> str:
    if header:
        return (
            f"a procedure header is not a step: write it as `function {call}` (or `procedure`, "
            "`algorithm`), or leave it out; the question gives the method's name and parameters"
        )
    if not _written_as_such(name, submission):
        match = next((m for m in _HYPHENATED.finditer(text) if name in m.group(0).split("-")), None)
        shown = match.group(0) if match is not None else name
        if match is not None and text[match.end() :].lstrip().startswith("("):
            name, called = shown, True  # `DROP-FROM-WINDOW(...)`: a procedure, not a subtraction
        else:
            return (
                f"`{shown}` was read as a subtraction; use a name without hyphens, such as "
                f"`{shown.replace('-', '_')}`, or put spaces around a minus"
            )
    if called:
        return (
            f"`{name}(...)` is not an operation the translation knows: write it in Python (for example "
            "`stack.append(x)`, `queue.pop(0)`), in a form from docs/pseudocode.md, or define "
            f"`{name}` as a function"
        )
    return (
        f"`{name}` is read but never given a value: set it first (for example `{name} ← length({param})`) "
        "or use the name of a parameter"
    )


def _syntax_hint(issue: SyntaxIssue) -> str:
    return (
        f"it could not be turned into Python ({issue.message}); write this step in a form from "
        "docs/pseudocode.md (`x ← value`, `for each x in list`, `if … then`, `return x`) or in Python"
    )


def _dedupe(doubts: Sequence[UnrecognisedLine]) -> list[UnrecognisedLine]:
    seen: set[int] = set()
    kept: list[UnrecognisedLine] = []
    for doubt in sorted(doubts, key=lambda d: (d.line <= 0, d.line)):
        if doubt.line > 0 and doubt.line in seen:
            continue
        seen.add(doubt.line)
        kept.append(doubt)
    return kept


def _clip(text: str, limit: int = 60) -> str:
    return text if len(text) <= limit else text[: limit - 3] + "..."
