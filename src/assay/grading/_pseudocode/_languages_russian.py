"""Russian control words in English-written pseudocode: ``если x > 0 то`` / ``иначе`` / ``конец если``.

Learners schooled in Russian (the school's « алгоритмический язык » and its textbooks) keep its
control words when they write pseudocode, Python or C otherwise in English: ``если … то`` for
``if … then``, ``иначе`` for ``else``, ``пока … делай`` for ``while … do``, ``конец если`` /
``конец пока`` for the block's end (docs/pseudocode.md, "Pseudocode in other languages"). No English
name is spelt in Cyrillic, so an answer that opens a statement with one of these words reads as one:
there, each becomes the English word the line rules read wherever it stands.

Not read: the school language's own frame (``алг``, ``нач``/``кон``, ``нц``/``кц``, ``для i от 1 до n``)
and Russian names or prose; those lines stay as they are and are reported.
"""

from __future__ import annotations

from assay.grading._pseudocode._languages import Language, guard, table

__all__ = ["RUSSIAN"]

RUSSIAN = Language(
    rule="russian",
    # a statement opens with one of these: at a line's start (after a listing's number), or after `;`/`{`
    guard=guard(r"(?:^|[;{])[ \t]*(?:\d+\s+)?(?:если|пока|иначе)(?!\w)"),
    # longest first: `конец если` before `конец`, `иначе если` before `иначе`
    swaps=table(
        (r"(?<!\w)конец\s+если(?!\w)", "end if"),
        (r"(?<!\w)конец\s+пока(?!\w)", "end while"),
        (r"(?<!\w)конец\s+(?:для|цикла)(?!\w)", "end for"),
        (r"(?<!\w)конец(?!\w)", "end"),
        (r"(?<!\w)иначе\s+если(?!\w)", "else if"),
        (r"(?<!\w)если(?!\w)", "if"),
        (r"(?<!\w)иначе(?!\w)", "else"),
        (r"(?<!\w)то(?!\w)", "then"),
        (r"(?<!\w)пока(?!\w)", "while"),
        (r"(?<!\w)(?:делай|делать|выполнять)(?!\w)", "do"),
        (r"(?<!\w)(?:вернуть|возвратить|верни)(?!\w)", "return"),
        (r"(?<=\s)и(?=\s)", "and"),
        (r"(?<=\s)или(?=\s)", "or"),
        (r"(?<=\s)не(?=\s)", "not"),
    ),
)
