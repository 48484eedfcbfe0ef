"""What phones add around and inside mixed-style answers (docs/pseudocode.md, "Mixed").

Read line by line on the cleaned text, before strings are hidden, keeping the line count:

* a title above the code: a heading underlined with ``===`` or ``---``, a short line of words
  decorated with an emoji (``quick one 🙂``), a topic and its note joined by a dash
  (``LCS – bottom-up DP``), or a Title Case name (``Valid Anagram``); it becomes a comment. A first
  line that starts with a step word (``sort``, ``return``, ``set``…) is a step, never a title;
* ``→`` (or ``->`` between spaces) after a condition: ``If x == t → Return mid`` is ``then``;
* a parenthesised note after a step (``need[c] -= 1   (goes negative, that's fine)``) is a comment;
  the note ``(integer division)`` (or ``(int division)``, ``(floor)``, ``(rounded down)``) makes
  that step's one ``/`` an integer division, as the learner said;
* several assignments on one line split at their commas or ``and`` (``left = 0, right = n - 1``).
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._base import find_top, split_top

__all__ = [
    "arrow_then",
    "call_notes",
    "dash_notes",
    "named_jumps",
    "outside_steps",
    "phone_notes",
    "spaced_then",
    "split_assignments",
    "titles",
]

_EMOJI = re.compile("[\U0001f000-\U0001faff\u2600-\u27bf]")
_UNDERLINE = re.compile(r"^\s*(?:={3,}|-{3,})\s*$")
_WORDS = re.compile(r"^[A-Za-z][A-Za-z'/-]*(?:\s+[A-Za-z][A-Za-z'/-]*){0,5}$")
# words a step starts with: such a first line is code (or English), never a title
_STEP_WORD = re.compile(
    r"^(?:if|else|elif|for|foreach|while|do|repeat|until|return|give|set|let|make|create|build|sort|reverse|"
    r"append|add|push|pop|put|insert|remove|delete|increment|decrement|increase|decrease|swap|exchange|print|"
    r"output|call|def|function|procedure|algorithm|func|class|begin|end|loop|go|move|take|keep|count|check|"
    r"initiali[sz]e|declare|define|compute|calculate|find|get|store|update|mark|visit|walk|scan|iterate|"
    r"start|stop|break|continue|skip|use|put|fill|copy|split|join|merge|convert|assign|read|write|new|var|"
    r"const|int|string|bool|public|private|static|void)\b",
    re.IGNORECASE,
)


def _title_like(original: str, cleaned: str, following: str | None) -> bool:
    words = cleaned.strip()
    if not _WORDS.fullmatch(words) or _STEP_WORD.match(words):
        return False
    if following is not None and _UNDERLINE.match(following):
        return True
    if _EMOJI.search(original) and len(words.split()) <= 4:
        return True
    if re.search(r"\s[\u2013\u2014]\s", original) or re.search(r"\s[\u2013\u2014-]\s", words):
        return len(words.split()) <= 6
    parts = words.split()
    return 2 <= len(parts) <= 4 and all(p[0].isupper() for p in parts)


def titles(lines: list[str], original: list[str]) -> bool:
    """Comment out a title above the code (and its underline); ``lines`` is changed in place."""
    code = [k for k, line in enumerate(lines) if line.strip() and not line.lstrip().startswith(("#", "//"))]
    if len(code) < 2:
        return False
    first, second = code[0], code[1]
    raw = original[first] if first < len(original) else lines[first]
    # the emoji stays on a line with a quote or an apostrophe (`Kadane's 👍`): it decorates all the same
    candidate = re.sub(r"\s+[-\u2013\u2014]\s+", " - ", _EMOJI.sub("", lines[first]).rstrip())
    candidate = re.sub(r"\s+-\s+", " ", candidate) if "-" in candidate else candidate
    if not _title_like(raw, candidate, lines[second]):
        return False
    lines[first] = "# " + lines[first].strip()
    if _UNDERLINE.match(lines[second]):
        lines[second] = ""
    return True


_STEP_AFTER = (
    r"(?=(?:return|break|continue|print)\b|[A-Za-z_][\w.]*(?:\[[^\[\]]*\])*\s*(?:=(?!=)|\+=|-=|\u2190))"
)
_ARROW_THEN = re.compile(
    rf"^(\s*(?:if|else\s*if|elif|elseif)\b.*?\S)\s+(?:\u2192|->)\s+{_STEP_AFTER}", re.IGNORECASE
)
_ARROW_ELSE = re.compile(rf"^(\s*else)\s*(?:\u2192|->)\s+{_STEP_AFTER}", re.IGNORECASE)


_SPACED_THEN = re.compile(
    rf"^(\s*(?:if|else\s*if|elif|elseif)\b.*?[\w)\]'\"])\s{{2,}}{_STEP_AFTER}", re.IGNORECASE
)
_OPEN_END = re.compile(r"(?:\b(?:and|or|not|then|do|is|in)|[-+*/%<>=!&|,(:])$", re.IGNORECASE)


def spaced_then(line: str) -> str:
    """``if a[i] == b[j]  dp[i][j] = 1``: a condition and its step apart by two spaces or more.

    Read only when the words after the gap start a step (``return``, ``break``, an assignment),
    the condition's brackets are closed and it does not end with an operator or ``then``.
    """
    m = _SPACED_THEN.match(line)
    if m is None or re.search(r"\bthen\b", m.group(1), re.IGNORECASE):
        return line
    cond = m.group(1)
    if cond.count("(") != cond.count(")") or cond.count("[") != cond.count("]") or _OPEN_END.search(cond):
        return line
    return cond + " then " + line[m.end() :].lstrip()


def arrow_then(line: str) -> str:
    """``If c → step`` is ``If c then step``; ``Else → step`` is ``Else step``.

    Only before a step (``return``, ``break``, an assignment) and with the condition's brackets
    closed, so C's ``if (p -> next)`` keeps its pointer arrow.
    """
    line = _ARROW_ELSE.sub(r"\1 ", line)
    m = _ARROW_THEN.match(line)
    if m is None or m.group(1).count("(") != m.group(1).count(")"):
        return spaced_then(line)
    return m.group(1) + " then " + line[m.end() :]


_NOTE = re.compile(r"^(?P<code>.*?\S)\s{2,}\((?P<note>[A-Za-z][A-Za-z' ,.;:!?-]*)\)\s*$")
_INTEGER_NOTE = re.compile(
    r"^(?:integer|int|whole[- ]number|floor)\s+division$|^(?:floor(?:ed)?|rounded\s+down|round\s+down)$"
    r"|^(?:integer|int)$",  # `mid ← (lo + hi) / 2   (integer)`: the one division says what it gives
    re.IGNORECASE,
)


# a note pointed at its step: `return prev   <-- new head`, `x += 1   ← slide the window`
_ARROW_NOTE = re.compile(
    r"^(?P<code>.*?\S)\s{2,}(?:<-{1,3}|\u2190|<={2,}|={2,}>|-{2,3}>?|\^{2,}|(?P<right>->)(?=\s))"
    r"\s*(?P<note>[A-Za-z][A-Za-z' ,.;:!?&/-]*)$"
)
# words alone after a step that has closed (`rev(0, n-1)     reverse everything`, `if a < b {   left half`)
_BARE_NOTE = re.compile(r"^(?P<code>.*?[)\]{}:;])\s{2,}(?P<note>[A-Za-z][A-Za-z' ,.;!?&/-]*)$")
# what continues a step rather than commenting on it
_JOIN_WORD = re.compile(
    r"^(?:then|do|to|downto|down|by|step|from|in|is|are|and|or|not|else|otherwise|of|with|as|at|into|"
    r"until|than|equals?|be|mod|div|xor|end|endif|endwhile|endfor|done|fi)\b",
    re.IGNORECASE,
)
# a step that opens a block: `→` after it is `then` (see arrow_then), never a note's pointer
_OPENS = re.compile(
    r"\b(?:if|elif|else|elseif|while|for|foreach|when|until|case|unless)\b|(?:[:{]|\bthen|\bdo)\s*$|//|#",
    re.I,
)
# words that start a step: after one arrow they are the step the arrow leads to, not a note
_JUMP_WORD = re.compile(
    r"^(?:return|break|continue|print|yield|raise|pass|skip|go|goto|call|set|let|if|else|then|do)\b", re.I
)


def _not_a_note(code: str, note: str) -> bool:
    """Whether ``code  → note`` (one arrow) may mean ``then`` or lies in a comment: never a note there."""
    return _OPENS.search(code) is not None or _JUMP_WORD.match(note) is not None


_TARGET_ONLY = re.compile(r"^\s*[A-Za-z_][\w.]*(?:\[[^\[\]]*\])*\s*$")


def _quotes_closed(code: str) -> bool:
    return code.count('"') % 2 == 0 and code.count("'") % 2 == 0


def _note_words(code: str, note: str, *, pointed: bool) -> bool:
    """Whether the words after a step are a note on it, not more of it or a second step.

    A step verb opens a note only after an arrow or after a step that has ended (``)``, ``]``,
    ``;``, ``}``) and when the words name nothing the step names (``rev(0, n-1)  reverse
    everything``; ``f(x)  return x`` is two steps).
    """
    words = note.split()
    if len(words) < 2 or _JOIN_WORD.match(note):
        return False
    if pointed or not _STEP_WORD.match(note):
        return True
    names = set(re.findall(r"[A-Za-z_]\w*", code))
    return code.rstrip()[-1] in ")];}" and not any(w.strip(",.;!?") in names for w in words)


# a phone turns `--` into `—`: two spaces or more after a step, with words after it
_EM_DASH_NOTE = re.compile(r"(\S)(\s{2,})\u2014\s*(?=[A-Za-z][\w']*\s+[A-Za-z])")


def dash_notes(text: str) -> str:
    """``go(cur + ')')   — only close what's open``: the em dash points a note at the step as ``--`` does.

    A minus is never typed as an em dash before words (``n — 1`` stays a minus); run before the em
    dash becomes ``-`` with the other symbols, and with string literals hidden.
    """
    return _EM_DASH_NOTE.sub(r"\1\2-- ", text)


# a jump said in words with its keyword in brackets: `skip (continue)`, `stop (break)`
_NAMED_JUMP = re.compile(
    r"(?<![\w.])(?:(?P<continue>skip(?:\s+(?:it|this(?:\s+one)?|ahead))?|next(?:\s+one)?|move\s+on|go\s+on)"
    r"\s*\(\s*continue\s*\)"
    r"|(?P<break>stop(?:\s+(?:the\s+)?loop)?|exit(?:\s+(?:the\s+)?loop)?|leave(?:\s+the\s+loop)?|quit)"
    r"\s*\(\s*break\s*\))\s*$",
    re.IGNORECASE,
)


# `LCS(a, b) – bottom up table`: a header (or a call) and a note after a dash
_CALL_NOTE = re.compile(
    r"^(?P<code>\s*[A-Za-z_][\w-]*\s*\(\s*(?:[A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*)?\s*\)\s*:?)"
    r"\s+-\s+(?P<note>[A-Za-z][A-Za-z']*(?:[\s,/-]+[A-Za-z][A-Za-z']*)+)\s*$"
)


def call_notes(line: str) -> str:
    """``LCS(a, b) – bottom up table`` → ``LCS(a, b)  # bottom up table`` (two words or more).

    ``f(x) - y`` (one word) may be a subtraction, so it stays as written.
    """
    m = _CALL_NOTE.match(line)
    return f"{m.group('code')}  # {m.group('note')}" if m else line


def named_jumps(line: str) -> str:
    """``skip (continue)`` → ``continue``; ``stop (break)`` → ``break``.

    Only when the words mean the keyword the brackets name (``stop (continue)`` says two things).
    """
    return _NAMED_JUMP.sub(lambda m: "continue" if m.group("continue") else "break", line)


# a note that says a missing entry starts empty, on a step that adds to the entry
_IF_MISSING = re.compile(
    r"^(?:make|create|start|add|use|init(?:iali[sz]e)?|put)\s+(?:an?\s+)?(?:new\s+|empty\s+)*"
    r"(?:list|array|set|entry|one|it)\s+(?:first\s+)?(?:if|when)\s+(?:the\s+)?\w+\s+(?:is\s+)?"
    r"(?:not\s+there|missing|absent|not\s+present|new|not\s+found|not\s+in\s+(?:the\s+)?\w+|"
    r"(?:doesn't|does\s+not|isn't|is\s+not)\s+(?:exist|there|present)(?:\s+yet)?)$",
    re.IGNORECASE,
)
_CREATED = re.compile(
    r"^(?P<lead>\s*)(?P<map>[A-Za-z_]\w*)\[(?P<key>[^\[\]]+)\]\.(?P<method>push|append|add)\((?P<arg>[^()]*)\)\s*;?$"
)


_MAP_SHAPE = re.compile(
    r"^(?P<code>.*\b(?:map|dictionary|dict|table|hash\s*map|hashmap)\s+[A-Za-z_]\w*)\s*:\s*"
    r"(?P<note>[A-Za-z][\w ]*?\s+->\s+[A-Za-z][\w ,]*)$",
    re.IGNORECASE,
)
# `return <words> (<code>)`: the code holds a call or a field, the words are two or more plain words
_RETURN_SAID = re.compile(
    r"^(?P<lead>\s*)return\s+(?P<words>[A-Za-z][A-Za-z']*(?:\s+[A-Za-z][A-Za-z']*)+)\s*"
    r"\((?P<expr>[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*(?:\.[A-Za-z_]\w*\([^()]*\)|\.[A-Za-z_]\w*))\)\s*$",
    re.IGNORECASE,
)


def phone_notes(line: str) -> str:
    """A note after a step, two spaces or more after it, is a comment.

    The note is in parentheses, pointed at the step with an arrow (``<--``, ``<-``, ``←``, ``<==``, ``==>``,
    ``--``, ``-->``, ``^^``), or plain words after a step that has closed (a bracket, a brace, ``:`` or
    ``;``). Never when the arrow is the step's own assignment (``x  ← length of A``: the left side
    is a bare target), when the words could continue the step (``then``, ``to``, ``do``, a step
    verb), nor inside an open quote.
    """
    line = call_notes(named_jumps(line))
    shape = _MAP_SHAPE.match(line)
    if shape is not None:  # `make a map groups: key → list of words`: what the map holds, in words
        return f"{shape.group('code')}  # {shape.group('note').strip()}"
    said = _RETURN_SAID.match(line)
    if said is not None and not set(re.findall(r"[A-Za-z_]\w*", said.group("expr"))) & set(
        said.group("words").split()
    ):
        # `return all the lists in the map (groups.values())`: the bracket is the value the words name
        value = said.group("expr")
        if re.search(r"\.(?:values|keys)\(\s*\)$", value):
            value = f"list({value})"  # `all the lists in the map`: the items, as the list the words name
        return f"{said.group('lead')}return {value}  # {said.group('words').strip()}"
    for pattern in (_ARROW_NOTE, _BARE_NOTE):
        m = pattern.match(line)
        if (
            m is not None
            and not (
                pattern is _ARROW_NOTE and m.group("right") and _not_a_note(m.group("code"), m.group("note"))
            )
            and _quotes_closed(m.group("code"))
            and not _TARGET_ONLY.match(m.group("code"))
            and _note_words(m.group("code"), m.group("note"), pointed=pattern is _ARROW_NOTE)
        ):
            return f"{m.group('code')}  # {m.group('note').strip()}"
    m = _NOTE.match(line)
    if m is None or (len(m.group("note").split()) < 2 and not _INTEGER_NOTE.match(m.group("note").strip())):
        return line
    code, note = m.group("code"), m.group("note").strip()
    created = _CREATED.match(code) if _IF_MISSING.match(note) else None
    if created is not None:
        # `groups[key].push(word)   (make a new list if key not there)`: the note says how the entry
        # starts, so a key never seen gets its empty list first
        method = "add" if created.group("method") == "add" and "list" not in note.lower() else "append"
        empty = "set()" if method == "add" else "[]"
        code = (
            f"{created.group('lead')}{created.group('map')}.setdefault({created.group('key')}, {empty})"
            f".{method}({created.group('arg')})"
        )
        return f"{code}  # {note}"
    divisions = len(re.findall(r"(?<![/])/(?![/=])", code))
    if _INTEGER_NOTE.match(note) and divisions == 1:
        code = re.sub(r"(?<![/])/(?![/=])", "//", code)
    elif _INTEGER_NOTE.match(note) and divisions > 1 and len(note.split()) == 1:
        return line  # `(integer)` after two divisions: which one is meant is not said
    return f"{code}  # {note}"


_ASSIGNMENT = re.compile(r"^[A-Za-z_][\w.]*(?:\[[^\[\]]*\])*\s*(?:=(?!=)|\u2190|:=)\s*\S")


def split_assignments(piece: str) -> list[str]:
    """``left = 0, right = n - 1`` or ``i = 0 and j = n - 1`` (every part an assignment): one piece each.

    Never a condition (``x = a and b`` has one assignment) nor Python's ``a, b = 1, 2``.
    """
    for separator in (",", r"\s+and\s+"):
        parts = [p.strip() for p in (split_top(piece) if separator == "," else _split_and(piece))]
        if len(parts) >= 2 and all(_ASSIGNMENT.match(p) for p in parts):
            return parts
    return [piece]


def _split_and(piece: str) -> list[str]:
    parts: list[str] = []
    rest = piece
    while (m := find_top(rest, r"\s+and\s+")) is not None:
        parts.append(rest[: m.start()])
        rest = rest[m.end() :]
    return [*parts, rest]


_COMPLEXITY = re.compile(
    r"\b[O\u0398\u03a9\u0398]\s*\(|\bTheta\(|running time|complexity|\btime\b|\bspace\b", re.I
)
_CODE_MARK = re.compile(r"\u2190|:=|(?<![<>=!])=(?!=)|[{}]|\breturn\b|^\s*(?:if|for|while|else)\b", re.I)
_FENCE = re.compile(r"^\s*```[\w+-]*\s*$")


_ASIDE_LINE = re.compile(r"^\s*\(([^()]*)\)\s*\.?\s*$")


def _remark(line: str, least: int = 3) -> bool:
    """A sentence about the answer, not a step: words, no assignment, nothing a step starts with."""
    text = line.strip()
    if not text or text.startswith(("#", "//")) or _CODE_MARK.search(text) or _STEP_WORD.match(text):
        return False
    words = re.findall(r"[A-Za-z]{2,}", text)
    if len(words) < least:
        return False
    return _COMPLEXITY.search(text) is not None or not re.search(r"[()\[\]]", text)


def outside_steps(lines: list[str]) -> bool:
    """Comment out what is written around the steps; ``lines`` is changed in place.

    A sentence in brackets on a line of its own is an aside wherever it stands. Then two kinds:
    what is outside a Markdown fence when the steps are inside one (an intro line, a
    closing remark), and a closing paragraph of sentences after the last step's ``return``, set
    apart by a blank line (``Every node is visited once, so the running time is Θ(n).``, ``sorting
    puts equal numbers next to each other, so one pass is enough``). A paragraph with anything a
    step would hold (an assignment, a brace, a step word) stays code.
    """
    changed = False
    for k, line in enumerate(lines):
        aside = _ASIDE_LINE.match(line)
        if aside and _remark(aside.group(1)):
            # `(every element doubles the list, so 2^n subsets)`: a sentence in brackets on its own line
            lines[k] = line[: len(line) - len(line.lstrip())] + "# " + aside.group(1).strip()
            changed = True
    fences = [k for k, line in enumerate(lines) if _FENCE.match(line)]
    if len(fences) == 2:
        for k, line in enumerate(lines):
            if (k < fences[0] or k > fences[1]) and line.strip() and not line.lstrip().startswith("#"):
                lines[k] = "# " + line.strip()
                changed = True
    filled = [k for k, line in enumerate(lines) if line.strip() and not line.lstrip().startswith("#")]
    tail: list[int] = []
    for k in reversed(filled):
        if not _remark(lines[k], least=1):
            break
        tail.insert(0, k)
    while tail and not _remark(lines[tail[0]]):
        tail.pop(0)  # a paragraph opens with a sentence; a lone word after a step is not one
    if tail and len(tail) < len(filled):
        before = filled[len(filled) - len(tail) - 1]
        gap = any(not lines[j].strip() for j in range(before + 1, tail[0]))
        if gap and re.match(r"^\s*(?:return|end|\}|done)\b|^\s*\}", lines[before], re.I):
            for k in tail:
                lines[k] = "# " + lines[k].strip()
            changed = True
    return changed
