"""Answers said in words (docs/pseudocode.md, "English").

* **said**: ``say false``, ``answer count``, ``reply with best`` — ``return …``, when the words after the
  verb read as one value (``answer starts as a list of zeros`` is not a value, and is left to the
  other rows);
* **true only if**: ``return true only if the stack is empty``, ``give back false only when seen
  has x`` — the truth of the test is the result: ``return len(stack) == 0`` (``return not (…)`` for
  false). "Only" says that the other value is given otherwise, so the line is never read as
  ``if …: return True`` (which would go on when the test fails). Any value other than true or false
  with ``only if`` says nothing about the other case, and is not read.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._base import Ctx
from assay.grading._pseudocode._clause_names import function_noun, known_name
from assay.grading._pseudocode._kinds import Expr, Kind, kind
from assay.grading._pseudocode._readable import is_expression

__all__ = ["ANSWER_WORDS"]


@kind(r"(?:return|give\s+back|answer)\s+(true|false)\s+only\s+(?:if|when|in\s+case)\s+(.+)")
def _only_if(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    test = cond(m.group(2), ctx)
    if not is_expression(test):
        return None
    ctx.rule("return-only-if")
    return [f"return {test}" if m.group(1).lower() == "true" else f"return not ({test})"]


@kind(r"(?:say|answer|reply(?:\s+with)?|respond\s+with)\s+(.+?)\s*[.!]?")
def _said(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    value = cond(m.group(1), ctx)
    if not is_expression(value) or re.match(
        r"(?:is|are|was|=|with|to|of|for|as)\b", m.group(1), re.IGNORECASE
    ):
        return None  # `answer is x`, `answer starts as …`: a name called answer, read by other rows
    ctx.rule("return-words")
    return [f"return {value}"]


@kind(r"(?:the\s+)?([A-Za-z]+)\s+is\s+(?!the\b|a\b|an\b|not\b|empty\b|in\b)(.+?)\s*[.!]?")
def _what_it_computes(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    # `if node is empty, the depth is 0` in a procedure named for the depth (`max_depth`, `depth`):
    # the noun its name computes is its answer, when no name of the learner's is called that
    nouns = {function_noun(f) or f.lower() for f in ctx.functions}
    noun = m.group(1).lower()
    if len(ctx.functions) != 1 or noun not in nouns or known_name(m.group(1), ctx) or noun in ctx.kinds:
        return None
    value = expr(m.group(2), ctx)
    if not is_expression(value):
        return None
    ctx.rule("return-words")
    return [f"return {value}"]


ANSWER_WORDS: tuple[Kind, ...] = (_only_if, _said, _what_it_computes)
