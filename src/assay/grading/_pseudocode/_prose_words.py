"""The nouns English pseudocode uses for the items of a collection (``numbers``, ``each item``).

Shared by the phrases (``the first k numbers``) and the loop heads (``for each pair of numbers``) of
the English prose grammar (``_prose``).
"""

from __future__ import annotations

__all__ = ["ITEM", "ITEMS"]

ITEMS = (
    r"(?:numbers|values|items|elements|entries|ones|characters|chars|letters|words|strings|days|nodes|"
    r"temperatures|prices|heights|intervals|points|digits|integers|ints|nums)"
)
ITEM = (
    r"(?:number|value|item|element|entry|one|character|char|letter|word|string|day|node|digit|integer|int|"
    r"num)"
)
