"""The languages :func:`read_language` reads, in the order they are tried (docs/pseudocode.md,
"Pseudocode in other languages"): one table module each."""

from __future__ import annotations

from assay.grading._pseudocode._languages import Language
from assay.grading._pseudocode._languages_chinese import CHINESE
from assay.grading._pseudocode._languages_french import FRENCH
from assay.grading._pseudocode._languages_german import GERMAN
from assay.grading._pseudocode._languages_japanese import JAPANESE
from assay.grading._pseudocode._languages_portuguese import PORTUGUESE
from assay.grading._pseudocode._languages_russian import RUSSIAN
from assay.grading._pseudocode._languages_spanish import PSEINT
from assay.grading._pseudocode._languages_spanish_words import SPANISH_WORDS

__all__ = ["LANGUAGES"]

# PSeInt before French (this was the order the hand-written readers ran in); the tables that swap
# words wherever they stand (Russian, Chinese) last
# PSeInt's and French's `si` lines before the Spanish words slipped into English pseudocode
LANGUAGES: tuple[Language, ...] = (
    PSEINT,
    FRENCH,
    GERMAN,
    PORTUGUESE,
    JAPANESE,
    SPANISH_WORDS,
    RUSSIAN,
    CHINESE,
)
