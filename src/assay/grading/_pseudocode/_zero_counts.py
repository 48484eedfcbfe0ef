"""A note on a counting step that its counts start at 0: ``Add 1 to need[ch]   # counts start at 0``.

A learner who counts into an empty map and says, in a comment on the step that counts, that a
count starts at 0 (``counts start at 0``, ``every count starts at zero``, ``a missing key counts as
0``, ``default 0``) reads a key never set as 0 everywhere, not only where it adds: ``if need[ch] > 0``
of a letter never counted is 0 to them, and a ``KeyError`` to Python. The map is therefore made a
``defaultdict(int)``, as ``a new table, all entries 0`` is (docs/pseudocode.md, "Conventions read
since round 13 was opened: mixed").

Read narrowly: only a note on a line that stores into the map (``m[k] = …``, ``m[k] += …``), only
of a map the method starts empty (``m = {}``) and assigns nowhere else, and only the value 0. Without
such a note a key never set fails as written.
"""

from __future__ import annotations

import ast
import re

__all__ = ["zero_counts"]

_NOTE = re.compile(
    r"#.*\b(?:(?:counts?|entries|entry|values?|keys?|they|it|each|every\s+\w+)\s+(?:all\s+)?"
    r"(?:start|starts|begin|begins)\s+(?:at|from|as)\s+(?:0|zero)\b"
    r"|(?:missing|new|unseen|absent)\s+(?:keys?|entries|entry|ones?|counts?|chars?|letters?)\s+"
    r"(?:are|is|count\s+as|read\s+as|=)\s+(?:0|zero)\b"
    r"|default(?:s)?\s+(?:is\s+|to\s+|=\s*)?(?:0|zero)\b)",
    re.IGNORECASE,
)


def zero_counts(python: str) -> tuple[str, list[str]]:
    """``python`` with each map so noted made a ``defaultdict(int)``, and the maps' names."""
    try:
        tree = ast.parse(python)
    except SyntaxError:
        return python, []
    rows = python.split("\n")
    noted: set[str] = set()
    starts: dict[str, list[ast.Assign]] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign | ast.AugAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                if isinstance(target, ast.Name) and isinstance(node, ast.Assign):
                    starts.setdefault(target.id, []).append(node)
                if (
                    isinstance(target, ast.Subscript)
                    and isinstance(target.value, ast.Name)
                    and _NOTE.search(rows[node.lineno - 1])
                ):
                    noted.add(target.value.id)
    chosen = []
    for name in sorted(noted):
        sets = starts.get(name, [])
        if len(sets) != 1 or not (isinstance(sets[0].value, ast.Dict) and not sets[0].value.keys):
            continue  # set more than once, or not started empty: not the map the note speaks of
        value = sets[0].value
        if value.end_lineno != value.lineno or value.end_col_offset is None:
            continue
        line = rows[value.lineno - 1].encode("utf-8")
        line = line[: value.col_offset] + b"defaultdict(int)" + line[value.end_col_offset :]
        rows[value.lineno - 1] = line.decode("utf-8")
        chosen.append(name)
    return "\n".join(rows), chosen
