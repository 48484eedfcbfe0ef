"""An algorithm box as a procedure header (docs/pseudocode.md, "Textbook").

Textbooks and course notes often give no header line but a box::

    Algorithm 3: KTH-LARGEST
    Input: an array A[1..n] of integers and an integer k, 1 ≤ k ≤ n
    Output: the k-th largest value in A

The ``Input`` line (``Inputs``, ``Require``, ``Given``, ``Parameters``) names the parameters, in
the order the learner lists them. They become a header ``KTH-LARGEST(A, k)`` above the steps, which
then map onto the question's signature by position as any renamed header does. Only the names the
steps read and never set count (``a list P of pairs (a, b)``: ``a`` and ``b`` are the loop's), and
only when there are exactly as many as the question passes; anything else is left as it was (the
box stays words, and a name it declared is reported as never given a value).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence

__all__ = ["algorithm_box"]

_INPUT = re.compile(
    r"^\s*(?:inputs?|require[sd]?|given|param(?:eter)?s?|arguments?|args)\s*[:.\-\u2013\u2014]\s*(?P<text>.+)$",
    re.IGNORECASE,
)
_OUTPUT = re.compile(r"^\s*(?:outputs?|ensures?|returns?|result)\s*[:.\-\u2013\u2014]\s", re.IGNORECASE)
_ALGORITHM = re.compile(
    r"^\s*(?:algorithm|procedure|function|routine)\s*\d*\s*[:.\-\u2013\u2014]?\s*"
    r"(?P<name>[A-Za-z][\w-]*)\b.*$",
    re.IGNORECASE,
)
# `NAME(params)`, also behind a keyword or a type (`function f(s)`, `def f(s):`, `int f(int n) {`),
# never a step (`if found(x)`, `return max(a, b)`)
_HEADER = re.compile(
    r"^\s*(?!(?:if|elif|else|while|for|until|return|print|call|not|and|or)\b)"
    r"(?:[A-Za-z][\w<>\[\]]*\s+){0,3}[A-Za-z][\w-]*\s*\([^()]*\)"
    r"(?:\s*(?:->|:|\breturns?\b|\bas\b)\s*[\w\[\]<>, ]+)?"
    r"\s*(?::|\{|\bdo\b|\bbegin\b)?\s*(?:(?:#|//|--).*)?$",
    re.IGNORECASE,
)
_WORD = re.compile(r"(?<![\w.])[A-Za-z_]\w*")
_ARROW = r"(?:\u2190|<-|:=|=(?!=))"
# words of the sentence, never a parameter (`an array A`, `the root of the tree`)
_GRAMMAR = {
    "an",
    "the",
    "of",
    "and",
    "or",
    "with",
    "to",
    "in",
    "is",
    "be",
    "that",
    "which",
    "from",
    "for",
    "each",
}


def _bound(name: str, code: str) -> bool:
    """Whether the steps set ``name`` themselves (so it is not a parameter)."""
    n = re.escape(name)
    if re.search(rf"(?<![\w.\]]){n}\s*{_ARROW}", code):
        return True
    if re.search(rf"\b(?:let|set|make|create)\s+{n}\b", code, re.IGNORECASE):
        return True
    loop = (
        rf"\bfor\s+(?:each\s+|every\s+|all\s+)?\(?[\w\s,]*?(?<![\w.]){n}\b[\w\s,]*\)?\s*"
        rf"(?:{_ARROW}|\bin\b|\bfrom\b|\u2208)"
    )
    return re.search(loop, code, re.IGNORECASE) is not None


def _has_header(lines: list[str]) -> bool:
    """A line at the margin shaped ``NAME(params)`` with indented steps under it: a header already."""
    filled = [line for line in lines if line.strip()]
    return any(
        _HEADER.match(line) and not line[0].isspace() and nxt[0].isspace()
        for line, nxt in itertools.pairwise(filled)
    )


def _declared(text: str, code: str) -> list[str]:
    # `A[1..n]`: `n` is A's length, which the question does not pass
    sizes = {w for b in re.findall(r"\w\s*\[([^\[\]]*)\]", text) for w in re.findall(r"[A-Za-z_]\w*", b)}
    names: list[str] = []
    for m in _WORD.finditer(text):
        name = m.group(0)
        if (
            name in names
            or name in sizes
            or name.lower() in _GRAMMAR
            or not re.search(rf"(?<!\w)(?<![^.]\.){re.escape(name)}(?!\w)", code)  # `0..n`, not `x.n`
        ):
            continue
        if not _bound(name, code):
            names.append(name)
    return names


def algorithm_box(cleaned: str, params: Sequence[str]) -> str:
    """``cleaned`` with its algorithm box turned into a header, or unchanged (see the module doc)."""
    lines = cleaned.split("\n")
    inputs = [k for k, line in enumerate(lines) if _INPUT.match(line)]
    if len(inputs) != 1 or _has_header(lines):
        return cleaned
    at = inputs[0]
    box = [k for k in range(max(0, at - 2), min(len(lines), at + 3)) if k <= at or _OUTPUT.match(lines[k])]
    name_line = next((k for k in box if k < at and _ALGORITHM.match(lines[k])), None)
    last = max(k for k in box if k == at or _OUTPUT.match(lines[k]))
    body = [k for k in range(last + 1, len(lines)) if lines[k].strip()]
    if not body or (name_line is None and at != min(k for k, line in enumerate(lines) if line.strip())):
        return cleaned
    code = "\n".join(re.sub(r"(?:#|//).*$", "", lines[k]) for k in body)
    m = _INPUT.match(lines[at])
    assert m is not None
    declared = _declared(m.group("text"), code)
    if len(declared) != len(params):
        return cleaned
    name_match = _ALGORITHM.match(lines[name_line]) if name_line is not None else None
    name = name_match.group("name") if name_match else "SOLVE"
    header_at = name_line if name_line is not None else at
    out = list(lines)
    out[header_at] = f"{name}({', '.join(declared)})"
    for k in range(header_at + 1, last + 1):
        # the box's other lines stay, as comments (`A[1..n]` still says the answer counts from 1)
        out[k] = f"# {lines[k].strip()}" if lines[k].strip() else ""
    for k in body:
        out[k] = "    " + lines[k]
    return "\n".join(out)
