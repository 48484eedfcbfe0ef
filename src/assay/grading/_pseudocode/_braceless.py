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
a next-line ``{`` makes the header a braced one. Where C and the layout disagree, neither is picked:
a second statement indented under such a header, in a body with a line of C (ending in ``;``), is
marked as not understood. ``while (c);`` / ``for (…);`` (the lexer splits the ``;`` off) is C's empty
loop when the next line is not indented past it, not understood when it is or is a ``{``, and after
a ``do`` block's ``}`` it is that loop's test.

The state lives here, keyed by the blocks' identities; ``_blocks.Builder`` calls it at four points:
before each item, after a step, after a header opens and after a block is popped.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from assay.grading._pseudocode._cfor import Node
from assay.grading._pseudocode._lex import SrcLine
from assay.grading._pseudocode._stmt import Closer, Header, Stmt

__all__ = ["BracelessBodies", "brace_blocks"]

# `if (…)`, `else if (…)`, `elif (…)`, `while (…)`, `for (…)`: the condition in brackets, nothing after
_C_HEADER = re.compile(r"^(?:if|else\s*if|elif|while|for)\s*\(.*\)$", re.IGNORECASE)
# a closer made of words says where a block ends, so the answer's own layout is read instead
# (a statement that starts with such a word is no closer: `next = curr->next;`, `end = mid - 1;`,
# `done = 1;`, `next++;` are C steps of every linked-list and binary-search answer)
_WORD_CLOSER = re.compile(
    r"^[ \t]*(?:end\b|end[a-z]+\b|od\b|done\b|fi\b|next\b|wend\b|loop\b|until\b|repeat\s+until\b|\[\s*end\b)"
    r"(?!\s*(?:=(?!=)|\[|\.|->|\(|\+\+|--|[-+*/%]=))",
    re.IGNORECASE | re.MULTILINE,
)
_BRACE_CLOSER = re.compile(r"^[ \t]*\}", re.MULTILINE)
_KINDS = {"if", "elif", "else", "for", "while"}
# a line of C that a `;` ends (a comment may follow it)
_ENDS_IN_SEMICOLON = re.compile(r";\s*(?://.*|/\*.*)?$")
# what may follow a loop header's `)` on its line to make its body C's empty statement: `;` alone
_EMPTY_STATEMENT = re.compile(r"^[ \t]*;\s*(?://.*|/\*.*)?$")
# the markers ``_check`` reports with a hint: a layout and C's grammar that disagree
BODY_MARKER = "braceless_body_unclear"
EMPTY_MARKER = "empty_loop_body_unclear"


def brace_blocks(text: str) -> bool:
    """Whether the answer's blocks are braces: a line starts with ``}`` and no closer is a word."""
    return _BRACE_CLOSER.search(text) is not None and _WORD_CLOSER.search(text) is None


class BracelessBodies:
    """Which open blocks are braceless C headers, and which of them have their one statement."""

    def __init__(self, stack: list[Node], pop: Callable[[], Node], text: str) -> None:
        self.stack = stack  # the builder's own stack of open blocks
        self.pop = pop  # the builder's pop (a loop's footer goes in; ``popped`` is called)
        self.enabled = brace_blocks(text)
        self.raw = text.split("\n")  # the cleaned lines, which still show the `;` the lexer splits at
        self.empty: set[int] = set()  # `while (c);`: a loop whose body is C's empty statement
        self.indented: set[int] = set()  # C headers whose next line is indented past them
        self.flagged: set[int] = set()  # given a marker already
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
        if item.kind in ("for", "while") and c_header and self._empty_statement(block.src):
            if item.kind == "while" and self._do_test(block, siblings):
                return
            self.empty.add(id(block))
        elif item.kind in _KINDS and c_header:
            self.candidates.add(id(block))

    def brace(self) -> None:
        """A lone ``{``: the header it follows (nothing in its body yet) is a braced one."""
        top = self.stack[-1] if self.stack else None
        if top is None or top.braced or any(c.kind != "comment" for c in top.children):
            return
        if id(top) in self.empty:  # `while (c);` / `{`: C's empty loop, then a block; or its body?
            self.empty.discard(id(top))
            top.children.append(Node("line", f"{EMPTY_MARKER}()", top.strings, top.src))
        top.braced = True
        self.candidates.discard(id(top))
        self.single.discard(id(top))

    def before(self, item: Header | Stmt | Closer, line: SrcLine, middle: bool) -> Node | None:
        """Settle the blocks before ``item`` (on ``line``) goes in.

        Returns the ``if`` an ``else`` goes with when C's dangling-else rule placed it (its container
        is then the stack's top, and the builder opens the ``else`` right after it), else ``None``.
        """
        ind = line.indent
        top = self.stack[-1] if self.stack else None
        if top is not None and id(top) in self.empty:
            self.empty.discard(id(top))
            if ind <= top.header_ind:  # not indented under it: C's empty loop, the layout agrees
                self.pop()
                top = self.stack[-1] if self.stack else None
            else:  # indented under it: C says empty, the layout says body, so neither
                top.children.append(Node("line", f"{EMPTY_MARKER}()", top.strings, top.src))
        if top is not None and id(top) in self.candidates:
            self.candidates.discard(id(top))
            if ind <= top.header_ind:  # not indented under it: C's one statement
                self.single.add(id(top))
            else:
                self.indented.add(id(top))
        if not (middle or isinstance(item, Closer)):
            self._second_indented_statement(line)
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
        self.empty.discard(id(block))
        self.indented.discard(id(block))
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

    def _empty_statement(self, lineno: int) -> bool:
        """Whether the header on line ``lineno`` is followed by a lone ``;`` (``while (c);``): C's
        empty statement as its body, which the lexer splits off."""
        if not 0 < lineno <= len(self.raw):
            return False
        raw = self.raw[lineno - 1]
        opening = raw.find("(")
        depth = 0
        for k in range(max(opening, 0), len(raw)):
            depth += {"(": 1, ")": -1}.get(raw[k], 0)
            if depth == 0:  # the header's condition ends here
                return opening >= 0 and _EMPTY_STATEMENT.match(raw[k + 1 :]) is not None
        return False

    def _second_indented_statement(self, line: SrcLine) -> None:
        """``if (x)`` / ``    a;`` / ``    b;``: a second statement indented under a braceless C header
        whose body is indented. C takes ``a`` alone, the layout takes both; with lines of C (ending in
        ``;``) neither reading is safe, so the line is marked as not understood."""
        blocks = list(self.stack)
        while blocks:  # the block the builder's indentation puts this line in (``pop_by_body_indent``)
            top = blocks[-1]
            if top.body_ind is not None and top.body_ind > top.header_ind and line.indent < top.body_ind:
                blocks.pop()
            else:
                break
        if not blocks:
            return
        block = blocks[-1]
        if id(block) not in self.indented or id(block) in self.flagged or line.indent != block.body_ind:
            return
        if not any(c.kind != "comment" for c in block.children):
            return  # its first statement: both readings take it
        body = self.raw[block.src : line.lineno]
        if any(_ENDS_IN_SEMICOLON.search(text) for text in body):
            self.flagged.add(id(block))
            block.children.append(Node("line", f"{BODY_MARKER}()", line.strings, line.lineno))

    def _do_test(self, block: Node, siblings: list[Node]) -> bool:
        """``do {`` … ``}`` / ``while (c);``: the ``while`` on the line after the ``}`` is the ``do``
        loop's test, not an empty loop; it goes in as the ``do``'s footer, as ``} while (c);`` does."""
        before = [n for n in siblings if n.kind != "comment"][-2:-1]
        do = before[0] if before else None
        if do is None or do.block_kind != "do" or not do.braced or do.on_continue:
            return False
        siblings.remove(block)
        self.stack.remove(block)
        test = f"if not ({block.text.strip()[len('while') :].strip()}): break"
        do.children.append(Node("line", test, block.strings, block.src))
        do.on_continue = [test]  # `continue` in a do-while jumps to its test
        return True
