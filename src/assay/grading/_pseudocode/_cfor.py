"""The rebuilt program's nodes, and the pass that keeps C ``for`` loops faithful once bodies are known.

A C ``for (init; cond; update)`` re-evaluates ``cond`` before every iteration and runs ``update``
after every iteration, ``continue`` included. Python's ``for i in range(a, b)`` evaluates ``b`` once
and ignores changes to ``i``, so it is the same loop only when the body changes neither the counter
nor anything the bound reads (``queue.length`` while the body shifts and pushes, ``n`` while the body
decrements it), and nothing after the loop reads the counter (``range`` leaves it one step short).
The header is read before its body, so :func:`settle` decides once the whole tree is built: a loop
that is not provably the same becomes ``init`` / ``while cond:`` / body / ``update``, and every
``continue`` of that loop (and of a ``do … while``, whose condition ``continue`` jumps to) runs the
update first. See docs/pseudocode.md, "Loops".
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

__all__ = ["CLoop", "Node", "settle"]

_LOOPS = ("for", "while", "repeat", "do")
_PURE_CALLS = frozenset(
    {"len", "min", "max", "abs", "int", "float", "str", "round", "ord", "chr", "bool", "sum", "sorted"}
)
_READS_ONLY = _PURE_CALLS | {
    "print",
    "range",
    "enumerate",
    "any",
    "all",
    "tuple",
    "set",
    "list",
    "reversed",
    "zip",
    "map",
    "filter",
    "if",
    "elif",
    "while",
    "return",
    "not",
    "and",
    "or",
    "in",
}
_MUTATORS = (
    r"append|appendleft|pop|popleft|insert|remove|extend|extendleft|clear|add|discard|update|setdefault|"
    r"sort|reverse|rotate|popitem|push|shift|unshift|splice|put|offer|poll|set|delete"
)
_ASSIGN = re.compile(r"^(?P<lhs>[^=]*?)(?:[-+*/%&|^@]|//|\*\*|<<|>>)?=(?!=)")


@dataclass
class CLoop:
    """A C ``for`` header, kept in both forms until its body is known.

    Attributes:
        var: the counter.
        scoped: the counter is declared by the header (``let i``, ``int i``), so nothing after the
            loop can read it.
        ranged: the header became ``for var in range(...)``; ``False``: it is already a ``while``.
        bound: the Python of the bound the condition reads.
        while_python: the header as a ``while`` (``while i < len(queue)``).
        pre: the initialiser as Python lines.
        update: the update as Python lines.
        after_only: a pseudocode counted loop (``for i ← 1 to n``), whose bound is read once:
            it becomes a ``while`` only when the counter is read after it (it then holds ``n + 1``).
    """

    var: str
    scoped: bool
    ranged: bool
    bound: str
    while_python: str
    pre: list[str] = field(default_factory=list)
    update: list[str] = field(default_factory=list)
    after_only: bool = False


@dataclass
class Node:
    """A line or block of the rebuilt program (text is masked Python)."""

    kind: str  # "line" | "comment" | "block"
    text: str = ""
    strings: list[str] = field(default_factory=list)
    src: int = 0
    comment: str | None = None
    block_kind: str = ""
    children: list[Node] = field(default_factory=list)
    braced: bool = False
    header_ind: int = 0
    body_ind: int | None = None
    footer: list[str] = field(default_factory=list)
    name: str = ""
    params: list[str] = field(default_factory=list)
    cloop: CLoop | None = None
    on_continue: list[str] = field(default_factory=list)


def settle(nodes: list[Node]) -> bool:
    """Turn C ``for`` loops that ``range`` would change into ``while`` loops; ``True`` if any did."""
    changed = False
    for node in _walk(nodes):
        loop = node.cloop
        if loop is None:
            continue
        if loop.ranged and _must_stay_c(node, loop, nodes):
            node.text = loop.while_python
            loop.ranged = False
            changed = True
            container = _container_of(nodes, node) or []
            at = next((k for k, n in enumerate(container) if n is node), 0)
            container[at:at] = [Node("line", text, node.strings, node.src) for text in loop.pre]
            node.children.extend(Node("line", text, node.strings, node.src) for text in loop.update)
        if not loop.ranged:
            node.on_continue = list(loop.update)
    for node in _walk(nodes):
        if node.on_continue:
            _before_continue(node.children, node.on_continue, node)
    return changed


def _walk(nodes: list[Node]) -> list[Node]:
    out: list[Node] = []
    for node in nodes:
        out.append(node)
        out.extend(_walk(node.children))
    return out


def _container_of(nodes: list[Node], target: Node) -> list[Node] | None:
    if any(n is target for n in nodes):
        return nodes
    for node in nodes:
        found = _container_of(node.children, target)
        if found is not None:
            return found
    return None


def _function_of(nodes: list[Node], target: Node) -> list[Node]:
    """The body of the function holding ``target`` (the whole program outside functions)."""
    for node in nodes:
        if (
            node.kind == "block"
            and node.block_kind == "func"
            and any(n is target for n in _walk(node.children))
        ):
            return node.children
        if node.block_kind == "class":
            inner = _function_of(node.children, target)
            if inner is not node.children:
                return inner
    return nodes


def _before_continue(children: list[Node], lines: list[str], loop: Node) -> None:
    """Put ``lines`` before each ``continue`` of this loop (not of loops nested in it)."""
    k = 0
    while k < len(children):
        child = children[k]
        if child.kind == "line" and re.fullmatch(r"continue\s*;?", child.text.strip()):
            children[k:k] = [Node("line", text, child.strings, child.src) for text in lines]
            k += len(lines) + 1
            continue
        if child.kind == "block" and child.block_kind not in (*_LOOPS, "func", "class"):
            _before_continue(child.children, lines, loop)
        k += 1


def _names(python: str) -> set[str]:
    """Names a Python expression reads, leaving out attributes and pure built-in calls."""
    found = set(re.findall(r"(?<![\w.])([A-Za-z_]\w*)(?!\w)(?!\s*\()", python))
    calls = set(re.findall(r"(?<![\w.])([A-Za-z_]\w*)\s*\(", python))
    return (found - {"self", "True", "False", "None", "and", "or", "not", "in", "is"}) | (calls - _PURE_CALLS)


def _changes(text: str, name: str) -> bool:
    """Whether one Python line (or block header) may change ``name``."""
    n = re.escape(name)
    if re.search(rf"(?<![\w.]){n}\s*(?:\.\s*(?:{_MUTATORS})\s*\(|(?:\+\+|--))|(?:\+\+|--)\s*{n}(?!\w)", text):
        return True
    if re.match(rf"^(?:del|for)\b[^:]*(?<![\w.]){n}(?!\w)", text):
        return True
    if re.search(rf"(?<![\w.]){n}\s*:=", text):
        return True
    for call in re.finditer(rf"(?<![\w.])(?:self\.)?(\w+)\s*\([^)]*(?<![\w.]){n}(?!\w)", text):
        if call.group(1) not in _READS_ONLY:
            return True  # handed to a helper (the learner's own function), which may change it
    m = _ASSIGN.match(text)
    if m and not re.match(r"^\s*(?:if|elif|while|return|assert)\b", text):
        lhs = m.group("lhs")
        if "(" not in lhs.replace("self.", "") and re.search(rf"(?<![\w.]){n}(?!\w)", lhs):
            return True
    return False


def _must_stay_c(node: Node, loop: CLoop, root: list[Node]) -> bool:
    if loop.after_only:
        return _read_after(_function_of(root, node), node, loop.var)
    calls = re.findall(r"(?<![\w.])([A-Za-z_]\w*)\s*\(", loop.bound)
    if any(c not in _PURE_CALLS for c in calls) or re.search(r"\.\s*\w+\s*\(", loop.bound):
        return True  # the bound calls something: C calls it again before every iteration
    watched = {loop.var} | _names(loop.bound)
    body = _walk(node.children)
    if any(n.kind != "comment" and any(_changes(n.text, w) for w in watched) for n in body):
        return True
    return not loop.scoped and _read_after(_function_of(root, node), node, loop.var)


def _read_after(scope: list[Node], target: Node, var: str) -> bool:
    """Whether the code after ``target`` reads ``var`` before setting it again."""
    order: list[Node] = []
    seen = False

    def visit(nodes: list[Node]) -> None:
        nonlocal seen
        for n in nodes:
            if n is target:
                seen = True
                continue
            if seen and n.kind != "comment":
                order.append(n)
            visit(n.children)

    visit(scope)
    v = re.escape(var)
    for n in order:
        if n.cloop is not None and n.cloop.var == var:
            return False
        if not re.search(rf"(?<![\w.]){v}(?!\w)", n.text):
            continue
        if re.match(rf"^for\s+{v}\s+in\b", n.text):
            return False
        assigned = re.match(rf"^{v}\s*=(?!=)(.*)$", n.text)
        return not (assigned and not re.search(rf"(?<![\w.]){v}(?!\w)", assigned.group(1)))
    return False
