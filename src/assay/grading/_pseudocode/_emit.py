"""Wrapping the rebuilt block tree into ``class Solution`` with the question's typed signature.

Which of the learner's functions is the solution, how its parameters map onto the question's (by
position; a C size parameter becomes ``len`` of its array), and the Python lines written with a map
back to the learner's line numbers (docs/pseudocode.md). Separate from ``_blocks`` (which builds
the tree) and ``_normalise`` (which runs the pipeline): this is the only step that knows the
question's signature shape.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field

from assay.grading._pseudocode._cfor import Node
from assay.grading._pseudocode._expr import Ctx
from assay.grading._pseudocode._layout import squash
from assay.grading._pseudocode._literals import unmask
from assay.judge import Signature

__all__ = ["Out", "emit", "flatten"]

_INDENT = "    "
_TYPING_NAMES = re.compile(
    r"\b(Any|Callable|DefaultDict|Deque|Dict|FrozenSet|Iterable|List|Optional|Sequence|Set|Tuple|Union)\b"
)


def _returns(nodes: list[Node]) -> Iterator[int]:
    """Source lines of the ``return`` steps among ``nodes``, at any depth."""
    for node in nodes:
        if node.kind == "line" and node.src and re.match(r"return\b", node.text):
            yield node.src
        yield from _returns(node.children)


def flatten(nodes: list[Node]) -> list[Node]:
    out: list[Node] = []
    for node in nodes:
        if node.kind == "block" and node.block_kind == "class":
            out.extend(flatten(node.children))
        else:
            out.append(node)
    return out


def _calls(nodes: list[Node], name: str) -> bool:
    rx = re.compile(rf"(?<![\w.]){re.escape(name)}\s*\(")
    return any(rx.search(node.text) or _calls(node.children, name) for node in nodes)


@dataclass
class Out:
    lines: list[str] = field(default_factory=list)
    src: list[int] = field(default_factory=list)
    user_params: list[str] = field(default_factory=list)
    #: source lines of `return` steps left outside every function, which therefore do not run
    dropped_returns: list[int] = field(default_factory=list)

    def add(self, depth: int, text: str, src: int) -> None:
        self.lines.append(_INDENT * depth + text)
        self.src.append(src)


def _emit_nodes(nodes: list[Node], depth: int, out: Out, names: dict[str, str]) -> None:
    def rename(text: str) -> str:
        for old in sorted(names, key=len, reverse=True):
            text = re.sub(rf"(?<![\w.])(?:call\s+)?{re.escape(old)}\s*\(", f"self.{names[old]}(", text)
        return text

    for node in nodes:
        if node.kind == "comment":
            out.add(depth, f"# {node.comment}".rstrip(), node.src)
            continue
        trailing = f"  # {node.comment}" if node.comment else ""
        if node.kind == "line":
            out.add(depth, unmask(rename(node.text), node.strings) + trailing, node.src)
            continue
        if node.block_kind == "func":
            header = f"def {node.name}({', '.join(node.params)}):"
        elif node.block_kind == "class":
            _emit_nodes(node.children, depth, out, names)
            continue
        else:
            header = unmask(rename(node.text), node.strings) + ":"
        out.add(depth, header + trailing, node.src)
        _emit_nodes(node.children, depth + 1, out, names)
        if all(c.kind == "comment" for c in node.children):
            out.add(depth + 1, "pass", node.src)


def _choose_main(funcs: list[Node], stmts: list[Node], signature: Signature) -> Node | None:
    wanted = squash(signature.method)
    for fn in funcs:
        if squash(fn.name) == wanted:
            return fn
    if stmts:
        return None
    if len(funcs) == 1:
        return funcs[0]
    entry = [f for f in funcs if not any(_calls(g.children, f.name) for g in funcs if g is not f)]
    for fn in entry or funcs:
        if len(fn.params) == len(signature.params):
            return fn
    return (entry or funcs)[0]


def _algorithm_frame(main: Node, signature: Signature) -> tuple[Node, list[Node]] | None:
    """``Algorithm MaxArea`` (no parameters) over the names' first values (``left = 0; right =
    height.length - 1;``) and then the function itself: the function, with those values as its first
    steps (they read its parameters, so they run inside it). Only when the frame holds nothing else
    (comments aside) and no first value is given to a parameter (that is an example's input, not a
    step); ``None`` otherwise. Read as written the function was a helper nobody called."""
    if main.params or not signature.params:
        return None
    inner = [c for c in main.children if c.kind == "block" and c.block_kind == "func"]
    if len(inner) != 1 or len(inner[0].params) != len(signature.params):
        return None
    fn = inner[0]
    k = main.children.index(fn)
    if any(c.kind != "comment" for c in main.children[k + 1 :]):
        return None
    for step in main.children[:k]:
        if step.kind == "comment":
            continue
        set_name = re.fullmatch(r"([A-Za-z_]\w*)\s*=(?!=)\s*\S.*", step.text) if step.kind == "line" else None
        if set_name is None or set_name.group(1) in fn.params:
            return None
    return fn, main.children[:k]


# a size named in any case: an answer written in capitals names it `N` (`SOMMA (int *LISTA, int N)`)
_SIZE_NAME = re.compile(
    r"^(?:(?i:n|m|len|size|length|count)|\w+(?:Size|Len|Length|Count|_size|_len|_length|_count)|"
    # the size said in words, naming what it measures: `size_of_the_list`, `number_of_elements`,
    # `lengthOfArray` (a length of anything else, `length_of_window`, is a parameter of its own)
    r"(?i:(?:size|length|len|count|number|num)_?of_?(?:the_?)?(?:list|array|arr|input|vector|nums|numbers|"
    r"elements|items|values|entries)))$"
)


def _map_parameters(
    user: list[str], signature: Signature
) -> tuple[list[tuple[str, str]], list[tuple[str, str, bool]]]:
    """Match the learner's parameters to the question's, by position (the question calls them so).

    A parameter the question does not pass that names a size right after an array (C's
    ``int* nums, int numsSize``) is that array's length; a second one right after that, when the
    array is a grid (``char grid[][], int m, int n``), is its rows' length. Returns (user = question
    pairs, (size, array, of a row) triples).
    """
    wanted = [p.name for p in signature.params]
    grids = {
        p.name for p in signature.params if p.type.replace(" ", "").startswith(("List[List[", "list[list["))
    }
    sizes: list[tuple[str, str, bool]] = []
    rest = list(user)
    if len(user) > len(wanted):
        for k in range(1, len(user)):
            if len(rest) <= len(wanted):
                break
            name, before = user[k], user[k - 1]
            if _SIZE_NAME.match(name) and name not in wanted and before in rest:
                sizes.append((name, before, False))
                rest.remove(name)
            elif _SIZE_NAME.match(name) and name not in wanted and sizes and sizes[-1][0] == before:
                row_of = sizes[-1][1]
                if not sizes[-1][2] and _wanted_of(rest, wanted, row_of) in grids:
                    sizes.append((name, row_of, True))  # `int m, int n` after a grid: rows, then columns
                    rest.remove(name)
    pairs = [(u, w) for u, w in zip(rest, wanted, strict=False) if u != w]
    array_of = dict(pairs)
    return pairs, [(size, array_of.get(of, of), row) for size, of, row in sizes]


def _wanted_of(rest: list[str], wanted: list[str], name: str) -> str | None:
    """The question's parameter the learner's ``name`` stands for, by position."""
    k = rest.index(name) if name in rest else -1
    return wanted[k] if 0 <= k < len(wanted) else None


def _signature_header(signature: Signature) -> str:
    params = ", ".join(f"{p.name}: {p.type}" for p in signature.params)
    sep = ", " if params else ""
    return f"def {signature.method}(self{sep}{params}) -> {signature.returns}:"


def emit(root: list[Node], signature: Signature, ctx: Ctx) -> Out:
    items = flatten(root)
    funcs = [n for n in items if n.kind == "block" and n.block_kind == "func"]
    stmts = [n for n in items if not (n.kind == "block" and n.block_kind == "func")]
    real_stmts = [n for n in stmts if n.kind != "comment"]
    main = _choose_main(funcs, real_stmts, signature)
    names = {f.name: f.name for f in funcs}
    first_steps: list[Node] = []
    framed = _algorithm_frame(main, signature) if main is not None else None
    if framed is not None and main is not None:
        funcs = [f for f in funcs if f is not main]  # the frame is no function of its own
        main, first_steps = framed
        ctx.rule("algorithm-frame")
    if main is not None:
        names[main.name] = signature.method
        if main.name != signature.method:
            ctx.rule("rename-method")
        if real_stmts:
            ctx.note("ignored statements outside the solution's function")
    out = Out()
    if main is not None:
        # an example call after the function is rightly ignored; a `return` there means we misread
        # where the function ends (a brace or `end` read wrong), and dropping it changes the answer
        out.dropped_returns = sorted(set(_returns(real_stmts)))
    typing = sorted(
        set(_TYPING_NAMES.findall(" ".join([signature.returns, *(p.type for p in signature.params)])))
    )
    if typing:
        out.add(0, f"from typing import {', '.join(typing)}", 0)
        out.add(0, "", 0)
    out.add(0, "class Solution:", 0)
    ctx.rule("wrap-class")
    out.add(1, _signature_header(signature), main.src if main else 0)
    body = [*first_steps, *main.children] if main is not None else stmts
    out.user_params = list(main.params) if main is not None else []
    if main is not None:
        pairs, sizes = _map_parameters(main.params, signature)
        if pairs:
            ctx.rule("map-parameters")
            out.add(2, f"{', '.join(u for u, _ in pairs)} = {', '.join(s for _, s in pairs)}", main.src)
        for size, of, row in sizes:
            ctx.rule("map-parameters")
            # measured by the learner's own name for the array (`n = len(a)` after `a = nums`), so
            # the counting checks see `n` as `a`'s length: `for i ← 1 to n` with `a[i]` counts from 1
            own = next((u for u, s in pairs if s == of), of)
            length = f"(len({own}[0]) if {own} else 0)" if row else f"len({own})"
            out.add(2, f"{size} = {length}", main.src)
            what = f"each row of `{of}`" if row else f"`{of}`"
            ctx.note(f"the parameter `{size}` is read as the length of {what}")
        if len(main.params) - len(sizes) != len(signature.params):
            ctx.note(
                f"the function takes {len(main.params)} parameter(s) but the question passes "
                f"{len(signature.params)}: matched them by position"
            )
    start = len(out.lines)
    _emit_nodes(body, 2, out, names)
    if len(out.lines) == start or all(line.strip().startswith("#") for line in out.lines[start:]):
        out.add(2, "pass", 0)
    for fn in funcs:
        if fn is main:
            continue
        out.add(0, "", 0)
        out.add(1, f"def {fn.name}(self{', ' if fn.params else ''}{', '.join(fn.params)}):", fn.src)
        before = len(out.lines)
        _emit_nodes(fn.children, 2, out, names)
        if len(out.lines) == before:
            out.add(2, "pass", fn.src)
    return out
