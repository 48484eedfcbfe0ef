"""The shapes a line of pseudocode becomes, and the splitting of a header from its body (docs/pseudocode.md).

A line opens a block (:class:`Header`), closes one (:class:`Closer`) or is a statement
(:class:`Stmt`); simple statements themselves are read in ``_simple_steps``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from assay.grading._pseudocode._cfor import CLoop
from assay.grading._pseudocode._expr import find_top

__all__ = [
    "Closer",
    "Header",
    "Stmt",
    "balanced_outer",
    "paren_split",
    "split_body",
]

_I = re.IGNORECASE


@dataclass
class Header:
    """A line that opens a block.

    Attributes:
        kind: ``if elif else for while repeat do func class try except``.
        python: the Python header without the colon (``""`` for transparent blocks).
        inline: statements written on the same line (the block is then already complete).
        braced: the line ended with ``{``.
        pre: Python lines to emit before the header (a C ``for``'s initialiser).
        footer: Python lines to append to the body when the block closes.
        name, params: a function's name and the user's parameter names.
        cloop: a C ``for`` header, settled into ``range`` or ``while`` once its body is known.
    """

    kind: str
    python: str
    inline: list[str] = field(default_factory=list)
    braced: bool = False
    pre: list[str] = field(default_factory=list)
    footer: list[str] = field(default_factory=list)
    name: str = ""
    params: list[str] = field(default_factory=list)
    cloop: CLoop | None = None


@dataclass
class Closer:
    """A line that closes a block (``end for``, ``}``, ``until c``, ``} while (c)``).

    Attributes:
        families: block kinds it may close (``None``: the innermost block).
        braced: it is a ``}``.
        footer: a Python line to append to the closed block first (``if c: break``).
        text: the line as written, for notes.
    """

    families: set[str] | None
    braced: bool = False
    footer: str | None = None
    text: str = ""


@dataclass
class Stmt:
    """One pseudocode statement as Python lines (usually one)."""

    lines: list[str]


def balanced_outer(s: str) -> bool:
    """Whether ``s`` is one parenthesised group ``( … )``."""
    if not (s.startswith("(") and s.endswith(")")):
        return False
    depth = 0
    for i, ch in enumerate(s):
        depth += ch == "("
        depth -= ch == ")"
        if depth == 0 and i < len(s) - 1:
            return False
    return True


def split_body(s: str, keyword: str) -> tuple[str, str] | None:
    """Split ``head KEYWORD body`` (or ``head: body``) at depth 0; ``None`` when neither appears."""
    found = [
        m
        for m in (
            find_top(s, rf"\s*,?\s*\b{keyword}\b\s*", _I),  # `if x > 0, then …`: the comma is the separator's
            find_top(s, r"\s+->\s*"),
            find_top(s, r"\s*:\s*"),
        )
        if m is not None
    ]
    if not found:
        return None
    m = min(found, key=lambda f: f.start())  # the first separator: `if c: x, then y` splits at `:`
    return s[: m.start()].strip(), s[m.end() :].strip()


# a one-line loop closes itself: `for j ← 0 to n do a[j] ← 0; b[j] ← 0 end for` (only the words
# that name a loop count: a bare `end`/`done` may be the learner's variable, `hi ← end`)
_OWN_LOOP_END = re.compile(r"(?<=\S)\s+end\s*[-_]?\s*(?:for|while|loop)\s*;?\s*$", _I)


def without_own_end(body: str) -> str:
    """A one-line loop's body without the ``end for`` / ``end while`` that closes it on its line."""
    return _OWN_LOOP_END.sub("", body)


def paren_split(rest: str) -> tuple[str, str] | None:
    """``(cond) stmt`` (C without braces) → ``("(cond)", "stmt")``; ``None`` when not that shape."""
    if not rest.startswith("("):
        return None
    depth = 0
    for k, ch in enumerate(rest):
        depth += ch == "("
        depth -= ch == ")"
        if depth == 0:
            after = rest[k + 1 :].strip()
            joins = r"^(?:then|do|and|or|not|in|is|of|from|over|to|downto|down|step|by|mod|div|xor)\b"
            if not after or re.match(joins, after, _I) or re.match(r"^[-+*/%<>=!&|.\[:{?\u2190,]", after):
                return None
            return rest[: k + 1], after
    return None
