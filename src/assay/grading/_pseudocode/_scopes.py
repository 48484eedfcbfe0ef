"""Helpers that read the main procedure's variables (docs/pseudocode.md, "Helpers").

Pseudocode writes a helper next to the main procedure and lets it read the main procedure's input
and variables (``sink(r, c)`` reads ``grid``; ``build(text)`` appends to ``results``), as a nested
function would. The normaliser makes each helper a method, where those names do not exist; this
pass moves such helpers inside the main method, so they read the names they were written to read.
"""

from __future__ import annotations

import ast
import builtins
import re

from assay.grading._pseudocode._check import bound_names
from assay.grading._pseudocode._unbound_names import unset_reads

__all__ = ["nest_helpers"]

_BUILTINS = set(dir(builtins)) | {"self", "List", "Optional", "ListNode", "TreeNode", "Dict", "Set", "Tuple"}


def _free_names(func: ast.FunctionDef) -> set[str]:
    read = {n.id for n in ast.walk(func) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)}
    # a name read before every step that sets it (`result <-- result + [x]`) is the main procedure's
    # too: see _shared_writes (docs/pseudocode.md, "Conventions read since round 15 was opened: mixed")
    first_read = {name for _line, name, _hint in unset_reads(ast.Module(body=[func], type_ignores=[]))}
    return (read - bound_names(func) - _BUILTINS) | first_read


def nest_helpers(python: str, line_map: list[int], method: str) -> tuple[str, list[int], list[str]]:
    """Move the helpers that read the main method's names inside it.

    Returns the Python, its line map (reordered with the lines) and the helpers moved. Nothing
    changes when no helper reads a name only the main method binds, or the Python does not parse.
    """
    try:
        tree = ast.parse(python)
    except SyntaxError:
        return python, line_map, []
    solution = next((c for c in tree.body if isinstance(c, ast.ClassDef) and c.name == "Solution"), None)
    if solution is None:
        return python, line_map, []
    funcs = [f for f in solution.body if isinstance(f, ast.FunctionDef)]
    main = next((f for f in funcs if f.name == method), None)
    helpers = [f for f in funcs if f is not main and not f.decorator_list and not f.name.startswith("__")]
    if main is None or not main.body or not helpers:
        return python, line_map, []
    shared = bound_names(main) - {a.arg for a in main.args.args[:1]}
    if not any(_free_names(h) & shared for h in helpers):
        return python, line_map, []
    lines = python.split("\n")
    padded = len(lines) - len(line_map)  # a final newline has no entry in the map
    if any(h.end_lineno is None for h in helpers) or padded not in (0, 1):
        return python, line_map, []
    line_map = [*line_map, *([0] * padded)]
    names = {h.name for h in helpers}
    moved: set[int] = set()
    blocks: list[tuple[str, int]] = []
    for h in helpers:
        end = h.end_lineno or h.lineno
        for k in range(h.lineno - 1, end):
            moved.add(k)
            text = lines[k]
            if k == h.lineno - 1:
                text = re.sub(r"\(\s*self\s*(?:,\s*|(?=\)))", "(", text, count=1)
            blocks.append(("    " + text if text.strip() else text, line_map[k]))
    insert_at = main.body[0].lineno - 1
    new_lines: list[str] = []
    new_map: list[int] = []
    for k, text in enumerate(lines):
        if k == insert_at:
            for block_text, src in blocks:
                new_lines.append(block_text)
                new_map.append(src)
        if k in moved:
            continue
        new_lines.append(text)
        new_map.append(line_map[k])
    call = re.compile(rf"\bself\.({'|'.join(re.escape(n) for n in sorted(names))})\s*\(")
    out = [call.sub(lambda m: f"{m.group(1)}(", line) for line in new_lines]
    return "\n".join(out), new_map[: len(new_map) - padded], sorted(names)
