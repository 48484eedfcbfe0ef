"""A walk over the input, in first person and by its noun: ``I go through the numbers one by one``.

(docs/pseudocode.md, "Conventions read since round 11 was opened: English".) Learners who write
prose tell the walk as what they do (``I go through …``, ``we will walk over …``) and name the
collection by what it holds (``the numbers``, ``the array``, ``the string``) rather than by its
name. Before the loop readers of :mod:`_loop_words` see the line, this module writes it in the
form they read:

- a subject before the walking verb (``I``, ``we``, ``you``, with ``will`` / ``then`` / ``now``)
  is dropped;
- the collection said by its noun is the question's input of that kind, only when the question
  has exactly one input the noun fits (``numbers`` / ``array`` / ``list`` a list, ``string`` /
  ``characters`` a string, ``input`` either) and the answer names nothing so; with two such inputs
  the noun says no one, a name of the learner's (``set numbers to …``) is theirs, and a list the
  answer makes (``make an empty list called out``) could be ``the list`` too: the line is left;
- ``one by one`` after a plural noun of items is ``one <item> at a time`` (the steps then say
  ``the number``); after a name (``nums one by one``) the item has no noun and the line is left;
- the whole walk in its usual order said again (``from the first to the last``, ``from left to
  right``, ``from start to end``) adds nothing and is dropped; the other order (``from the last to
  the first``, ``right to left``) is left as written;
- the item named again at the start of the walk's first step (``… the numbers one by one. For each
  number, if it is in seen …``) is the walk's own item and is dropped there;
- a walk said as looking at the items (``look at each number in nums``, ``go on every character of
  s``, ``look at the numbers in nums one at a time``, ``go through all the words in strs one by one``)
  is ``for each <item> in X``: the collection named, the item a noun of items (its plural only with
  ``one at a time`` / ``one by one`` after it, which says the walk); ``look at the last interval in
  merged`` (no each, no walk said) is left;
- an index named for the walk (``with index i``, ``, index i``, with ``from 0 to (the) end`` or
  ``from left to right`` at most) is ``for each index i in X``; a range from elsewhere (``from 1 to
  end``) is left as written.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._lex import SrcLine
from assay.grading._pseudocode._looked_at_nouns import looked_at_input
from assay.judge import Signature

__all__ = ["LOOKED_AT", "walked_inputs"]

_I = re.IGNORECASE
_VERB = r"(?:go|walk|loop|iterate|run|step|scan|move)\s+(?:through|thru|over|across|along)"
_WHO = re.compile(
    rf"^(?:(?:then|now|next|so|and)\s*,?\s+)?(?:I|we|you)\s+(?:will\s+|then\s+|now\s+|just\s+|simply\s+)?(?={_VERB}\b)",
    _I,
)
# the nouns that name an input by what it holds, by the input's kind
_LIST_NOUNS = r"numbers|array|list|values|integers|elements|items|nums|input\s+list|input\s+array"
_STR_NOUNS = r"string|characters|chars|letters|text|input\s+string|word"
_SINGULAR = {
    "numbers": "number",
    "values": "value",
    "integers": "number",
    "elements": "element",
    "items": "item",
    "characters": "character",
    "chars": "char",
    "letters": "letter",
}
_NOUN = re.compile(
    rf"^(?P<verb>{_VERB})\s+(?:the\s+|all\s+(?:the\s+)?|every\s+)?(?:given\s+|input\s+)?"
    rf"(?P<noun>{_LIST_NOUNS}|{_STR_NOUNS}|input)\b(?!\s*(?:\[|\.|of\b|called\b|named\b|[A-Za-z_]\w*\s+(?:with|one)\b))",
    _I,
)
_IN_ORDER = (
    r"(?:from\s+(?:the\s+)?(?:first|start|beginning|front|left)(?:\s+(?:one|number|item|element|value|"
    r"character|letter|end))?\s+(?:to|till|until)\s+(?:the\s+)?(?:last|end|back|right)(?:\s+(?:one|number|item|"
    r"element|value|character|letter|end))?|in\s+order)"
)
_ORDER_AT_END = re.compile(rf"\s*,?\s*{_IN_ORDER}\s*(?=[:.]?\s*$|\.\s|,)", _I)
_ONE_BY_ONE = re.compile(r"\s+one\s+by\s+one\b", _I)
# `go over nums with index i from 0 to end`, `go over nums from left to right, index i`
_INDEX = re.compile(
    rf"^(?P<verb>{_VERB})\s+(?P<seq>[A-Za-z_]\w*)\s*(?:,\s*|\s+with\s+(?:an?\s+|the\s+)?)(?:index|position)\s+"
    rf"(?P<index>[A-Za-z_]\w*)(?:\s+(?:from\s+0\s+(?:to|till|until)\s+(?:the\s+)?end|going\s+up))?\s*(?P<colon>:?)"
    rf"(?P<rest>\.?\s*$|\.\s+\S.*$)",
    _I,
)


# `look at each number in nums`, `go on every char of s`, `look at the numbers in nums one at a time`:
# the walk said as looking at the items (see the docstring)
_ITEMS = r"(?:numbers|values|integers|elements|items|characters|chars|letters|words|nodes|digits|entries)"
_EACH_ITEM = r"(?:number|value|integer|element|item|character|char|letter|word|node|digit|entry)"
_OPENER = (
    r"(?:(?:then|now|next|so|and|first)\s*,?\s+)?(?:(?:I|we|you)\s+(?:will\s+|then\s+|now\s+|just\s+)?)?"
)
LOOKED_AT = (
    rf"{_OPENER}(?:look\s+at|go\s+on|{_VERB})\s+(?:(?:each|every)\s+(?P<one>{_EACH_ITEM})(?:\s+(?P<name>[A-Za-z_]\w*))?"
    rf"|(?:the\s+|all\s+(?:of\s+)?(?:the\s+)?)(?P<many>{_ITEMS}))\s+(?:in|of|from)\s+(?P<seq>[A-Za-z_]\w*)"
    r"(?(many)\s*,?\s+one\s+(?:at\s+a\s+time|by\s+one)|(?:\s*,?\s+one\s+(?:at\s+a\s+time|by\s+one))?)"
)
_LOOKED_AT = re.compile(rf"^{LOOKED_AT}(?P<rest>\s*:?\s*\.?\s*$)", _I)
_NOT_NAMED = r"the|a|an|it|them|list|array|string|input|order|turn"
_PLURAL_ITEM = {
    "numbers": "number",
    "integers": "number",
    "chars": "char",
    "entries": "entry",
}


def _looked_at(code: str, lists: list[str], strings: list[str], taken: set[str], made_list: bool) -> str:
    """``code`` with a walk said as looking at the items written ``for each <item> in X`` (docstring)."""
    m = _LOOKED_AT.match(code)
    if m is None or re.fullmatch(_NOT_NAMED, m.group("seq"), _I):
        said = looked_at_input(code, lists, strings, taken, made_list)
        m = _LOOKED_AT.match(said) if said is not None else m
    if m is None or re.fullmatch(_NOT_NAMED, m.group("seq"), _I):
        return code
    if m.group("many"):
        many = m.group("many").lower()
        item = _PLURAL_ITEM.get(many, many[:-1])
    else:
        item = m.group("name") or m.group("one").lower()
    return f"for each {item} in {m.group('seq')}{':' if ':' in m.group('rest') else ''}"


_MADE_LIST = re.compile(
    r"\b(?:make|create|build|start|keep|use|have|prepare|set\s+up)\s+(?:a|an|one|another)\s+(?:new\s+)?(?:empty\s+)?"
    r"(?:\w+\s+)?(?:list|array|stack|queue)\b|\[\s*\]",
    _I,
)
_SAID_AGAIN = re.compile(r"^(?:for\s+(?:each|every)|with\s+each)\s+(?P<item>[a-z]+)\s*,\s*(?=\S)", _I)


def _inputs(signature: Signature) -> tuple[list[str], list[str]]:
    lists = [p.name for p in signature.params if re.match(r"^(?:List|list)\[", p.type.strip())]
    strings = [p.name for p in signature.params if p.type.strip() == "str"]
    return lists, strings


def _walk(code: str, lists: list[str], strings: list[str], taken: set[str], made_list: bool) -> str:
    """``code`` with the subject, the input's noun and the usual order read (see the docstring)."""
    who = _WHO.match(code)
    if who is None and not re.match(_VERB, code, _I):
        return code
    walk = code[who.end() :] if who else code
    head, dot, tail = walk.partition(". ")
    m = _NOUN.match(head)
    if m is not None:
        noun = re.sub(r"\s+", " ", m.group("noun").lower())
        if noun in taken:
            return code  # `the list` is a name of the learner's: theirs, not the input
        fits = strings if re.fullmatch(_STR_NOUNS, noun, _I) else lists
        if noun == "input":
            fits = lists + strings  # `the input`: the question's one list or string, whichever it is
        if len(fits) != 1 or len(lists) + len(strings) == 0 or (fits == lists and made_list):
            return code
        rest = head[m.end() :]
        item = _SINGULAR.get(noun)
        one_by_one = _ONE_BY_ONE.match(rest)
        if one_by_one is not None:
            if item is None:
                return code  # `the array one by one`: the item has no noun for the steps to say
            rest = f" one {item} at a time" + rest[one_by_one.end() :]
        head = f"{m.group('verb')} {fits[0]}{rest}"
    head = _ORDER_AT_END.sub("", head)
    idx = _INDEX.match(head)
    if idx is not None and idx.group("seq") in lists + strings:
        index, seq = idx.group("index"), idx.group("seq")
        head = f"for each index {index} in {seq}{idx.group('colon')}{idx.group('rest')}"
    walk = head + dot + tail
    return walk if walk != (code[who.end() :] if who else code) or who is not None else code


def walked_inputs(lines: list[SrcLine], signature: Signature) -> list[SrcLine]:
    """The lines with each such walk written as the loop readers read it (see the docstring)."""
    lists, strings = _inputs(signature)
    # the learner's own names (`called list`, `numbers = …`, `set values to …`): a noun that is one
    # of them is theirs, never the input
    said = r"\b(?:called|named)\s+(\w+)|\b(\w+)\s*(?:=(?!=)|:=|\u2190)|\b(?:set|let)\s+(\w+)\s+(?:to|be)\b"
    taken = {w.lower() for line in lines for ws in re.findall(said, line.code, _I) for w in ws if w}
    # a list the answer makes could be `the list` too: then a list's noun names no one
    made_list = any(_MADE_LIST.search(line.code) for line in lines if line.code)
    out: list[SrcLine] = []
    item: tuple[str, int] | None = None  # the item a walk just read names, and the walk's indent
    for line in lines:
        looked = _looked_at(line.code, lists, strings, taken, made_list) if line.code else line.code
        code = (
            looked
            if looked != line.code
            else (_walk(line.code, lists, strings, taken, made_list) if line.code else line.code)
        )
        again = _SAID_AGAIN.match(code) if item is not None and line.indent > item[1] else None
        if again is not None and item is not None and again.group("item").lower() == item[0]:
            # `… the numbers one by one. For each number, if it is in seen …`: the walk's item named
            # again at the start of its first step says nothing more
            code = code[again.end() :]
        walked = re.search(r"\bone\s+(\w+)\s+at\s+a\s+time\s*:?\s*\.?$", code, _I) if line.code else None
        item = (walked.group(1).lower(), line.indent) if walked else None
        if code == line.code:
            out.append(line)
        else:
            out.append(SrcLine(line.indent, code, line.strings, line.comment, line.lineno, line.header))
    return out
