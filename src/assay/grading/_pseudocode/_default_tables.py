"""A table whose every entry starts at a value (docs/pseudocode.md, "Assignments and statements").

``let C be a new table, all entries 0``, ``count ← a new hash table with default 0``, ``m = {} with
default value 0``, ``a new map whose entries are all 0``: reading a key never set gives that value,
so the counting idiom ``C[c] ← C[c] + 1`` runs as written: ``collections.defaultdict(int)``. Also
``false`` (``defaultdict(bool)``) and an empty list (``defaultdict(list)``). Any other value is left
as written (not understood): ``all entries 1`` has no faithful one-word reading.
"""

from __future__ import annotations

from assay.grading._pseudocode._base import Ctx, sub

__all__ = ["default_tables"]

_TABLE = (
    r"(?:(?:an?\s+)?(?:new\s+)?(?:empty\s+)?(?:hash\s*)?(?:table|map|dictionary|dict|hashmap|hashtable)"
    r"|\{\s*\})"
)
_VALUE = r"(?P<value>0|zero|false|an?\s+empty\s+list|empty\s+lists?|\[\s*\])"
_ENTRIES = (
    r"(?:with\s+|where\s+|whose\s+)?(?:all\s+|every\s+|each\s+)?(?:its\s+)?(?:entries|entry|values?|counts?)\s+"
    r"(?:(?:are|is)\s+)?(?:all\s+)?(?:set\s+to\s+|equal\s+to\s+|=\s*|at\s+|starting\s+at\s+)?"
)
_DEFAULTS = r"(?:with\s+)?(?:a\s+)?default(?:ing)?\s+(?:value\s+)?(?:to\s+|of\s+|=\s*|is\s+)?"
# only a whole value (the start of the expression, or after `=`, `(`, `,`): never `(n+1) table …`
_DEFAULT = (
    rf"(?i)(?:^|(?<=[=(,\[]))(?P<lead>\s*){_TABLE}\s*(?:,\s*|\s+)(?P<paren>\(\s*)?(?:{_ENTRIES}|{_DEFAULTS})"
    rf"{_VALUE}(?:\s+by\s+default)?(?(paren)\s*\))(?![\w\[(.])"
)


def _factory(value: str) -> str:
    v = value.lower()
    if v.startswith(("0", "zero")):
        return "int"
    if v == "false":
        return "bool"
    return "list"


def default_tables(s: str, ctx: Ctx) -> str:
    """``a new table, all entries 0`` → ``defaultdict(int)``."""
    return sub(
        ctx,
        "default-table",
        _DEFAULT,
        lambda m: f"{m.group('lead')}defaultdict({_factory(m.group('value'))})",
        s,
    )
