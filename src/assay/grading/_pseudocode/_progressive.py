"""A step told in the present continuous: ``we are moving slow by one step`` (docs/pseudocode.md,
"Conventions read since round 12 was opened: English").

Speakers of several Englishes (Indian English among them) tell a procedure as what is happening:
``both are starting at head``, ``we are moving slow by one step``, ``when fast is reaching the end``.
The tense says nothing the simple present does not, so :func:`simple_present` writes the verb so
(``both start at head``, ``we move …``, ``fast reaches the end``) and the sentence kinds read it as
they read any other step. Only verbs of steps and motion are rewritten, with ``is`` / ``are`` / ``am``
right before them: ``is going to be`` (a future), a verb of resting (``is standing on``, which says
where a pointer is and is read as that) and any other ``-ing`` word (``while nums is increasing``)
are left as written.
"""

from __future__ import annotations

import re

__all__ = ["simple_present"]

# the verb's base form by its `-ing` form (spelt out: doubling and a dropped `e` are not guessed)
_BASE = {
    "adding": "add",
    "advancing": "advance",
    "checking": "check",
    "coming": "come",
    "decreasing": "decrease",
    "ending": "end",
    "finishing": "finish",
    "getting": "get",
    "giving": "give",
    "going": "go",
    "increasing": "increase",
    "jumping": "jump",
    "keeping": "keep",
    "looking": "look",
    "making": "make",
    "moving": "move",
    "popping": "pop",
    "pushing": "push",
    "putting": "put",
    "reaching": "reach",
    "returning": "return",
    "running": "run",
    "setting": "set",
    "starting": "start",
    "stepping": "step",
    "stopping": "stop",
    "storing": "store",
    "taking": "take",
    "walking": "walk",
}
# (`increasing` / `decreasing` only with `by`: `x is increasing by 1` is a step, `is increasing` a state)
_PROGRESSIVE = re.compile(
    r"\b(?P<be>is|are|am)\s+(?P<also>(?:also|now|then|just)\s+)?(?P<ing>"
    + "|".join(sorted(_BASE))
    + r")\b(?!\s+to\s)",
    re.IGNORECASE,
)


def _third_person(base: str) -> str:
    """``reach`` → ``reaches``, ``go`` → ``goes``, ``move`` → ``moves``."""
    return base + ("es" if re.search(r"(?:ch|sh|ss|x|o)$", base) else "s")


def _present(m: re.Match[str]) -> str:
    ing = m.group("ing").lower()
    if ing in ("increasing", "decreasing") and not re.match(r"\s+by\b", m.string[m.end() :]):
        return m.group(0)
    base = _BASE[ing]
    verb = _third_person(base) if m.group("be").lower() == "is" else base
    # (`fast is also starting at head`: `also` says the same again and is dropped; `now`, `then` stay)
    also = m.group("also") or ""
    return f"{'' if also.strip().lower() == 'also' else also}{verb}"


def simple_present(code: str) -> str:
    """``code`` with each step verb in the present continuous in the simple present."""
    return _PROGRESSIVE.sub(_present, code)
