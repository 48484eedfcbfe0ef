"""Initial validation of a submission (pipeline step 2): size, ``class Solution``, method, type hints.

Runs on Python, i.e. after the pseudocode step. Every rejection is an ``InvalidInputError`` with
code ``INVALID_SOLUTION`` whose message says what was expected, including the exact signature line
to write. A file that does not parse but whose class and method header can be found is *not*
rejected: the judge turns the syntax error into a compile-error verdict the user can read.

The pipeline parses each text once (:class:`~assay.grading._parsed.Parsed`) and hands the parse to
the ``*_parsed`` functions here; the functions taking a string (:func:`validate_solution`,
:func:`reads_as_python`, :func:`looks_like_python`) parse it themselves, for callers with only a text.
"""

from __future__ import annotations

import ast
import difflib
import re
import textwrap

from assay.errors import InvalidInputError
from assay.grading._models import ValidatedSolution
from assay.grading._parsed import Parsed
from assay.grading._pseudocode import clean_text
from assay.judge import Signature

__all__ = [
    "check_length",
    "defines_other_classes",
    "defines_solution",
    "expected_signature_line",
    "looks_like_python",
    "reads_as_python",
    "reads_parsed_as_python",
    "validate_parsed",
    "validate_solution",
]

_CODE = "INVALID_SOLUTION"
_HINT = "Write a `class Solution:` with the typed method shown in the question, then resubmit."


def expected_signature_line(signature: Signature) -> str:
    """The ``def`` line the question expects, e.g. ``def f(self, s: str) -> int:``."""
    params = "".join(f", {p.name}: {p.type}" for p in signature.params)
    return f"def {signature.method}(self{params}) -> {signature.returns}:"


def looks_like_python(source: str) -> bool:
    """Whether ``source`` parses as Python and defines a top-level ``class Solution``."""
    return defines_solution(Parsed.of(source))


def defines_solution(parsed: Parsed) -> bool:
    """Whether the text parsed and defines a top-level ``class Solution``."""
    tree = parsed.tree
    return tree is not None and any(isinstance(n, ast.ClassDef) and n.name == "Solution" for n in tree.body)


def defines_other_classes(parsed: Parsed) -> bool:
    """Whether the text parsed and defines top-level classes (Python, not pseudocode to wrap)."""
    return parsed.tree is not None and any(isinstance(n, ast.ClassDef) for n in parsed.tree.body)


# --- is it Python with a syntax error, pseudocode, or neither? ------------------------------------

_CLASS_HEADER = re.compile(r"^class[ \t]+Solution\b[^\n]*:[ \t]*(?:#.*)?$", re.MULTILINE)
_SELF_DEF = re.compile(
    r"^[ \t]+def[ \t]+\w+[ \t]*\([ \t]*self\b[^\n]*\)[ \t]*(?:->[^\n:]+)?:[ \t]*(?:#.*)?$", re.MULTILINE
)
_STRING = re.compile(r"'''.*?'''|\"\"\".*?\"\"\"|'[^'\n]*'|\"[^\"\n]*\"", re.DOTALL)
# What the pseudocode dialect (docs/pseudocode.md) has and Python never does, one line at a time.
# Python 2 (`<>`, a `print x` statement, `xrange`, `except E, e:`) counts: Python 3 refuses it, so its
# syntax error is the dialect's, not the learner's, and the normaliser translates it (docs/grading.md).
_PSEUDO_LINE = re.compile(
    r"""
      [\u2190\u27f5\u21d0\u2260\u2264\u2265\u2208\u2209\u2227\u2228\u00ac\u00d7\u00f7\u221e]
    | :=  | <-(?!\s*\d)
    | &&  | \|\|  | \w\+\+  | \+\+\w  | \w--\s*;?\s*$
    | ;\s*$
    | ^\s*//  | /\*
    | ^\s*(?:end|endif|endfor|endwhile|endfunction|enddo|done|fi|od|wend|loop)\b
    | ^\s*end[\s_-]*(?:if|for|while|function|procedure|algorithm|do|loop|repeat)\b
    | ^\s*next\s+\w+\s*$
    | \b(?:then|do)\s*$
    | ^\s*(?:function|procedure|algorithm|foreach|repeat|until)\b
    | ^\s*for\s+(?:each|all)\b  | ^\s*for\s*\(  | ^\s*for\s+\w+\s*(?:=|from)\s
    | ^\s*else\s*if\b  | ^\s*elsif\b  | ^\s*elseif\b
    | ^\s*set\s+\S+\s+(?:to|=)\s  | ^\s*let\s+\w+\s*(?:=|be\b)
    | ^\s*(?:increment|decrement|initiali[sz]e)\s+\w
    | ^\s*(?:append|add|push|insert)\s+.+\s(?:to|onto|into)\s+\w
    | ^\s*remove\s+.+\sfrom\s+\w  | ^\s*swap\s+.+\sand\s
    | \w\s+(?:mod|div)\s+\w
    | \b(?:is|are)\s+(?:not\s+)?(?:in|empty|equal|greater|less|even|odd)\b
    | \.(?:contains|containsKey|isEmpty|length|size)\b  | \b(?:length|size)\s+of\b  | \blength\s*\(
    | ^\s*(?:int|long|double|char|string|String|boolean|var|const|auto)\s+[A-Za-z_]\w*\s*(?:=|;|\[)
    | <>  | ^\s*print\s+[^\s(=.,)]  | \bxrange\s*\(  | ^\s*except\s+[\w.]+\s*,\s*\w+\s*:
    """,
    re.VERBOSE | re.IGNORECASE,
)


def _pseudocode_lines(source: str) -> list[int]:
    """1-based lines written in the pseudocode dialect, not Python (string contents and comments ignored)."""
    text = _STRING.sub(lambda m: "''" + "\n" * m.group(0).count("\n"), source)
    found = []
    for number, raw in enumerate(text.split("\n"), 1):
        line = raw.split("#", 1)[0].rstrip()
        stripped = line.strip()
        if not stripped:
            continue
        # `if (x) {`, `} else {`: block braces. A dict literal opening after `=`, `(`, `[`, `,` or `:`
        # is Python.
        before = stripped[:-1].rstrip()[-1:]
        brace_block = stripped.endswith("{") and before not in ("=", "(", "[", ",", ":", "")
        if brace_block or _PSEUDO_LINE.search(line):
            found.append(number)
    return found


def reads_as_python(source: str) -> bool:
    """Whether ``source`` is clearly meant as Python, even when it does not parse.

    True for text that parses with a top-level ``class Solution``, and for text that does not parse
    but has the Python header of one (``class Solution:`` and an indented ``def name(self, ...):``)
    and no line in the pseudocode dialect (arrows, ``end for``, ``then``, braces, English verbs...).
    Such text is graded as Python: its syntax error becomes a compile-error verdict with line and
    column, instead of being "repaired" by the pseudocode normaliser or a model.
    """
    return reads_parsed_as_python(Parsed.of(source))


def reads_parsed_as_python(parsed: Parsed) -> bool:
    """:func:`reads_as_python` of a text already parsed."""
    if defines_solution(parsed):
        return True
    text = textwrap.dedent(parsed.raw.replace("\r\n", "\n"))
    if not (_CLASS_HEADER.search(text) and _SELF_DEF.search(text)):
        return False
    cleaned = clean_text(text)[0]
    if parsed.tree is not None and cleaned == parsed.text:
        return False  # it parses, with no class Solution
    if parsed.tree is not None or cleaned != parsed.text:  # the same text failed once: no second parse
        try:
            ast.parse(cleaned)
        except (SyntaxError, ValueError):
            return not _pseudocode_lines(text)
        return False  # only smart quotes or similar characters were wrong: the normaliser cleans those
    return not _pseudocode_lines(text)


def validate_solution(
    source: str, signature: Signature, *, max_chars: int = 20000, require_type_hints: bool = True
) -> ValidatedSolution:
    """Check that ``source`` is a gradable ``class Solution`` for ``signature``.

    Args:
        source: Python source (after any pseudocode normalisation).
        signature: the method the question expects.
        max_chars: the length limit (the ``ASSAY_MAX_SOLUTION_CHARS`` setting of the service).
        require_type_hints: whether missing hints are an error. Only a Python answer owes them:
            pseudocode, normalised or translated by a model, takes its types from the signature.

    Returns:
        The validated solution, with warnings for non-fatal mismatches. Its ``source`` is dedented
        (code pasted from an indented block, such as a mobile app's template string, runs as
        written); lines are unchanged.

    Raises:
        InvalidInputError: code ``INVALID_SOLUTION``; the message says what was expected.
    """
    check_length(source, signature, max_chars=max_chars)
    return validate_parsed(Parsed.of(source), signature, require_type_hints=require_type_hints)


def check_length(source: str, signature: Signature, *, max_chars: int) -> None:
    """Refuse an empty submission or one over ``max_chars`` (the first check, before anything runs).

    Raises:
        InvalidInputError: code ``INVALID_SOLUTION``.
    """
    if not source.strip():
        expected = expected_signature_line(signature)
        raise _invalid(f"The solution is empty: expected a `class Solution:` with `{expected}`.", expected)
    if len(source) > max_chars:
        raise _invalid(
            f"The solution is {len(source):,} characters long; the limit is {max_chars:,}. "
            "Remove unused code or long comments.",
            expected_signature_line(signature),
        )


def validate_parsed(
    parsed: Parsed, signature: Signature, *, require_type_hints: bool = True
) -> ValidatedSolution:
    """:func:`validate_solution` of a text already parsed (its length already checked).

    Raises:
        InvalidInputError: code ``INVALID_SOLUTION``; the message says what was expected.
    """
    expected = expected_signature_line(signature)
    if parsed.tree is None:
        assert parsed.error is not None
        return _validate_unparsable(parsed.text, signature, expected, parsed.error)
    return _validate_tree(
        parsed.text, parsed.tree, signature, expected, require_type_hints=require_type_hints
    )


def _invalid(message: str, expected: str) -> InvalidInputError:
    return InvalidInputError(message, code=_CODE, hint=_HINT, details={"expectedSignature": expected})


def _validate_tree(
    source: str, tree: ast.Module, signature: Signature, expected: str, *, require_type_hints: bool
) -> ValidatedSolution:
    classes = [n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "Solution"]
    if not classes:
        raise _invalid(_no_class_message(tree, signature, expected), expected)
    warnings: list[str] = []
    if len(classes) > 1:
        warnings.append("`class Solution` is defined more than once; the last definition is graded.")
    cls = classes[-1]
    methods = {n.name: n for n in cls.body if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)}
    func = methods.get(signature.method)
    if func is None:
        raise _invalid(_missing_method_message(list(methods), signature, expected), expected)
    if isinstance(func, ast.AsyncFunctionDef):
        raise _invalid(
            f"`{signature.method}` is declared `async def`; write a plain method: `{expected}`.", expected
        )
    warnings.extend(_check_function(func, signature, expected, require_type_hints=require_type_hints))
    return ValidatedSolution(source=source, method=signature.method, line=func.lineno, warnings=warnings)


def _no_class_message(tree: ast.Module, signature: Signature, expected: str) -> str:
    top_funcs = [n.name for n in tree.body if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)]
    other_classes = [n.name for n in tree.body if isinstance(n, ast.ClassDef)]
    base = f"No `class Solution` found: expected `class Solution:` containing `{expected}`."
    if signature.method in top_funcs:
        return f"{base} `{signature.method}` is defined at top level; indent it inside `class Solution:`."
    if other_classes:
        names = ", ".join(f"`{c}`" for c in other_classes)
        return f"{base} Found class {names}; rename it to `Solution`."
    return base


def _missing_method_message(found: list[str], signature: Signature, expected: str) -> str:
    message = f"`class Solution` has no method `{signature.method}`: expected `{expected}`."
    public = [name for name in found if not name.startswith("__")]
    if not public:
        return message
    # camelCase spellings are the common mistake (LeetCode uses them): compare without underscores.
    wanted = signature.method.replace("_", "").lower()
    close = [name for name in public if name.replace("_", "").lower() == wanted]
    close = close or difflib.get_close_matches(signature.method, public, n=1, cutoff=0.6)
    if close:
        return f"{message} Found `{close[0]}`; rename it to `{signature.method}`."
    names = ", ".join(f"`{n}`" for n in public)
    return f"{message} Found {names}."


def _check_function(
    func: ast.FunctionDef, signature: Signature, expected: str, *, require_type_hints: bool = True
) -> list[str]:
    """Raise for fatal problems of the method's parameter list; return warnings for the rest."""
    args = func.args
    name = signature.method
    if args.vararg is not None or args.kwarg is not None or args.kwonlyargs:
        raise _invalid(
            f"`{name}` must take exactly the question's parameters, without `*args`, `**kwargs` or "
            f"keyword-only parameters: expected `{expected}`.",
            expected,
        )
    positional = [*args.posonlyargs, *args.args]
    decorators = {_decorator_name(d) for d in func.decorator_list}
    if "staticmethod" in decorators or "classmethod" in decorators:
        raise _invalid(
            f"`{name}` must be a plain instance method taking `self`: expected `{expected}`.", expected
        )
    if not positional or positional[0].arg != "self":
        raise _invalid(f"The first parameter of `{name}` must be `self`: expected `{expected}`.", expected)
    params = positional[1:]
    wanted = list(signature.params)
    if len(params) != len(wanted):
        found = ", ".join(p.arg for p in params) or "none"
        want = ", ".join(f"{p.name}: {p.type}" for p in wanted) or "none"
        raise _invalid(
            f"`{name}` takes {len(params)} parameter(s) after self ({found}); the question passes "
            f"{len(wanted)} ({want}). Expected `{expected}`.",
            expected,
        )
    missing = [p.arg for p in params if p.annotation is None]
    no_return = func.returns is None
    if require_type_hints and (missing or no_return):
        parts = []
        if missing:
            parts.append(
                "parameter" + ("s " if len(missing) > 1 else " ") + ", ".join(f"`{m}`" for m in missing)
            )
        if no_return:
            parts.append("the return value")
        raise _invalid(
            f"Type hints are required: add them to {' and '.join(parts)} of `{name}`. Expected `{expected}`.",
            expected,
        )
    warnings: list[str] = []
    for got, want_param in zip(params, wanted, strict=True):
        if got.arg != want_param.name:
            warnings.append(
                f"Parameter `{got.arg}` of `{name}` is called `{want_param.name}` in the question."
            )
        if got.annotation is not None and not _same_type(ast.unparse(got.annotation), want_param.type):
            warnings.append(
                f"Parameter `{got.arg}` is annotated `{ast.unparse(got.annotation)}`; "
                f"the question passes `{want_param.type}`."
            )
    if func.returns is not None and not _same_type(ast.unparse(func.returns), signature.returns):
        warnings.append(
            f"`{name}` is annotated to return `{ast.unparse(func.returns)}`; "
            f"the question expects `{signature.returns}`."
        )
    return warnings


def _decorator_name(node: ast.expr) -> str:
    if isinstance(node, ast.Call):
        node = node.func
    if isinstance(node, ast.Attribute):
        return node.attr
    return node.id if isinstance(node, ast.Name) else ""


_BUILTIN_GENERICS = re.compile(r"\b(list|dict|tuple|set)(?=\[)")


def _canonical_type(text: str) -> str:
    text = re.sub(r"[\s'\"]", "", text).replace("typing.", "")
    text = _BUILTIN_GENERICS.sub(lambda m: m.group(1).capitalize(), text)
    return re.sub(r"^Optional\[(.*)\]$", r"\1|None", text)


def _same_type(written: str, wanted: str) -> bool:
    """Compare type notations leniently (``list[int]`` == ``List[int]``, spaces and quotes ignored)."""
    return _canonical_type(written) == _canonical_type(wanted)


_CLASS_RE = re.compile(r"^class\s+Solution\b", re.MULTILINE)


def _validate_unparsable(
    source: str, signature: Signature, expected: str, exc: SyntaxError | ValueError
) -> ValidatedSolution:
    """Accept a file with a syntax error when its class and method header are recognisable."""
    where = f"line {exc.lineno}: {exc.msg}" if isinstance(exc, SyntaxError) else str(exc)
    if not _CLASS_RE.search(source):
        raise _invalid(
            f"The solution is not valid Python ({where}) and has no `class Solution`: "
            f"expected `class Solution:` containing `{expected}`.",
            expected,
        )
    method_re = re.compile(rf"^[ \t]+def[ \t]+{re.escape(signature.method)}[ \t]*\(", re.MULTILINE)
    match = method_re.search(source)
    if match is None:
        raise _invalid(
            f"The solution is not valid Python ({where}) and `class Solution` has no method "
            f"`{signature.method}`: expected `{expected}`.",
            expected,
        )
    line = source.count("\n", 0, match.start()) + 1
    return ValidatedSolution(source=source, method=signature.method, line=line, syntax_error=where)
