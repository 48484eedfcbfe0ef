"""Chinese control words in English-written pseudocode: ``如果 A[mid] = target then`` / ``否则`` / ``当``.

Learners schooled in Chinese keep its control words when they write (or dictate) pseudocode otherwise
in English: ``如果`` for ``if``, ``否则`` for ``else``, ``当`` for ``while``, ``返回`` for ``return``
(docs/pseudocode.md, "Pseudocode in other languages"). No English name is spelt in Chinese
characters, so an answer that opens a statement with one of these words reads as one: there, each
becomes the English word the line rules read wherever it stands, as the Russian table's do.

Not read: a whole program in Chinese (its names, ``对于 i 从 1 到 n``, prose); those lines stay as
they are and are reported.
"""

from __future__ import annotations

from assay.grading._pseudocode._languages import Language, guard, table

__all__ = ["CHINESE"]

# a control word stands apart from the Chinese characters of a name around it
_HAN = "\u3400-\u4dbf\u4e00-\u9fff"
_APART = f"(?<![{_HAN}])"
_ALONE = f"(?![{_HAN}])"

CHINESE = Language(
    rule="chinese",
    # a statement opens with one of these: at a line's start (after a listing's number); never inside a
    # word of Chinese characters (`当前`, "current", and `返回值`, "return value", are names: stop 32's
    # review)
    guard=guard(rf"^[ \t]*(?:\d+[.)]?\s+)?(?:否则[ \t]*如果|如果|否则|当|返回){_ALONE}"),
    # longest first: `否则 如果` before `否则`; the space after each keeps it apart from the next word
    swaps=table(
        (rf"{_APART}否则[ \t]*如果{_ALONE}[ \t]*", "else if "),
        (rf"{_APART}否则{_ALONE}[ \t]*", "else "),
        (rf"{_APART}如果{_ALONE}[ \t]*", "if "),
        (rf"{_APART}那么{_ALONE}[ \t]*", "then "),
        (rf"{_APART}当{_ALONE}[ \t]*", "while "),
        (rf"{_APART}返回{_ALONE}[ \t]*", "return "),
    ),
)
