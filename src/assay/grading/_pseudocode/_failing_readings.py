"""Python that fails whatever the input, read from pseudocode conventions kept as written.

A textbook table cell ``c[i, j]``, a power written ``2 ^ n``, an array that grows by assignment, a
loop over a 1-based array, JavaScript's variadic ``push``: read word for word, each is Python no input
can run, so a failure there is the translation's reading, not the learner's algorithm. The no-blame
checks (``_no_blame``) and the model translation's checks (``_translate``) name each such line with
how to write it (docs/grading.md, "When the translation is unsure").
"""

from __future__ import annotations

import ast
import re

__all__ = ["always_true_conditions", "readings_no_program_runs"]


def readings_no_program_runs(tree: ast.Module) -> list[tuple[int, str]]:
    """Python that fails whatever the input, from pseudocode conventions the translation kept as written.

    - ``c[i, j]`` on a list (a textbook table cell): a list index cannot be a tuple;
    - ``2 ^ n`` (a power in pseudocode): Python's XOR;
    - ``T[k] ← x`` on a list that starts empty and never grows (a textbook array that grows by
      assignment): always an ``IndexError``;
    - a pair where a number is needed (``range(1, (n - 1, x) + 1)``: a step after a comma read into
      a loop's bound): always a ``TypeError``;
    - a test, number or sum called like a function (``while (s[i] == " ") (i < j)``: two tests with
      no word between them): always a ``TypeError``;
    - C's string end written into a string (``s[k] = '\\0'``): Python's strings have none;
    - the value of an in-place ``sort`` or ``reverse`` kept (``a = xs.sort(…)``, JavaScript's way of
      sorting and naming the result): Python's gives back ``None``.
    """
    lists: set[str] = set()
    empty: set[str] = set()
    sized: set[str] = set()  # also bound to something other than []
    other: set[str] = set()
    grown: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign):
            for target in node.targets:
                if isinstance(target, ast.Name):
                    value = node.value
                    is_list = isinstance(value, ast.List | ast.ListComp) or (
                        isinstance(value, ast.BinOp) and isinstance(value.left, ast.List | ast.ListComp)
                    )
                    (lists if is_list else other).add(target.id)
                    empty_list = isinstance(value, ast.List) and not value.elts
                    (empty if empty_list else sized).add(target.id)
        elif isinstance(node, ast.AugAssign | ast.AnnAssign | ast.For) and isinstance(node.target, ast.Name):
            other.add(node.target.id)
            if isinstance(node, ast.AugAssign):
                grown.add(node.target.id)
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and isinstance(node.func.value, ast.Name)
            and node.func.attr in ("append", "extend", "insert", "__setitem__")
        ):
            grown.add(node.func.value.id)
    only_lists = lists - other
    never_grown = empty - sized - other - grown
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name):
            name = node.value.id
            if name in only_lists and isinstance(node.slice, ast.Tuple) and len(node.slice.elts) >= 2:
                cell = ", ".join(ast.unparse(e) for e in node.slice.elts)
                found.append(
                    (
                        node.lineno,
                        f"`{name}[{cell}]` indexes a list with a pair; write a table cell as "
                        f"`{name}[{']['.join(ast.unparse(e) for e in node.slice.elts)}]`",
                    )
                )
            elif name in never_grown and isinstance(node.ctx, ast.Store):
                found.append(
                    (
                        node.lineno,
                        f"`{name}` starts empty and is written by index; lists here do not grow by "
                        f"index: append to it (`append x to {name}`), or make it big enough first "
                        f"(`{name} ← array of size n filled with 0`)",
                    )
                )
        elif (
            isinstance(node, ast.Assign)
            and isinstance(node.value, ast.Constant)
            and node.value.value == "\0"
            and any(isinstance(t, ast.Subscript) for t in node.targets)
        ):
            # C's `s[k] = '\0'` ends a string there: Python's strings have no end mark (and cannot
            # be written by index), so the C reading is lost whatever the input
            found.append(
                (
                    node.lineno,
                    "`'\\0'` ends a string in C; Python's strings have no end mark: return the piece "
                    "you mean as a slice (`s[start:start + length]`)",
                )
            )
        elif (
            isinstance(node, ast.Assign | ast.Return)
            and isinstance(node.value, ast.Call)
            and isinstance(node.value.func, ast.Attribute)
            and node.value.func.attr in ("sort", "reverse")
        ):
            # JavaScript's `a = xs.sort(cmp)` is the sorted array; Python's `sort` sorts in place and
            # gives back None, so the kept value fails at its first use whatever the input
            seq = ast.unparse(node.value.func.value)
            found.append(
                (
                    node.lineno,
                    f"`{seq}.{node.value.func.attr}(…)` changes the list in place and gives back nothing "
                    f"here; sort first, then use the list (`sort {seq}`, then `{seq}`), or write "
                    f"`sorted({seq})`",
                )
            )
        elif isinstance(node, ast.Call) and (shape := _one_item_call_misused(node)) is not None:
            found.append((node.lineno, shape))
        elif isinstance(node, ast.Call) and isinstance(node.func, _NOT_CALLABLE):
            # `while (not s[i].isalpha()) (i < j)`: a test then a bracket with no `and` between them
            # is Python's call of a truth value, a TypeError on every input
            found.append(
                (
                    node.lineno,
                    f"`{ast.unparse(node.func)}` is followed by a bracket and read as a call; join two "
                    "tests with `and` or `or` (`… and i < j`)",
                )
            )
        elif (pair := _pair_as_number(node)) is not None:
            found.append(
                (
                    pair.lineno,
                    f"`{_written(pair)}` is read as a pair of values where a number is needed; "
                    "if what follows a comma is another step, write it on a line of its own",
                )
            )
        elif (
            isinstance(node, ast.BinOp)
            and isinstance(node.op, ast.BitXor)
            and isinstance(node.left, ast.Constant)
            and isinstance(node.left.value, int)
            and not isinstance(node.left.value, bool)
            and node.left.value >= 2
        ):
            power = f"{ast.unparse(node.left)} ** {ast.unparse(node.right)}"
            found.append((node.lineno, f"`^` is read as XOR here; for a power write `{power}`"))
    return found


# what a call can never be made on: a test, a number, a string, an arithmetic result
_NOT_CALLABLE = (ast.Compare, ast.BoolOp, ast.UnaryOp, ast.Constant, ast.BinOp, ast.List, ast.Tuple)


def _written(node: ast.expr) -> str:
    """``node`` as Python, without the guard the translation adds around indices (``_index(i)`` → ``i``)."""
    text = ast.unparse(node)
    while (plain := re.sub(r"\b_index\(([^()]*)\)", r"\1", text)) != text:
        text = plain
    return text


_NUMBER_OPS = (ast.Add, ast.Sub, ast.Div, ast.FloorDiv, ast.Mod, ast.Pow)


def _pair_as_number(node: ast.AST) -> ast.Tuple | None:
    """A tuple written where only a number can stand: ``(n - 1, x == y) + 1``, ``range((a, b))``.

    ``for every i between 1 and n - 1, answer[i] is …`` read as one header puts the step after the
    comma into the loop's bound. A tuple plus or minus a number, or a tuple as ``range``'s argument,
    raises ``TypeError`` whatever the input (a tuple times a number is Python's repetition and is
    left alone).
    """
    if isinstance(node, ast.BinOp) and isinstance(node.op, _NUMBER_OPS):
        for side, other in ((node.left, node.right), (node.right, node.left)):
            if (
                isinstance(side, ast.Tuple)
                and isinstance(other, ast.Constant)
                and isinstance(other.value, int | float)
                and not isinstance(other.value, bool)
            ):
                return side
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "range":
        return next((a for a in node.args if isinstance(a, ast.Tuple)), None)
    return None


_ONE_ITEM_METHODS = frozenset({"append", "appendleft", "add", "discard", "extend"})


def _one_item_call_misused(node: ast.Call) -> str | None:
    """A call that passes several items, or a spread one, where Python takes exactly one.

    Other languages' ``push`` takes any number of items (``out.push(...row)``, ``out.push(a, b)``)
    and ``Math.max(...nums)`` spreads; read word for word as ``out.append(*row)`` or ``max(*nums)``
    Python raises ``TypeError`` for most inputs, a reading no learner wrote.
    """
    starred = any(isinstance(a, ast.Starred) for a in node.args)
    if (
        isinstance(node.func, ast.Attribute)
        and node.func.attr in _ONE_ITEM_METHODS
        and not (isinstance(node.func.value, ast.Name) and node.func.value.id == "self")  # a helper
        and not node.keywords
        and (starred or len(node.args) > 1)
    ):
        call = ast.unparse(node)
        return (
            f"`{call}` passes several items to `{node.func.attr}`, which takes one; to add "
            f"every item of a list write `{ast.unparse(node.func.value)}.extend(items)`"
        )
    if (
        isinstance(node.func, ast.Name)
        and node.func.id in ("max", "min")
        and len(node.args) == 1
        and starred
        and not node.keywords
    ):
        return (
            f"`{ast.unparse(node)}` spreads a list into `{node.func.id}`, which fails for a list of one "
            f"item; write `{node.func.id}(items)`"
        )
    return None


def always_true_conditions(tree: ast.Module) -> list[tuple[int, str]]:
    """Conditions made always true by a literal after ``or``: ``if ch == '(' or '['``.

    Read word for word, ``or '['`` is true on its own, so the test never fails. Nobody means that:
    the learner meant ``ch`` to be one of the values (``_one_of`` reads the English ``is … or …``),
    or it is the Python slip it looks like. Which, we cannot tell, so the line is named instead of
    run either way.
    """
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        test = getattr(node, "test", None) if isinstance(node, ast.If | ast.While | ast.IfExp) else None
        for cond in _truth_operands(test) if test is not None else ():
            if not (isinstance(cond, ast.BoolOp) and isinstance(cond.op, ast.Or)):
                continue
            literal = next((v for v in cond.values[1:] if _truthy_literal(v)), None)
            if literal is not None:
                shown = ast.unparse(literal)
                found.append(
                    (
                        cond.lineno,
                        f"`or {shown}` is true on its own, so this condition always holds; to test "
                        f"one of several values write `x is one of a, b, c` or `x in (a, b, c)`, "
                        f"else compare each: `x == a or x == {shown}`",
                    )
                )
    return found


def _truth_operands(node: ast.expr) -> list[ast.expr]:
    """``node`` and every operand of ``and``/``or``/``not`` in it: the expressions tested for truth."""
    out = [node]
    if isinstance(node, ast.BoolOp):
        for value in node.values:
            out.extend(_truth_operands(value))
    elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        out.extend(_truth_operands(node.operand))
    return out


def _truthy_literal(node: ast.expr) -> bool:
    return (
        isinstance(node, ast.Constant)
        and isinstance(node.value, str | int | float)
        and not isinstance(node.value, bool)
        and bool(node.value)
    )
