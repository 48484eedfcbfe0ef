"""The characters phones, word processors and listings type, and what the normaliser reads them as
(docs/pseudocode.md, "Characters and comments"): smart quotes and dashes everywhere, operator symbols
(``≠ ≤ ≥ ← ·``) outside string literals. Used by ``_clean``.
"""

from __future__ import annotations

import re

__all__ = ["CHAR_MAP", "CHAR_RE", "SYMBOL_MAP", "SYMBOL_RE", "symbol"]

# typing artefacts, rewritten everywhere: smart quotes decide where the string literals are
CHAR_MAP = {
    "\u2018": "'",
    "\u2019": "'",
    "\u201a": "'",
    "\u201b": "'",
    "\u2032": "'",
    "\u201c": '"',
    "\u201d": '"',
    "\u201e": '"',
    "\u201f": '"',
    "\u2033": '"',
    "\u00a0": " ",
    "\u2007": " ",
    "\u202f": " ",
    "\u200b": "",
    "\ufeff": "",
}
# symbols become operators only outside string literals: `"a←b"` is the learner's text
SYMBOL_MAP = {
    "\u2013": "-",
    "\u2212": "-",
    "\u2014": "-",
    "\u2026": "...",
    "\u2260": " != ",
    "\u2264": " <= ",
    "\u2265": " >= ",
    "\u00d7": " * ",
    "\u22c5": " * ",
    "\u00f7": " / ",
    "\u2190": " \u2190 ",
    "\u27f5": " \u2190 ",
    "\u21d0": " \u2190 ",
    "\u2227": " and ",
    "\u2228": " or ",
    "\u00ac": " not ",
    "\u2208": " in ",
    "\u2209": " not in ",
    "\u2205": " __EMPTY__ ",
    "\u221e": " INFINITY ",
    "\u2254": " := ",
    "\u2261": " == ",
    "\u00b7": " * ",
    "\u230a": " floor(",
    "\u230b": ") ",
    "\u2308": " ceil(",
    "\u2309": ") ",
    "\u25b7": " # ",
    "\u25b9": " # ",
    "\u22b3": " # ",  # CLRS's comment marker as other fonts and hands set it (docs/pseudocode.md)
    "\u25bb": " # ",
    "\u222a": " | ",
    "\u2229": " & ",
    "\u27e8": "[",
    "\u27e9": "]",
    "\u2329": "[",
    "\u232a": "]",
    "\u21a6": " \u21a6 ",  # maps to, in a map literal: read by the expression rewrites
    "\u2194": " :=: ",
    "\u21c4": " :=: ",
    "\u2192": " -> ",
    "\u2022": "- ",
}
CHAR_RE = re.compile("|".join(re.escape(k) for k in CHAR_MAP))
SYMBOL_RE = re.compile("|".join(re.escape(k) for k in SYMBOL_MAP))
_ARROWS = frozenset({"\u2190", "\u27f5", "\u21d0"})


def symbol(m: re.Match[str]) -> str:
    """The operator a symbol stands for; an arrow keeps the learner's own spacing, as ``:=`` does.

    A space or more typed on either side of ``\u2190`` is kept as typed and only a missing one is
    added: a wide gap before an arrow points a note at a step (``x += 1   \u2190 slide``, see
    ``_phone_notes``), and padding every arrow would make ``k \u2190 0 and cur \u2190 head, both start
    here`` such a note (``k = 0 and cur  # head, …``).
    """
    if m.group(0) not in _ARROWS:
        return SYMBOL_MAP[m.group(0)]
    text, start, end = m.string, m.start(), m.end()
    before = "" if start == 0 or text[start - 1].isspace() else " "
    after = "" if end == len(text) or text[end].isspace() else " "
    return f"{before}\u2190{after}"
