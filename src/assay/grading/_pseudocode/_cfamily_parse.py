"""Which C-family language an answer is written in, read by a real parser (docs/pseudocode.md).

Each grammar is a well-kept tree-sitter grammar. An answer belongs to the first language, in the
order below, whose parse tree holds no ``ERROR`` or ``MISSING`` node: JavaScript before TypeScript
(every JavaScript program is TypeScript too, and the types change nothing at run time), and C++
before C (C's grammar reads ``vector<int> v(n)`` as comparisons; C++'s reads C as C). An answer no
grammar accepts cleanly is not ours: the line rules read it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from tree_sitter import Language, Node, Parser

__all__ = ["LANGUAGES", "Parsed", "grammar", "parse"]

LANGUAGES = ("javascript", "typescript", "java", "cpp", "c")


def _loader(name: str) -> Callable[[], object]:
    if name == "javascript":
        import tree_sitter_javascript as js

        return js.language
    if name == "typescript":
        import tree_sitter_typescript as ts

        return ts.language_typescript
    if name == "java":
        import tree_sitter_java as java

        return java.language
    if name == "c":
        import tree_sitter_c as c

        return c.language
    if name == "go":
        import tree_sitter_go as go

        return go.language
    if name == "c_sharp":
        import tree_sitter_c_sharp as cs

        return cs.language
    import tree_sitter_cpp as cpp

    return cpp.language


@cache
def grammar(name: str) -> Parser:
    """The tree-sitter parser of ``name``: one of :data:`LANGUAGES`, or ``go`` or ``c_sharp`` (their
    readers parse for themselves: docs/pseudocode.md, "Go and C#")."""
    return Parser(Language(_loader(name)()))


@dataclass(frozen=True)
class Parsed:
    """A clean parse: the language, the tree's root and the source bytes its nodes point into."""

    language: str
    root: Node
    source: bytes


def _clean(node: Node) -> bool:
    return not node.has_error


def _defines_function(root: Node) -> bool:
    kinds = {"function_declaration", "method_declaration", "function_definition", "arrow_function"}
    stack = [root]
    while stack:
        node = stack.pop()
        if node.type in kinds or node.type == "function_expression":
            return True
        stack.extend(node.named_children)
    return False


def parse(text: str) -> list[Parsed]:
    """The languages whose grammar reads ``text`` with no error (and a function), best first.

    One language, or Java and C++ together when both read it and nothing written says which: the
    caller then translates both and keeps the answer only when the two translations agree.
    """
    source = text.encode("utf-8")
    clean: dict[str, Node] = {}
    for name in LANGUAGES:
        tree = grammar(name).parse(source)
        if _clean(tree.root_node) and _defines_function(tree.root_node):
            clean[name] = tree.root_node
            if name in ("javascript", "typescript"):
                break
    if "java" in clean and "cpp" in clean:
        # Both grammars read `stack<char> st; for (char c : s)`: their libraries differ, so decide
        # by what only one language writes.
        cpp = _CPP.search(text) is not None
        if cpp != (_JAVA.search(text) is not None):
            del clean["java" if cpp else "cpp"]
        else:
            return [Parsed(name, clean[name], source) for name in ("java", "cpp")]
    for name in LANGUAGES:
        if name in clean:
            return [Parsed(name, clean[name], source)]
    return []


_CPP = re.compile(
    r"std::|->|#include|\bnullptr\b|\bvector<|\bunordered_|\bstack<|\bqueue<|\bauto\b|\bbool\b|\bstring\b"
)
_JAVA = re.compile(
    r"\b(?:public|private|String|boolean|ArrayList|HashMap|HashSet|Deque|ArrayDeque|Integer)\b|\.length\b"
)
