"""The checks a line fill-in must pass before its program may run (docs/pseudocode.md, "Line fill-in").

Each answer must be one line of its placeholder's kind (:func:`statement_shape`) that translates its
own sentence and no other (:func:`off_the_line`); the spliced program must compile, keep every line
the normaliser produced as it was, bind every name the filled lines read, and add no no-blame doubt
or fidelity drift (:func:`check_spliced`). Separate from ``_translate_lines``, which builds the
placeholders, asks the model and splices its answer: these are the pure judgements on that answer.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from typing import Literal

from assay.grading._pseudocode._base import compile_quietly
from assay.grading._pseudocode._check import KNOWN_NAMES, bound_names, unrecognised
from assay.grading._pseudocode._models import Normalised
from assay.grading._pseudocode._no_blame import static_doubts
from assay.grading._pseudocode._translate_fidelity import fidelity_drifts
from assay.judge import Signature

__all__ = ["Slot", "SlotKind", "check_spliced", "off_the_line", "statement_shape"]

_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")

_BLOCK_HEADERS = (ast.If, ast.For, ast.While)
SlotKind = Literal["statement", "header", "inline"]
_FORBIDDEN = (
    ast.Global,
    ast.Nonlocal,
    ast.FunctionDef,
    ast.AsyncFunctionDef,
    ast.ClassDef,
    ast.Import,
    ast.ImportFrom,
    ast.Pass,
)


@dataclass(frozen=True, slots=True)
class Slot:
    id: int
    source_line: int
    start: int  # 0-based, in the normaliser's lines
    end: int  # exclusive
    indent: str
    kind: SlotKind
    text: str


def _parse_one_line(code: str, kind: SlotKind) -> ast.Module:
    """``code`` parsed as the slot's kind: a header gets a stub body, ``elif``/``else`` a stub ``if``."""
    words = code.split()
    opener = words[0].split(":", 1)[0] if words else ""
    prefix = "if True:\n    pass\n" if kind != "statement" and opener in ("elif", "else") else ""
    suffix = "\n    pass\n" if kind == "header" else "\n"
    return ast.parse(prefix + code + suffix)


def _inline_shape(code: str) -> str | None:
    if code.rstrip().endswith(":"):
        return "a header without the step the same sentence does"
    try:
        tree = _parse_one_line(code, "inline")
    except (SyntaxError, ValueError):
        return "a header with its step that does not parse"
    node = tree.body[0]
    if len(tree.body) != 1 or not isinstance(node, _BLOCK_HEADERS):
        return "not a block header with its step on the same line"
    if any(isinstance(n, _FORBIDDEN) for n in ast.walk(node)):
        return f"`{code}`, which drops the step or changes the other lines' meaning"
    return None


def statement_shape(code: str, kind: SlotKind) -> str | None:
    """Why ``code`` is not one line of the right kind, or ``None`` when it is."""
    if "\n" in code or "\r" in code:
        return "several lines for one placeholder"
    if not code or code.startswith("#"):
        return "an empty line (the step would be dropped)"
    if code.rstrip().endswith("\\"):
        return "a line continued onto the next"
    if kind == "inline":
        return _inline_shape(code)
    if kind == "header":
        if not code.rstrip().endswith(":"):
            return "a statement where the pseudocode opens a block"
        try:
            tree = _parse_one_line(code, "header")
        except (SyntaxError, ValueError):
            return "a header that does not parse"
        if len(tree.body) != 1 or not isinstance(tree.body[0], _BLOCK_HEADERS):
            return "a header of a kind a pseudocode step cannot open"
        return None
    if code.rstrip().endswith(":"):
        return "a block header where the pseudocode has one statement"
    try:
        tree = ast.parse(code)
    except (SyntaxError, ValueError):
        return "a statement that does not parse"
    if len(tree.body) != 1:
        return "several statements for one placeholder"
    stmt = tree.body[0]
    if isinstance(stmt, ast.If | ast.For | ast.While | ast.With | ast.Try | ast.Match):
        return "a block where the pseudocode has one statement"
    if isinstance(stmt, _FORBIDDEN):
        return f"`{code}`, which drops the step or changes the other lines' meaning"
    if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant):
        return "a constant in place of the step"
    return None


def _own(node: ast.stmt) -> str:
    """The statement without its nested blocks: what the normaliser's line itself says."""
    shallow = {
        name: value
        for name, value in ast.iter_fields(node)
        if name not in ("body", "orelse", "finalbody", "handlers", "cases")
    }
    return f"{type(node).__name__}:" + ";".join(
        f"{k}={ast.dump(v) if isinstance(v, ast.AST) else _dump_list(v)}" for k, v in sorted(shallow.items())
    )


def _dump_list(value: object) -> str:
    if isinstance(value, list):
        return "[" + ",".join(ast.dump(v) if isinstance(v, ast.AST) else repr(v) for v in value) + "]"
    return repr(value)


def _statements(tree: ast.Module, skip: set[int]) -> list[tuple[int, int, str]]:
    return sorted(
        (node.lineno, node.col_offset, _own(node))
        for node in ast.walk(tree)
        if isinstance(node, ast.stmt) and node.lineno not in skip
    )


def _words(text: str) -> set[str]:
    return set(_WORD.findall(text)) | {w.lower() for w in _WORD.findall(text)}


def _names_of(code: str, kind: SlotKind) -> tuple[set[str], set[str]]:
    """The names one filled line reads and the names it sets."""
    tree = _parse_one_line(code, kind)
    reads: set[str] = set()
    sets: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and node.id != "True":
            (reads if isinstance(node.ctx, ast.Load) else sets).add(node.id)
    return reads, sets


def off_the_line(slot: Slot, code: str, scope: set[str], wanted: set[str]) -> str | None:
    """Why ``code`` is not a translation of the slot's own sentence, or ``None``.

    A small model sometimes answers with another line of the program (the line below, the loop's
    update): every variable the answer uses must be named by the sentence (or be a name the other
    lines read and nothing sets, which the sentence was to set), and every variable the sentence
    names must be used.
    """
    words = _words(slot.text)
    reads, sets = _names_of(code, slot.kind)
    foreign = sorted(
        n for n in reads | sets if n not in words and n not in KNOWN_NAMES and not (n in sets and n in wanted)
    )
    if foreign:
        return f"the answer uses {', '.join(f'`{n}`' for n in foreign)}, which its pseudocode does not name"
    missing = sorted(n for n in scope & words if n not in reads | sets)
    if missing:
        return f"the answer leaves out {', '.join(f'`{n}`' for n in missing)}, which its pseudocode names"
    return None


def _unbound(tree: ast.Module, filled_at: list[int]) -> list[str]:
    """Names the filled lines read that nothing in the program binds."""
    bound = bound_names(tree) | KNOWN_NAMES
    at = set(filled_at)
    return sorted(
        {
            node.id
            for node in ast.walk(tree)
            if isinstance(node, ast.Name)
            and isinstance(node.ctx, ast.Load)
            and node.lineno in at
            and node.id not in bound
        }
    )


def check_spliced(
    text: str,
    python: str,
    line_map: list[int],
    at: list[int],
    skeleton: ast.Module,
    skeleton_at: list[int],
    skeleton_python: str,
    signature: Signature,
) -> str | None:
    """Why the spliced program may not run as the learner's, or ``None`` when it may."""
    try:
        tree = ast.parse(python)
        compile_quietly(tree, "<solution>")
    except (SyntaxError, ValueError) as exc:
        return f"the spliced program does not compile ({exc})"
    if _statements(tree, set(at)) != _statements(skeleton, set(skeleton_at)):
        return "a line the normaliser produced reads differently once the lines are filled in"
    unbound = _unbound(tree, at)
    if unbound:
        return f"the filled lines read {', '.join(f'`{n}`' for n in unbound)}, which nothing binds"
    spliced = Normalised(python=python, ok=True, changed=True, line_map=line_map)
    spliced = spliced.model_copy(update={"unrecognised": unrecognised(python, line_map, text, True)})
    doubts = static_doubts(text, spliced, signature)
    if doubts:
        return f"our checks still doubt line {doubts[0].line}: {doubts[0].hint}"
    before = {d.message for d in fidelity_drifts(text, skeleton_python)}
    added = [d.message for d in fidelity_drifts(text, python) if d.message not in before]
    if added:
        return "the filled lines change the pseudocode's logic: " + "; ".join(added)
    return None
