"""``c[i, 0] ← 0  ∀ i ∈ 0..m``: a step with its range written after it, as mathematics writes it
(docs/pseudocode.md).

Lecture notes and learners who write mathematics put the range of a step after the step: "for all
``i`` in ``0..m``", with ``∀`` and ``∈`` or in words. The step is done once for each value, in order:
the loop ``for i ← 0 to m do c[i, 0] ← 0``. Read narrowly: only an assignment (an arrow, ``:=`` or
a single ``=``) before ``∀`` or ``for all``, only one name over a counted range written with ``..``
or ``to`` (both ends in it), and nothing after the range. Several such steps may share a line, set
apart by ``;``: each is its own loop, in the order written. A set to walk (``∀ x ∈ S``) or a
condition (``x ≥ 0 ∀ x``) says no order or no range, and is left for the other rules.
"""

from __future__ import annotations

import dataclasses
import re

from assay.grading._pseudocode._base import split_top
from assay.grading._pseudocode._lex import SrcLine

__all__ = ["trailing_quantifiers"]

_END = r"[\w.()+\-*/ ]+?"
_QUANTIFIED = re.compile(
    r"^(?P<step>[^;\u2200]*?\S[^;\u2200]*?(?:\u2190|:=|(?<![=!<>])=(?!=))[^;\u2200]*?)\s*,?\s+"
    r"(?:\u2200|for\s+all)\s*(?P<var>[A-Za-z_]\w*)\s*"
    rf"(?:\u2208|\bin\b|\bfrom\b|=)\s*(?P<start>[\w()+\-]+?)\s*(?:\.\.|\bto\b)\s*(?P<end>{_END})\s*[.;]?$",
    re.IGNORECASE,
)


def trailing_quantifiers(lines: list[SrcLine]) -> list[SrcLine]:
    """The lines with each such step written as a counted loop (a header, the step under it, its end)."""
    out: list[SrcLine] = []
    for line in lines:
        quantified = "\u2200" in line.code or re.search(r"\bfor\s+all\b", line.code, re.IGNORECASE)
        pieces = [p.strip() for p in split_top(line.code, ";")] if quantified else []
        loops = [_QUANTIFIED.match(p) for p in pieces if p]
        if not loops or any(m is None for m in loops):
            out.append(line)
            continue
        for m in loops:
            assert m is not None  # checked above
            # a block of its own on the line, so no `;` is left to be read as joining a one-line body
            header = f"for {m.group('var')} \u2190 {m.group('start')} to {m.group('end').strip()} do"
            out.append(dataclasses.replace(line, code=header, comment=None))
            out.append(
                dataclasses.replace(line, code=m.group("step").strip(), indent=line.indent + 4, comment=None)
            )
            out.append(dataclasses.replace(line, code="end for"))
    return out
