"""The deterministic pseudocode normaliser: phone-typed pseudocode in, runnable ``class Solution`` out.

No model is involved: the same text always gives the same Python. The steps are

1. valid Python with a ``class Solution`` is returned unchanged;
2. characters are cleaned (smart quotes, arrows, ``≠ ≤ ≥``, tabs) and strings hidden;
3. each logical line is classified (block header, closer, statement) and rewritten;
4. blocks are rebuilt from whichever the user gave: ``end``/``}`` closers, indentation, or both
   (``_blocks``);
5. the result is wrapped into ``class Solution`` with the question's typed signature (``_emit``)
   and compiled.

This module holds the pipeline itself and its never-raise door; each step lives in its own module.

When the result does not compile, :func:`normalise` says where (``ok=False``) so the pipeline can
ask a model to translate instead. The dialect is documented in ``docs/pseudocode.md``.
"""

from __future__ import annotations

import ast
import logging
import re
from collections.abc import Iterator

from assay.grading._pseudocode._after_loop import after_loop_steps
from assay.grading._pseudocode._after_return import procedure_ends
from assay.grading._pseudocode._answer_made import answer_made
from assay.grading._pseudocode._asides import asides
from assay.grading._pseudocode._base import compile_quietly
from assay.grading._pseudocode._blocks import Builder, arrows
from assay.grading._pseudocode._c_colon_equals import colon_equals
from assay.grading._pseudocode._c_lua_slips import lua_slips
from assay.grading._pseudocode._c_operator_words import operator_words
from assay.grading._pseudocode._capital_keywords import keywords_lowered, line_capitals_lowered
from assay.grading._pseudocode._cfamily import translate_cfamily
from assay.grading._pseudocode._cfor import settle
from assay.grading._pseudocode._check import HINT_SYNTAX, unrecognised
from assay.grading._pseudocode._clean import clean_text
from assay.grading._pseudocode._dialects import c_marked_lines
from assay.grading._pseudocode._drafts import drafts_dropped
from assay.grading._pseudocode._emit import emit, flatten
from assay.grading._pseudocode._equation_defs import defined_by_equation
from assay.grading._pseudocode._exam import exam_dialects
from assay.grading._pseudocode._expr import Ctx, collection_kinds
from assay.grading._pseudocode._forum_framing import forum_framing
from assay.grading._pseudocode._function_headers import parse_function_header
from assay.grading._pseudocode._grids import inside_grid
from assay.grading._pseudocode._inline_loop_body import inline_loop_bodies
from assay.grading._pseudocode._inputs import algorithm_box
from assay.grading._pseudocode._item_loops import item_loops
from assay.grading._pseudocode._java_names import java_names
from assay.grading._pseudocode._keyboard_layouts import read_layout_slips
from assay.grading._pseudocode._late_helpers import late_helpers, named_helpers
from assay.grading._pseudocode._layout import (
    described_steps,
    mark_bare_headers,
    split_definitions,
    switches,
)
from assay.grading._pseudocode._lex import logical_lines
from assay.grading._pseudocode._literals import outside_literals
from assay.grading._pseudocode._loop_words import loop_words
from assay.grading._pseudocode._lua import reads_as_lua
from assay.grading._pseudocode._made_loops import made_loops
from assay.grading._pseudocode._map_contents import map_contents
from assay.grading._pseudocode._models import (
    Normalised,
    SyntaxIssue,
    SyntaxIssueCode,
    UnrecognisedLine,
)
from assay.grading._pseudocode._noun_names import noun_names
from assay.grading._pseudocode._paragraph_sentences import paragraph_sentences
from assay.grading._pseudocode._param_kinds import kind_of_type
from assay.grading._pseudocode._phone_capitals import every_line_capitalised
from assay.grading._pseudocode._plan_above import plan_as_comments
from assay.grading._pseudocode._program import stops_outside_loops, whole_program
from assay.grading._pseudocode._python_form import pseudocode_in_python_form
from assay.grading._pseudocode._r_habits import reads_as_r
from assay.grading._pseudocode._result_arrows import result_arrows
from assay.grading._pseudocode._runner_names import runner_names
from assay.grading._pseudocode._said_in_passing import said_in_passing
from assay.grading._pseudocode._same_for_side import same_for_side
from assay.grading._pseudocode._sequence_words import sequence_openers
from assay.grading._pseudocode._slips import read_slips
from assay.grading._pseudocode._sorted_letters import anagram_words
from assay.grading._pseudocode._spoken_plan import spoken_plan
from assay.grading._pseudocode._squeeze import shaped
from assay.grading._pseudocode._step_flow import step_flow
from assay.grading._pseudocode._step_lists import read_step_labels
from assay.grading._pseudocode._swapped import swapped_letters
from assay.grading._pseudocode._take_ends import container_roles
from assay.grading._pseudocode._taken_it import taken_it
from assay.grading._pseudocode._titles import titled
from assay.grading._pseudocode._trailing_quantifier import trailing_quantifiers
from assay.grading._pseudocode._value_examples import value_examples
from assay.grading._pseudocode._walked_inputs import walked_inputs
from assay.grading._pseudocode._worked_examples import worked_examples
from assay.judge import Signature

__all__ = ["compile_issue", "has_solution_class", "normalise", "not_read"]

log = logging.getLogger(__name__)


def has_solution_class(source: str) -> bool:
    """Whether ``source`` parses as Python and defines ``class Solution`` at top level."""
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError):  # (nesting thousands deep raises on: normalise gives up at once)
        return False
    return any(isinstance(n, ast.ClassDef) and n.name == "Solution" for n in tree.body)


def compile_issue(source: str, line_map: list[int] | None = None) -> SyntaxIssue | None:
    """The syntax error of ``source`` (``None`` when it compiles)."""
    try:
        compile_quietly(source, "<solution>")
    except SyntaxError as exc:
        line = exc.lineno
        src = None
        if line_map and line is not None and 0 < line <= len(line_map):
            src = line_map[line - 1] or None
        text = source.split("\n")[line - 1] if line and 0 < line <= source.count("\n") + 1 else None
        return SyntaxIssue(message=exc.msg, line=line, col=exc.offset, source_line=src, text=text)
    except ValueError as exc:  # e.g. NUL bytes
        return SyntaxIssue(message=str(exc))
    return None


def normalise(text: str, signature: Signature) -> Normalised:
    """Turn a submission (Python or pseudocode) into runnable ``class Solution`` Python.

    Args:
        text: the submission as typed.
        signature: the question's method (``method``, ``params[name, type]``, ``returns``).

    Returns:
        The Python, whether it compiles, which rules fired and notes on the guesses made.
        Valid Python that already defines ``class Solution`` comes back unchanged. Never raises on
        user text: should a rule fail, the result says the text was not understood (our fault, so
        every line is listed as unrecognised and nothing runs).
    """
    try:
        return _normalise(text, signature)
    except RecursionError:
        # an expression nested thousands deep (`return x+x+…`): no learner writes one, and reading on
        # past Python's parser let quadratic rules run for a minute (docs/pseudocode.md, "Bounded reading")
        log.info("a submission nests too deep for the parser; passed on as not understood")
    except Exception:  # a defect in a rule must not become the learner's failing grade
        log.exception("the pseudocode normaliser failed; the submission is passed on as not understood")
    return not_read(text)


def not_read(
    text: str,
    *,
    message: str = "the normaliser could not read this submission",
    hint: str = HINT_SYNTAX,
    code: SyntaxIssueCode = SyntaxIssueCode.NORMALISER_FAILED,
) -> Normalised:
    """Every line of ``text`` listed as not understood: our reading failed, not the learner (a rule's
    defect, or a reading stopped at its deadline: docs/grading.md, "Reading pseudocode")."""
    lines = text.replace("\r\n", "\n").split("\n")
    return Normalised(
        python=text,
        ok=False,
        changed=False,
        error=SyntaxIssue(code=code, message=message),
        unrecognised=[
            UnrecognisedLine(line=k, text=line.strip(), hint=hint)
            for k, line in enumerate(lines, start=1)
            if line.strip()
        ],
    )


def _cfamily_readings(text: str) -> Iterator[tuple[str, list[str]]]:
    """The text as written, then as a C-family parser may accept it once a learner's habit is read,
    each with the rules that name the reading; computed only as far as they are asked for."""
    yield text, []
    yield keywords_lowered(text), ["capital-keywords"]  # `FOR (INT i = 0; …)`: its keywords in capitals
    yield line_capitals_lowered(text), ["capital-keywords"]  # `While (…) {`: a phone's first capital
    yield colon_equals(text), ["colon-equals"]  # `int tomados := 0;`: Pascal's assignment in Java
    yield lua_slips(text), ["lua-in-c"]  # `i < #text`, `a ~= null`: Lua's length and not-equal in C
    planned = plan_as_comments(text)  # `- I move i up` above `function f(h) {`
    yield planned, ["plan-above-code"]
    plan_rules = ["plan-above-code"] if planned != text else []
    yield operator_words(planned), ["operator-words", *plan_rules]  # `merged.size() minus 1` in Java
    # `intervals.Lenght` in C#: a member typed with two letters swapped, read as the line rules read it
    yield outside_literals(text, lambda code: swapped_letters(code)[0]), ["swapped-letters"]


def _parse_cfamily(text: str, signature: Signature) -> Normalised | None:
    """The first reading of ``text`` the C-family parser accepts; each distinct reading is parsed once."""
    tried: set[str] = set()
    for reading, rules in _cfamily_readings(text):
        if reading in tried:
            continue
        tried.add(reading)
        parsed = translate_cfamily(reading, signature)
        if parsed is not None:
            parsed.rules_applied.extend(rules)
            if "swapped-letters" in rules:
                parsed.notes.extend(swapped_letters(outside_literals(text, lambda code: code))[1])
            return parsed
    return None


def _normalise(text: str, signature: Signature) -> Normalised:
    if not text.strip():
        return Normalised(
            python=text,
            ok=False,
            error=SyntaxIssue(code=SyntaxIssueCode.EMPTY, message="the submission is empty"),
        )
    if has_solution_class(text) and not pseudocode_in_python_form(text, signature):
        return Normalised(python=text, ok=True, changed=False, line_map=list(range(1, text.count("\n") + 2)))
    # every rule reads the text with its runs of blanks and its words bounded (docs/pseudocode.md,
    # "Bounded reading"): a long run made some rules cubic
    bounded = shaped(text)
    # `…(0)ç`: a Portuguese keyboard's `;`, read before every other rule (_keyboard_layouts)
    return bounded.restored_result(read_layout_slips(bounded.text, lambda code: _read(code, text, signature)))


def _read(text: str, typed: str, signature: Signature) -> Normalised:
    """What the rules make of ``text``, the submission ``typed`` as :func:`shaped` bounds it."""
    parsed = _parse_cfamily(text, signature)  # C-family code a real parser accepts (docs/pseudocode.md)
    if parsed is not None:
        return parsed
    stepped = read_step_labels(text, [p.name for p in signature.params])  # docs/pseudocode.md, "Step lists"
    cleaned, clean_rules = clean_text(stepped[0] if stepped else text, [p.name for p in signature.params])
    ctx = Ctx()
    for rule in clean_rules:
        ctx.rule(rule)
    readings: list[tuple[str, str]] = []
    cleaned = outside_literals(cleaned, lambda code: read_slips(code, readings))
    for rule, note in readings:
        ctx.rule(rule)
        ctx.note(note)
    bounded = outside_literals(cleaned, lambda code: inside_grid(code, signature))  # `(nx, ny) inside grid`
    if bounded != cleaned:
        cleaned = bounded
        ctx.rule("grid-bounds")
    boxed = algorithm_box(cleaned, [p.name for p in signature.params])
    if boxed != cleaned:
        cleaned = boxed
        ctx.rule("algorithm-box")
    if has_solution_class(cleaned) and not pseudocode_in_python_form(cleaned, signature):
        return Normalised(
            python=cleaned,
            ok=True,
            changed=cleaned != typed,
            rules_applied=ctx.rules,
            line_map=list(range(1, cleaned.count("\n") + 2)),
        )
    for p in signature.params:
        kind = kind_of_type(p.type)
        if kind:
            ctx.kinds[p.name] = kind
        ctx.params.add(p.name)
        if kind == "list" or p.type.strip() == "str":
            ctx.sequences.append(p.name)
    ctx.sequence = ctx.sequences[0] if ctx.sequences else None
    lines, dialect_rules = exam_dialects(logical_lines(cleaned))  # docs/pseudocode.md, "Exam-board dialects"
    if stepped:
        lines, step_rules = step_flow(lines, stepped[1])
        dialect_rules += step_rules
    for rule in dialect_rules:
        ctx.rule(rule)
    lines = described_steps(
        defined_by_equation(split_definitions(switches(trailing_quantifiers(lines))), signature.method)
    )
    # (numbered lines, `2  local lo, hi = 1, #nums`, read as Lua once the cleaning took their numbers off)
    ctx.lua = reads_as_lua(text) or "lua" in clean_rules
    ctx.r_lang = reads_as_r(text)
    ctx.phone_capitalised = every_line_capitalised(text)
    ctx.returns_list = signature.returns.replace(" ", "").startswith(("List[", "list["))
    ctx.javascript = (
        re.search(
            # (`a[i] => b` is never an arrow, whose parameters end in a name or `)`: a `>=` typed backwards)
            r"===|!==|(?<!\])(?<!\]\s)(?<!\]\s\s)=>"
            r"|\bconst\s+(?:\[|[A-Za-z_]\w*\s*(?:=|\bof\b|\bin\b))|\b(?:let|var)\s+[A-Za-z_]\w*\s*=.*;\s*$"
            r"|\bfunction\s+\w+\s*\([^)]*\)\s*\{",
            cleaned,
            re.M,
        )
        is not None
    )
    # a `;`-ended Pascal or textbook answer (`if n = 0 then return 0;`) is not C: its `=` compares
    # and its arrays may count from 1. One that also assigns with a plain `=` keeps C's reading
    # (docs/pseudocode.md, "Pascal and Delphi")
    ctx.equals_compares = (
        re.search(r":=|←", cleaned) is not None
        and re.search(
            r"^[ \t]*(?:(?:let|var|const|int|long|double|auto)\s+)?"
            r"[A-Za-z_][\w.]*\s*(?:\[.*\])?\s*[-+*/]?=(?!=)",
            cleaned,
            re.M,
        )
        is None
    )
    ctx.c_like = ctx.javascript or (
        not ctx.equals_compares
        and (
            re.search(
                r"[{;]\s*$|\bfor\s*\(|^[ \t]*(?:int|long|double|bool|boolean|char|String|auto)\s+\w",
                cleaned,
                re.M,
            )
            is not None
        )
    )
    collection_kinds(cleaned, ctx)
    ctx.java = java_names(cleaned)  # which of Java's `List.remove` each call is (`_java_lists`)
    ctx.roles = container_roles(cleaned)  # a queue is taken from at its front (`_take_ends`)
    # docs/pseudocode.md, "Conventions read since round 9 was opened": `sum … → total`, `where f(a):`
    if result_arrows(lines, [p.name for p in signature.params]):
        ctx.rule("result-arrow")
    if named_helpers(lines):
        ctx.rule("named-helper")
    if late_helpers(lines):  # docs/pseudocode.md, "Functions and the `class Solution` wrapper"
        ctx.rule("late-helper")
    mark_bare_headers(lines, signature)
    # docs/pseudocode.md, "English": a title, a step after a loop, words beside a step, a noun as a name
    lines = noun_names(
        asides(
            after_loop_steps(
                made_loops(
                    said_in_passing(
                        anagram_words(
                            sequence_openers(
                                paragraph_sentences(
                                    titled(
                                        spoken_plan(
                                            runner_names(
                                                worked_examples(
                                                    value_examples(
                                                        map_contents(forum_framing(drafts_dropped(lines)))
                                                    )
                                                )
                                            )
                                        ),
                                        signature,
                                    )
                                )
                            )
                        )
                    )
                )
            )
        ),
        signature.method,
    )
    lines = item_loops(
        loop_words(walked_inputs(taken_it(same_for_side(inline_loop_bodies(answer_made(lines)))), signature)),
        signature,
    )
    for line in lines:
        fn = parse_function_header(arrows(line.code, Ctx()), bare=line.header, any_name=line.header)
        if fn is None:
            continue
        original = re.match(r"^\W*(?:[\w:]+\s+)*?([A-Za-z_][\w-]*)\s*\(", line.code)
        if original and "-" in original.group(1):
            ctx.hyphenated[original.group(1)] = fn[0]
        ctx.functions[fn[0]] = fn[0]
        if len(fn[1]) == len(signature.params):
            for user, param in zip(fn[1], signature.params, strict=True):
                kind = kind_of_type(param.type)
                if kind:
                    ctx.kinds.setdefault(user, kind)
    root = Builder(ctx, c_marked_lines(cleaned), cleaned).build(lines)
    if settle(root):
        ctx.rule("c-style-for-while")
    procedure_ends(root, ctx, cleaned)  # `Return answer.` then a remark; `Print true` as the answer
    if not any(n.kind != "comment" for n in flatten(root)):
        return Normalised(
            python=typed,
            ok=False,
            changed=False,
            rules_applied=ctx.rules,
            notes=ctx.notes,
            error=SyntaxIssue(
                code=SyntaxIssueCode.ONLY_COMMENTS, message="the submission holds no code, only comments"
            ),
        )
    out = emit(root, signature, ctx)
    python = "\n".join(out.lines) + "\n"
    line_map = out.src
    python = stops_outside_loops(python, ctx)
    issue = compile_issue(python, line_map)
    if issue is None:
        python, line_map = whole_program(python, line_map, signature, out.user_params, cleaned, ctx)
        issue = compile_issue(python, line_map)
    return Normalised(
        python=python,
        ok=issue is None,
        changed=True,
        rules_applied=ctx.rules,
        notes=ctx.notes,
        error=issue,
        line_map=line_map,
        unrecognised=unrecognised(python, line_map, typed, issue is None, dropped=out.dropped_returns),
    )
