"""Step lists in Lipschutz's notation, second pass: the steps (docs/pseudocode.md, "Step lists").

Each step's sentence becomes a line the rest of the normaliser reads: ``Set K := 1, LOC := 1 and
MAX := DATA[1].`` one assignment each, ``If MAX < DATA[K], then:`` an ``if … then``, ``Repeat for K
= 1 to N by 2:`` a counted loop, ``Repeat while …:`` a ``while``, the closing remarks ``end if`` /
``end loop``. ``Write: X`` that ends the algorithm (followed by ``Exit``, or its last step) is its
result; elsewhere it displays. A ``Write`` of several values where one result is wanted, a step
that cannot be placed and a ``Go to`` that cannot be followed stay as written, so they are reported
as not understood. The loops over named steps and the jumps are ``_step_jumps``'s.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._base import split_top
from assay.grading._pseudocode._lex import SrcLine
from assay.grading._pseudocode._step_jumps import Step, jumps, named_loops
from assay.grading._pseudocode._step_lists import Closer, StepPlan

__all__ = ["step_flow"]

_I = re.IGNORECASE
_TARGET = r"[A-Za-z_]\w*(?:\s*\[[^\[\]]*\])*"
_ASSIGN = re.compile(rf"^(?P<target>{_TARGET})\s*(?::=|=(?!=)|\u2190|<-)\s*(?P<value>\S.*)$")
_AND_ASSIGN = re.compile(rf",?\s+and\s+(?={_TARGET}\s*(?::=|=(?!=)|\u2190|<-))", _I)
_IF = re.compile(r"^(?P<else>else\s*)?if\s+(?P<cond>.+?)\s*,?\s*\bthen\b\s*:?\s*(?P<rest>.*)$", _I)
_ELSE = re.compile(r"^else\s*:\s*(?P<rest>.*)$|^else$", _I)
_NAMED = re.compile(
    r"^repeat\s+steps?\s+(?P<list>\d+(?:\s*(?:,|and|to|through|-)\s*(?:step\s*)?\d+)*)\s*,?\s*"
    r"(?P<how>(?:while|for)\b.+?)\s*:?$",
    _I,
)
_REPEAT = re.compile(r"^repeat\s+(?P<how>(?:while|for)\b.+?)\s*:?$", _I)
_GOTO = re.compile(r"^go\s*to\s+step\s+(?P<n>\d+)$", _I)
_WRITE = re.compile(r"^(?:write|print)\s*:\s*(?P<items>.+)$", _I)
_AND_EXIT = re.compile(r"^(?P<first>.+?)\s*,?\s+and\s+(?P<last>exit|stop|go\s*to\s+step\s+\d+)$", _I)
_FUNCTIONS = {"int": "int", "floor": "floor", "ceiling": "ceil", "ceil": "ceil", "abs": "abs", "sqrt": "sqrt"}


def _line_step(plan: StepPlan, lineno: int) -> int | None:
    labels = [n for at, n in sorted(plan.steps.items()) if at <= lineno]
    return labels[-1] if labels else None


def step_flow(lines: list[SrcLine], plan: StepPlan) -> tuple[list[SrcLine], list[str]]:
    """The lines of a step list rewritten into the normaliser's pseudocode, and the rules that fired."""
    steps: list[Step] = []
    closers = sorted(plan.closers, key=lambda c: c.lineno)
    for line in lines:
        while closers and closers[0].lineno < line.lineno:
            steps.append(_closer(closers.pop(0), line, plan))
        step = _line_step(plan, line.lineno)
        label = line.lineno in plan.steps and not any(s.lineno == line.lineno for s in steps)
        comment = _comment(line.comment, plan.remarks.pop(line.lineno, None))
        for k, (extra, code, kind, arg, head) in enumerate(_statement(line.code, label)):
            note = comment if k == 0 else None
            steps.append(
                Step(line.indent + extra, code, line.lineno, line.strings, note, step, kind, arg, head)
            )
        if not line.code and comment:
            steps[-1].comment = comment
    template = lines[-1] if lines else SrcLine(0, "")
    steps.extend(_closer(c, template, plan) for c in closers)
    for lineno, remark in plan.remarks.items():
        at = next((k for k, s in enumerate(steps) if s.lineno > lineno), len(steps))
        indent = steps[at].indent if at < len(steps) else 0
        steps.insert(at, Step(indent, "", lineno, [], remark, _line_step(plan, lineno)))
    if plan.sizes and plan.header is not None:
        header = plan.header
        body = next((k for k, s in enumerate(steps) if s.lineno > header and s.code), None)
        if body is not None:
            for size, array in plan.sizes:
                steps.insert(body, Step(steps[body].indent, f"{size} \u2190 LENGTH({array})", header))
    _results(steps)
    rules = ["step-list"]
    if named_loops(steps):
        rules.append("step-list-loops")
    if jumps(steps):
        rules.append("step-list-goto")
    out = [SrcLine(s.indent, s.code, s.strings, s.comment, s.lineno) for s in steps]
    return out, rules


def _comment(*parts: str | None) -> str | None:
    kept = [p for p in parts if p]
    return "  ".join(kept) if kept else None


def _closer(closer: Closer, near: SrcLine, plan: StepPlan) -> Step:
    column = closer.column + (4 if plan.header is not None and closer.lineno > plan.header else 0)
    code = "end if" if closer.kind == "if" else "end loop"
    return Step(
        column,
        code,
        closer.lineno,
        near.strings,
        None,
        _line_step(plan, closer.lineno),
        "closer",
        closer.names_step,
    )


_Part = tuple[int, str, str, "int | None", str]  # extra indent, code, kind, argument, loop header


def _part(code: str, kind: str = "code", arg: int | None = None, head: str = "") -> _Part:
    return (0, code, kind, arg, head)


def _under(parts: list[_Part]) -> list[_Part]:
    return [(4 + e, c, k, a, h) for e, c, k, a, h in parts]


def _statement(code: str, label: bool) -> list[_Part]:
    """One step's sentence as lines; kind ``code`` runs as written, the others are resolved later."""
    code = re.sub(r"(?<!\.)\.\s*$", "", code.strip()).strip()
    code = re.sub(
        r"\b(INT|FLOOR|CEILING|CEIL|ABS|SQRT)\s*\(",
        lambda m: f"{_FUNCTIONS[m.group(1).lower()]}(",
        code,
        flags=_I,
    )
    if not code or re.fullmatch(r"start|begin", code, _I) or re.match(r"read\b", code, _I):
        return [_part("")]  # `Read:` is the input, which a procedure's parameters supply
    if re.fullmatch(r"exit|stop|return", code, _I) or (label and re.fullmatch(r"end", code, _I)):
        return [_part(code, "exit")]
    and_exit = _AND_EXIT.match(code)
    if and_exit and not re.match(r"(?:else\s*)?if\b", code, _I):
        return [*_statement(and_exit.group("first"), False), *_statement(and_exit.group("last"), False)]
    if m := _GOTO.match(code):
        return [_part(code, "goto", int(m.group("n")))]
    if _WRITE.match(code):
        return [_part(code, "write")]
    if m := _NAMED.match(code):
        numbers = [int(n) for n in re.findall(r"\d+", m.group("list"))]
        if re.search(r"to|through|-", m.group("list"), _I) and len(numbers) == 2:
            numbers = list(range(numbers[0], numbers[1] + 1))
        if numbers and numbers == list(range(numbers[0], numbers[0] + len(numbers))):
            return [_part(code, "named", numbers[0] * 1000 + numbers[-1], _loop(m.group("how")))]
        return [_part(code)]
    if m := _REPEAT.match(code):
        return [_part(_loop(m.group("how")))]
    if m := _IF.match(code):
        head = f"{'else ' if m.group('else') else ''}if {m.group('cond')} then"
        rest = m.group("rest").strip()
        if not rest:
            return [_part(head)]
        if re.search(r"\belse\b", rest, _I):
            return [_part(f"{head} {rest}")]
        return [_part(head), *_under(_statement(rest, False))]
    if m := _ELSE.match(code):
        rest = (m.group("rest") or "").strip()
        return [_part("else"), *(_under(_statement(rest, False)) if rest else [])]
    if m := re.match(r"^set\s+(?P<body>.+)$", code, _I):
        pieces = [p for part in split_top(m.group("body")) for p in _AND_ASSIGN.split(part)]
        assigns = [_ASSIGN.match(re.sub(r"^and\s+", "", p.strip(), flags=_I)) for p in pieces]
        if all(assigns):
            return [_part(f"{a.group('target')} \u2190 {a.group('value')}") for a in assigns if a]
        return [_part(code)]
    if m := re.match(r"^interchange\s+(?P<a>.+?)\s+(?:and|with)\s+(?P<b>.+)$", code, _I):
        return [_part(f"swap {m.group('a')} and {m.group('b')}")]
    return [_part(code)]


def _loop(how: str) -> str:
    """``for K = 1 to N by 2`` / ``while K <= N``, in the forms the loop rules read."""
    how = how.strip().rstrip(":").strip()
    by = re.match(r"^(for\s+.+?\bto\b.+?)\s+by\s+(.+)$", how, _I)
    if by:
        return f"{by.group(1)} step {by.group(2)}"
    return how


def _next_code(steps: list[Step], k: int) -> Step | None:
    """The step that runs after ``steps[k]``: the other branches of its ``If`` are passed over."""
    level = steps[k].indent
    skip_deeper_than: int | None = None
    for s in steps[k + 1 :]:
        if not s.code or s.kind == "closer":
            continue
        if skip_deeper_than is not None and s.indent > skip_deeper_than:
            continue
        skip_deeper_than = None
        if s.indent < level and re.match(r"else\b", s.code, _I):
            skip_deeper_than = level = s.indent
            continue
        return s
    return None


def _results(steps: list[Step]) -> None:
    """``Write: X`` that ends the algorithm is its result; ``Exit`` ends it (docs/pseudocode.md)."""
    for k, s in enumerate(steps):
        if s.kind == "write":
            m = _WRITE.match(s.code)
            assert m is not None
            items = split_top(m.group("items"))
            nxt = _next_code(steps, k)
            ends = nxt is None or (nxt.kind == "exit" and nxt.indent <= s.indent)
            if ends and len(items) == 1:
                s.code, s.kind = f"return {items[0]}", "code"
            elif not ends:
                s.code, s.kind = f"print({', '.join(items)})", "code"
            # several values as the one result: which one is meant is not said, so it stays as written
        elif s.kind == "exit":
            before = next((p for p in reversed(steps[:k]) if p.code and p.kind != "closer"), None)
            unreachable = (
                before is not None and before.indent == s.indent and before.code.startswith("return")
            )
            if _next_code(steps, k) is None or unreachable:
                s.comment, s.code = _comment(s.code, s.comment), ""
            else:
                s.code = "return"
            s.kind = "code"
