"""Words beside a step that are no part of it (docs/pseudocode.md, "English").

* **a value said twice**: ``set prev to nothing (null)``, ``let count be zero (0)`` — a value in
  words with the same value in a bracket after it is read once; a bracket that says another value
  (``nothing (0)``) is left for the reader to refuse;
* **a reason after the step**: ``return mid - 1 because the answer is 0-based`` — ``because`` starts
  no code in any language, so the words after it are a comment; a reason that goes on to another
  step (``…, then …``, ``…; …``) is left as written;
* **why, in a bracket or as a purpose**: ``keep cur.next in nxt (because we lose it)``, ``change
  grid[r][c] to "0" so we don't count it again`` — a bracket that starts with ``because``/``since``/
  ``so that``, or ``so (that) we`` with a negation or a modal (``don't``, ``never``, ``can``), names
  no step and is a comment (``so set …`` / ``then …`` stay steps);
* **what a thing made holds**: ``make an empty stack; it holds the indexes still waiting`` — after a
  step that makes something, ``; it holds …`` / ``, which keeps …`` is a comment;
* **where the names just set stand**: ``slow := head and fast := head, the two start in the first
  node`` — after names set (the line may be parted at its ``and`` already), ``, the two / both /
  they start / are / point in …`` in words alone (no number, none of the names) is a comment;
* **what a returned value is**: ``return prev, it is the new head`` — the words after the comma
  (``it is the …``, ``which is our …``) are a comment;
* **a map's entries after ``where``**: ``make a map pairs where ")" goes with "(" …`` — read as the
  entries listed after a colon (only when an entry says ``goes with``/``pairs with``/``maps to``);
* **"its" for the name a step moves**: ``move list1 to its next``, ``tail moves on to its next
  node`` — ``list1.next``, ``tail.next``;
* **a bracket at the start of a line that says how or why**: ``(by calling maxDepth on them), and
  return …``, ``(using a stack)`` — a remark, and the step after it (not with ``=`` or ``←`` in the
  bracket: that sets something);
* **a pair written out**: ``put the pair (r, c) on a stack``, ``pop a pair (i, j) off the stack`` —
  the bracket is the pair;
* **a typo of "the"**: ``teh`` (not where the learner set a name ``teh``);
* **a pair given back**: ``give back the pair seen[t - x], i``, ``return the pair (lo, hi)`` —
  the two values, as a list;
* **what a map holds**: ``make an empty map called seen (number -> its index)`` — a bracket of words
  on both sides of an arrow, after a line that makes a map, says what its keys and values are (an
  arrow between values, ``(0 -> 1)``, could be an entry, and is left as written).
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._lex import SrcLine

__all__ = ["asides"]

_I = re.IGNORECASE
_PAIR_BACK = re.compile(
    r"^(?P<verb>return|give\s+back)\s+(?:the|a)\s+pair\s+(?:of\s+)?(?:\(\s*(?P<a1>[^(),]+?)\s*,\s*(?P<b1>[^(),]+?)\s*\)"
    r"|(?P<a2>[^,]+?)\s*(?:,\s*(?:and\s+)?|\s+and\s+)(?P<b2>[^,]+?))\s*\.?$",
    re.IGNORECASE,
)
_MAP_WHERE = re.compile(
    r"^(?P<make>(?:make|create|build|set\s+up|define)\s+(?:an?\s+|the\s+)?(?:new\s+)?"
    r"(?:dictionary|dict|map|hash\s*map|table|lookup(?:\s+table)?)\s+(?:called\s+|named\s+)?[A-Za-z_]\w*)"
    r"\s+(?:where|in\s+which|such\s+that|so\s+that|with)\s+(?P<entries>.*\b(?:(?:goes|go|pairs|belongs)\s+with|maps\s+to)\b.*)$",
    re.IGNORECASE,
)
_TYPO = re.compile(r"(?<![\w.])teh(?![\w.(\[])", re.IGNORECASE)
_FIELD = r"(next|left|right)(?:\s+(?:node|child|pointer|one))?"
_MOVES_TO_ITS = re.compile(
    r"(?<![\w.])([A-Za-z_]\w*)(\s+(?:moves|goes|steps|advances|jumps)(?:\s+on|\s+forward|\s+ahead)?\s+to\s+)its\s+"
    + _FIELD
    + r"(?![\w.])",
    re.IGNORECASE,
)
_MOVE_TO_ITS = re.compile(
    r"\b(move|advance|shift|step|set)\s+([A-Za-z_]\w*)(\s+(?:forward\s+|on\s+|ahead\s+)?to\s+)its\s+"
    + _FIELD
    + r"(?![\w.])",
    re.IGNORECASE,
)
# a whole line in brackets that says how or why (`(by calling maxDepth on them)`): a remark
_HOW = re.compile(
    r"^(?P<how>\(\s*(?:by|using|via|through|i\.e\.|e\.g\.|that\s+is|because|since|as\s+in)\b[^()=\u2190]*\))"
    r"\s*(?:[.;]\s*$|,?\s*(?:and\s+)?(?:then\s+)?(?P<rest>\S.*)$|$)",
    re.IGNORECASE,
)
_SAME_VALUE = (
    frozenset({"nothing", "null", "none", "nil", "nullptr"}),
    frozenset({"zero", "0"}),
    frozenset({"one", "1"}),
    frozenset({"two", "2"}),
    frozenset({"minus one", "negative one", "-1"}),
    frozenset({"true", "yes"}),
    frozenset({"false", "no"}),
    frozenset({"infinity", "inf", "\u221e", "float('inf')"}),
)
_TWICE = re.compile(
    r"(?<![\w.])(?P<word>nothing|null|none|nil|zero|one|two|minus\s+one|negative\s+one|true|false|infinity)"
    r"\s*\(\s*(?P<again>[^()]+?)\s*\)",
    _I,
)
# (also a phone's short `bc`, `b/c`, `cuz`, `coz`; a line may end with `!` as well as `.`)
# (the reason may close on a negated afterthought after a comma, `because step 0 is free, no pay`:
# it sets nothing and starts no step, where any other part after a comma could be one)
_BECAUSE = re.compile(
    r"^(?P<step>.*?\S)\s*,?\s+(?:because|bc|b/c|cuz|coz)\s+"
    r"(?P<why>[^;:,]+?(?:\s*,\s*(?:no|not|nothing|never)\s+[^;:,=\u2190()]+?)?)\s*(?:\.|!+)?$",
    _I,
)
# `keep cur.next in nxt (because we lose it later)`, `set it to "0" so we don't count it again`: why,
# in a bracket or as a purpose that names no step (a negation or a modal after `so (that) we`)
# (`(so fast goes twice as fast)`: a consequence with its own subject and a verb that changes nothing;
# `(so i becomes i + 1)` or `(so set nxt first)` names a step and is left)
_CONSEQUENCE = (
    r"so\s+(?:the\s+)?[A-Za-z_]\w*\s+(?!(?:becomes|gets|equals|starts|begins|increases|decreases|moves|points|"
    r"holds|stores|returns|gives|sets|adds|removes|pops|pushes|goes\s+(?:up|down|back|to|on))\b)"
    r"(?:is|are|will|can|does|has|[a-z]+s)\b"
)
_WHY = re.compile(
    r"^(?P<step>.*?\S)\s*(?:\(\s*(?P<why>(?:because|since|so\s+that|so\s+we|otherwise|or\s+else|"
    rf"{_CONSEQUENCE})\b[^()=\u2190]*?)\s*\)"
    r"|,?\s+(?P<purpose>so\s+(?:that\s+)?(?:we|i|you|it|they)\s+(?:don'?t|do\s+not|won'?t|will\s+not|never|can'?t|"
    r"cannot|can|will|wouldn'?t|would)\b[^;=\u2190]*?))\s*\.?$",
    _I,
)
# `return prev, it is the new head`: what the value is, after the value given back
_RETURN_SAID = re.compile(
    r"^(?P<step>(?:return|give\s+back)\s+[^,()]*?\S)\s*(?:,\s*(?P<what>(?:it|this|that|which)\s+(?:is|'s)\s+"
    r"(?:the|our|my)\s+[^,;=\u2190]+?)"
    # the same in a bracket, the apostrophe a phone leaves out too: `return prev (its the new head)`
    r"|\s*\(\s*(?P<said>(?:it|this|that|which)(?:\s+is|'s|s)\s+(?:the|our|my)\s+[^()=\u2190.\[\]+*/<>-]+?)\s*\))\s*\.?$",
    _I,
)
# `slow := head and fast := head, the two start in the first node`: after names set, where
# they all stand, said of them together (`the two`, `both`, `they`) in words only: no number, no
# symbol, none of the names; `…, both start at 0` says a value and is left for the reader to refuse
# (a value starts and ends with a character that is not a space, so each part of a long chain
# can be matched in one way only: with spaces on either side the engine tried every split, ReDoS)
_SET = r"[A-Za-z_][\w.]*\s*(?:\u2190|:=|=(?!=))\s*[^,;=\u2190\s](?:[^,;=\u2190]*?[^,;=\u2190\s])?"
_SET_TOGETHER = re.compile(
    # (one name set may be the last of a line already parted at its `and`: `k := 0 and cur := head, …`)
    rf"^(?P<step>{_SET}(?:(?:\s*,\s*(?:and\s+)?|\s+and\s+){_SET})*)\s*,\s*"
    r"(?P<what>(?:the\s+(?:two|three)|both(?:\s+of\s+them)?|they(?:\s+both|\s+all)?|all\s+of\s+them)\s+"
    r"(?:start|begin|are|point|sit|stand|stay)s?\s+(?:in|at|on|from|to)\b[A-Za-z' ]*?)\s*\.?$",
    _I,
)
# `make an empty stack; it holds the indexes of days still waiting`: what the thing just made holds
_MADE_HOLDS = re.compile(
    r"^(?P<step>(?:make|create|build|start|set\s+up|keep|use|have)\b[^;=\u2190]*?\S)\s*[;,]\s*"
    r"(?P<what>(?:it|this|which|that)\s+(?:holds|keeps|stores|contains|remembers|tracks|will\s+(?:hold|keep|store)|"
    r"is\s+(?:for|used\s+for|going\s+to\s+hold))\b[^;=\u2190]*?)\s*\.?$",
    _I,
)
# `Let left be 1. It is the product of everything before position i.`: the sentence after a step
# that sets a name says what the name stands for (words only, a noun phrase after `is the`)
_SET_MEANS = re.compile(
    r"^(?P<step>(?:let|set|make|start|keep|initiali[sz]e)\s[^;.=\u2190]*?\S)\s*\.\s+"
    r"(?P<what>(?:it|this|that)\s+(?:is|means|will\s+be|stands\s+for)\s+(?:the|our|a|an)\s+"
    r"[A-Za-z' ,]+?)\s*\.?$",
    _I,
)
_THEN_STEP = re.compile(r"\b(?:then|and\s+then|so\s+(?:set|return|add|move|put))\b", _I)
_MAP_LINE = re.compile(r"\b(?:map|dictionary|dict|hash\s*map|hash\s*table|table|counter)\b", _I)
_HOLDS = re.compile(
    r"^(?P<step>.*?\S)\s*\(\s*[A-Za-z][A-Za-z\s']*?\s*(?:->|\u2192|=>|maps\s+to)\s*[A-Za-z][A-Za-z\s']*\)\s*$",
    _I,
)


def _same(word: str, again: str) -> bool:
    a = re.sub(r"\s+", " ", word.lower())
    b = re.sub(r"\s+", " ", again.lower())
    return any(a in group and b in group for group in _SAME_VALUE)


def _once(code: str) -> str:
    return _TWICE.sub(
        lambda m: m.group("word") if _same(m.group("word"), m.group("again")) else m.group(0), code
    )


def _names_any(words: str, step: str) -> bool:
    """Whether ``words`` name a name that ``step`` sets (then they may say another value)."""
    targets = {m.group(1).lower() for m in re.finditer(r"(?:^|,|\band\b)\s*([A-Za-z_]\w*)", step)}
    return any(word.lower() in targets for word in re.findall(r"[A-Za-z_]\w*", words))


def _joined(comment: str | None, more: str) -> str:
    return f"{comment}; {more}" if comment else more


# `An empty tree has depth zero, so if node is nothing we answer 0`: a general fact (said of `a` /
# `an` thing, words only: `the total is 0` may set a name) that the test after `so` acts on
_GENERAL_FACT = re.compile(
    r"^(?P<fact>(?:an?|any)\s+[A-Za-z' ]+?\b(?:is|are|has|have|gives|returns)\b[A-Za-z' ]*?)\s*,\s*so\s+"
    r"(?P<step>(?:if|when|unless)\s+\S.*)$",
    _I,
)


def asides(lines: list[SrcLine]) -> list[SrcLine]:
    """The lines with the words beside their steps moved to comments (see the module's docstring)."""
    out: list[SrcLine] = []
    for line in lines:
        code = line.code
        comment = line.comment
        how = _HOW.match(code) if code else None
        if how:  # the remark becomes a comment; a step after it (`…), and return …`) stays the line's step
            code, comment = (how.group("rest") or ""), _joined(comment, how.group("how"))
        fact = _GENERAL_FACT.match(code) if code else None
        if fact:  # the fact becomes a comment, the test and its step stay the line's step
            code, comment = fact.group("step"), _joined(comment, fact.group("fact"))
        if code:
            code = _once(code)
            # `teh new best`: a typo, unless the learner named something teh
            if not re.search(r"(?<![\w.])teh\s*(?:=|\u2190|:=|\bis\b|\bbe\b)", code):
                code = _TYPO.sub("the", code)
            # `move list1 to its next`, `tail moves to its next node`: "its" is the name the step moves
            code = _MOVES_TO_ITS.sub(lambda m: f"{m.group(1)}{m.group(2)}{m.group(1)}.{m.group(3)}", code)
            code = _MOVE_TO_ITS.sub(
                lambda m: f"{m.group(1)} {m.group(2)}{m.group(3)}{m.group(2)}.{m.group(4)}", code
            )
            # `put the pair (r, c) on a stack`, `pop a pair (i, j) off`: the bracket is the pair
            code = re.sub(
                r"(?<![\w.])(?:the|a)\s+pair\s+(?=\([^()]*,[^()]*\))", "", code, flags=re.IGNORECASE
            )
            listed = _MAP_WHERE.match(code)
            if listed:  # `make a map pairs where ")" goes with "("`: the entries it lists, as after a colon
                code = f"{listed.group('make')}: {listed.group('entries')}"
            because = _BECAUSE.match(code)
            if because and not _THEN_STEP.search(because.group("why")):
                code, comment = because.group("step"), _joined(comment, f"because {because.group('why')}")
            # (one sentence only: prose with a colon or a full stop inside is left to the prose rules)
            why = None if re.search(r"[:.]\s+\S", code) else _WHY.match(code)
            if why and not _THEN_STEP.search(why.group("why") or why.group("purpose")):
                code, comment = why.group("step"), _joined(comment, why.group("why") or why.group("purpose"))
            means = _SET_MEANS.match(code)
            if means and not _THEN_STEP.search(means.group("what")):
                code, comment = means.group("step"), _joined(comment, means.group("what"))
            together = _SET_TOGETHER.match(code)
            if together and not _names_any(together.group("what"), together.group("step")):
                code, comment = together.group("step"), _joined(comment, together.group("what"))
            made = _MADE_HOLDS.match(code)
            if made and not _THEN_STEP.search(made.group("what")):
                code, comment = made.group("step"), _joined(comment, made.group("what"))
            said = _RETURN_SAID.match(code)
            if said:
                code, comment = said.group("step"), _joined(comment, said.group("what") or said.group("said"))
            pair = _PAIR_BACK.match(code)
            if pair:  # `give back the pair seen[t - x], i`: the two values, as one answer
                first, second = pair.group("a1") or pair.group("a2"), pair.group("b1") or pair.group("b2")
                code = f"{pair.group('verb')} [{first}, {second}]"
            holds = _HOLDS.match(code)
            if holds and _MAP_LINE.search(holds.group("step")):
                comment = _joined(comment, code[len(holds.group("step")) :].strip())
                code = holds.group("step")
        if code != line.code:
            out.append(SrcLine(line.indent, code, line.strings, comment, line.lineno, line.header))
        else:
            out.append(line)
    return out
