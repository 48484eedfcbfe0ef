"""A braceless C ``if``/``else``/``for``/``while`` governs one statement (docs/pseudocode.md, "Blocks").

An answer the C-family parser refuses is read by the line rules, which keep a header with no body on
its line open until something closes it: an ``end if``, a dedent, a ``}``. A braceless ``if(c)``
typed flush left (``if(a[i]==t)`` / ``return i;`` / ``i=i+1;`` / ``}``) then took every later line up
to the enclosing ``}`` as its body, and a correct answer was graded wrong with no doubt raised. In
C such a header governs exactly one statement, so in an answer whose blocks are braces (a ``}``
closer, and no ``end if``/``fi``/``done`` that could say where a block ends) a C-shaped header
(``if (…)``, ``else if (…)``, ``else``, ``for (…)``, ``while (…)``) whose next line is not indented
past it takes that one statement: a line, a block with its braces, or another braceless header with
its own one statement, and an ``else`` after it goes with the innermost ``if`` (C's dangling else).
A next line indented past the header is a Python-style block, which the indentation ends as before;
a next-line ``{`` makes the header a braced one.

The state lives here, keyed by the blocks' identities; ``_blocks.Builder`` calls it at four points:
before each item, after a step, after a header opens and after a block is popped.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from assay.grading._pseudocode._cfor import Node
from assay.grading._pseudocode._stmt import Closer, Header, Stmt

__all__ = ["BracelessBodies", "brace_blocks"]

# `if (…)`, `else if (…)`, `elif (…)`, `while (…)`, `for (…)`: the condition in brackets, nothing after
_C_HEADER = re.compile(r"^(?:if|else\s*if|elif|while|for)\s*\(.*\)$", re.IGNORECASE)
# a closer made of words says where a block ends, so the answer's own layout is read instead
_WORD_CLOSER = re.compile(
    r"^\s*(?:end\b|end[a-z]+\b|od\b|done\b|fi\b|next\b|wend\b|loop\b|until\b|repeat\s+until\b|\[\s*end\b)",
    re.IGNORECASE | re.MULTILINE,
)
_BRACE_CLOSER = re.compile(r"^\s*\}", re.MULTILINE)
_KINDS = {"if", "elif", "else", "for", "while"}


def brace_blocks(text: str) -> bool:
    """Whether the answer's blocks are braces: a line starts with ``}`` and no closer is a word."""
    return _BRACE_CLOSER.search(text) is not None and _WORD_CLOSER.search(text) is None


class BracelessBodies:
    """Which open blocks are braceless C headers, and which of them have their one statement."""

    def __init__(self, stack: list[Node], pop: Callable[[], Node], enabled: bool) -> None:
        self.stack = stack  # the builder's own stack of open blocks
        self.pop = pop  # the builder's pop (a loop's footer goes in; ``popped`` is called)
        self.enabled = enabled
        self.candidates: set[int] = set()  # opened; the next line says whether C's rule applies
        self.single: set[int] = set()  # governs one statement
        self.done: set[int] = set()  # has it; popped at the next line that is not an `else`
        self.c_ifs: set[int] = set()  # braced or braceless C `if`s, which a bare `else` continues

    def header_opened(self, item: Header, code: str, block: Node, siblings: list[Node]) -> None:
        """A header just opened as ``block``, the last of ``siblings`` (on the stack when its body is
        on later lines)."""
        if not self.enabled:
            return
        c_header = _C_HEADER.match(code.strip()) is not None
        if item.kind in ("if", "elif") and (block.braced or c_header):
            self.c_ifs.add(id(block))
        if item.inline or block.braced:
            self.statement_ended(block)  # `if (x) return i;` is a whole statement
            return
        before = [n for n in siblings if n.kind != "comment"][-2:-1]
        bare_else = item.kind == "else" and code.strip().lower() == "else"
        if bare_else and before and id(before[0]) in self.c_ifs:
            c_header = True
        if item.kind in _KINDS and c_header:
            self.candidates.add(id(block))

    def brace(self) -> None:
        """A lone ``{``: the header it follows (nothing in its body yet) is a braced one."""
        top = self.stack[-1] if self.stack else None
        if top is None or top.braced or any(c.kind != "comment" for c in top.children):
            return
        top.braced = True
        self.candidates.discard(id(top))
        self.single.discard(id(top))

    def before(self, item: Header | Stmt | Closer, ind: int, middle: bool) -> Node | None:
        """Settle the blocks before ``item`` (at indentation ``ind``) goes in.

        Returns the ``if`` an ``else`` goes with when C's dangling-else rule placed it (its container
        is then the stack's top, and the builder opens the ``else`` right after it), else ``None``.
        """
        top = self.stack[-1] if self.stack else None
        if top is not None and id(top) in self.candidates:
            self.candidates.discard(id(top))
            if ind <= top.header_ind:  # not indented under it: C's one statement
                self.single.add(id(top))
        if not self.done:
            return None
        if middle and isinstance(item, Header) and item.kind in ("else", "elif"):
            placed = self._dangling_else()
            if placed is not None:
                return placed
        while self.stack and id(self.stack[-1]) in self.done:
            self.pop()
        return None

    def popped(self, block: Node) -> None:
        """The builder popped ``block``: it is one statement of the block under it."""
        self.candidates.discard(id(block))
        self.single.discard(id(block))
        self.done.discard(id(block))
        self.statement_ended(block)

    def statement_ended(self, finished: Node | None = None) -> None:
        """A step or a whole block (``finished``) went into the top block: one statement is there."""
        top = self.stack[-1] if self.stack else None
        if top is not None and top is not finished and id(top) in self.single:
            self.done.add(id(top))

    def _dangling_else(self) -> Node | None:
        """Close the finished blocks down to the ``if`` this ``else`` goes with (the innermost one
        not yet given an ``else``)."""
        chain = 0
        while chain < len(self.stack) and id(self.stack[-1 - chain]) in self.done:
            chain += 1
        for depth in range(chain):
            block = self.stack[-1 - depth]
            last = next((c for c in reversed(block.children) if c.kind != "comment"), None)
            if last is not None and last.kind == "block" and last.block_kind in ("if", "elif"):
                target, keep = last, len(self.stack) - depth  # the if just finished inside it
            elif block.block_kind in ("if", "elif"):
                target, keep = block, len(self.stack) - depth - 1
            else:
                continue
            while len(self.stack) > keep:
                self.pop()
            for below in self.stack:  # they wait for the else's own statement now
                self.done.discard(id(below))
            return target
        return None
