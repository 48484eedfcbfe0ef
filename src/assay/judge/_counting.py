"""Deterministic operation counting: the submission's AST is rewritten to count its own work.

Imported inside the sandboxed child (pre-imported by the zygote through ``_complexity``): standard
library only, and nothing imported lazily.

Why not ``sys.settrace``: a Python-level trace callback costs about a microsecond per event and
still misses the work done inside C built-ins (``sorted``, ``x in list``, slicing, ``str.join``...).
Instead the code is rewritten before it is compiled:

- every loop body, every function body and every comprehension step calls ``_assay_tick()``, which
  is the ``__next__`` of an ``itertools.count`` (a C call of ~30 ns, always truthy so it can sit in a
  comprehension's ``if`` clause without changing what it yields);
- ``in`` / ``not in``, slices, ``*`` and ``+`` on sequences, and calls to known built-ins and
  methods go through small shims that perform the operation unchanged and *charge* its cost: the
  length scanned or copied for ``in`` on a list, slicing, ``list(x)``, ``.index``, ``.insert(0, x)``,
  ``.pop(0)``, ``'a' * n``, ``str.join``; ``n·log2 n`` for ``sorted`` / ``.sort``; ``log2 n`` for
  ``heapq`` pushes and pops and ``bisect``;
- self-recursive functions track their depth when space is measured: Python frames live outside the
  memory ``tracemalloc`` sees, so the deepest recursion is charged as frames;
- ``exec``, ``eval`` and ``compile`` of source text in the counting namespace go through the same
  rewrite, so code hidden in a string is counted like the rest; lambda bodies tick too (``map`` and
  ``functools.reduce`` over a lambda are loops).

What the rewrite cannot see (the real built-ins reached through ``import builtins``, code objects
built by hand, work done in another process, frame or globals tricks that reach the counters) is
listed by :func:`uncounted_constructs`, so that the caller lowers its confidence in the count.

The op budget of one run is enforced from a CPU-time interval timer (``ITIMER_VIRTUAL``) whose
handler compares the count with the limit and raises :class:`OpBudgetExceeded`, a
``BaseException`` that ``except Exception`` in the submission cannot swallow.
"""

from __future__ import annotations

import ast
import bisect
import builtins
import collections
import heapq
import itertools
import math
import signal
import sys
import time
from collections.abc import Callable
from typing import Any

__all__ = [
    "FRAME_BYTES",
    "Meter",
    "OpBudgetExceeded",
    "instrument",
    "uncounted_constructs",
]

#: Bytes charged per level of self-recursion (a 3.11 frame with a few locals).
FRAME_BYTES = 160
#: How often the budget is checked, in seconds of user CPU time.
CHECK_INTERVAL_S = 0.002

_PREFIX = "_assay_"
_SEQ = (list, tuple, str, bytes, bytearray, collections.deque)


class OpBudgetExceeded(BaseException):
    """The run counted more operations than its limit (raised from the budget timer)."""


def _log2(n: int) -> int:
    return max(1, int(math.log2(n + 1)))


def _n_log_n(n: int) -> int:
    return n * _log2(n) if n > 1 else 1


def _len(value: Any) -> int:
    try:
        return len(value)
    except Exception:
        return 1


def _first_len(args: tuple[Any, ...], kwargs: dict[str, Any], result: Any) -> int:
    # sum/min/max/any/all over a sized container scan it in C; over an iterator the iterator's
    # own instrumented steps already counted the work.
    if len(args) == 1 and isinstance(args[0], list | tuple | set | frozenset | dict | str | range):
        return len(args[0])
    return 1


def _result_len(args: tuple[Any, ...], kwargs: dict[str, Any], result: Any) -> int:
    return max(1, _len(result))


def _sorted_cost(args: tuple[Any, ...], kwargs: dict[str, Any], result: Any) -> int:
    return _n_log_n(_len(result))


def _first_arg_len(args: tuple[Any, ...], kwargs: dict[str, Any], result: Any) -> int:
    return max(1, _len(args[0])) if args else 1


def _heap_op(args: tuple[Any, ...], kwargs: dict[str, Any], result: Any) -> int:
    return _log2(_len(args[0])) if args else 1


def _heap_select(args: tuple[Any, ...], kwargs: dict[str, Any], result: Any) -> int:
    if len(args) >= 2:
        return max(1, _len(args[1]) * _log2(int(args[0]) if isinstance(args[0], int) else 1))
    return 1


def _insort(args: tuple[Any, ...], kwargs: dict[str, Any], result: Any) -> int:
    # The search is logarithmic, the insertion shifts the tail.
    return _len(args[0]) if args else 1


def _int_cost(args: tuple[Any, ...], kwargs: dict[str, Any], result: Any) -> int:
    return max(1, _len(args[0])) if args and isinstance(args[0], str) else 1


#: Charged cost of known functions, by identity (so a user's own ``sorted`` is not charged).
_FUNC_COST: dict[Any, Callable[[tuple[Any, ...], dict[str, Any], Any], int]] = {
    sorted: _sorted_cost,
    list: _result_len,
    tuple: _result_len,
    set: _result_len,
    frozenset: _result_len,
    dict: _result_len,
    str: _result_len,
    collections.deque: _result_len,
    collections.Counter: _first_arg_len,
    sum: _first_len,
    min: _first_len,
    max: _first_len,
    any: _first_len,
    all: _first_len,
    int: _int_cost,
    heapq.heapify: _first_arg_len,
    heapq.heappush: _heap_op,
    heapq.heappop: _heap_op,
    heapq.heapreplace: _heap_op,
    heapq.heappushpop: _heap_op,
    heapq.nlargest: _heap_select,
    heapq.nsmallest: _heap_select,
    bisect.bisect_left: _heap_op,
    bisect.bisect_right: _heap_op,
    bisect.insort_left: _insort,
    bisect.insort_right: _insort,
}

# heapq and bisect, called as bare names (``from heapq import heappush``) or as attributes.
_HEAPQ_BISECT = frozenset(
    {
        "heapify",
        "heappush",
        "heappop",
        "heapreplace",
        "heappushpop",
        "nlargest",
        "nsmallest",
        "bisect",
        "bisect_left",
        "bisect_right",
        "insort",
        "insort_left",
        "insort_right",
    }
)

#: Names whose calls are routed through the call shim (the cost is still decided by identity).
_KNOWN_NAMES = frozenset(
    {
        "sorted",
        "list",
        "tuple",
        "set",
        "frozenset",
        "dict",
        "str",
        "deque",
        "Counter",
        "sum",
        "min",
        "max",
        "any",
        "all",
        "int",
        *_HEAPQ_BISECT,
    }
)


def _pos(args: tuple[Any, ...], i: int, default: int) -> int:
    return args[i] if len(args) > i and isinstance(args[i], int) else default


def _list_method_cost(obj: Any, name: str, args: tuple[Any, ...], result: Any) -> int:
    size = len(obj)
    if name == "sort":
        return _n_log_n(size)
    if name == "insert":
        # Inserting at i shifts everything after it (measured after the call: size includes it).
        i = _pos(args, 0, 0)
        return max(1, size - (i if i >= 0 else size + i))
    if name == "pop":
        if not args:
            return 1
        i = _pos(args, 0, -1)
        return max(1, size - (i if i >= 0 else size + 1 + i))
    if name == "extend":
        return max(1, _len(args[0])) if args else 1
    if name in ("index", "count", "remove", "copy", "reverse", "clear"):
        return max(1, size)
    return 1


def _str_method_cost(obj: Any, name: str, args: tuple[Any, ...], result: Any) -> int:
    if name == "join":
        return max(1, _len(result))
    if name in ("startswith", "endswith"):
        return max(1, _len(args[0])) if args and isinstance(args[0], str) else 1
    return max(1, len(obj))


def _deque_method_cost(obj: Any, name: str, args: tuple[Any, ...], result: Any) -> int:
    if name == "rotate":
        return max(1, abs(_pos(args, 0, 1)))
    if name in ("index", "count", "remove", "copy", "reverse", "clear", "extend", "insert"):
        return max(1, len(obj))
    return 1


def _set_dict_method_cost(obj: Any, name: str, args: tuple[Any, ...], result: Any) -> int:
    if name in ("copy", "clear"):
        return max(1, len(obj))
    if name in (
        "union",
        "intersection",
        "difference",
        "symmetric_difference",
        "issubset",
        "issuperset",
        "isdisjoint",
        "update",
        "intersection_update",
        "difference_update",
    ):
        return max(1, sum(_len(a) for a in args))
    return 1


_METHOD_COST: dict[type, Callable[[Any, str, tuple[Any, ...], Any], int]] = {
    list: _list_method_cost,
    str: _str_method_cost,
    bytes: _str_method_cost,
    tuple: _list_method_cost,
    collections.deque: _deque_method_cost,
    set: _set_dict_method_cost,
    frozenset: _set_dict_method_cost,
    dict: _set_dict_method_cost,
    collections.Counter: _set_dict_method_cost,
    collections.defaultdict: _set_dict_method_cost,
}

#: Method names routed through the method shim.
_KNOWN_METHODS = frozenset(
    {
        "sort",
        "index",
        "count",
        "remove",
        "copy",
        "reverse",
        "insert",
        "pop",
        "extend",
        "clear",
        "join",
        "split",
        "rsplit",
        "replace",
        "find",
        "rfind",
        "strip",
        "lstrip",
        "rstrip",
        "lower",
        "upper",
        "startswith",
        "endswith",
        "rotate",
        "update",
        "union",
        "intersection",
        "difference",
        "symmetric_difference",
        "issubset",
        "issuperset",
        "isdisjoint",
        "intersection_update",
        "difference_update",
        "splitlines",
        "encode",
        "isalnum",
        "isalpha",
        "isdigit",
        *_HEAPQ_BISECT,
    }
)


class Meter:
    """The counters of one instrumented submission; :meth:`namespace` holds its shims.

    ``ops`` = ticks (loop steps, function calls, comprehension steps) + charged built-in work.
    """

    def __init__(self) -> None:
        # One counter for the meter's life: namespaces made by exec() inside the submission hold
        # its __next__ too, so a reset moves a base instead of replacing the counter.
        self._counter = itertools.count(1)
        self._base = 0
        self._charged = [0]
        self._depth = [0, 0]  # current, deepest
        self._limit = 0
        self._deadline = math.inf

    def _count(self) -> int:
        reduced: Any = self._counter.__reduce__()
        return int(reduced[1][0]) - 1

    @property
    def ticks(self) -> int:
        """Ticks since the last reset (loop steps, function entries, comprehension steps)."""
        return self._count() - self._base

    @property
    def charged(self) -> int:
        """Work charged for built-ins."""
        return self._charged[0]

    @property
    def ops(self) -> int:
        """Ticks plus charged work."""
        return self.ticks + self._charged[0]

    @property
    def max_depth(self) -> int:
        """The deepest self-recursion seen."""
        return self._depth[1]

    def reset(self, limit: int, deadline: float = math.inf) -> None:
        """Zero the counters for a new run limited to ``limit`` operations.

        ``deadline`` is a ``time.process_time()`` past which the run stops too (the CPU budget).
        """
        self._deadline = deadline
        self._base = self._count()
        self._charged[0] = 0
        self._depth[0] = self._depth[1] = 0
        self._limit = limit

    def _on_timer(self, signum: int, frame: Any) -> None:
        if self.ops > self._limit or time.process_time() > self._deadline:
            signal.setitimer(signal.ITIMER_VIRTUAL, 0)
            raise OpBudgetExceeded

    def start_budget(self) -> None:
        """Check the op limit every few milliseconds of CPU until :meth:`stop_budget`."""
        signal.signal(signal.SIGVTALRM, self._on_timer)
        signal.setitimer(signal.ITIMER_VIRTUAL, CHECK_INTERVAL_S, CHECK_INTERVAL_S)

    def stop_budget(self) -> None:
        """Stop the budget checks."""
        signal.setitimer(signal.ITIMER_VIRTUAL, 0)

    def namespace(self, base: dict[str, Any]) -> dict[str, Any]:
        """``base`` plus the shims the instrumented code calls (one namespace per meter)."""
        charged = self._charged
        depth = self._depth
        func_cost = _FUNC_COST
        method_cost = _METHOD_COST
        seq = _SEQ

        def contains(item: Any, container: Any) -> bool:
            if type(container) in seq:
                charged[0] += len(container)
            return item in container

        def sized(value: Any) -> Any:
            if type(value) in seq:
                charged[0] += len(value)
            return value

        def call(func: Any, *args: Any, **kwargs: Any) -> Any:
            result = func(*args, **kwargs)
            try:
                cost = func_cost.get(func)
            except TypeError:  # an unhashable callable
                cost = None
            if cost is not None:
                charged[0] += cost(args, kwargs, result)
            return result

        def method(obj: Any, name: str, *args: Any, **kwargs: Any) -> Any:
            bound = getattr(obj, name)
            result = bound(*args, **kwargs)
            by_type = method_cost.get(type(obj))
            if by_type is not None:
                charged[0] += by_type(obj, name, args, result)
            else:
                try:
                    cost = func_cost.get(bound)
                except TypeError:
                    cost = None
                if cost is not None:
                    charged[0] += cost(args, kwargs, result)
            return result

        def enter() -> None:
            depth[0] += 1
            depth[1] = max(depth[1], depth[0])

        def leave() -> None:
            depth[0] -= 1

        shims: dict[str, Any] = {
            _PREFIX + "tick": self._counter.__next__,
            _PREFIX + "in": contains,
            _PREFIX + "sized": sized,
            _PREFIX + "call": call,
            _PREFIX + "method": method,
            _PREFIX + "enter": enter,
            _PREFIX + "leave": leave,
        }
        counted_builtins = dict(vars(builtins))

        def prepare(scope: dict[str, Any]) -> None:
            # A namespace of the submission's own making gets the shims its instrumented code
            # calls, and these built-ins, so that an exec() inside it is counted too.
            for name, shim in shims.items():
                scope.setdefault(name, shim)
            scope.setdefault("__builtins__", counted_builtins)

        def counted_compile(
            source: Any,
            filename: Any,
            mode: str,
            flags: int = 0,
            dont_inherit: bool = False,
            optimize: int = -1,
            **kwargs: Any,
        ) -> Any:
            if flags & ast.PyCF_ONLY_AST or not isinstance(source, str | bytes | ast.AST):
                return compile(source, filename, mode, flags, dont_inherit, optimize, **kwargs)
            tree = source if isinstance(source, ast.AST) else ast.parse(source, str(filename), mode)
            return compile(
                _rewrite(tree, str(filename), False), filename, mode, flags, dont_inherit, optimize
            )

        def scopes(globals_: dict[str, Any] | None, locals_: Any) -> tuple[dict[str, Any], Any]:
            if globals_ is None:  # the caller's, as the real exec/eval would use
                frame = sys._getframe(2)
                globals_, locals_ = frame.f_globals, frame.f_locals if locals_ is None else locals_
            prepare(globals_)
            return globals_, locals_

        def counted_exec(source: Any, globals_: Any = None, locals_: Any = None, /, **kwargs: Any) -> None:
            if isinstance(source, str | bytes):
                source = counted_compile(source, "<string>", "exec")
            scope, local = scopes(globals_, locals_)
            exec(source, scope, local, **kwargs)

        def counted_eval(source: Any, globals_: Any = None, locals_: Any = None, /) -> Any:
            if isinstance(source, str):  # eval() ignores leading blanks; ast.parse does not
                source = counted_compile(source.lstrip(" \t"), "<string>", "eval")
            elif isinstance(source, bytes):
                source = counted_compile(source.lstrip(b" \t"), "<string>", "eval")
            scope, local = scopes(globals_, locals_)
            return eval(source, scope, local)

        counted_builtins.update(exec=counted_exec, eval=counted_eval, compile=counted_compile)
        namespace = dict(base)
        namespace.update(shims)
        namespace["__builtins__"] = counted_builtins
        return namespace


# -- the rewrite ---------------------------------------------------------------------------------


def _name(suffix: str) -> ast.Name:
    return ast.Name(id=_PREFIX + suffix, ctx=ast.Load())


def _tick_stmt() -> ast.stmt:
    return ast.Expr(value=ast.Call(func=_name("tick"), args=[], keywords=[]))


def _is_self_recursive(node: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    for sub in ast.walk(node):
        if isinstance(sub, ast.Call):
            f = sub.func
            if (isinstance(f, ast.Name) and f.id == node.name) or (
                isinstance(f, ast.Attribute) and f.attr == node.name
            ):
                return True
    return False


class _Rewriter(ast.NodeTransformer):
    def __init__(self, track_depth: bool) -> None:
        self.track_depth = track_depth

    def _body(self, body: list[ast.stmt]) -> list[ast.stmt]:
        return [_tick_stmt(), *body]

    def visit_FunctionDef(self, node: ast.FunctionDef) -> Any:
        return self._function(node)

    def visit_AsyncFunctionDef(self, node: ast.AsyncFunctionDef) -> Any:
        return self._function(node)

    def _function(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> Any:
        recursive = self.track_depth and _is_self_recursive(node)
        self.generic_visit(node)
        body: list[ast.stmt] = self._body(node.body)
        if recursive:
            enter = ast.Expr(value=ast.Call(func=_name("enter"), args=[], keywords=[]))
            leave = ast.Expr(value=ast.Call(func=_name("leave"), args=[], keywords=[]))
            body = [enter, ast.Try(body=body, handlers=[], orelse=[], finalbody=[leave])]
        node.body = body
        return node

    def visit_For(self, node: ast.For) -> Any:
        self.generic_visit(node)
        node.body = self._body(node.body)
        return node

    def visit_AsyncFor(self, node: ast.AsyncFor) -> Any:
        self.generic_visit(node)
        node.body = self._body(node.body)
        return node

    def visit_While(self, node: ast.While) -> Any:
        self.generic_visit(node)
        node.body = self._body(node.body)
        return node

    def visit_Lambda(self, node: ast.Lambda) -> Any:
        self.generic_visit(node)
        # ``lambda x: body`` becomes ``lambda x: (tick(), body)[1]``: one step per call.
        tick = ast.Call(func=_name("tick"), args=[], keywords=[])
        pair = ast.Tuple(elts=[tick, node.body], ctx=ast.Load())
        node.body = ast.Subscript(value=pair, slice=ast.Constant(value=1), ctx=ast.Load())
        return node

    def visit_comprehension(self, node: ast.comprehension) -> Any:
        self.generic_visit(node)
        node.ifs = [ast.Call(func=_name("tick"), args=[], keywords=[]), *node.ifs]
        return node

    def visit_Compare(self, node: ast.Compare) -> Any:
        self.generic_visit(node)
        if len(node.ops) == 1 and isinstance(node.ops[0], ast.In | ast.NotIn):
            call = ast.Call(func=_name("in"), args=[node.left, node.comparators[0]], keywords=[])
            if isinstance(node.ops[0], ast.NotIn):
                return ast.copy_location(ast.UnaryOp(op=ast.Not(), operand=call), node)
            return ast.copy_location(call, node)
        return node

    def visit_Subscript(self, node: ast.Subscript) -> Any:
        self.generic_visit(node)
        if isinstance(node.ctx, ast.Load) and isinstance(node.slice, ast.Slice):
            return ast.copy_location(ast.Call(func=_name("sized"), args=[node], keywords=[]), node)
        return node

    def visit_BinOp(self, node: ast.BinOp) -> Any:
        self.generic_visit(node)
        if isinstance(node.op, ast.Add | ast.Mult):
            return ast.copy_location(ast.Call(func=_name("sized"), args=[node], keywords=[]), node)
        return node

    def visit_AugAssign(self, node: ast.AugAssign) -> Any:
        self.generic_visit(node)
        if isinstance(node.op, ast.Add | ast.Mult):
            # ``s += t`` copies t (CPython extends in place); ``s *= k`` charges the right side only.
            node.value = ast.Call(func=_name("sized"), args=[node.value], keywords=[])
        return node

    def visit_Call(self, node: ast.Call) -> Any:
        self.generic_visit(node)
        f = node.func
        if isinstance(f, ast.Name) and f.id in _KNOWN_NAMES:
            new = ast.Call(func=_name("call"), args=[f, *node.args], keywords=node.keywords)
            return ast.copy_location(new, node)
        if isinstance(f, ast.Attribute) and f.attr in _KNOWN_METHODS:
            args: list[ast.expr] = [f.value, ast.Constant(value=f.attr), *node.args]
            return ast.copy_location(ast.Call(func=_name("method"), args=args, keywords=node.keywords), node)
        return node


def instrument(source: str, filename: str, *, track_depth: bool = False) -> Any:
    """Compile ``source`` with operation counting (see the module docstring).

    Args:
        source: the submission.
        filename: the name tracebacks show.
        track_depth: also track the depth of self-recursive functions (for space).

    Returns:
        A code object to ``exec`` in :meth:`Meter.namespace`.

    Raises:
        SyntaxError: the source does not parse (or uses the reserved ``_assay_`` prefix).
    """
    tree = ast.parse(source, filename, "exec")
    return compile(_rewrite(tree, filename, track_depth), filename, "exec", dont_inherit=True)


def _rewrite(tree: ast.AST, filename: str, track_depth: bool) -> Any:
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and node.id.startswith(_PREFIX):
            line = getattr(node, "lineno", 1)
            raise SyntaxError(f"names starting with {_PREFIX!r} are reserved", (filename, line, 1, ""))
    tree = _Rewriter(track_depth).visit(tree)
    ast.fix_missing_locations(tree)
    return tree


# -- what the count cannot see -------------------------------------------------------------------

#: Modules that reach the real built-ins, build code objects, inspect frames, run work in another
#: process or tamper with the budget timer.
_UNCOUNTED_MODULES = frozenset(
    {
        "builtins",
        "code",
        "codeop",
        "concurrent",
        "ctypes",
        "gc",
        "importlib",
        "inspect",
        "marshal",
        "multiprocessing",
        "runpy",
        "signal",
        "subprocess",
        "types",
    }
)
#: Names and attributes with the same powers (``globals()['_assay_tick']``, ``f.__code__``...).
_UNCOUNTED_NAMES = frozenset({"__builtins__", "__import__", "globals", "vars", "breakpoint"})
_UNCOUNTED_ATTRIBUTES = frozenset(
    {
        "__builtins__",
        "__closure__",
        "__code__",
        "__globals__",
        "_getframe",
        "cr_frame",
        "execl",
        "execv",
        "execve",
        "execvp",
        "f_back",
        "f_globals",
        "f_locals",
        "fork",
        "gi_frame",
        "popen",
        "posix_spawn",
        "setitimer",
        "setprofile",
        "settrace",
        "spawnl",
        "spawnv",
        "system",
        "tb_frame",
    }
)


def uncounted_constructs(source: str) -> list[str]:
    """What in ``source`` may run work the operation count does not see, sorted; empty when nothing.

    ``exec``/``eval``/``compile`` by name are counted (they are rewritten too); this lists the ways
    around that and around the counters themselves. Static and conservative: a listed construct is
    a reason to trust the measured class less, not proof of cheating. A source that does not parse
    lists nothing (it is a compile error elsewhere).
    """
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError):
        return []
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(f"import {a.name}" for a in node.names if a.name.split(".")[0] in _UNCOUNTED_MODULES)
        elif isinstance(node, ast.ImportFrom) and node.module:
            if node.module.split(".")[0] in _UNCOUNTED_MODULES:
                found.add(f"import {node.module}")
        elif isinstance(node, ast.Name) and node.id in _UNCOUNTED_NAMES:
            found.add(node.id)
        elif isinstance(node, ast.Attribute) and node.attr in _UNCOUNTED_ATTRIBUTES:
            found.add(f".{node.attr}")
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and _PREFIX in node.value:
            found.add(f"the string {_PREFIX!r}")
    return sorted(found)
