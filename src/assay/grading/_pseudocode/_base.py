"""Shared pieces of the pseudocode normaliser: the operand pattern, the context, bracket-aware helpers."""

from __future__ import annotations

import ast
import functools
import re
import warnings
from collections.abc import Callable
from dataclasses import dataclass, field
from types import CodeType

from assay.grading._pseudocode._java_names import JavaNames

__all__ = [
    "PRIM",
    "PRIM_ALONE",
    "Ctx",
    "compile_quietly",
    "compiled",
    "find_top",
    "rewrite_call",
    "split_top",
    "sub",
]

_ATOM = r"(?:[A-Za-z_]\w*|\d+(?:\.\d+)?)"
_PAREN = r"\((?:[^()]|\([^()]*\))*\)"
_TRAILER = rf"(?:\.[A-Za-z_]\w*|\[(?:[^\[\]]|\[[^\[\]]*\])*\]|{_PAREN})"
PRIM = rf"(?:(?:{_ATOM}|{_PAREN}|\[(?:[^\[\]]|\[[^\[\]]*\])*\]){_TRAILER}*)"
# a value as a whole, captured: never one starting inside a name, a member chain or after a bracket
# (a start at each `[` of `a[i][i]…` was quadratic; docs/pseudocode.md, "Bounded reading")
PRIM_ALONE = rf"(?<![\w.\])])({PRIM})"


@dataclass
class Ctx:
    """What the normaliser learnt about the submission, and what it did.

    Attributes:
        kinds: variable name → ``list``, ``set``, ``dict`` or ``num`` (from initialisations and
            the signature's types), used to pick ``append``/``add``/``+=``.
        functions: top-level functions the user defined, name → method name (calls become
            ``self.<method name>``).
        hyphenated: textbook names such as ``TWO-SUM`` → the Python name they were given.
        zero_based: arrays declared from index 0 (``let r[0..n] be a new array``), which keep their
            indices when the rest of the answer counts from 1.
        javascript: the text reads as JavaScript (``const``/``let``/``===``/``=>``), whose missing map
            entries read as ``undefined`` rather than raising.
        lua: the text reads as Lua (``local``, ``for i = a, b do``), whose missing table entries read
            as ``nil`` rather than raising.
        c_like: the text reads as C, C++, Java or JavaScript (braces, ``;``, typed declarations).
        phone_capitalised: every line of the learner's text starts with a capital, keywords too
            (``While``, ``Return``): ``Best = …`` below ``best = 0`` is the keyboard's capital.
        equals_compares: every assignment is written ``:=`` or ``←`` (Pascal, textbook), so the text
            is not C even where ``;`` ends its lines: a single ``=`` in a condition compares, and
            arrays may count from 1.
        counted_loops: a pseudocode counted loop (``for i ← 1 to n``) was read; only such answers
            can count array positions from 1.
        sequence: the question's first list or string parameter, what English means by "the
            numbers" or "each index i" when it names no collection.
        sequences: every list or string parameter, in order ("the lengths are different").
        params: the question's parameter names.
        pair: the last pair of names a step took apart (``pop (i, j) off the stack``), what "its
            neighbours" are the neighbours of.
        last_target: what the last step changed, what a condition's "it" means (``decrease the
            count of c by 1`` / ``if it drops below zero``).
        names: the variables the steps so far assigned (``answer is x`` then sets ``answer``).
        collections: Java collections whose methods mean something else: ``heap`` (a
            ``PriorityQueue``: ``poll`` takes the smallest) and ``queue`` (``peek`` is the head).
        java: what a Java answer declared (lists, ints, boxed values), which of Java's ``List`` methods
            its calls are (``_java_lists``).
        roles: ``queue`` or ``stack`` for the names the answer made or used as one, which end a
            taking step takes from (``_take_ends``).
        collection: the list a sentence last took the top of (``the day on top of it``), what a
            later ``pop that day off`` pops.
        found: the values a ``find a and b`` step computed, what ``whichever is bigger`` picks from.
        made: what the last English step that made something named (``make a dummy node``, ``keep
            only the letters of s``), what a later "it", "that" or "them" means.
        rules: rule names applied, first-use order.
        notes: guesses worth telling the reader.
    """

    kinds: dict[str, str] = field(default_factory=dict)
    functions: dict[str, str] = field(default_factory=dict)
    hyphenated: dict[str, str] = field(default_factory=dict)
    zero_based: set[str] = field(default_factory=set)
    # lists whose items are lists (`adj.append([])`): Java's `adj.get(u).add(v)` appends to the item
    lists_of_lists: set[str] = field(default_factory=set)
    javascript: bool = False
    lua: bool = False
    r_lang: bool = False  # the answer reads as R (`for (i in 1:n)`, `%in%`): it counts from 1
    c_like: bool = False
    phone_capitalised: bool = False
    returns_list: bool = False  # the question's method returns a list (C++'s `return {a, b};` is one)
    equals_compares: bool = False
    counted_loops: bool = False
    sequence: str | None = None
    sequences: list[str] = field(default_factory=list)
    params: set[str] = field(default_factory=set)
    pair: str | None = None
    last_target: str | None = None
    names: set[str] = field(default_factory=set)
    collections: dict[str, str] = field(default_factory=dict)
    collection: str | None = None
    java: JavaNames = field(default_factory=JavaNames)
    roles: dict[str, str] = field(default_factory=dict)
    found: list[str] = field(default_factory=list)
    made: str | None = None
    rules: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    def rule(self, name: str) -> None:
        """Record that a rule fired."""
        if name not in self.rules:
            self.rules.append(name)

    def note(self, text: str) -> None:
        """Record a guess the reader should know about."""
        if text not in self.notes:
            self.notes.append(text)


def find_top(code: str, pattern: str, flags: int = 0) -> re.Match[str] | None:
    """The first match of ``pattern`` at bracket depth 0."""
    rx = re.compile(pattern, flags)
    depth = 0
    for i, ch in enumerate(code):
        if depth == 0:
            m = rx.match(code, i)
            if m:
                return m
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth = max(0, depth - 1)
    return None


def split_top(code: str, sep: str = ",", *, keep_empty: bool = False) -> list[str]:
    """Split at ``sep`` characters at bracket depth 0; ``keep_empty`` keeps empty parts (``f(a,,b)``
    has three arguments, ``f()`` one empty one), which a caller counting arguments needs."""
    parts: list[str] = []
    depth = 0
    start = 0
    for i, ch in enumerate(code):
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth = max(0, depth - 1)
        elif ch == sep and depth == 0:
            parts.append(code[start:i].strip())
            start = i + 1
    parts.append(code[start:].strip())
    return parts if keep_empty else [p for p in parts if p]


@functools.lru_cache(maxsize=4096)
def compiled(pattern: str, flags: int = 0) -> re.Pattern[str]:
    """``re.compile`` with a cache large enough for the normaliser's rules.

    The rules use more patterns than ``re``'s own cache holds (512), so through ``re.subn`` every
    answer compiled most of them again (nine tenths of the time spent).
    """
    return re.compile(pattern, flags)


def sub(ctx: Ctx, rule: str, pattern: str, repl: str | Callable[[re.Match[str]], str], code: str) -> str:
    new, count = compiled(pattern).subn(repl, code)
    if count:
        ctx.rule(rule)
    return new


def rewrite_call(code: str, name: str, build: Callable[[str], str]) -> tuple[str, int]:
    """Replace ``name(args)`` (balanced parentheses) by ``build(args)``."""
    rx = re.compile(rf"(?<![\w.]){name}\s*\(")
    count = 0
    pos = 0
    while True:
        m = rx.search(code, pos)
        if not m:
            return code, count
        depth = 0
        end = -1
        for k in range(m.end() - 1, len(code)):
            if code[k] == "(":
                depth += 1
            elif code[k] == ")":
                depth -= 1
                if depth == 0:
                    end = k
                    break
        if end < 0:
            return code, count
        replacement = build(code[m.end() : end])
        code = code[: m.start()] + replacement + code[end + 1 :]
        pos = m.start() + len(replacement)
        count += 1


def compile_quietly(source: str | ast.Module, filename: str) -> CodeType:
    """``compile(source, filename, "exec")`` without the ``SyntaxWarning`` Python prints for code it
    would still run (``'int' object is not callable``, ``"is" with a literal``).

    The normaliser compiles its own drafts to find out whether they are Python; a warning about one
    of them, printed on a learner's terminal or in the service's log, names a line of code nobody
    wrote and nothing anyone can act on. Errors still raise ``SyntaxError``.
    """
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", SyntaxWarning)
        return compile(source, filename, "exec", dont_inherit=True)
