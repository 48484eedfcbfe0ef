"""Pseudocode → Python, for the grading pipeline (docs/pseudocode.md).

Everything that turns a learner's pseudocode into the Python the judge runs lives here, apart from
the rest of grading (scoring, review, feedback, storage): the deterministic normaliser and its line
rules (``_normalise`` and the step, expression and dialect modules), the C-family readers on
tree-sitter (``_cfamily*``), the model translation and line fill-in (``_translate*``) with their
fidelity checks (``_fidelity_*``), and the no-blame policy that names the lines we did not understand
(``_no_blame``). The rest of ``assay.grading`` imports only the names below; import-linter's
private-modules contract keeps it so.
"""

from assay.grading._pseudocode._clean import clean_text
from assay.grading._pseudocode._models import (
    Normalised,
    SyntaxIssue,
    SyntaxIssueCode,
    Translation,
    UnrecognisedLine,
)
from assay.grading._pseudocode._no_blame import (
    PseudocodeNotUnderstoodError,
    not_understood,
    runtime_doubts,
    static_doubts,
    syntax_doubts,
)
from assay.grading._pseudocode._normalise import normalise, not_read
from assay.grading._pseudocode._python_form import pseudocode_in_python_form
from assay.grading._pseudocode._translate import translate
from assay.grading._pseudocode._translate_lines import fill_lines

__all__ = [
    "Normalised",
    "PseudocodeNotUnderstoodError",
    "SyntaxIssue",
    "SyntaxIssueCode",
    "Translation",
    "UnrecognisedLine",
    "clean_text",
    "fill_lines",
    "normalise",
    "not_read",
    "not_understood",
    "pseudocode_in_python_form",
    "runtime_doubts",
    "static_doubts",
    "syntax_doubts",
    "translate",
]
