"""Slips of a model's Python that say plainly what the model meant (docs/pseudocode.md, "Model translation").

A small model asked for a helper sometimes writes ``build = lambda s, a, b:`` and then an indented
block, a body no lambda can have. The block says what was meant, a nested ``def``, and sending the
syntax error back does not help: at temperature 0 the model answers the same code again (measured
with the embedded 0.5B, three identical replies). These are slips of our translation step, not of
the learner, so they are read as meant; the learner's own syntax is never repaired, and the
translation then goes through the same fidelity and run checks as any other.
"""

from __future__ import annotations

import re

__all__ = ["indent_width", "repair_model_slips"]

_BLOCK_LAMBDA = re.compile(
    r"^(?P<indent>[ \t]*)(?P<name>[A-Za-z_]\w*)\s*(?::\s*[^=\n]+)?=\s*"  # name, maybe annotated
    r"lambda\b(?P<params>[^:\n]*):\s*(?:#.*)?$"  # a lambda with nothing after its colon
)


def indent_width(line: str) -> int:
    """The width of ``line``'s leading whitespace, a tab counting 4."""
    return len(line.expandtabs(4)) - len(line.expandtabs(4).lstrip())


def repair_model_slips(code: str) -> tuple[str, list[str]]:
    """``code`` with each lambda that heads an indented block written as the ``def`` it stands for.

    Returns:
        The code and one note per repair (empty when nothing was changed).
    """
    lines = code.split("\n")
    notes: list[str] = []
    for i, line in enumerate(lines):
        match = _BLOCK_LAMBDA.match(line)
        if match is None:
            continue
        body = next((later for later in lines[i + 1 :] if later.strip()), None)
        if body is None or indent_width(body) <= indent_width(line):
            continue
        name = match["name"]
        lines[i] = f"{match['indent']}def {name}({match['params'].strip()}):"
        notes.append(f"the model wrote `{name} = lambda …:` over a block; it was read as `def {name}(…):`")
    return "\n".join(lines), notes
