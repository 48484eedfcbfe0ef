"""The languages :func:`read_language` reads, in the order they are tried (docs/pseudocode.md,
"Pseudocode in other languages"): one table module each."""

from __future__ import annotations

from assay.grading._pseudocode._languages import Language
from assay.grading._pseudocode._languages_french import FRENCH
from assay.grading._pseudocode._languages_russian import RUSSIAN
from assay.grading._pseudocode._languages_spanish import PSEINT

__all__ = ["LANGUAGES"]

# PSeInt before French (their guards never both hold on one answer's words, and this was the order
# the hand-written readers ran in); Russian, by whole words, last
LANGUAGES: tuple[Language, ...] = (PSEINT, FRENCH, RUSSIAN)
