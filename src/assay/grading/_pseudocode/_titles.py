"""A title above the steps: ``Kadane's algorithm``, ``Reverse a linked list`` (docs/pseudocode.md, "English").

Learners often name the problem or the method on the answer's first line. Such a line is kept as a
comment only when it cannot be a step: it is the first line, more lines follow, it holds no code
(no ``=``, ``←``, brackets of an index, operators), no control word, no name of a parameter (but
for an appositive that lists only the inputs: ``Merge two sorted lists, list1 and list2``) and no
definite reference (``the``, ``this``, ``it``: a step acts on things that exist; a title describes
the problem in general; a first verb must have such an object, ``Reverse a linked list``, not
``move all zeroes``), and it names either the method (the words of the question's method name:
``reverse_list`` in ``Reverse a linked list``) or an algorithm (``… algorithm``, ``Binary search``,
``… (sliding window)``). Anything else on the first line stays a step, read or listed.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._dashed_titles import dashed_title
from assay.grading._pseudocode._function_headers import parse_function_header
from assay.grading._pseudocode._lex import SrcLine
from assay.judge import Signature

__all__ = ["titled"]

_I = re.IGNORECASE
_BRACKETS = re.compile(r"\([^()]*\)")
_WORDS_ONLY = re.compile(r"^[A-Za-z][\w' ,\-]*?\s*[:.]?$")
_CONTROL = re.compile(
    r"\b(?:if|else|otherwise|elif|for|each|every|while|until|repeat|return|give|set|let|when|then|do|"
    r"loop|break|continue|stop|skip|end|def|function|procedure|call|print|output)\b",
    _I,
)
_HEADER_WORDS = re.compile(
    r"^(?:algorithm|procedure|function|func|fn|def|method|class|program|sub|routine|input|output)\b|\b(?:is|begin)\s*[:.]?$",
    _I,
)
_INPUTS = re.compile(r",\s*([A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*(?:\s*,?\s+and\s+[A-Za-z_]\w*)?)\s*[:.]?$")
# a title that starts with a verb says what is done to something general (`a linked list`, `two
# sorted lists`); a verb with a bare or quantified object (`move all zeroes`) reads as an order
_VERB_FIRST = re.compile(
    r"^(?:move|reverse|merge|sort|find|count|add|put|push|pop|remove|swap|make|create|build|check|compute|get|"
    r"take|keep|go|walk|loop|iterate|search|group|rotate|validate|generate|detect|invert|flip|climb|rob)\s+"
    r"(?P<generic>(?:a|an|one|two|three|some)\b)?",
    _I,
)
_DEFINITE = re.compile(r"\b(?:the|this|that|these|those|it|its|them|given|our|my)\b", _I)
_ALGORITHM = re.compile(
    r"(?:\b\w+'s\s+(?:algorithm|method|trick)"
    r"|\b(?:algorithm|approach|technique|search|sort|dp|bfs|dfs|greedy|recursion|recursive|iterative|"
    r"window|pointers|backtracking|memoi[sz]ation|tabulation)\s*[:.]?)$",
    _I,
)
_THE_WAY = re.compile(
    r"\s*,\s*the\s+(?:[\w\-]+\s+){0,4}(?:way|approach|method|version|solution)\s*([:.]?)$", _I
)
# `Merge intervals, this is what i did`: after a comma, the learner saying that the steps follow
# (docs/pseudocode.md, "Conventions read since round 12 was opened")
_WHAT_I_DID = re.compile(
    r"\s*[,:\-\u2013\u2014]\s*(?:(?:so\s+)?(?:this\s+is|here\s+is|here'?s|that'?s|below\s+is)\s+"
    r"(?:what|how)\s+(?:i|we)\s+(?:did|do|solved|wrote|went|came\s+up\s+with)(?:\s+it)?(?:\s+about\s+it)?)\s*[:.!]?$",
    _I,
)
_FILLER_WORDS = frozenset(
    {"of", "the", "a", "an", "to", "is", "get", "find", "in", "and", "or", "with", "all"}
)


def _stem(word: str) -> str:
    word = word.lower()
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word


def _method_words(method: str) -> set[str]:
    spaced = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", method).replace("_", " ")
    return {_stem(w) for w in spaced.split() if w.lower() not in _FILLER_WORDS}


def _acronyms(words: list[str], wanted: set[str]) -> set[str]:
    """The method's words spelt by the initials of three or more title words in a row (LIS)."""
    initials = "".join(w[0].lower() for w in words)
    return {w for w in wanted if len(w) >= 3 and w.isalpha() and w in initials}


def _names_method(bracket: str, wanted: set[str]) -> bool:
    """A bracket of words, every one of the method's words in it (whole, or shortened: ``num``)."""
    if not _BRACKETS_OF_WORDS.fullmatch(bracket) or len(wanted) < 2:
        return False
    said = {_stem(w) for w in re.findall(r"[A-Za-z][\w']*", bracket)}
    return all(any(t == w or (len(w) >= 3 and t.startswith(w)) for t in said) for w in wanted)


def _is_title(code: str, signature: Signature) -> bool:
    if re.search(r"\w\(", code):  # `maxDepth(node)`: a header or a call, never a title
        return False
    main = _BRACKETS.sub(" ", code).strip()
    main = re.sub(r"\s+", " ", main)
    # `Longest increasing subsequence, the n log n way`: after a comma, the way it is done
    main = _THE_WAY.sub(r"\1", main)
    said = _WHAT_I_DID.search(main)
    main = main[: said.start()] if said else main
    if _HEADER_WORDS.search(main):  # `algorithm kth-largest is`: a procedure's header, never a title
        return False
    if not main or not _WORDS_ONLY.match(main) or _CONTROL.search(main) or _DEFINITE.search(main):
        return False
    words = re.findall(r"[A-Za-z][\w']*", main)
    if not 1 <= len(words) <= 8:
        return False
    params = {p.name.lower() for p in signature.params}
    inputs = _INPUTS.search(main)
    if inputs and all(
        w.lower() in params for w in re.findall(r"[A-Za-z_]\w*", inputs.group(1)) if w != "and"
    ):
        # `Merge two sorted lists, list1 and list2`: the inputs named after the problem, nothing done to them
        main = main[: inputs.start()]
        words = re.findall(r"[A-Za-z][\w']*", main)
    wanted = _method_words(signature.method)
    # `Daily temperatures …` (daily_temperatures(temperatures)): a parameter's word that is also a
    # word of the method's name names the problem, not the input
    lowered = [w.lower() for w in words]
    # (words the learner says the steps follow, `…, this is what i did`, name the problem even when
    # they name an input: `Merge intervals, this is what i did`)
    if said is None and any(
        w in params and (_stem(w) not in wanted or lowered.count(w) > 1) for w in lowered
    ):
        return False
    spelt = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", signature.method).replace("_", " ").lower().split()
    if len(spelt) >= 2 and [w.lower() for w in words] == spelt:
        # `move zeroes` over move_zeroes: the method's whole name and nothing more names the problem;
        # an order says more (`move zeroes to the end`, `move all zeroes`; docs/pseudocode.md,
        # "Conventions read since round 12 was opened")
        return True
    verb = _VERB_FIRST.match(main)
    if verb is not None and not verb.group("generic") and said is None:
        return False  # `move all zeroes`: an order, which could be a step; `Reverse a linked list` is not
    if len(words) >= 2 and _ALGORITHM.search(main):
        return True
    # `Container with most water (two pointers)`: the problem's name, then the method in a bracket
    # of words (docs/pseudocode.md, "Conventions read since round 16 was opened: English")
    if len(words) >= 2 and any(
        _ALGORITHM.search(b[1:-1].strip()) and _BRACKETS_OF_WORDS.fullmatch(b)
        for b in _BRACKETS.findall(code)
    ):
        return True
    # `Menghitung jumlah pulau (number of islands)`: the problem named in the learner's first language,
    # then in English in a bracket of words that names the method (`num` is `number` shortened;
    # docs/pseudocode.md, "Conventions read since round 17 was opened: English")
    if any(_names_method(b, wanted) for b in _BRACKETS.findall(code)):
        return True
    if _acronyms(words, wanted):
        return True  # `Longest increasing subsequence` for length_of_lis: the problem's whole name
    shared = wanted & {_stem(w) for w in words}
    return bool(wanted) and len(shared) >= min(2, len(wanted))


def _lone_name(code: str, others: list[str]) -> bool:
    """``Kadane (from the video)``: one capitalised word, used nowhere else, names the method."""
    if re.search(r"\w\(", code):  # `LIS(a_1, ..., a_n)`: a header or a call, never a title
        return False
    if any(
        not re.fullmatch(r"[A-Za-z']+(?:\s+[A-Za-z'\-]+)+", b.strip("() ")) for b in _BRACKETS.findall(code)
    ):
        return False  # `Kadane (a, b)`: a bracket that could be inputs; a remark is words
    main = _BRACKETS.sub(" ", code).strip().rstrip(":.").strip()
    if not re.fullmatch(r"[A-Z][A-Za-z'\-]+", main) or _CONTROL.search(main) or _HEADER_WORDS.search(main):
        return False
    if _VERB_FIRST.match(main + " "):
        return False  # `Sort`, `Count`: an order
    used = re.compile(rf"(?<![\w']){re.escape(main)}(?![\w'])", _I)
    return not any(used.search(line) for line in others)


# after the problem's initials, a separator and a note in words (brackets of words too):
# `LCS, rolling row`, `LCS — only the previous row kept (like a window)`, `LIS: patience sorting`
_NOTE = re.compile(r"^(?:\s*[,:\-\u2013\u2014]\s*[A-Za-z][A-Za-z' ,.\-\u2013\u2014]*?)?\s*[:.]?$")


def _initials(method: str) -> set[str]:
    """The problem's initials (``LCS`` of ``longest_common_subsequence``) and the words of its name
    written in capitals (``LIS`` of ``length_of_lis``, ``BST`` of ``is_valid_bst``)."""
    spaced = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", method).replace("_", " ").lower().split()
    names = {"".join(w[0] for w in spaced)} if len(spaced) >= 3 else set()
    names |= {w for w in spaced if w.isalpha()}
    return {n for n in names if len(n) >= 3}


def _initials_title(code: str, signature: Signature, others: list[str]) -> bool:
    """``LCS, rolling row``: the problem's initials in capitals, alone or before a note in words
    (docs/pseudocode.md, "Conventions read since round 10 was opened"). The initials must name
    nothing else in the answer (``LCS(i, j)`` below is a helper of that name, and this its header)."""
    m = re.match(r"^([A-Z]{3,})\b(.*)$", code)
    if m is None or m.group(1).lower() not in _initials(signature.method):
        return False
    note = _BRACKETS_OF_WORDS.sub(" ", m.group(2))
    if not _NOTE.match(note) or _CONTROL.search(note):
        return False  # `LCS, then return it`: a step said after the name
    used = re.compile(rf"(?<![\w']){re.escape(m.group(1))}(?![\w'])", _I)
    return not any(used.search(line) for line in others)


_BRACKETS_OF_WORDS = re.compile(r"\(\s*[A-Za-z][A-Za-z' ,+&/-]*\)")

# `BFS with a queue, level by level:`, `Binary search on the answer`, `BFS con una cola, nivel por nivel:`:
# an algorithm's name first, then a comma, colon or dash, or a preposition (English, Spanish,
# Portuguese, French, German, Italian) and words about how it is used (docs/pseudocode.md,
# "Conventions read since round 13 was opened: mixed")
_ALGORITHM_FIRST = re.compile(
    r"^(?P<name>bfs|dfs|binary\s+search|two[\s-]+pointers?|sliding\s+window|greedy|backtracking|"
    r"kadane(?:'s)?|dynamic\s+programming|memoi[sz]ation|tabulation|recursion|topological\s+sort)"
    r"(?:\s*[,:\-\u2013\u2014]\s*|\s+(?:with|using|on|over|by|via|in|con|usando|sobre|en|por|avec|par|sur|"
    r"mit|\u00fcber|auf|com|em|per|su)\s+)(?P<rest>[^\W\d_][\w' ,\-]*?)\s*[:.]?$",
    _I,
)


def _algorithm_first_title(code: str, signature: Signature, others: list[str]) -> bool:
    """``BFS with a queue, level by level:``: an algorithm named first, then how (see ``_ALGORITHM_FIRST``).

    Never a line that holds code or a control word (`BFS from each cell` is a loop in words), names
    a parameter, or whose algorithm word the answer uses as a name (`bfs(root)` below: a helper)."""
    if re.search(r"\w\(", code):
        return False
    main = re.sub(r"\s+", " ", _BRACKETS_OF_WORDS.sub(" ", code)).strip()
    m = _ALGORITHM_FIRST.match(main)
    if m is None or _CONTROL.search(m.group("rest")) or _HEADER_WORDS.search(main):
        return False
    words = re.findall(r"[^\W\d_][\w']*", main)
    params = {p.name.lower() for p in signature.params}
    if len(words) > 9 or any(w.lower() in params for w in words):
        return False
    used = re.compile(rf"(?<![\w']){re.escape(m.group('name').split()[0])}(?![\w'])", _I)
    return not any(used.search(line) for line in others)


# `1143 Longest Common Subsequence`, `1143 最长公共子序列`: the judge's problem number, then its name in
# words of any alphabet (docs/pseudocode.md, "Conventions read since round 16 was opened: textbook, …")
_NUMBERED = re.compile(
    r"^\d{1,4}(?:\s*[.\-\u2013\u2014])?\s+[^\W\d_][^\W_]*(?:[ ,\-]+[^\W\d_][^\W_]*){0,8}\s*[:.]?$"
)


def _numbered_title(code: str, below: str) -> bool:
    """A problem's number and name, right above the procedure's header (no step is words alone
    after a number, and a header follows nothing it could be a step of)."""
    if not _NUMBERED.match(code) or _CONTROL.search(code) or _HEADER_WORDS.search(code.split(None, 1)[1]):
        return False
    return parse_function_header(below, bare=True) is not None


def _dashed(code: str, signature: Signature) -> bool:
    """``valid palindrome - two pointers from both ends``: a title, then the method in words after a
    dash that give no order (``running total - set sum to zero`` is a step after a title)."""
    parts = dashed_title(code)
    if parts is None or _CONTROL.search(parts[1]):
        return False
    verb = _VERB_FIRST.match(parts[1])
    return (verb is None or verb.group("generic") is not None) and _is_title(parts[0], signature)


def titled(lines: list[SrcLine], signature: Signature) -> list[SrcLine]:
    """The answer's lines with a first-line title kept as a comment (see the module's docstring)."""
    code = [k for k, line in enumerate(lines) if line.code]
    if len(code) < 2:
        return lines
    first = lines[code[0]]
    others = [lines[k].code for k in code[1:]]
    if first.header or first.strings:
        return lines
    if (
        not _is_title(first.code, signature)
        and not _lone_name(first.code, others)
        and not _initials_title(first.code, signature, others)
        and not _algorithm_first_title(first.code, signature, others)
        and not _numbered_title(first.code, others[0])
        and not _dashed(first.code, signature)
    ):
        return lines
    out = list(lines)
    out[code[0]] = SrcLine(first.indent, "", first.strings, first.code, first.lineno)
    return out
