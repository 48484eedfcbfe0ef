"""Words after the procedure's last step: ``Return answer.`` then ``No division is used, so zeros are
fine.`` (docs/pseudocode.md, "Conventions read since round 17 was opened: English").

A learner who explains in sentences often closes with a remark on the steps above: why they work,
what they avoid, what a case gives. Standing after a ``return`` at the procedure's own level, those
lines can never run, so reading them as comments changes nothing the procedure does.

Read narrowly: only lines that are no Python as they stand (a statement the rules read stays where
it is, unreachable, as written), only after a ``return`` that is a direct step of the procedure (or
of the answer, with no header), never past a block (a helper's header, a loop), and never a line
that gives something back or closes a block (``… so return true``, ``end while, …``): those say the
return above may belong elsewhere, and the lines stay listed.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._base import Ctx, compile_quietly
from assay.grading._pseudocode._cfor import Node
from assay.grading._pseudocode._printed_answer import printed_answer

__all__ = ["procedure_ends", "remarks_after_return"]

_STEP_WORDS = re.compile(
    r"\b(?:return|returns|give|gives|hand|output|print|end|endwhile|endfor|endif|done|loop|until|while|"
    r"for|if|else|otherwise|set|let|call)\b",
    re.IGNORECASE,
)


def _python(text: str) -> bool:
    try:
        compile_quietly(text.strip(), "<line>")
    except (SyntaxError, ValueError):
        return False
    return True


def _shown(node: Node) -> str:
    """The line as typed: the learner's strings put back."""
    return re.sub(r"__s(\d+)__", lambda m: node.strings[int(m.group(1))], node.text)


# the learner's line: a sentence of four words or more with its full stop, words only (`(slow = 2)`,
# `ex: [1, 2] 6` and a few words with no full stop stay listed: a value, an example, a step cut short)
_SENTENCE = re.compile(r"[A-Za-z][A-Za-z']*(?:[ ,]+[A-Za-z][A-Za-z']*){3,}\s*\.")


def _remarks(body: list[Node], learner: list[str]) -> bool:
    last = next(
        (
            k
            for k in range(len(body) - 1, -1, -1)
            if body[k].kind == "line" and body[k].text.startswith("return")
        ),
        None,
    )
    if last is None:
        return False
    after = [n for n in body[last + 1 :] if n.kind != "comment"]
    if not after or any(
        n.kind != "line"
        or n.children
        or _python(n.text)
        or _STEP_WORDS.search(n.text)
        or not 0 < n.src <= len(learner)
        or not _SENTENCE.fullmatch(learner[n.src - 1].strip())
        for n in after
    ):
        return False
    for node in after:
        said = _shown(node)
        node.kind, node.comment, node.text = (
            "comment",
            said + (f" {node.comment}" if node.comment else ""),
            "",
        )
    return True


def remarks_after_return(root: list[Node], learner: list[str]) -> bool:
    """Make such remarks comments, in place (see the module's docstring); ``True`` if any were.
    ``learner``: the learner's lines, as the nodes number them."""
    found = _remarks(root, learner)
    for node in root:
        if node.kind == "block" and node.block_kind == "func":
            found = _remarks(node.children, learner) or found
        elif node.kind == "block" and node.block_kind == "class":
            found = remarks_after_return(node.children, learner) or found
    return found


def procedure_ends(root: list[Node], ctx: Ctx, cleaned: str) -> None:
    """The end of the procedure read, in place: remarks after its last return (above), and the answer
    an algorithm prints as it ends (``_printed_answer``), each named in ``ctx``'s rules."""
    if remarks_after_return(root, cleaned.split("\n")):  # `Return answer.` then `No division is used, …`
        ctx.rule("remarks-after-return")
    # `<BeginAlg>` … `Print (res);`: a template's algorithm answers by what it prints
    framed = re.search(r"^[ \t]*<\s*begin", cleaned, re.M | re.I) is not None
    exits = "printed-exit" in ctx.rules  # (`Print false and stop` read: its last print answers too)
    if (exits or framed) and printed_answer(root, framed and not exits):
        ctx.rule("printed-answer")
