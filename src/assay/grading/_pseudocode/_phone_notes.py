"""Notes a phone adds after a step, in mixed-style answers (docs/pseudocode.md, "Mixed").

Read line by line on the cleaned text, keeping the line count: a parenthesised note after a step
(``need[c] -= 1   (goes negative, that's fine)``), a note pointed at it with an arrow or a dash
(``return prev   <-- new head``, ``go(cur + ')')   — only close what's open``) or words alone after
a step that has closed, become a comment; the note ``(integer division)`` (or ``(int division)``,
``(floor)``, ``(rounded down)``) makes that step's one ``/`` an integer division, as the learner
said. A jump said in words with its keyword in brackets (``skip (continue)``) is that keyword.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._step_words import STEP_WORD

__all__ = ["call_notes", "dash_notes", "named_jumps", "phone_notes", "says_integer", "wants_operand"]


_NOTE = re.compile(r"^(?P<code>.*?\S)\s{2,}\((?P<note>[A-Za-z][A-Za-z' ,.;:!?-]*)\)\s*$")
_INTEGER_NOTE = re.compile(
    r"^(?:integer|int|whole[- ]number|floor)\s+division$|^(?:floor(?:ed)?|rounded\s+down|round\s+down)$"
    r"|^(?:integer|int)$"  # `mid ← (lo + hi) / 2   (integer)`: the one division says what it gives
    r"|^(?:an?\s+)?whole[- ]number$",  # `(whole number)`: the same, said of the value
    re.IGNORECASE,
)


def says_integer(note: str) -> bool:
    """Whether a bracketed note says what a division gives (`(integer)`, `(floor)`, `(whole number)`)."""
    return _INTEGER_NOTE.match(note.strip()) is not None


# a note pointed at its step: `return prev   <-- new head`, `x += 1   ← slide the window`
_ARROW_NOTE = re.compile(
    r"^(?P<code>.*?\S)\s{2,}(?P<arrow><-{1,3}|\u2190|<={2,}|={2,}>|-{2,3}>?|\^{2,}|(?P<right>->)(?=\s))"
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
# a step that opens a block: `→` after it is `then` (see ``_mixed.arrow_then``), never a note's pointer
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


# (or a bracketed pair of names, `(x, y)  ← take from the front of q`, which Python assigns too)
_TARGET_ONLY = re.compile(
    r"^\s*(?:[A-Za-z_][\w.]*(?:\[[^\[\]]*\])*|\(\s*[A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)+\s*\))\s*$"
)


def _quotes_closed(code: str) -> bool:
    return code.count('"') % 2 == 0 and code.count("'") % 2 == 0


def _note_words(code: str, note: str, *, pointed: bool, arrow: str = "") -> bool:
    """Whether the words after a step are a note on it, not more of it or a second step.

    A step verb opens a note only after an arrow or after a step that has ended (``)``, ``]``,
    ``;``, ``}``) and when the words name nothing the step names (``rev(0, n-1)  reverse
    everything``; ``f(x)  return x`` is two steps).
    """
    words = note.split()
    if _JOIN_WORD.match(note):
        return False
    if len(words) < 2:
        return arrow in _PLAIN_ARROWS and _one_word_note(code, note)
    if pointed or not STEP_WORD.match(note):
        return True
    names = set(re.findall(r"[A-Za-z_]\w*", code))
    return code.rstrip()[-1] in ")];}" and not any(w.strip(",.;!?") in names for w in words)


# a one-word note and its pointer: an arrow no expression holds (`<-` may be `< -`, `--` a decrement)
_PLAIN_ARROWS = frozenset({"\u2190", "<--", "<---", "-->", "<==", "==>", "^^"})
_ONE_WORD = re.compile(r"^(?=[A-Za-z-]{3})[A-Za-z]+(?:-[A-Za-z]+)*[.!]?$")
_FINISHED = re.compile(r"\(\s*\)\s*$|(?<![=!<>])=(?!=)|\+\+|--\s*$")


def _one_word_note(code: str, note: str) -> bool:
    """``cur.pop()   ← un-choose``, ``i += 1   <-- next``: one word pointed at a finished step.

    Only after a step nothing could assign to (a call with empty brackets) or one that assigns
    already (``=``, ``+=``, ``++``): ``C(I)  ← T`` may be the assignment of an array's entry, and
    stays as written. The word is plain letters, never a name the step uses.
    """
    word = note.strip().rstrip(".!")
    return (
        _ONE_WORD.match(note.strip()) is not None
        and _FINISHED.search(code) is not None
        and word not in re.findall(r"[A-Za-z_]\w*", code)
    )


# a phone turns `--` into `—`: two spaces or more after a step, with words after it
_EM_DASH_NOTE = re.compile(r"(\S)(\s{2,})\u2014\s*(?=[A-Za-z][\w']*\s+[A-Za-z])")


def dash_notes(text: str) -> str:
    """``go(cur + ')')   — only close what's open``: the em dash points a note at the step as ``--`` does.

    A minus is never typed as an em dash before words (``n — 1`` stays a minus); run before the em
    dash becomes ``-`` with the other symbols, and with string literals hidden.
    """
    return _EM_DASH_NOTE.sub(r"\1\2-- ", text)


# a jump said in words with its keyword in brackets: `skip (continue)`, `stop (break)`; what is
# skipped may be named, `skip this i (continue)`, `skip this number (continue)`
_NAMED_JUMP = re.compile(
    r"(?<![\w.])(?:(?P<continue>skip(?:\s+(?:it|this(?:\s+[A-Za-z_]\w*)?|ahead))?|next(?:\s+one)?|move\s+on|go\s+on)"
    r"\s*\(\s*continue\s*\)"
    r"|(?P<break>stop(?:\s+(?:the\s+)?loop)?|exit(?:\s+(?:the\s+)?loop)?|leave(?:\s+the\s+loop)?|quit)"
    r"\s*\(\s*break\s*\))\s*(?=$|\s(?:--|#|//)\s)",  # (a comment may follow)
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


# a step that ends in an operator still wants its operand (`·` and `×` are set apart by spaces)
_WANTS_OPERAND = re.compile(r"(?:[-+*/%=<>,(&|^]|\b(?:and|or|not|mod|div))\s*$", re.IGNORECASE)


def wants_operand(code: str) -> bool:
    """Whether ``code`` ends in an operator, so a bracket after it, however far, is its operand."""
    return _WANTS_OPERAND.search(code) is not None


# a bracket of bare names apart by commas: an argument list, wide gap or not
_ARGUMENTS = re.compile(r"^\s*[A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)+\s*$")


# `set a to 0 and b to 0   (a = best two houses back, b = best so far)`: what each name stands for
_DEFINED = re.compile(r"^(?P<code>.*?\S)\s{2,}\((?P<note>[A-Za-z_]\w*\s*=[^()]*)\)\s*$")
# the words of a step in English, which a definition may use too (`best up to the last house`)
_STEP_WORDS = {"set", "let", "to", "and", "be", "as", "of", "the", "is", "make", "start", "at", "both"}
_MEANING = re.compile(r"^(?P<name>[A-Za-z_]\w*)\s*=\s*(?P<words>[A-Za-z0-9' ]+)$")


def _defines_names(code: str, note: str) -> bool:
    """Whether ``note`` says, name by name, what the names the step sets stand for, in words.

    Each part is ``name = words``: a name the step itself writes, and words no program could read
    (two words or more, none a name of the step, no operator or bracket). ``(a = b + 1)`` or
    ``(a = best)`` could be a step, and is left as written.
    """
    names = set(re.findall(r"[A-Za-z_]\w*", code)) - _STEP_WORDS
    parts = [_MEANING.match(part.strip()) for part in note.split(",")]
    for m in parts:
        if m is None or m.group("name") not in names:
            return False
        words = re.findall(r"[A-Za-z][A-Za-z']*", m.group("words"))
        if len(words) < 2 or names & set(words):
            return False
    return True


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
            # `hi ← size of tails`, also as the last of several steps (`lo ← 0; hi ← size of tails`):
            # an arrow after a bare name assigns it, never points at a note
            and not _TARGET_ONLY.match(m.group("code"))
            and not _TARGET_ONLY.match(re.split(r"[;,]", m.group("code"))[-1])
            and _note_words(
                m.group("code"),
                m.group("note"),
                pointed=pattern is _ARROW_NOTE,
                arrow=m.group("arrow") if pattern is _ARROW_NOTE else "",
            )
        ):
            return f"{m.group('code')}  # {m.group('note').strip()}"
    defined = _DEFINED.match(line)
    if defined is not None and _defines_names(defined.group("code"), defined.group("note")):
        return f"{defined.group('code')}  # {defined.group('note').strip()}"
    m = _NOTE.match(line)
    if m is None or (len(m.group("note").split()) < 2 and not _INTEGER_NOTE.match(m.group("note").strip())):
        return line
    if wants_operand(m.group("code")):
        return line  # `area := alto · (j − i)`: after an operator the bracket is its operand
    if _ARGUMENTS.match(m.group("note")) and set(re.findall(r"\w+", m.group("note"))) & set(
        re.findall(r"[A-Za-z_]\w*", m.group("code"))
    ):
        return line  # `best = max  (best, x)`: names the step uses, listed as arguments, are a call
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
    elif _INTEGER_NOTE.match(note) and divisions > 1:
        return line  # `(integer)` after two divisions: which one is meant is not said
    return f"{code}  # {note}"
