"""Step lists: loops over named steps and ``Go to Step n`` (docs/pseudocode.md, "Step lists").

``Repeat Steps 3 and 4 while K <= N:`` repeats the steps it names, wherever their text is indented:
those steps become the loop's body (shifted under its header when the learner typed them flush),
closed after the last one. A ``Go to`` runs as written, never dropped: one unconditional jump back
at the end of a step is a ``while true`` around the steps from its target to it (exactly what it
does); any other jumps turn the numbered steps into a dispatch loop (``_step ← 1`` / ``while true``
/ ``if _step = 1 then … _step ← 2`` …, a jump being ``_step ← n`` then ``continue``). What cannot be
followed that way (a jump from inside a loop, into a loop's steps, to a step that does not exist,
or a step that starts in the middle of another's ``If``) stays as written and is reported as not
understood.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

__all__ = ["Step", "jumps", "named_loops"]

_OPENS_LOOP = re.compile(r"^(?:for|while|repeat)\b", re.IGNORECASE)
_VAR = "_step"


@dataclass
class Step:
    """One line of a step list while it is being read: a ``SrcLine`` plus what the reading needs."""

    indent: int
    code: str
    lineno: int
    strings: list[str] = field(default_factory=list)
    comment: str | None = None
    step: int | None = None  # the number of the step it belongs to
    kind: str = "code"  # code | closer | goto | write | exit | named
    arg: int | None = None  # goto: its target; named: first * 1000 + last step; closer: the step it names
    head: str = ""  # named: the loop's header
    in_loop: bool = False  # inside a loop over named steps


def _code(lines: list[Step]) -> list[Step]:
    return [s for s in lines if s.code]


def _shift(lines: list[Step], by: int) -> None:
    for s in lines:
        s.indent = max(0, s.indent + by)


def named_loops(steps: list[Step]) -> bool:
    """Turn each ``Repeat Steps a to b …`` into a loop whose body is those steps; in place."""
    changed = False
    while (k := next((j for j, s in enumerate(steps) if s.kind == "named"), None)) is not None:
        s = steps[k]
        assert s.arg is not None
        first, last = divmod(s.arg, 1000)
        body = [
            j
            for j in range(k + 1, len(steps))
            if steps[j].step is not None and first <= (steps[j].step or 0) <= last
        ]
        between = steps[k + 1 : body[0]] if body else []
        if (
            not body
            or body != list(range(body[0], body[-1] + 1))
            or s.step is None
            or first != s.step + 1
            or any(b.code for b in between)
        ):
            s.kind = "code"  # the steps it names are not the ones after it: not read
            continue
        lines = steps[body[0] : body[-1] + 1]
        lines = [b for b in lines if not (b.kind == "closer" and b.arg == s.step)]
        opened = sum(1 for b in lines if b.kind != "closer" and _OPENS_LOOP.match(b.code))
        loop_closers = [j for j, b in enumerate(lines) if b.kind == "closer" and b.code == "end loop"]
        for j in reversed(loop_closers[opened:]):
            del lines[j]  # `[End of loop]` after the named steps closes this loop, which ends here anyway
        code = _code(lines)
        if code:
            _shift(lines, max(0, s.indent + 4 - min(b.indent for b in code)))
        for b in lines:
            b.in_loop = True
        end = Step(s.indent, "end loop", lines[-1].lineno, s.strings, None, s.step, "closer")
        steps[body[0] : body[-1] + 1] = [*lines, end]
        s.code, s.kind = s.head, "code"
        changed = True
    return changed


def _refuse(gotos: list[Step]) -> bool:
    for g in gotos:
        g.kind = "code"  # `Go to Step n` as written: reported as not understood
    return False


def _inside_loop(group: list[Step], goto: Step) -> bool:
    open_at: list[int] = []
    for s in group:
        if not s.code:
            continue
        popped = False
        while open_at and s.indent <= open_at[-1]:
            open_at.pop()
            popped = True
        if s.kind == "closer" and s.code == "end loop" and open_at and not popped:
            open_at.pop()
        if s is goto:
            return bool(open_at)
        if s.kind != "closer" and _OPENS_LOOP.match(s.code):
            open_at.append(s.indent)
    return False


def jumps(steps: list[Step]) -> bool:
    """Follow every ``Go to Step n``: a loop where one expresses it exactly, else a dispatch loop."""
    gotos = [s for s in steps if s.kind == "goto"]
    if not gotos:
        return False
    start = next((k for k, s in enumerate(steps) if s.step is not None), None)
    if start is None:
        return _refuse(gotos)
    groups: list[tuple[int, list[Step]]] = []
    for s in steps[start:]:
        if s.step is not None and not s.in_loop and (not groups or s.step != groups[-1][0]):
            groups.append((s.step, []))
        groups[-1][1].append(s)
    numbers = [n for n, _ in groups]
    for _, group in groups:
        code = _code(group)
        if code and re.match(r"^(?:else\b|end\b)", code[0].code, re.IGNORECASE):
            return _refuse(gotos)  # a step that starts inside another step's If
        for g in (s for s in group if s.kind == "goto"):
            if g.in_loop or g.arg not in numbers or _inside_loop(group, g):
                return _refuse(gotos)
    if len(numbers) != len(set(numbers)):
        return _refuse(gotos)
    if len(gotos) == 1 and _loop_back(steps, groups, gotos[0]):
        return True
    _dispatch(steps, start, groups)
    return True


def _loop_back(steps: list[Step], groups: list[tuple[int, list[Step]]], goto: Step) -> bool:
    """One jump back, the last thing its step does at the step's own level: ``while true``."""
    numbers = [n for n, _ in groups]
    at = next(k for k, (_, group) in enumerate(groups) if goto in group)
    own = _code(groups[at][1])
    target = numbers.index(goto.arg) if goto.arg in numbers else at + 1
    if target > at or own[-1] is not goto or goto.indent != min(s.indent for s in own):
        return False
    region = [s for _, group in groups[target : at + 1] for s in group]
    code = _code(region)
    indent = min(s.indent for s in code)
    goto.code, goto.kind, goto.comment = "", "code", f"Go to Step {goto.arg}"
    _shift(region, 4)
    first = steps.index(region[0])
    last = steps.index(region[-1])
    steps.insert(last + 1, Step(indent, "end loop", goto.lineno, [], None, goto.step, "closer"))
    steps.insert(first, Step(indent, "while true do", region[0].lineno, [], None, region[0].step))
    return True


def _dispatch(steps: list[Step], start: int, groups: list[tuple[int, list[Step]]]) -> None:
    base = min(s.indent for s in _code(steps[start:]))
    lineno = steps[start].lineno
    out = [Step(base, f"{_VAR} \u2190 {groups[0][0]}", lineno), Step(base, "while true do", lineno)]
    for k, (number, group) in enumerate(groups):
        code = _code(group)
        if code:
            _shift(group, base + 8 - min(s.indent for s in code))
        out.append(Step(base + 4, f"if {_VAR} = {number} then", group[0].lineno, [], None, number))
        for s in group:
            if s.kind == "goto":
                out.append(Step(s.indent, f"{_VAR} \u2190 {s.arg}", s.lineno, [], s.comment, number))
                out.append(Step(s.indent, "continue", s.lineno, [], None, number))
            else:
                out.append(s)
        nxt = f"{_VAR} \u2190 {groups[k + 1][0]}" if k + 1 < len(groups) else "break"
        last = code[-1] if code else None
        if not (
            last and last.indent == base + 8 and (last.kind == "goto" or re.match(r"return\b", last.code))
        ):
            out.append(Step(base + 8, nxt, group[-1].lineno, [], None, number))  # on to the next step
        out.append(Step(base + 4, "end if", group[-1].lineno, [], None, number, "closer"))
    out.append(Step(base, "end loop", steps[-1].lineno, [], None, None, "closer"))
    steps[start:] = out
