"""A name a phone capitalised at the start of a line: ``Res = []`` above ``res.append(…)``.

A phone capitalises the first word of every line it is given, so a learner typing on one sets
``Best ← 0`` and then reads ``best``: one variable, written twice. Python keeps them apart and the
read of ``best`` fails on every input, a failure that is the keyboard's, not the learner's
(docs/pseudocode.md, "Conventions read since round 11 was opened").
"""

from __future__ import annotations

import ast
import re
from collections.abc import Sequence

from assay.grading._pseudocode._learner_lines import learner_line

__all__ = ["every_line_capitalised", "phone_capitals"]

# One capital then small letters (what autocapitalisation makes of a lower-case word); a single
# letter (`N`, `A`) is excluded: textbooks name arrays and sizes so, apart from `n` or `a`
_TITLE = re.compile(r"^[A-Z][a-z][a-z0-9_]*$")
# the first word of the learner's line, after a step number or bullet (`2.`, `3)`, `-`, `*`)
_FIRST_WORD = re.compile(r"^\s*(?:\d+[.):]\s*|[-*•]\s+)?([A-Za-z_]\w*)")


def phone_capitals(
    python: str, line_map: Sequence[int], text: str, every_line: bool = False
) -> tuple[str, list[str]]:
    """``python`` with each phone-capitalised name written as the learner reads it, and the names.

    ``Xyz`` becomes ``xyz`` only when every ``Xyz`` is a target stored on a line the learner began
    with that word (nothing ever reads ``Xyz``), the answer reads ``xyz``, nothing binds ``xyz``
    before the first ``Xyz`` is stored (unless every line of the answer starts with a capital,
    keywords too), and ``xyz`` is no parameter, function or loop variable.
    """
    try:
        tree = ast.parse(python)
    except SyntaxError:
        return python, []
    learner = text.replace("\r\n", "\n").split("\n")
    names = [n for n in ast.walk(tree) if isinstance(n, ast.Name)]
    # names bound some other way than a plain assignment: a parameter, a def, a loop or a `with`
    bound_otherwise = {a.arg for a in ast.walk(tree) if isinstance(a, ast.arg)}
    # `L += 1` reads `L` as it stores it
    augmented = {id(n.target) for n in ast.walk(tree) if isinstance(n, ast.AugAssign)}
    bound_otherwise |= {
        d.name for d in ast.walk(tree) if isinstance(d, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef)
    }
    for node in ast.walk(tree):
        if isinstance(node, ast.For | ast.AsyncFor | ast.comprehension):
            bound_otherwise |= {t.id for t in ast.walk(node.target) if isinstance(t, ast.Name)}
    # on a phone that capitalised every line, keywords too (`While`, `If`, `Local`), `Best = …` after
    # `best = 0` is the same variable stored again (docs/pseudocode.md, "Conventions read since round
    # 13 was opened: mixed"); `every_line` is told from the learner's own text, whose keywords
    # `text` (already cleaned) may have lowered
    chosen: list[str] = []
    titled = {n.id for n in names if _TITLE.match(n.id) or (every_line and _LETTER.match(n.id))}
    for upper in sorted(titled):
        lower = upper.lower()
        uses = [n for n in names if n.id == upper]
        lowers = [n for n in names if n.id == lower]
        stored = [n for n in uses if isinstance(n.ctx, ast.Store)]
        if not all(_starts_line(learner_line(learner, line_map, n.lineno), upper) for n in uses):
            continue
        if every_line and _phone_typed(uses, stored, lowers, lower in bound_otherwise, augmented):
            chosen.append(upper)
            continue
        if len(stored) < len(uses) or lower in bound_otherwise or not _TITLE.match(upper):
            continue
        first = min(n.lineno for n in uses)
        if not any(isinstance(n.ctx, ast.Load) for n in lowers):
            continue  # nothing reads the small form: `Total = 0` may be the learner's own name
        if not every_line and any(isinstance(n.ctx, ast.Store) and n.lineno <= first for n in lowers):
            continue  # `res` set before `Res`: two variables, as written
        chosen.append(upper)
    if not chosen:
        return python, []
    spots = sorted(((n.lineno, n.col_offset, n.id) for n in names if n.id in chosen), reverse=True)
    rows = python.split("\n")
    for lineno, col, name in spots:
        encoded = rows[lineno - 1].encode("utf-8")
        encoded = encoded[:col] + name.lower().encode("utf-8") + encoded[col + len(name) :]
        rows[lineno - 1] = encoded.decode("utf-8")
    return "\n".join(rows), chosen


_LETTER = re.compile(r"^[A-Z]$")


def _phone_typed(
    uses: list[ast.Name],
    stored: list[ast.Name],
    lowers: list[ast.Name],
    lower_bound: bool,
    augmented: set[int],
) -> bool:
    """On a phone that capitalised every line, whether the name of ``uses`` (every use first on its
    line) is its small form as the learner reads it: a name never set while the small one is
    (``Nums.sort()`` with the parameter ``nums``), or one set while the small one, read, never is
    (``L = i + 1`` above ``while l < r``; ``Result = []``, ``Result.append(x)`` above ``return result``).
    Either way one of the two spellings could never run, so reading them as one name changes no answer
    that runs. When both spellings are set, the capital one is the phone's when as written it could
    not be a variable of the learner's: nothing ever reads it (``List1 ← list1.next``, a store that goes
    nowhere) or it is read above every line that sets it (``Tail.next ← list1`` above
    ``Tail ← tail.next``), docs/pseudocode.md, "Conventions read since round 15 was opened: mixed"."""
    lower_set = lower_bound or any(isinstance(n.ctx, ast.Store) for n in lowers)
    if not stored:
        return lower_set
    lower_read = any(isinstance(n.ctx, ast.Load) for n in lowers)
    if not lower_set or not lower_read:
        return not lower_set and lower_read
    loads = [n.lineno for n in uses if isinstance(n.ctx, ast.Load) or id(n) in augmented]
    first = min(stored, key=lambda n: (n.lineno, n.col_offset))
    # `I++` (`I += 1`) as the capital's first store reads it before anything sets it: as written it
    # could never run, so it is the phone's capital on `i` (stop 33: `cl-1602`)
    return not loads or min(loads) < first.lineno or id(first) in augmented


# keywords a learner types in small letters unless the keyboard capitalised them
_KEYWORDS = frozenset(
    {
        "if",
        "else",
        "elif",
        "elseif",
        "while",
        "for",
        "return",
        "end",
        "local",
        "do",
        "repeat",
        "until",
        "then",
    }
)


def every_line_capitalised(text: str) -> bool:
    """Whether every line that starts with a letter starts with a capital, at least five lines, two of
    them keywords (`While`, `Return`): the phone's capitals, not the learner's names."""
    learner = text.replace("\r\n", "\n").split("\n")
    firsts = [m.group(1) for line in learner if (m := _FIRST_WORD.match(line)) is not None]
    if len(firsts) < 5 or any(not w[0].isupper() for w in firsts):
        return False
    return sum(1 for w in firsts if _TITLE.match(w) and w.lower() in _KEYWORDS) >= 2


def _starts_line(line: str, word: str) -> bool:
    """Whether the learner's ``line`` begins with ``word`` (the word a phone capitalises)."""
    first = _FIRST_WORD.match(line)
    return first is not None and first.group(1) == word
