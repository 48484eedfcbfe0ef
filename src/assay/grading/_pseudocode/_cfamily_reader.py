"""What the Go and C# readers share (docs/pseudocode.md, "Go and C#").

Both walk one tree-sitter tree function by function and write Python lines as they go: the state
they keep while doing so (source, output lines and the learner's row each came from, helpers and
imports the translation needs, scopes of declared names), the learner's names made Python names,
the choice of which function answers the question, its header, ``if``/``else`` chains and the
expression kinds the two grammars write alike. ``_cfamily_go_lib`` and ``_cfamily_csharp_lib``
build each language's reader on :class:`ReaderBase`.
"""

from __future__ import annotations

import builtins
import keyword
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import ClassVar, Protocol, TypeVar

from tree_sitter import Node

from assay.grading._pseudocode._cfamily_context import Untranslatable
from assay.grading._pseudocode._cfamily_solution import def_line, main_def_line, renaming
from assay.judge import Signature

__all__ = ["ReaderBase", "no", "py_name", "the_answer", "walk"]

_TAKEN = set(keyword.kwlist) | set(dir(builtins)) | {"self", "math"}


def no(why: str) -> Untranslatable:
    """The error that says what the reader cannot translate with certainty."""
    return Untranslatable(why)


def py_name(name: str) -> str:
    """The learner's name as a Python name (``len`` → ``len_``)."""
    return f"{name}_" if name in _TAKEN or name.startswith("_") else name


def walk(n: Node | None) -> list[Node]:
    """``n`` and every named node below it."""
    found: list[Node] = []
    stack = [n] if n is not None else []
    while stack:
        node = stack.pop()
        found.append(node)
        stack.extend(node.named_children)
    return found


class _Routine(Protocol):
    @property
    def name(self) -> str: ...


_R = TypeVar("_R", bound=_Routine)


def the_answer(routines: Sequence[_R], signature: Signature, noun: str) -> _R:
    """The learner's function that answers the question: named as its method (case and ``_``
    aside), or the only one. No other may take the method's Python name."""
    wanted = signature.method.lower().replace("_", "")
    mains = [r for r in routines if r.name.lower().replace("_", "") == wanted] or (
        list(routines) if len(routines) == 1 else []
    )
    if len(mains) != 1:
        raise no(f"which {noun} is the answer")
    main = mains[0]
    if any(py_name(r.name) == signature.method for r in routines if r is not main):
        raise no("a helper named as the question's method")
    return main


@dataclass
class ReaderBase:
    """A reader's state while it walks one answer, and what every statement and expression uses."""

    TEMP_PREFIX: ClassVar[str] = "_t"

    src: bytes
    out: list[str] = field(default_factory=list, kw_only=True)
    rows: list[int] = field(default_factory=list, kw_only=True)
    helpers: set[str] = field(default_factory=set, kw_only=True)
    imports: set[str] = field(default_factory=set, kw_only=True)
    scopes: list[dict[str, str]] = field(default_factory=list, kw_only=True)
    row: int = field(default=0, kw_only=True)
    temps: int = field(default=0, kw_only=True)

    # -- what each language's reader defines --------------------------------------------------------
    def ex(self, n: Node) -> tuple[str, str | None]:
        """Python for the expression ``n`` and its type in the learner's language."""
        raise NotImplementedError

    def binop(self, op: str, a: str, at: str | None, b: str, bt: str | None) -> tuple[str, str | None]:
        raise NotImplementedError

    def block(self, n: Node, depth: int) -> None:
        raise NotImplementedError

    def if_(self, n: Node, depth: int, word: str) -> None:
        raise NotImplementedError

    # -- plumbing ----------------------------------------------------------------------------------
    def text(self, n: Node) -> str:
        return self.src[n.start_byte : n.end_byte].decode("utf-8")

    def emit(self, depth: int, line: str) -> None:
        self.out.append("    " * depth + line)
        self.rows.append(self.row)

    def temp(self) -> str:
        self.temps += 1
        return f"{self.TEMP_PREFIX}{self.temps}"

    def lookup(self, name: str) -> str:
        for scope in reversed(self.scopes):
            if name in scope:
                return scope[name]
        raise no(f"name {name} not declared")

    def header(self, signature: Signature, name: str, params: Sequence[tuple[str, str]], main: bool) -> None:
        """The method's ``def`` line: the question's header, the learner's parameter names bound to
        its own, for the answer; the learner's own for a helper."""
        if not main:
            self.emit(1, def_line(py_name(name), (py_name(p) for p, _ in params)))
            return
        if len(params) != len(signature.params):
            raise no("parameter count differs from the question's")
        self.emit(1, main_def_line(signature))
        renamed = [(py_name(u), q.name) for (u, _t), q in zip(params, signature.params, strict=True)]
        renamed = [(u, q) for u, q in renamed if u != q]
        if renamed:
            self.emit(2, renaming(renamed))

    # -- expressions both grammars write alike -------------------------------------------------------
    def parenthesized(self, n: Node) -> tuple[str, str | None]:
        code, t = self.ex(n.named_children[0])
        return f"({code})", t

    def binary(self, n: Node) -> tuple[str, str | None]:
        left = n.child_by_field_name("left")
        right = n.child_by_field_name("right")
        assert left is not None and right is not None
        a, at = self.ex(left)
        b, bt = self.ex(right)
        return self.binop(self.text(n.child_by_field_name("operator") or n), a, at, b, bt)

    # -- if / else ---------------------------------------------------------------------------------
    def else_if(self, depth: int, word: str) -> tuple[int, str]:
        """An ``elif`` that needs a statement before its test becomes ``else:`` and a nested ``if``."""
        if word != "elif":
            return depth, word
        self.emit(depth, "else:")
        return depth + 1, "if"

    def branches(self, n: Node, depth: int, word: str, code: str) -> None:
        """``word code:`` for the ``if`` statement ``n``, its block, then its ``elif`` or ``else``."""
        self.row = n.start_point.row + 1
        self.emit(depth, f"{word} {code}:")
        cons = n.child_by_field_name("consequence")
        assert cons is not None
        self.block(cons, depth + 1)
        alt = n.child_by_field_name("alternative")
        if alt is not None:
            if alt.type == "if_statement":
                self.if_(alt, depth, "elif")
            else:
                self.emit(depth, "else:")
                self.block(alt, depth + 1)
