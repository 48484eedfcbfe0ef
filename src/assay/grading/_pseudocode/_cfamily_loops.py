"""Which C ``for`` loops are plain counting loops, so that ``range`` runs them the same way.

``for (init; cond; step)`` is translated as ``init`` and a ``while`` loop with the step before each
``continue`` (docs/pseudocode.md, "C-family front end"); ``range`` is used only when it is provably
the same loop: the variable is declared by the loop (nobody reads it after), counts by one toward a
bound of ``<``, ``<=``, ``>`` or ``>=``, and the body assigns neither it nor anything the bound
reads, calls none of the learner's functions and calls no mutating method on those names.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from tree_sitter import Node

__all__ = ["CountingLoop", "bare", "counting_loop", "plus"]


@dataclass(frozen=True)
class CountingLoop:
    """``for (T name = start; name op bound; name±±)``."""

    name: str
    start: Node
    bound: Node
    op: str
    down: bool
    declared_type: Node | None


def counting_loop(node: Node, text: Callable[[Node], str]) -> CountingLoop | None:
    """The loop's parts when it is a plain counting loop (see the module's docstring), else ``None``."""
    init = node.child_by_field_name("initializer") or node.child_by_field_name("init")
    cond = node.child_by_field_name("condition")
    steps = node.children_by_field_name("increment") or node.children_by_field_name("update")
    body = node.child_by_field_name("body")
    if init is None or cond is None or len(steps) != 1 or body is None:
        return None
    if init.type not in ("lexical_declaration", "local_variable_declaration", "declaration"):
        return None  # `var i` (JavaScript) and `i = 0` leave i readable after the loop
    decls = [c for c in init.named_children if c.type in ("variable_declarator", "init_declarator")]
    if cond.type == "expression_statement" and len(cond.named_children) == 1:
        cond = cond.named_children[0]
    if len(decls) != 1 or cond.type != "binary_expression":
        return None
    name_node = decls[0].child_by_field_name("name") or decls[0].child_by_field_name("declarator")
    start = decls[0].child_by_field_name("value")
    left, right = cond.child_by_field_name("left"), cond.child_by_field_name("right")
    op_node = cond.child_by_field_name("operator")
    if name_node is None or start is None or left is None or right is None or op_node is None:
        return None
    name = text(name_node)
    if name_node.type != "identifier" or left.type != "identifier" or text(left) != name:
        return None
    step = text(steps[0]).replace(" ", "")
    up = step in (f"{name}++", f"++{name}", f"{name}+=1")
    down = step in (f"{name}--", f"--{name}", f"{name}-=1")
    op = op_node.type
    if not ((up and op in ("<", "<=")) or (down and op in (">", ">="))):
        return None
    bound_names = _names(right, text)
    if name in bound_names or not _still(body, text, {name, *bound_names}):
        return None
    return CountingLoop(name, start, right, op, down, init.child_by_field_name("type"))


_READ_ONLY = {"get", "has", "charAt", "charCodeAt", "length", "size", "includes", "indexOf", "containsKey"}
_READ_ONLY |= {"contains", "getOrDefault", "isEmpty", "empty", "max", "min", "abs", "floor", "ceil"}


def _names(node: Node, text: Callable[[Node], str]) -> set[str]:
    """Every identifier under ``node``."""
    found: set[str] = set()
    stack = [node]
    while stack:
        n = stack.pop()
        if n.type == "identifier":
            found.add(text(n))
        stack.extend(n.named_children)
    return found


_CHANGES = {"assignment_expression", "augmented_assignment_expression", "update_expression"}


def bare(code: str) -> str:
    """``(len(nums) - 1)`` → ``len(nums) - 1`` when the outer parentheses wrap the whole expression."""
    if not (code.startswith("(") and code.endswith(")")):
        return code
    level = 0
    for k, ch in enumerate(code):
        level += ch == "("
        level -= ch == ")"
        if level == 0 and k < len(code) - 1:
            return code
    return code[1:-1]


def plus(code: str, k: int) -> str:
    if code.lstrip("-").isdigit():
        return str(int(code) + k)
    return f"{code} {'+' if k > 0 else '-'} {abs(k)}"


def _still(body: Node, text: Callable[[Node], str], names: set[str]) -> bool:
    """Whether ``body`` leaves ``names`` alone: no assignment, no update, no call that may mutate."""
    stack = [body]
    while stack:
        n = stack.pop()
        changes = n.child_by_field_name("left") or n.child_by_field_name("argument") or n
        if n.type in _CHANGES and _names(changes, text) & names:
            return False
        if n.type in ("call_expression", "method_invocation"):
            fn = n.child_by_field_name("function")
            receiver = n.child_by_field_name("object")
            if fn is not None and fn.type == "member_expression":
                receiver, fn = fn.child_by_field_name("object"), fn.child_by_field_name("property")
            elif fn is not None:
                return False  # a function of the learner's may change anything it can reach
            method = text(fn or n.child_by_field_name("name") or n)
            if method not in _READ_ONLY and (receiver is None or _names(receiver, text) & names):
                return False
        if n.type in ("function_declaration", "arrow_function", "function_expression"):
            return False
        stack.extend(n.named_children)
    return True
