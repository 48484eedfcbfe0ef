"""The words a step starts with (``if``, ``return``, ``sort``, ``append``…): a line that starts with one
is code or English steps, never a title, a note or a remark (docs/pseudocode.md, "Mixed")."""

from __future__ import annotations

import re

__all__ = ["STEP_WORD"]

STEP_WORD = re.compile(
    r"^(?:if|else|elif|for|foreach|while|do|repeat|until|return|give|set|let|make|create|build|sort|reverse|"
    r"append|add|push|pop|put|insert|remove|delete|increment|decrement|increase|decrease|swap|exchange|print|"
    r"output|call|def|function|procedure|algorithm|func|class|begin|end|loop|go|move|take|keep|count|check|"
    r"initiali[sz]e|declare|define|compute|calculate|find|get|store|update|mark|visit|walk|scan|iterate|"
    r"start|stop|break|continue|skip|use|put|fill|copy|split|join|merge|convert|assign|read|write|new|var|"
    r"const|int|string|bool|public|private|static|void)\b",
    re.IGNORECASE,
)
