"""The C-family front end of the normaliser: code a real parser accepts, translated from its tree.

When an answer parses cleanly as JavaScript, TypeScript, Java, C or C++ (``_cfamily_parse``), its
functions are translated node by node (``_cfamily_stmt``, ``_cfamily_expr``, ``_cfamily_lib``) into a
``class Solution`` whose method is the question's, parameters mapped by position as the line rules
map them. Anything not translated with certainty returns ``None`` and the line rules run exactly as
before: this path never guesses and never refuses an answer on its own (docs/pseudocode.md).
"""

from __future__ import annotations

import ast
import logging
import re
from collections.abc import Callable

from tree_sitter import Node

from assay.grading._pseudocode._base import compile_quietly
from assay.grading._pseudocode._cfamily_context import Ctx, Untranslatable, py, type_of
from assay.grading._pseudocode._cfamily_creturn import RETURN_SIZE, SIZED_HELPER
from assay.grading._pseudocode._cfamily_csharp import translate_csharp
from assay.grading._pseudocode._cfamily_functions import (
    choose_main,
    functions_of,
    name_params,
    signature_kind,
)
from assay.grading._pseudocode._cfamily_go import translate_go
from assay.grading._pseudocode._cfamily_methods import HELPERS as METHOD_HELPERS
from assay.grading._pseudocode._cfamily_parse import parse
from assay.grading._pseudocode._cfamily_solution import (
    FRONT_END_RULE,
    def_line,
    grammar_read,
    main_def_line,
    renaming,
    solution_module,
)
from assay.grading._pseudocode._cfamily_stmt import StmtTr
from assay.grading._pseudocode._java_names import HELPERS as JAVA_LIST_HELPERS
from assay.grading._pseudocode._models import Normalised
from assay.judge import Signature

__all__ = ["FRONT_END_RULE", "translate_cfamily"]

log = logging.getLogger(__name__)

_NAMES = {
    "javascript": "JavaScript",
    "typescript": "TypeScript",
    "java": "Java",
    "c": "C",
    "cpp": "C++",
    "java-or-cpp": "Java or C++ (both read it the same way)",
}
# a size named in any case: an answer written in capitals names it `N` (`int *LISTA, int N`)
_SIZE_NAME = re.compile(r"^(?:(?i:n|m|len|size|length|count)|\w+(?:Size|Len|Length|Count|_size|_len))$")

HELPERS: dict[str, list[str]] = {
    "_cdiv": [
        "def _cdiv(a, b):",
        "    if isinstance(a, int) and isinstance(b, int):",
        "        q = abs(a) // abs(b)",
        "        return q if (a < 0) == (b < 0) else -q",
        "    return a / b",
    ],
    "_cmod": [
        "def _cmod(a, b):",
        "    if isinstance(a, int) and isinstance(b, int):",
        "        r = abs(a) % abs(b)",
        "        return -r if a < 0 else r",
        "    return math.fmod(a, b)",
    ],
    "_js_bit": [
        "def _js_bit(a, b, op):",
        "    def int32(x):",
        "        x = int(x) & 0xFFFFFFFF if x == x and abs(x) != float('inf') else 0",
        "        return x - (1 << 32) if x >= 1 << 31 else x",
        "    a, b = int32(a), int32(b)",
        "    if op == '>>>':",
        "        return (a & 0xFFFFFFFF) >> (b & 31)",
        "    if op in ('<<', '>>'):",
        "        return int32(a << (b & 31)) if op == '<<' else a >> (b & 31)",
        "    return int32({'&': a & b, '|': a | b, '^': a ^ b}[op])",
    ],
    "_js_and": ["def _js_and(a, b):", "    return b() if _truthy(a) else a"],
    "_js_or": ["def _js_or(a, b):", "    return a if _truthy(a) else b()"],
    "_js_nullish": ["def _js_nullish(a, b):", "    return b() if a is None else a"],
    "_truthy": [
        "def _truthy(x):",
        "    if isinstance(x, (list, dict, set)) or x != x:",
        "        return isinstance(x, (list, dict, set))",
        "    return bool(x)",
    ],
    "_js_str": [
        "def _js_str(x):",
        "    if x is None:",
        "        return 'null'",
        "    if isinstance(x, bool):",
        "        return 'true' if x else 'false'",
        "    if isinstance(x, float) and x.is_integer():",
        "        return str(int(x))",
        "    if isinstance(x, list):",
        "        return ','.join('' if v is None else _js_str(v) for v in x)",
        "    return str(x)",
    ],
    "_nonneg": [
        "def _nonneg(i):",
        "    if i < 0:",
        "        raise IndexError('index ' + str(i) + ' out of bounds')",
        "    return i",
    ],
    # JavaScript reads past either end of an array or string as `undefined`, not an error: correct
    # answers lean on it (`const last = res[res.length - 1]` before `res.length && …`)
    "_js_at": [
        "def _js_at(x, i):",
        "    if isinstance(x, dict):",
        "        return x.get(_js_key(i))",
        "    if isinstance(i, float) and i.is_integer():",
        "        i = int(i)",
        "    if isinstance(i, bool) or not isinstance(i, int) or not 0 <= i < len(x):",
        "        return None",
        "    return x[i]",
        "",
        "",
        "def _js_key(k):",
        "    if isinstance(k, (int, float)) and not isinstance(k, bool):",
        "        return _js_str(k)",
        "    return k",
    ],
    "_js_set": [
        "def _js_set(x, i, v):",
        "    if isinstance(x, dict):",
        "        x[_js_key(i)] = v",
        "        return",
        "    if isinstance(i, float) and i.is_integer():",
        "        i = int(i)",
        "    if isinstance(i, bool) or not isinstance(i, int) or i < 0:",
        "        raise TypeError('array position ' + _js_str(i) + ' is not an index')",
        "    while len(x) <= i:",
        "        x.append(None)",
        "    x[i] = v",
    ],
}


def _own_readers(text: str, signature: Signature, *, marked: bool) -> tuple[bool, Normalised | None]:
    """(whether Go's or C#'s reader took the answer, its result: ``None`` when it refused)."""
    readers: list[tuple[str, Callable[[], Normalised | None]]] = [
        ("C#", lambda: translate_csharp(text, signature, marked=marked))
    ]
    if marked:
        readers.insert(0, ("Go", lambda: translate_go(text, signature)))
    for language, read in readers:
        try:
            result = read()
        except Untranslatable as why:
            log.debug("C-family front end refused (%s): %s", language, why)
            return True, None
        except Exception:  # a defect of ours: the line rules read the answer as they did before
            log.exception("the C-family front end failed on a %s answer; the line rules read it", language)
            return True, None
        if result is not None:
            return True, result
    return False, None


def _same_program(a: str, b: str) -> bool:
    """Whether two grammars' Python run alike: Java writes ``return (-1)`` where C++ writes ``return -1``,
    brackets that change nothing (int a[] reads in both; round 14's conventions, docs/pseudocode.md)."""
    if a == b:
        return True
    try:
        return ast.dump(ast.parse(a)) == ast.dump(ast.parse(b))
    except (SyntaxError, ValueError, RecursionError):  # NUL bytes, a chain too deep to walk
        return False


def translate_cfamily(text: str, signature: Signature) -> Normalised | None:
    """The normaliser's result for an answer in a C-family language; ``None`` when it is not ours.

    ``rules_applied`` names this front end and the language (``c-family-parser``, ``c-family-java``).
    """
    # Go first: no other grammar reads `func f(a []int) int {` or `:=` cleanly. C# next, only when it
    # writes what only C# writes (`.Length`, `foreach`, `Dictionary<`…): Java reads much of it alike.
    decided, result = _own_readers(text, signature, marked=True)
    if decided:
        return result
    try:
        candidates = parse(text)
    except Exception:  # a grammar that cannot load is our problem, never the learner's
        log.exception("the C-family parser failed; the line rules read the answer")
        return None
    if not candidates:  # no other grammar reads it: C# that writes nothing only C# writes
        return _own_readers(text, signature, marked=False)[1]
    results: list[tuple[str, list[int]]] = []
    for parsed in candidates:
        try:
            results.append(_translate(parsed.root, parsed.source, parsed.language, signature))
        except Untranslatable as why:
            log.debug("C-family front end refused (%s): %s", parsed.language, why)
            return None
        except Exception:  # a defect of ours: the line rules read the answer as they did before
            log.exception(
                "the C-family front end failed on a %s answer; the line rules read it", parsed.language
            )
            return None
    if not results or any(not _same_program(r[0], results[0][0]) for r in results):
        return None  # no grammar, or two languages that would run it differently
    python, line_map = results[0]
    language = candidates[0].language if len(candidates) == 1 else "java-or-cpp"
    try:
        compile_quietly(python, "<c-family>")
    except (SyntaxError, ValueError, RecursionError):  # NUL bytes, a chain too deep to walk
        log.warning("the C-family front end produced Python that does not compile; the line rules read it")
        return None
    return grammar_read(python, line_map, f"c-family-{language}", _NAMES[language])


def _translate(root: Node, source: bytes, language: str, signature: Signature) -> tuple[str, list[int]]:
    ctx = Ctx(language, source)
    funcs = functions_of(root)
    infos = []
    copies: list[set[str]] = []
    for fn in funcs:
        ctx.copies = set()
        infos.append(name_params(ctx, fn))
        copies.append(ctx.copies)
    names = [i[0] for i in infos]
    main = choose_main(names, signature, [i[1] for i in infos])
    ctx.methods = {n: (signature.method if k == main else n) for k, n in enumerate(names)}
    if len(set(names)) != len(names) or (signature.method in names and names[main] != signature.method):
        raise Untranslatable("two functions of one name")
    out: list[str] = []
    rows: list[int] = []
    for k, (fn, (name, params, body, returns)) in enumerate(zip(funcs, infos, strict=True)):
        ctx.scopes = [{}]
        try:
            ctx.returns = type_of(ctx, returns)
        except Untranslatable:  # a return type this front end does not hold: no conversion made
            ctx.returns = None
        ctx.copies = copies[k]
        st = StmtTr(ctx)
        st.row = fn.start_point.row + 1
        if k == main:
            st.emit(1, main_def_line(signature))
            wanted = [p.name for p in signature.params]
            user = [p for p, _ in params]
            ctx.return_size = None
            if ctx.language in ("c", "cpp") and user and user[-1] == RETURN_SIZE and len(user) > len(wanted):
                # LeetCode's C: `int* returnSize` says how many items of the returned array count
                ctx.return_size = user.pop()
                ctx.scopes[0][RETURN_SIZE] = "int"
                st.emit(2, f"{py(RETURN_SIZE)} = None")
            sizes: list[tuple[str, str]] = []
            if len(user) > len(wanted):
                for j in range(1, len(user)):
                    if len(user) - len(sizes) <= len(wanted):
                        break
                    if _SIZE_NAME.match(user[j]) and user[j] not in wanted and (params[j][1] == "int"):
                        sizes.append((user[j], user[j - 1]))
                rest = [u for u in user if u not in {s for s, _ in sizes}]
            else:
                rest = user
            if len(rest) != len(wanted):
                raise Untranslatable("parameter count differs from the question's")
            declared = dict(params)
            renamed: list[tuple[str, str]] = []
            for u, param in zip(rest, signature.params, strict=True):
                ctx.scopes[0][u] = declared.get(u) or signature_kind(param.type, ctx.typed)
                if py(u) != param.name:
                    renamed.append((py(u), param.name))
            if renamed:
                st.emit(2, renaming(renamed))
            for u in rest:
                if u in ctx.copies:
                    ctx.imports.add("copy")
                    st.emit(2, f"{py(u)} = copy.deepcopy({py(u)})")
            for size, of in sizes:
                ctx.scopes[0][size] = "int"
                st.emit(2, f"{py(size)} = len({py(of)})")
        else:
            ctx.return_size = None
            st.emit(1, def_line(name, (py(p) for p, _ in params)))
            for p, kind in params:
                ctx.scopes[0][p] = kind
                if p in ctx.copies:
                    ctx.imports.add("copy")
                    st.emit(2, f"{py(p)} = copy.deepcopy({py(p)})")
        if body.type == "statement_block" or body.type in ("block", "compound_statement"):
            st.body(body, 2)
        else:  # `const f = nums => new Set(nums).size !== nums.length;`
            st.row = body.start_point.row + 1
            st.emit(2, f"return {st.ex.ex(body)[0]}")
        out.extend(st.out)
        rows.extend(st.src)
        out.append("")
        rows.append(0)
    if "_cmod" in ctx.helpers:
        ctx.imports.add("math")
    helpers = {**HELPERS, **METHOD_HELPERS, **JAVA_LIST_HELPERS, "_sized": SIZED_HELPER}
    unknown = sorted(ctx.helpers - helpers.keys())
    if unknown:
        raise Untranslatable(f"helper {unknown[0]}")
    return solution_module(signature, ctx.imports, [helpers[h] for h in sorted(ctx.helpers)], out, rows)
