"""More English values and tests: phrases read inside an expression (docs/pseudocode.md, "English").

* **one of a list said in words**: ``ch is one of "(", "[" or "{"``, ``x is not one of 1, 2, 3`` —
  ``ch in ("(", "[", "{")``; the items must be values (strings, numbers or names), else nothing is read;
* **a grid's size**: ``the number of rows`` / ``the number of columns`` (``in grid``) —
  ``len(grid)`` / ``len(grid[0])``; with no grid named, of the question's one list (with two lists
  the words are left as written);
* **a map's values as a list**: ``all the values of groups as a list``, ``the keys of m as a list``,
  ``all the lists in groups (the values)`` (of a map only) — ``list(groups.values())``;
* **"yet" after a membership test**: ``key is not in groups yet`` — ``key not in groups``;
* **letters sorted and joined**: ``the letters of w sorted and joined (again) (into a string)`` —
  ``"".join(sorted(w))``;
* **the middle of two positions**: ``the middle of lo and hi`` — ``(lo + hi) / 2``, divided as
  ``divided by 2`` is; ``, rounded down`` or ``(rounded down)`` after it makes it whole, as after any value;
* **a comma that closes ``the smaller of``**: ``the smaller of a and b, times (r - l)`` is
  ``min(a, b) * (r - l)``: the comma before an operator word ends the phrase (without it,
  ``the smaller of a and b times c`` stays as the other rules read it).
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._base import PRIM_ALONE, Ctx, sub

__all__ = ["more_english"]

_I = re.IGNORECASE
_P = PRIM_ALONE
_ITEM = r"(?:__s\d+__|-?\d+(?:\.\d+)?|[A-Za-z_]\w*)"
_ONE_OF = re.compile(
    rf"{_P}\s+(?:is|are)\s+(not\s+)?(?:one\s+of|any\s+of|among)\s+(?:the\s+)?"
    rf"({_ITEM}(?:\s*,\s*{_ITEM})*\s*,?\s+(?:or|and)\s+{_ITEM})(?![\w\[(.])",
    _I,
)


def _one_of(m: re.Match[str]) -> str:
    items = [
        i.strip() for i in re.split(r"\s*,\s*(?:or\s+|and\s+)?|\s+(?:or|and)\s+", m.group(3)) if i.strip()
    ]
    return f"({m.group(1)} {'not in' if m.group(2) else 'in'} ({', '.join(items)}))"


def _grid_size(m: re.Match[str], ctx: Ctx) -> str:
    grid = m.group(2) or (ctx.sequence if len(ctx.sequences) == 1 else None)
    if grid is None:
        return m.group(0)
    ctx.rule("length")
    return f"len({grid})" if m.group(1).lower().startswith("row") else f"len({grid}[0])"


def _map_values(m: re.Match[str], ctx: Ctx) -> str:
    if ctx.kinds.get(m.group(1)) != "dict":
        return m.group(0)  # the lists in a list of lists are its items, not a map's values
    ctx.rule("english-functions")
    return f"list({m.group(1)}.values())"


def more_english(s: str, ctx: Ctx) -> str:
    """The phrases above, rewritten in ``s`` (string-masked code)."""
    s = re.sub(
        r"\b(?:the\s+)?(?:number|count|amount)\s+of\s+(rows|columns|cols)\b(?:\s+(?:in|of)\s+(?:the\s+)?([A-Za-z_]\w*))?",
        lambda m: _grid_size(m, ctx),
        s,
        flags=_I,
    )
    if _ONE_OF.search(s):
        ctx.rule("contains")
        s = _ONE_OF.sub(_one_of, s)
    s = sub(
        ctx,
        "english-functions",
        rf"\b(?:all\s+)?(?:of\s+)?(?:the\s+)?(values|keys)\s+(?:of|in)\s+{_P}\s+(?:as|into|in)\s+(?:a\s+)?list\b",
        r"list(\2.\1())",
        s,
    )
    s = sub(
        ctx,
        "english-functions",
        # (`sorted a to z and stuck back together`: the order and the joining said in other words)
        rf"\b(?:the\s+)?(?:letters|characters|chars)\s+(?:of|in)\s+{_P}\s+sorted"
        r"(?:\s+(?:a\s+to\s+z|from\s+a\s+to\s+z|alphabetically|in(?:to)?\s+(?:alphabetical|abc)\s+order))?\s*,?\s+"
        r"(?:and\s+(?:then\s+)?)?"
        r"(?:join(?:ed)?|(?:put|stuck|glued)\s+(?:back\s+)?together)(?:\s+(?:again|back|together))?"
        r"(?:\s+(?:to|into|as)\s+(?:a\s+|one\s+)?(?:string|word))?",
        r'"".join(sorted(\1))',
        s,
    )
    # `key is not in groups yet`: "yet" says when, the test is the same
    s = sub(
        ctx,
        "english-operators",
        r"(\bin\s+(?:the\s+)?[A-Za-z_][\w.]*(?:\[[^\[\]]*\])?)\s+yet\b(?=\s*(?:$|[),:]|\b(?:and|or|then)\b))",
        r"\1",
        s,
    )
    # `all the lists in groups (the values)`: a map's values, named by what they are
    s = re.sub(
        # (`every list that is in groups, one list per key`: each of them, and how many said)
        rf"\b(?:(?:all\s+)?(?:of\s+)?(?:the\s+)?(?:lists|groups|buckets|sets)|(?:every|each)\s+(?:list|group|bucket|set))"
        rf"\s+(?:that\s+(?:is\s+|are\s+)?)?(?:in|of|inside)\s+{_P}"
        r"(?:\s*\(\s*(?:the\s+)?values\s*\))?(?:\s*,\s*one\s+(?:list|group|bucket|set)\s+(?:per|for\s+each)\s+key\b)?",
        lambda m: _map_values(m, ctx),
        s,
        flags=_I,
    )
    # `the middle of lo and hi`: their mean, divided as `divided by 2` is (rounded only when said)
    s = sub(
        ctx,
        "english-operators",
        rf"\b(?:the\s+)?(?:middle|midpoint|mid-point|halfway\s+point)\s+(?:of|between)\s+{_P}\s+and\s+{_P}",
        r"((\1 + \2) / 2)",
        s,
    )
    s = sub(
        ctx,
        "english-operators",
        r"\b((?:the\s+)?(?:smaller|bigger|larger|greater|lesser|higher|lower|minimum|maximum|min|max|sum|product)"
        r"\s+of\s+[^,()]+?)\s*,\s+(?=(?:times|plus|minus|divided\s+by|multiplied\s+by)\b)",
        r"(\1) ",
        s,
    )
    return s
