"""Steps a model adds that the learner never wrote (docs/pseudocode.md, "Faithful, not fixed: the
fidelity check"), measured with the embedded 0.5B on round 13 of the corpus once opened.

The other checks compare what the pseudocode and the translation both say. A learner's bug is often a
step left out, and a model "fixes" it by writing the step in: three of round 13's six buggy English
answers passed every test that way. Each check here looks for one kind of step in the translation and
asks whether the pseudocode says anything of the kind; the words it accepts are generous, because
silence is the safe answer when a phrasing is not known.

* A tally. ``look if this character is present in t`` (the learner checks presence, not how many)
  came back as a dictionary counting each character. A translation that counts (``Counter``,
  ``.count(…)``, ``d[k] += 1``, ``d[k] = d[k] + 1``) needs pseudocode that counts, in code or in words.
* The leftovers of a loop over two things. ``when one of them is finished we stop the loop`` (the rest
  of the longer list is lost) came back with ``if list1: tail.next = list1`` after the loop. A
  statement after ``while a and b`` that tests one side alone and uses it, or ``a or b``, needs
  pseudocode that says what is left (``the rest``, ``whatever remains``, ``the other list``) or tests
  one side alone on a line of its own (``if (l1 != null)``), not to order the two (``if the front of
  list1 is smaller``, which names one side and compares both: round 14's merge that dropped the rest).
* A temporary saved before its member is overwritten. ``point the next of current to previous, then
  … current move to the next of current`` (the learner loses the next node) came back with
  ``next = current.next`` first. A translation that keeps ``x.m`` in a name, then sets ``x.m``, then
  reads the name, needs pseudocode that saves it (``save``, ``keep``, ``remember``, ``temp``, ``hold``)
  or names the temporary itself as a name, not only as the member (``the next of current``).

Each check reads the pseudocode's silence, and silence in words we do not read says nothing: none
of the three speaks when the pseudocode is mostly such words (``_shape_signals.unread``; round 19's
Turkish ``adedini 1 artır`` was a count the tally check could not see).

None of the three flags a faithful hand translation of the corpus, among which are 148 tallies, 10
leftovers and 30 temporaries (``tests/grading/test_fidelity_shapes.py`` keeps it so).
"""

from __future__ import annotations

import ast
import re

from assay.grading._pseudocode._fidelity_drift import Drift
from assay.grading._shape_signals import unread

__all__ = ["leftover_drifts", "tally_drifts", "temporary_drifts"]

_COUNTS = re.compile(
    r"count|tall(?:y|ies)|frequen|\bfreq|occur|how\s+many|\bmany\b|\btimes\b|number\s+of|\bonce\b|\btwice\b|"
    r"increment|increas|\bincr|decrement|decreas|\bdecr|subtract|\bbump|\btick|histogram|\bcnt\b|multiset|"
    r"add(?:s|ed|ing)?\s+(?:a\s+|an\s+)?(?:1|one)\b|plus\s+(?:1|one)\b|minus\s+(?:1|one)\b|"
    r"\bup\s+by\b|\bdown\s+by\b|\+\+|--|\+=|-=|[+-]\s*1\b|same\s+letters",
    re.I,
)


def _is_one(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and node.value == 1 and not isinstance(node.value, bool)


def _tally(tree: ast.AST) -> str | None:
    """The first statement of the translation that counts occurrences, as written."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            func = node.func
            if (isinstance(func, ast.Name) and func.id == "Counter") or (
                isinstance(func, ast.Attribute) and func.attr in ("Counter", "count")
            ):
                return ast.unparse(node)
        if (
            isinstance(node, ast.AugAssign)
            and isinstance(node.target, ast.Subscript)
            and isinstance(node.op, ast.Add | ast.Sub)
            and _is_one(node.value)
        ):
            return ast.unparse(node)
        if (
            isinstance(node, ast.Assign)
            and len(node.targets) == 1
            and isinstance(node.targets[0], ast.Subscript)
            and isinstance(node.value, ast.BinOp)
            and isinstance(node.value.op, ast.Add | ast.Sub)
            and _is_one(node.value.right)
        ):
            return ast.unparse(node)
    return None


def _counted_name(tree: ast.AST) -> str | None:
    """The list or map the translation's first counting step steps by one (`eingrad[a] += 1`)."""
    for node in ast.walk(tree):
        target: ast.expr | None = None
        if isinstance(node, ast.AugAssign) and isinstance(node.op, ast.Add | ast.Sub) and _is_one(node.value):
            target = node.target
        elif (
            isinstance(node, ast.Assign)
            and len(node.targets) == 1
            and isinstance(node.value, ast.BinOp)
            and isinstance(node.value.op, ast.Add | ast.Sub)
            and _is_one(node.value.right)
        ):
            target = node.targets[0]
        if isinstance(target, ast.Subscript) and isinstance(target.value, ast.Name):
            return target.value.id
    return None


def _stepped_by_one(text: str, tree: ast.AST) -> bool:
    """Whether the list or map the translation counts in is written beside a 1 on a line of the
    pseudocode: counting said in words we do not read (`erhöhe eingrad[a] um 1`)."""
    name = _counted_name(tree)
    if name is None:
        return False
    named = re.compile(rf"(?<![\w.]){re.escape(name)}\s*\[", re.I)
    return any(named.search(line) and re.search(r"(?<![\w.])1(?![\w.])", line) for line in text.split("\n"))


def tally_drifts(text: str, tree: ast.AST) -> list[Drift]:
    """The translation counts occurrences and the pseudocode never counts anything."""
    tally = _tally(tree)
    if tally is None or _COUNTS.search(text) or _stepped_by_one(text, tree) or unread(text):
        return []
    return [
        Drift(
            "tally",
            f"the translation counts occurrences (`{tally}`), the pseudocode never counts: translate the "
            "check it makes as written",
        )
    ]


_REST = re.compile(
    r"\brest\b|\bwhat(?:so)?ever\b|whichever|remain|left\s*over|leftover|"
    r"what(?:'s|\s+is|\s+was)?\s+(?:still\s+)?left|\bleft\s+(?:in|behind|on|after)\b|the\s+other|non-?empty|"
    r"\b(?:has|have)\s+(?:\w+\s+)?left\b|"
    r"not\s+(?:yet\s+)?(?:empty|done|finished|exhausted|used\s+up)|isn['’]?t\s+(?:empty|done|finished)|"
    r"extend|attach|concat|\btail\s+of\b|\|\||\?",
    re.I,
)
# a condition that starts a line of code, a step or a sentence (`if (l1 != null) …`, `3. while i < m
# do`, `When the loop completes, … nodes left. If list1 is not null, set …`)
_LINE_CONDITION = re.compile(
    r"(?:^[ \t]*|(?<=[.;!?])[ \t]+)(?:[-*•]\s*)?(?:\d+[.):]?\s*)?(?:\}\s*)?(?:else\s*)?"
    r"(?:if|while|until|elif|elsif|elseif|when)\b"
    r"(?P<test>(?:[^\n.;!?]|[.;!?](?![ \t]|$))*)",  # to the end of its sentence (`l1.val` goes on)
    re.I | re.M,
)
_TEST_END = re.compile(r"\bthen\b|\{|:|\bdo\b|,|;", re.I)
# `if the front of list1 is smaller …` names one side but orders the two fronts: the loop's own step,
# not a test of what is left (`<>` and `->` are no ordering)
_ORDERS = re.compile(
    r"(?<![<>=-])<(?![>-])=?|(?<![-=<])>=?|[≤≥]|\b(?:smaller|less|lower|fewer|greater|bigger|larger|higher)\b",
    re.I,
)


def _names(node: ast.AST) -> set[str]:
    return {n.id for n in ast.walk(node) if isinstance(n, ast.Name)} - {"len", "None", "True", "False"}


def _body_reads(body: list[ast.stmt], names: set[str]) -> bool:
    reads = (n for st in body for n in ast.walk(st))
    return any(isinstance(n, ast.Name) and n.id in names and isinstance(n.ctx, ast.Load) for n in reads)


def _leftover(tree: ast.AST) -> tuple[str, list[set[str]]] | None:
    """A statement after ``while a and b`` that deals with one side alone, and the sides' names."""
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if not isinstance(body, list):
            continue
        for i, loop in enumerate(body):
            if not (isinstance(loop, ast.While) and isinstance(loop.test, ast.BoolOp)):
                continue
            if not isinstance(loop.test.op, ast.And):
                continue
            sides = [names for names in map(_names, loop.test.values) if names]
            if len(sides) < 2:
                continue
            for later in body[i + 1 :]:
                if isinstance(later, ast.If | ast.While) and not isinstance(later.test, ast.BoolOp):
                    tested = _names(later.test)
                    if tested and any(tested <= side for side in sides) and _body_reads(later.body, tested):
                        return ast.unparse(later.test), sides
                for part in ast.walk(later):
                    if (
                        isinstance(part, ast.BoolOp)
                        and isinstance(part.op, ast.Or)
                        and all(
                            isinstance(v, ast.Name | ast.Attribute)
                            and _names(v)
                            and any(_names(v) <= side for side in sides)
                            for v in part.values
                        )
                    ):
                        return ast.unparse(part), sides
    return None


def _one_side_tested(text: str, sides: list[set[str]]) -> bool:
    """A condition on a line of its own that names one side of the loop's test and not the other."""
    for m in _LINE_CONDITION.finditer(text):
        test = m.group("test").strip()
        if test.startswith("("):
            depth = 0
            for k, ch in enumerate(test):
                depth += ch == "("
                depth -= ch == ")"
                if depth == 0:
                    # `WHILE (l1 <> NIL) AND (l2 <> NIL)` goes on past its first group
                    joined = re.match(r"\s*(?:and|or)\b|\s*(?:&&|\|\|)", test[k + 1 :], re.I)
                    test = _TEST_END.split(test)[0] if joined else test[: k + 1]
                    break
        else:
            test = _TEST_END.split(test)[0]
        said = {w.lower() for w in re.findall(r"[A-Za-z_]\w*", test)}
        if sum(1 for side in sides if side & said) == 1 and not _ORDERS.search(test):
            return True
    return False


_NULL_TEST = r"\s*(?:!=|<>|\u2260|~=|==|=|\bis\s+not\b|\bis\b)\s*(?:null|nil|none|nullptr|undefined|\u2205)\b"


def _null_tested_again(text: str, sides: list[set[str]]) -> bool:
    """Whether one side is tested against null more often than the loop's own test does it once:
    ``si list1 != null then …`` after ``mientras list1 != null y list2 != null`` (round 19, stop 34),
    a test whose condition word is in a language we do not read."""
    for side in sides:
        for name in side:
            if len(re.findall(rf"(?<![\w.]){re.escape(name)}{_NULL_TEST}", text, re.I)) >= 2:
                return True
    return False


def leftover_drifts(text: str, tree: ast.AST) -> list[Drift]:
    """After a loop over two things, the translation deals with what is left; the pseudocode never does."""
    found = _leftover(tree)
    if found is None or _REST.search(text) or unread(text):
        return []
    what, sides = found
    lowered = [{n.lower() for n in side} for side in sides]
    if _null_tested_again(text, lowered):
        return []
    words = {w.lower() for w in re.findall(r"[A-Za-z_]\w*", text)}
    if not any(side & words for side in lowered):
        return []  # the translation renamed what the loop tests: nothing to line up
    if _one_side_tested(text, lowered):
        return []
    return [
        Drift(
            "leftover",
            f"after the loop the translation deals with what is left (`{what}`), the pseudocode never "
            "does: stop where the pseudocode stops",
        )
    ]


_SAVES = re.compile(
    r"\bsav|\bstor|\bkeep|\bkept\b|remember|\btemp|\btmp|\bhold|back\s*up|\bnote\b|record|\bcopy|stash|grab|"
    r"\bbefore\b|\bfirst\b|\bafter\b|follow",
    re.I,
)


def _temporary(tree: ast.AST) -> tuple[str, str, str] | None:
    """``t = x.m`` … ``x.m = …`` … ``… = t`` in one block: (t, x, m)."""
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if not isinstance(body, list):
            continue
        for i, st in enumerate(body):
            if not (
                isinstance(st, ast.Assign)
                and len(st.targets) == 1
                and isinstance(st.targets[0], ast.Name)
                and isinstance(st.value, ast.Attribute)
                and isinstance(st.value.value, ast.Name)
            ):
                continue
            temp, owner, member = st.targets[0].id, st.value.value.id, st.value.attr
            overwritten = False
            for later in body[i + 1 :]:
                for part in ast.walk(later):
                    if not isinstance(part, ast.Assign):
                        continue
                    if any(
                        isinstance(t, ast.Attribute)
                        and isinstance(t.value, ast.Name)
                        and (t.value.id, t.attr) == (owner, member)
                        for t in part.targets
                    ):
                        overwritten = True
                    elif overwritten and isinstance(part.value, ast.Name) and part.value.id == temp:
                        return temp, owner, member
    return None


def temporary_drifts(text: str, tree: ast.AST) -> list[Drift]:
    """The translation saves a member before overwriting it; the pseudocode never saves it."""
    found = _temporary(tree)
    if found is None or _SAVES.search(text) or unread(text):
        return []
    temp, owner, member = found
    m = re.escape(member)
    # `the next of current`, `current's next`, `current.next` say the member, not a name for it
    as_names = re.sub(
        rf"\w+\s*(?:\.|->|['’]s\s+)\s*{m}\b|\bthe\s+{m}\s+(?:of|pointer|node|field|link)\b|\b{m}\s+of\b",
        " ",
        text,
        flags=re.I,
    )
    if re.search(rf"\b{re.escape(temp)}\b", as_names, re.I):
        return []
    return [
        Drift(
            "temporary",
            f"the translation keeps `{owner}.{member}` in `{temp}` before changing it, the pseudocode never "
            "saves it: keep the steps in the pseudocode's order",
        )
    ]
