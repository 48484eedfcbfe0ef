"""The table mechanism of the English sentence kinds (docs/pseudocode.md, "English").

A sentence kind is a declarative row: the patterns a sentence of that kind matches (whole, case
apart) and a builder that turns the match into Python lines. The builder sees the match, the
context and the two slot parsers (``expr`` for a value, ``cond`` for a test) and returns ``None``
when what the sentence names is unclear, so the next kind is tried and an unknown sentence stays a
named, not-understood line rather than a guess.

The shared slot vocabulary (names, counts, fillers, the only map, verbs that raise or lower) lives
here too, so the kinds' modules read only what is particular to each kind.
"""

from __future__ import annotations

import re
import string
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from assay.grading._pseudocode._base import Ctx

__all__ = [
    "COUNTS",
    "FILLERS",
    "NAME",
    "Build",
    "Expr",
    "Kind",
    "kind",
    "lower_verb",
    "only_map",
    "read_kinds",
    "takes_nodes",
    "template",
]

Expr = Callable[[str, Ctx], str]
Build = Callable[[re.Match[str], Ctx, Expr, Expr], list[str] | None]

NAME = r"[A-Za-z_]\w*"
COUNTS = {"one": 1, "a": 1, "once": 1, "two": 2, "twice": 2, "three": 3, "four": 4, "five": 5}
FILLERS = {"zeros": "0", "zeroes": "0", "ones": "1", "nones": "None", "falses": "False", "trues": "True"}
_LOWER_VERBS = frozenset(
    {
        "subtract",
        "decrease",
        "go down",
        "is decreased",
        "fall",
        "take away",
        "remove",
        "reduce",
        "lower",
        "drop",
        "shrink",
        "cut",
        "goes down",
        "decreases",
        "drops",
        "falls",
        "shrinks",
        "down",
    }
)


@dataclass(frozen=True)
class Kind:
    """One sentence kind: its patterns (the first that matches is built) and its builder."""

    name: str
    patterns: tuple[re.Pattern[str], ...]
    build: Build

    def read(self, s: str, ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
        for pattern in self.patterns:
            m = pattern.fullmatch(s)
            if m is not None:
                return self.build(m, ctx, expr, cond)
        return None


def kind(*patterns: str, flags: int = re.IGNORECASE) -> Callable[[Build], Kind]:
    """Make a builder a table row matching ``patterns`` (whole sentence; ignoring case by default)."""

    def row(build: Build) -> Kind:
        name = build.__name__.strip("_").replace("_", "-")
        return Kind(name, tuple(re.compile(p, flags) for p in patterns), build)

    return row


def template(rule: str, python: str, *patterns: str, flags: int = re.IGNORECASE) -> Kind:
    """A row whose Python is a template: ``{eN}`` is group N read as a value, ``{cN}`` as a test,
    ``{gN}`` as written, and ``{map}`` the one map the answer made (the row does not apply when there
    is not exactly one). Slots are read in the order the template names them."""
    fields = [f for _, f, _, _ in string.Formatter().parse(python) if f]

    def build(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
        slots: dict[str, str] = {}
        if "map" in fields:
            table = only_map(ctx)
            if table is None:
                return None
            slots["map"] = table
        ctx.rule(rule)
        for f in fields:
            if f not in slots:
                group = m.group(int(f[1:])) or ""
                slots[f] = {"e": expr, "c": cond}[f[0]](group, ctx) if f[0] in "ec" else group
        return python.format_map(slots).split("\n")

    return Kind(rule, tuple(re.compile(p, flags) for p in patterns), build)


def read_kinds(kinds: Iterable[Kind], s: str, ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    """The lines of the first kind in ``kinds`` that reads ``s``, or ``None``."""
    for k in kinds:
        lines = k.read(s, ctx, expr, cond)
        if lines is not None:
            return lines
    return None


def only_map(ctx: Ctx) -> str | None:
    """The one map the answer made (not a parameter): what "the map" / "record x" is about."""
    maps = [n for n, k in ctx.kinds.items() if k == "dict" and n not in ctx.params]
    return maps[0] if len(maps) == 1 else None


def takes_nodes(ctx: Ctx) -> bool:
    """Whether the question passes a linked list (names placed on it are nodes)."""
    return any(ctx.kinds.get(p) == "node" for p in ctx.params)


def lower_verb(verb: str) -> bool:
    """Whether a verb of change lowers (``take away``, ``drops``) rather than raises."""
    return re.sub(r"\s+", " ", verb.lower()) in _LOWER_VERBS
