"""A thrown exception, as C-family languages write it, read as Python's ``raise`` (docs/pseudocode.md).

``throw new IllegalArgumentException("no solution")``, ``throw new Error("x")``,
``throw std::invalid_argument("x")``, ``throw "x"``: the learner's program stops there with an
exception, and so does the translation, so a test that reaches the line fails as it would in their
language. Nothing in a translation catches it (``try`` is not read), so the exception's class only
names it: the message is the thrown expression as written. ``throw s[left] out of the window`` is
English for removing, and stays a sentence.
"""

from __future__ import annotations

import re

__all__ = ["raise_of", "throw_step"]

_THROW = re.compile(
    r"^throw\s+((?:new\s+)?[A-Za-z_][\w.:]*(?:Error|Exception)\w*\s*\(.*\)"
    r"|new\s+[A-Za-z_][\w.:]*\s*\(.*\)|__s\d+__)$",
    re.IGNORECASE,
)
_PLACEHOLDER = re.compile(r"(__s\d+__)")


def raise_of(thrown: str) -> str:
    """The ``raise`` of a thrown expression's text (string literals may be ``__sN__`` placeholders)."""
    parts = [p for p in _PLACEHOLDER.split(" ".join(thrown.split())) if p]
    message = " + ".join(f"str({p})" if _PLACEHOLDER.fullmatch(p) else repr(p) for p in parts)
    return f"raise RuntimeError({message or repr('throw')})"


def throw_step(step: str) -> str | None:
    """``throw <exception or message>`` (a masked line rule's step) as a ``raise``; ``None`` otherwise."""
    m = _THROW.match(step.strip())
    return raise_of(m.group(1)) if m else None
