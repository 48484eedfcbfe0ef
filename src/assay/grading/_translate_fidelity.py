"""Did the model translate the learner's pseudocode, or the algorithm it recognised?

A small model asked to translate a buggy answer often writes the textbook solution instead: the
off-by-one disappears, a check for an empty input appears, ``<`` becomes ``<=``. The tests would then
grade the model's algorithm, not the learner's. A prompt that says "keep every bug" is not proof, so
:func:`fidelity_drifts` compares what can be compared between the pseudocode (read as text: it does not
parse) and the translation (read as Python):

* the integer values a variable is given (``best ← 1`` against ``best = 0``);
* the bounds of counted loops over the same variable (start and end, inclusive or not);
* how many strict and non-strict comparisons there are (``<`` against ``<=``);
* ``+ 1`` and ``- 1`` offsets the pseudocode does not have;
* an early return for an empty input the pseudocode never checks for, or a check it has and the code
  dropped.

Each difference is a :class:`Drift` whose message is said to the model (one more round) and, when it
persists, to the learner: a translation that changed the learner's logic is never graded
(docs/pseudocode.md, "Model translation"). The check errs towards silence where the pseudocode is
ambiguous (a phrase it cannot read is not a difference), so it catches the usual "fixes" and misses
rewrites it cannot line up, such as a loop the model renamed or restructured.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from typing import Literal

__all__ = ["Drift", "DriftKind", "fidelity_drifts"]

DriftKind = Literal["value", "loop_bound", "comparison", "offset", "empty_check"]


@dataclass(frozen=True)
class Drift:
    """One way the translation departs from the pseudocode.

    Attributes:
        kind: what was compared.
        message: the difference in one sentence, naming both sides (said to the model and the learner).
    """

    kind: DriftKind
    message: str


_NUMBER_WORDS = {
    "zero": 0,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
}
_NUM = r"(?:-\s*)?(?:\d+|zero|one|two|three|four|five|six|seven|eight|nine|ten)\b"
_NAME = r"[A-Za-z_][A-Za-z0-9_]*"
_ASSIGN = re.compile(
    rf"(?<![\w.\[])({_NAME})(?:\s*\[[^\]]*\])?\s*"
    r"(?:←|<-|:=|=(?![=>])|\s(?:starts?|begins?)\s+(?:at|as|from|with)|\sbecomes|\sbe|\sto|\sequal\s+to|\sas)"
    rf"\s*({_NUM})(?=\s*(?:$|[,;)]|and\b|//|#|--|then\b|\.\s|\.$|end\b|\}}))",
    re.IGNORECASE | re.MULTILINE,
)
_CONDITION_START = re.compile(r"^\s*(?:\d+\s+)?(?:if|while|until|when|elif|else\s+if|unless|return)\b", re.I)
_LOOP_START = re.compile(r"^\s*(?:\d+\s+)?(?:for|foreach)\b", re.I)
_GENERIC = re.compile(r"(?<=\w)<[\w\s,.\[\]*?]*>")
_STRICT = re.compile(r"(?<![<\-=])<(?![=<\-])|(?<![\->=])>(?![=>])")
_NONSTRICT = re.compile(r"<=|>=|=<|≤|≥")
_STRICT_WORDS = re.compile(
    r"\b(?:less|smaller|fewer|greater|bigger|larger|more|higher|lower)\s+than\b(?!\s+or\s+equal)|"
    r"\b(?:exceeds?|drops?\s+below|goes\s+below|falls?\s+below|is\s+below|is\s+above|is\s+under)\b",
    re.I,
)
_NONSTRICT_WORDS = re.compile(
    r"\bor\s+equal|\bat\s+(?:most|least)\b|\b(?:no|not)\s+(?:more|less|greater|bigger|smaller|fewer)\s+than\b|"
    r"\bor\s+(?:more|less|fewer|above|below)\b",
    re.I,
)
_INCLUSIVE_LOOP = re.compile(
    r"\b(?:to|through|thru|downto|up\s+to|down\s+to|until)\b|\.\.(?!\.)|\bbetween\b", re.I
)
_UNTIL = re.compile(r"\buntil\b|\bunless\b", re.I)
_EMPTY_WORDS = re.compile(
    r"\bempty\b(?!\s+(?:set|list|map|dict|dictionary|hash|hashmap|hash\s*set|hash\s*map|stack|queue|"
    r"array|string|table|deque|heap|result|object|vector|answer|output)\b)|isEmpty|\bis_empty|"
    r"\b(?:null|nil|none|undefined|nullptr|missing|absent)\b|\bdoes(?:n'?t|\s+not)\s+exist|\bhas\s+no\b|"
    r"\bthere\s+is\s+no\b|\bno\s+(?:more\s+)?"
    r"(?:nodes?|elements?|items?|numbers?|children|values?|characters?|letters?)\b|"
    r"\b(?:length|len|size|count)\b[^\n]{0,40}?(?:==?|\bis\b|\bequals?\b)\s*(?:0|zero)\b|"
    r"\b(?:length|len|size)\b[^\n]{0,40}?(?:<|≤|<=|\bless\s+than\b|\bbelow\b)\s*(?:1|2|one|two)\b|"
    r"\bnot\s+[A-Za-z_]\w*\s*(?:$|:|then\b|\bor\b|\band\b|\))|!\s*[A-Za-z_]\w*\s*(?:\)|\|\||&&)|∅|"
    r"\|\s*\w+\s*\|\s*=\s*0",
    re.I | re.M,
)
_EMPTY_GUARD_LINE = re.compile(
    r"^\s*(?:\d+\s+)?(?:if|when)\b.*(?:\bis\s+empty\b|\bnull\b|\bnil\b|\bnone\b|doesn'?t\s+exist|\bno\s+\w+|"
    r"\b(?:length|size)\b.*(?:==?|\bis\b)\s*(?:0|zero)).*(?:\breturn\b|\bgive\s+back\b|\boutput\b|\banswer\b)",
    re.I,
)
_RANGE_LOOP_PSEUDO = (
    # for i ← 1 to n / for i = 0 to n - 1 / for i from 2 to n / FOR i := 1 TO n
    re.compile(
        rf"^\s*(?:\d+\s+)?for\s+(?:each\s+|every\s+|all\s+)?(?:index\s+|position\s+)?({_NAME})\s*"
        r"(?:←|<-|:=|=|\bfrom\b|\bin\b)\s*(.+?)\s*"
        r"(\bto\b|\bthrough\b|\bup\s+to\b|\bupto\b|\.\.<|\.\.(?!\.)|\bdownto\b|\bdown\s+to\b|\buntil\b|\bbelow\b)"
        r"\s*(.+?)\s*(?:\bstep\b.*)?(?:\bdo\b|:|\{|$)",
        re.I,
    ),
    # for every index j between 2 and n
    re.compile(
        rf"^\s*(?:\d+\s+)?for\s+(?:each\s+|every\s+|all\s+)?(?:index\s+|position\s+)?({_NAME})\s+"
        r"(between)\s+(.+?)\s+and\s+(.+?)\s*(?:\bdo\b|:|\{|$)",
        re.I,
    ),
)
_C_FOR = re.compile(
    rf"for\s*\(\s*(?:(?:int|let|var|auto|size_t|long|const)\s+)?({_NAME})\s*=\s*([^;]+);\s*"
    rf"({_NAME})\s*(<=|<|>=|>|!=)\s*([^;]+);",
)
_PY_RANGE = re.compile(rf"^\s*for\s+({_NAME})\s+in\s+range\s*\((.*)\)\s*:?\s*$")
_LENGTH_WORDS = re.compile(
    r"\b(?:the|length|len|size|count|number|of|elements|items|in|end|last|index|position|up)\b|\.length\b|"
    r"\.size\b|\(\)|\.len\b",
    re.I,
)
_COMMENT = re.compile(r"//\s*[A-Za-z].*$|(?:^|\s)#\s.*$|▷.*$|\s--\s+[A-Za-z].*$|/\*.*?\*/", re.M)
_STRING = re.compile(r"\"[^\"\n]*\"|'[^'\s]{0,12}'|`[^`\n]*`")
_BIG_O = re.compile(r"\bO\s*\([^()]*(?:\([^()]*\)[^()]*)*\)")


def fidelity_drifts(pseudocode: str, python: str) -> list[Drift]:
    """The differences between the learner's pseudocode and a model's Python translation of it.

    Args:
        pseudocode: the submission as the learner wrote it.
        python: the translation (it must parse; an unparsable one yields no drift).

    Returns:
        The drifts found, at most one per compared thing; empty when nothing comparable differs.
    """
    try:
        tree = ast.parse(python)
    except (SyntaxError, ValueError):
        return []
    text = _clean(pseudocode)
    drifts: list[Drift] = []
    drifts += _value_drifts(text, tree)
    drifts += _loop_drifts(text, tree)
    drifts += _comparison_drifts(text, tree)
    drifts += _offset_drifts(text, tree)
    drifts += _empty_drifts(text, tree) or _return_drifts(text, tree)
    return drifts


# --- reading the pseudocode ------------------------------------------------------------------------


def _clean(text: str) -> str:
    """The pseudocode without comments, string literals or big-O remarks (their numbers are not code)."""
    text = text.replace("\r\n", "\n").replace("\t", "    ").replace("−", "-").replace("–", "-")
    text = _BIG_O.sub(" ", text)
    text = _STRING.sub('""', text)
    return _COMMENT.sub("", text)


def _number(token: str) -> int | None:
    token = re.sub(r"\s+", "", token.lower())
    sign = -1 if token.startswith("-") else 1
    token = token.lstrip("-")
    if token.isdigit():
        return sign * int(token)
    value = _NUMBER_WORDS.get(token)
    return None if value is None else sign * value


def _pseudo_values(text: str) -> dict[str, set[int]]:
    """Integer values the pseudocode assigns to each name (conditions and loop headers excluded)."""
    values: dict[str, set[int]] = {}
    for line in text.split("\n"):
        if _CONDITION_START.match(line) or _LOOP_START.match(line):
            # `if x is 0`, `while i = 0` compare; `for i ← 1 to n` is a bound, compared elsewhere. A
            # one-line `if c then x ← 0` still assigns: read what follows `then`.
            then = re.search(r"\bthen\b|→|:\s|\)\s*\{?\s*(?=\w)", line)
            if not then or _LOOP_START.match(line):
                continue
            line = line[then.end() :]  # noqa: PLW2901
        for match in _ASSIGN.finditer(line):
            before, after = line[: match.start()], line[match.end() :]
            if before.rstrip().endswith(",") or re.match(r"\s*,\s*-?\d", after):
                continue  # `a, b = 0, 1`: which value is whose is not worth guessing
            name, value = match.group(1), _number(match.group(2))
            if value is not None and name.lower() not in _NOT_NAMES:
                values.setdefault(name, set()).add(value)
    return values


_NOT_NAMES = frozenset(
    re.findall(
        r"\w+", "set let to be is as the a an it up down by from step return give back output answer and or"
    )
)


# --- reading the Python -----------------------------------------------------------------------------


def _int_value(node: ast.AST) -> int | None:
    if isinstance(node, ast.Constant) and type(node.value) is int:
        return node.value
    if (
        isinstance(node, ast.UnaryOp)
        and isinstance(node.op, ast.USub)
        and isinstance(node.operand, ast.Constant)
        and type(node.operand.value) is int
    ):
        return -node.operand.value
    return None


def _python_values(tree: ast.AST) -> dict[str, set[int]]:
    values: dict[str, set[int]] = {}

    def bind(target: ast.AST, value: ast.AST) -> None:
        if isinstance(target, ast.Name):
            number = _int_value(value)
            if number is not None:
                values.setdefault(target.id, set()).add(number)
        elif isinstance(target, ast.Tuple | ast.List) and isinstance(value, ast.Tuple | ast.List):
            for t, v in zip(target.elts, value.elts, strict=False):
                bind(t, v)

    for node in ast.walk(tree):
        if isinstance(node, ast.Assign):
            for target in node.targets:
                bind(target, node.value)
        elif isinstance(node, ast.AnnAssign) and node.value is not None:
            bind(node.target, node.value)
    return values


def _value_drifts(text: str, tree: ast.AST) -> list[Drift]:
    ours, theirs = _pseudo_values(text), _python_values(tree)
    folded = {k.lower(): v for k, v in ours.items()}
    drifts: list[Drift] = []
    for name, got in sorted(theirs.items()):
        want = ours.get(name) or folded.get(name.lower())
        if not want:
            continue
        added, missing = got - want, want - got
        if added and missing:
            drifts.append(
                Drift(
                    "value",
                    f"the pseudocode sets `{name}` to {_join(missing)}, but the translation sets it to "
                    f"{_join(added)}",
                )
            )
    return drifts


def _join(values: set[int]) -> str:
    return " or ".join(str(v) for v in sorted(values))


# --- loop bounds ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Loop:
    """A counted loop: ``var`` runs from ``start`` up to, and not including, ``base + offset``."""

    var: str
    start: str
    start_value: int | None
    base: frozenset[str]
    offset: int
    text: str


def _split_offset(expr: str) -> tuple[frozenset[str], int]:
    """``len(nums) - 1`` → ({"nums"}, -1): the names of a bound and its trailing integer offset."""
    expr = expr.strip().rstrip(";:{").strip()
    offset = 0
    while True:
        m = re.search(r"(?:\s*([+-])\s*(\d+|one|two)|\s+(plus|minus)\s+(\d+|one|two))\s*\)?\s*$", expr, re.I)
        if not m:
            break
        sign = m.group(1) or ("+" if (m.group(3) or "").lower() == "plus" else "-")
        amount = _number(m.group(2) or m.group(4) or "0") or 0
        offset += amount if sign == "+" else -amount
        expr = expr[: m.start()]
    if re.search(r"\b(?:end|last)\b", expr, re.I):
        offset -= 1  # "the end of nums", "the last index": len(nums) - 1
    stripped = _LENGTH_WORDS.sub(" ", expr)
    names = frozenset(n.lower() for n in re.findall(_NAME, stripped) if n.lower() not in _NOT_NAMES)
    return names, offset


def _pseudo_loops(text: str) -> list[_Loop]:
    loops: list[_Loop] = []
    for line in text.split("\n"):
        c_for = _C_FOR.search(line)
        if c_for and c_for.group(1) == c_for.group(3):
            var, start, op, end = c_for.group(1), c_for.group(2), c_for.group(4), c_for.group(5)
            if op in ("<", "<="):
                base, offset = _split_offset(end)
                loops.append(_loop(var, start, base, offset + (op == "<="), line))
            continue
        py = _PY_RANGE.match(line)
        if py:
            loop = _range_loop(py.group(1), py.group(2), line)
            if loop is not None:
                loops.append(loop)
            continue
        for pattern in _RANGE_LOOP_PSEUDO:
            m = pattern.match(line)
            if not m:
                continue
            if m.group(2).lower() == "between":
                var, start, word, end = m.group(1), m.group(3), "to", m.group(4)
            else:
                var, start, word, end = m.group(1), m.group(2), m.group(3), m.group(4)
            word = word.lower()
            if "down" in word:
                break  # counting down: its bounds are compared as comparisons, not here
            base, offset = _split_offset(end)
            exclusive = word in ("until", "below", "..<")
            loops.append(_loop(var, start, base, offset + (0 if exclusive else 1), line))
            break
    return loops


def _loop(var: str, start: str, base: frozenset[str], offset: int, line: str) -> _Loop:
    start = start.strip()
    return _Loop(var, start, _number(start), base, offset, line.strip())


def _range_loop(var: str, args: str, line: str) -> _Loop | None:
    parts = _top_level_split(args)
    if len(parts) == 1:
        base, offset = _split_offset(parts[0])
        return _loop(var, "0", base, offset, line)
    if len(parts) == 2:
        base, offset = _split_offset(parts[1])
        return _loop(var, parts[0], base, offset, line)
    if len(parts) == 3 and _number(parts[2]) == 1:
        base, offset = _split_offset(parts[1])
        return _loop(var, parts[0], base, offset, line)
    return None


def _top_level_split(args: str) -> list[str]:
    parts, depth, current = [], 0, ""
    for ch in args:
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += ch
    parts.append(current)
    return [p.strip() for p in parts if p.strip()]


def _python_loops(tree: ast.AST) -> list[_Loop]:
    loops: list[_Loop] = []
    for node in ast.walk(tree):
        if not (
            isinstance(node, ast.For)
            and isinstance(node.target, ast.Name)
            and isinstance(node.iter, ast.Call)
            and isinstance(node.iter.func, ast.Name)
            and node.iter.func.id == "range"
        ):
            continue
        args = ", ".join(ast.unparse(a) for a in node.iter.args)
        loop = _range_loop(node.target.id, args, f"for {node.target.id} in range({args})")
        if loop is not None:
            loops.append(loop)
    return loops


def _loop_drifts(text: str, tree: ast.AST) -> list[Drift]:
    ours = _pseudo_loops(text)
    theirs = _python_loops(tree)
    drifts: list[Drift] = []
    for mine in ours:
        same = [t for t in theirs if t.var.lower() == mine.var.lower()]
        if len(same) != 1 or len([o for o in ours if o.var.lower() == mine.var.lower()]) != 1:
            continue  # two loops over one name (or none translated as a range): not lined up
        other = same[0]
        start_moved = (
            mine.start_value is not None
            and other.start_value is not None
            and mine.start_value != other.start_value
        )
        end_comparable = mine.base == other.base and bool(mine.base)
        end_moved = end_comparable and mine.offset != other.offset
        if (
            start_moved
            and end_moved
            and (mine.start_value or 0) - (other.start_value or 0) == (mine.offset - other.offset)
        ):
            continue  # both ends shifted together: a 1-based loop read as 0-based, same iterations
        if start_moved and mine.start_value == 1 and other.start_value == 0 and not end_comparable:
            continue  # a 1-based walk whose end we cannot read: not a difference we can prove
        if start_moved or end_moved:
            drifts.append(
                Drift(
                    "loop_bound",
                    f"the pseudocode's loop `{_clip(mine.text)}` runs over different values of "
                    f"`{mine.var}` than the translation's `{_clip(other.text)}`",
                )
            )
    return drifts


def _clip(text: str, limit: int = 70) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


# --- comparisons ------------------------------------------------------------------------------------


def _pseudo_comparisons(text: str) -> tuple[int, int, int]:
    """(strict, non-strict, allowance): comparisons the pseudocode writes, and how many the
    translation may add or turn around legitimately (inclusive loops written as `while i <= n`,
    `until c` written as `while not c`)."""
    text = _GENERIC.sub(" ", text.replace("->", " . ").replace("→", " "))
    strict = nonstrict = allowance = 0
    for line in text.split("\n"):
        if _LOOP_START.match(line) and _INCLUSIVE_LOOP.search(line):
            allowance += 1
        allowance += len(_UNTIL.findall(line))
        nonstrict += len(_NONSTRICT.findall(line)) + len(_NONSTRICT_WORDS.findall(line))
        stripped = _NONSTRICT.sub(" ", line)
        strict += len(_STRICT.findall(stripped)) + len(_STRICT_WORDS.findall(line))
    return strict, nonstrict, allowance


def _python_comparisons(tree: ast.AST) -> tuple[int, int]:
    strict = nonstrict = 0
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            for op in node.ops:
                if isinstance(op, ast.Lt | ast.Gt):
                    strict += 1
                elif isinstance(op, ast.LtE | ast.GtE):
                    nonstrict += 1
    return strict, nonstrict


def _comparison_drifts(text: str, tree: ast.AST) -> list[Drift]:
    p_strict, p_nonstrict, allowance = _pseudo_comparisons(text)
    t_strict, t_nonstrict = _python_comparisons(tree)
    drifts: list[Drift] = []
    if t_nonstrict > p_nonstrict + allowance and t_strict < p_strict:
        drifts.append(
            Drift(
                "comparison",
                f"the pseudocode compares with `<`/`>` {p_strict} time(s) and with `<=`/`>=` {p_nonstrict} "
                f"time(s), but the translation turned a strict `<`/`>` into `<=`/`>=`",
            )
        )
    elif t_strict > p_strict + allowance and t_nonstrict < p_nonstrict:
        drifts.append(
            Drift(
                "comparison",
                f"the pseudocode compares with `<=`/`>=` {p_nonstrict} time(s) and with `<`/`>` {p_strict} "
                f"time(s), but the translation turned a `<=`/`>=` into a strict `<`/`>`",
            )
        )
    return drifts


# --- ±1 offsets -------------------------------------------------------------------------------------


def _python_offsets(tree: ast.AST) -> list[tuple[str, str]]:
    """``(X, sign)`` for each ``X + 1`` / ``X - 1`` whose ``X`` is itself an expression
    (``right - left + 1``), outside ``range(...)`` (an inclusive ``to`` becomes ``range(a, b + 1)``)
    and outside subscripts (a 1-based ``A[i]`` becomes ``A[i - 1]``)."""
    skip: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "range":
            skip.update(id(n) for a in node.args for n in ast.walk(a))
        elif isinstance(node, ast.Subscript):
            skip.update(id(n) for n in ast.walk(node.slice))
    found: list[tuple[str, str]] = []
    for node in ast.walk(tree):
        if id(node) in skip or not isinstance(node, ast.BinOp) or _int_value(node.right) != 1:
            continue
        if isinstance(node.op, ast.Add | ast.Sub) and isinstance(node.left, ast.BinOp | ast.Call):
            found.append((ast.unparse(node.left), "+" if isinstance(node.op, ast.Add) else "-"))
    return found


_LENGTH_FORMS = (
    (re.compile(r"\b(?:the\s+)?(?:length|size|len)\s+of\s+([A-Za-z_]\w*)", re.I), r"len(\1)"),
    (re.compile(r"\b(?:length|size|len|LENGTH)\s*[(\[]\s*([A-Za-z_]\w*)\s*[)\]]", re.I), r"len(\1)"),
    (re.compile(r"\b([A-Za-z_]\w*)\.(?:length|size|count|len)\b(?:\s*\(\s*\))?"), r"len(\1)"),
    (re.compile(r"\|\s*([A-Za-z_]\w*)\s*\|"), r"len(\1)"),
    (re.compile(r"\bplus\b", re.I), "+"),
    (re.compile(r"\bminus\b", re.I), "-"),
    (re.compile(r"(?<=[+-])\s*one\b", re.I), "1"),
)


_LAST = re.compile(r"\b(?:last|end\s+of|final)\b", re.I)


def _squeezed(text: str) -> str:
    """Text in one comparable form: lengths written ``len(x)``, no spaces, lower case."""
    for pattern, replacement in _LENGTH_FORMS:
        text = pattern.sub(replacement, text)
    return re.sub(r"\s+|\bthe\b", "", text).lower()


def _offset_drifts(text: str, tree: ast.AST) -> list[Drift]:
    """An offset the translation added to an expression the pseudocode writes without it: the
    pseudocode has ``right - left`` and never ``right - left + 1``, the translation has the latter."""
    pseudo = _squeezed(text)
    drifts: list[Drift] = []
    seen: set[tuple[str, str]] = set()
    for expr, sign in _python_offsets(tree):
        key = re.sub(r"\s+", "", expr).lower()
        if (key, sign) in seen or len(key) < 3 or key not in pseudo:
            continue
        seen.add((key, sign))
        if f"{key}{sign}1" in pseudo or f"({key}){sign}1" in pseudo:
            continue
        if sign == "-" and key.startswith("len(") and _LAST.search(text):
            continue  # "the last index", "the end of nums": len(nums) - 1 in words
        drifts.append(
            Drift(
                "offset",
                f"the pseudocode writes `{expr}`, but the translation writes `{expr} {sign} 1`: "
                "an offset the pseudocode does not have",
            )
        )
    return drifts


# --- empty inputs -----------------------------------------------------------------------------------


def _solution_body(tree: ast.AST) -> list[ast.stmt]:
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef) and node.name == "Solution":
            for item in node.body:
                if isinstance(item, ast.FunctionDef) and not item.name.startswith("_"):
                    return list(item.body)
    if isinstance(tree, ast.Module):
        funcs = [n for n in tree.body if isinstance(n, ast.FunctionDef)]
        if funcs:
            return list(funcs[0].body)
    return []


def _is_emptiness_test(test: ast.AST) -> bool:
    if isinstance(test, ast.BoolOp):
        return any(_is_emptiness_test(v) for v in test.values)
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        return isinstance(test.operand, ast.Name | ast.Attribute | ast.Subscript)
    if isinstance(test, ast.Compare) and len(test.ops) == 1:
        left, op, right = test.left, test.ops[0], test.comparators[0]
        if isinstance(op, ast.Is | ast.Eq) and isinstance(right, ast.Constant) and right.value is None:
            return True
        is_len = isinstance(left, ast.Call) and isinstance(left.func, ast.Name) and left.func.id == "len"
        bound = _int_value(right)
        if is_len and bound is not None:
            return (
                (isinstance(op, ast.Eq) and bound <= 1)
                or (isinstance(op, ast.Lt) and bound <= 2)
                or (isinstance(op, ast.LtE) and bound <= 1)
            )
        if isinstance(op, ast.Eq) and isinstance(right, ast.List | ast.Constant) and not _truthy(right):
            return True
    return False


def _truthy(node: ast.AST) -> bool:
    if isinstance(node, ast.List):
        return bool(node.elts)
    return isinstance(node, ast.Constant) and bool(node.value)


def _early_guard(tree: ast.AST) -> ast.If | None:
    """An ``if <input is empty>: return …`` among the method's first statements."""
    for stmt in _solution_body(tree)[:3]:
        if (
            isinstance(stmt, ast.If)
            and _is_emptiness_test(stmt.test)
            and any(isinstance(s, ast.Return) for s in stmt.body)
        ):
            return stmt
    return None


def _any_emptiness_test(tree: ast.AST) -> bool:
    """Whether the code tests anything for emptiness or ``None`` anywhere, either way round."""
    for node in ast.walk(tree):
        if isinstance(node, ast.If | ast.While | ast.IfExp | ast.BoolOp | ast.UnaryOp | ast.Compare) and (
            _is_emptiness_test(node)
            or (
                isinstance(node, ast.Compare)
                and any(isinstance(c, ast.Constant) and c.value is None for c in node.comparators)
            )
            or (isinstance(node, ast.Compare) and _is_len(node.left))
        ):
            return True
        tested = node.test if isinstance(node, ast.If | ast.While | ast.IfExp) else None
        if isinstance(tested, ast.Name | ast.Attribute):
            return True  # `if head:`: a test for emptiness, the other way round
    return False


def _is_len(node: ast.AST) -> bool:
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "len"


_CONDITIONAL_RETURN = re.compile(
    r"^\s*(?:\d+\s+)?(?:if|when|else\s+if|elif|elsif|elseif|otherwise\s+if)\b[^\n]*"
    r"\b(?:return|give\s+back|gives\s+back|hand\s+back|output|answer\s+is)\b",
    re.IGNORECASE | re.MULTILINE,
)


def _conditional_returns(tree: ast.AST) -> int:
    count = 0
    for node in ast.walk(tree):
        if isinstance(node, ast.If):
            count += any(isinstance(s, ast.Return) for s in node.body)
            count += any(isinstance(s, ast.Return) for s in node.orelse if not isinstance(s, ast.If))
        elif isinstance(node, ast.Return) and isinstance(node.value, ast.IfExp):
            count += 1
    return count


def _return_drifts(text: str, tree: ast.AST) -> list[Drift]:
    """A case the pseudocode answers early (``if the node has no children give back 0``) that the
    translation dropped: fewer conditional returns than the pseudocode's one-line ``if … return``."""
    lines = [line.strip() for line in text.split("\n") if _CONDITIONAL_RETURN.match(line)]
    theirs = _conditional_returns(tree)
    if len(lines) > theirs:
        example = _clip(lines[-1])
        return [
            Drift(
                "empty_check",
                f"the pseudocode returns early under {len(lines)} condition(s) (e.g. `{example}`), "
                f"but the translation under only {theirs}",
            )
        ]
    return []


def _empty_drifts(text: str, tree: ast.AST) -> list[Drift]:
    guard = _early_guard(tree)
    if guard is not None and not _EMPTY_WORDS.search(text):
        return [
            Drift(
                "empty_check",
                f"the translation adds an early return for an empty input (`if {ast.unparse(guard.test)}`) "
                "that the pseudocode does not have",
            )
        ]
    guard_lines = [line.strip() for line in text.split("\n") if _EMPTY_GUARD_LINE.match(line)]
    if guard_lines and not _any_emptiness_test(tree):
        return [
            Drift(
                "empty_check",
                f"the pseudocode checks for an empty input (`{_clip(guard_lines[0])}`), but the translation "
                "has no such check",
            )
        ]
    return []
