"""Which end of a container a taking step takes from when the words name no end (docs/pseudocode.md,
"English": no end of a container is guessed).

``take (x, y) out of q``, ``remove node from the queue``, ``pop x off q``: a queue gives its front
(``q.pop(0)``, which runs as a deque's ``popleft()``, see "Queues") and a stack its top
(``st.pop()``). Which one a name is comes from how the answer made or used it (:func:`container_roles`,
read once over the whole answer: ``make a new queue q``, ``q ← empty queue``, ``q = deque()``,
``enqueue x into q``; ``make an empty stack st``, ``push x onto st``), else from its spelling
(``queue``, ``q``, ``frontier``; ``stack``, ``st``) as the role references read it. A container
neither made, used nor spelled as one is taken from only by ``pop`` (Python's and a stack's: the
last); ``take x out of todo`` names no end and is left as written, listed as not understood.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from assay.grading._pseudocode._base import Ctx

__all__ = ["container_roles", "peeked", "popped", "role_of", "taken_end"]

_I = re.IGNORECASE
_N = r"([A-Za-z_]\w*)"
_MADE = r"(?:an?\s+|one\s+)?(?:new\s+|empty\s+|fresh\s+)*"
_ASSIGN = r"(?:\s*(?:\u2190|<-+|:=|=)|\s+(?:is|as|be))"
_QUEUE = r"(?:queue|deque|fifo)"
_STACK = r"(?:stack|lifo)"
# a name spelled as what it is (`_refs` reads "the queue" / "the stack" to the same names)
_QUEUE_SPELLED = re.compile(r"(?:q|qu|queue|dq|deque|frontier|bfs|\w*_?queue\w*|\w*Queue)", _I)
_STACK_SPELLED = re.compile(r"(?:st|stk|stack|\w*_?stack\w*|\w*Stack)", _I)


def _made(text: str, noun: str) -> set[str]:
    """Names the answer made as ``noun``: ``make a new queue q``, ``create a queue called q``,
    ``let q be a new queue``, ``q ← empty queue``."""
    names = {
        m.group(1)
        for m in re.finditer(
            rf"\b(?:make|create|build|start|set\s+up|use|initiali[sz]e|declare|have)\s+{_MADE}{noun}\s+"
            rf"(?:called\s+|named\s+)?{_N}",
            text,
            _I,
        )
    }
    names |= {m.group(1) for m in re.finditer(rf"\b{noun}\s+(?:called|named)\s+{_N}", text, _I)}
    names |= {m.group(1) for m in re.finditer(rf"\blet\s+{_N}\s+be\s+{_MADE}{noun}\b(?!\s*<)", text, _I)}
    names |= {
        m.group(1) for m in re.finditer(rf"(?<![\w.]){_N}{_ASSIGN}\s*{_MADE}{noun}\b(?![-\w])", text, _I)
    }
    return {
        n for n in names if n.lower() not in ("called", "named", "of", "with", "and", "to", "for", "that")
    }


def container_roles(text: str) -> dict[str, str]:
    """For each name the answer made as a queue or a stack, ``queue`` or ``stack``; for one it only used
    as one (``enqueue x into q``, ``push x onto todo``), ``used queue`` or ``used stack``, which its
    spelling outweighs (``push root into the queue`` is C++'s word for a queue too). A name made or
    used as both is neither."""
    made_q, made_s = _made(text, _QUEUE), _made(text, _STACK)
    made_q |= {m.group(1) for m in re.finditer(rf"(?<![\w.]){_N}\s*=\s*(?:collections\.)?deque\s*\(", text)}
    used_q = {
        m.group(1)
        for m in re.finditer(rf"\benqueue\s+.+?\s+(?:in|into|onto|on|to)\s+(?:the\s+)?{_N}", text, _I)
    }
    used_q |= {m.group(1) for m in re.finditer(rf"\bdequeue\s+.+?\s+from\s+(?:the\s+)?{_N}", text, _I)}
    used_q |= {m.group(1) for m in re.finditer(rf"\b(?:ENQUEUE|DEQUEUE)\s*\(\s*{_N}", text)}
    used_q |= {m.group(1) for m in re.finditer(rf"(?<![\w.]){_N}\.(?:enqueue|dequeue|popleft)\s*\(", text)}
    used_s = {
        m.group(1) for m in re.finditer(rf"\bpush\s+.+?\s+(?:onto|on|into|to)\s+(?:the\s+)?{_N}", text, _I)
    }
    used_s |= {m.group(1) for m in re.finditer(rf"\bPUSH\s*\(\s*{_N}", text)}
    roles = {n: "used queue" for n in used_q - used_s}
    roles.update({n: "used stack" for n in used_s - used_q})
    roles.update({n: "queue" for n in made_q - made_s})
    roles.update({n: "stack" for n in made_s - made_q})
    return roles


def role_of(target: str, ctx: Ctx) -> str | None:
    """``queue``, ``stack`` or ``None`` (not known) for the container ``target``: as the answer made
    it, else as it is spelled, else as the answer used it."""
    if ctx.kinds.get(target) == "queue":
        return "queue"
    said = ctx.roles.get(target, "")
    if said in ("queue", "stack"):
        return said
    queue, stack = _QUEUE_SPELLED.fullmatch(target), _STACK_SPELLED.fullmatch(target)
    if bool(queue) != bool(stack):
        return "queue" if queue else "stack"
    return said.removeprefix("used ") or None


def taken_end(words: str, target: str, ctx: Ctx) -> str | None:
    """The argument of ``target.pop(…)`` for a taking step said in ``words`` that names no end but
    may say ``top``: ``"0"`` (a queue's front), ``""`` (a stack's top, or what ``pop`` takes), or
    ``None`` (which end is not said: the step is left as written)."""
    role = role_of(target, ctx)
    top = re.search(r"\btop\b", words, _I) is not None
    if re.match(r"\s*dequeue\b", words, _I):
        return None if role == "stack" or top else "0"  # the verb says the front
    if role == "queue":
        return None if top else "0"  # a queue's "top" could be either end
    if role == "stack" or top or re.match(r"\s*pop\b", words, _I):
        return ""
    return None


def popped(ctx: Ctx) -> Callable[[re.Match[str]], str]:
    """The replacement of ``pop [the top of] X`` (``X`` the match's first group): ``X.pop(0)`` on a
    queue, ``X.pop()`` on anything else; a queue's "top" is left as written."""

    def build(m: re.Match[str]) -> str:
        end = taken_end(m.group(0), m.group(1), ctx)
        return m.group(0) if end is None else f"{m.group(1)}.pop({end})"

    return build


def peeked(ctx: Ctx) -> Callable[[re.Match[str]], str]:
    """The replacement of ``peek X`` (``X`` the match's first group): a queue's front ``X[0]``, a
    stack's (or Python's list's) last item ``X[-1]``. A BFS that peeks at its queue looks at the next
    node out, not the last one in; reading it as ``X[-1]`` ran a correct answer wrongly."""

    def build(m: re.Match[str]) -> str:
        return f"{m.group(1)}[0]" if role_of(m.group(1), ctx) == "queue" else f"{m.group(1)}[-1]"

    return build
