"""A protocol-faithful local quiz chain to run the solver against (docs/solve.md, "The local quiz server").

The solver never imports this package: it must solve quizzes it has never seen.
"""

from __future__ import annotations

from assay.solver.quizserver._app import create_quiz_app
from assay.solver.quizserver._chain import TASK_NAMES
from assay.solver.quizserver._settings import QuizSettings, get_quiz_settings

__all__ = ["TASK_NAMES", "QuizSettings", "create_quiz_app", "get_quiz_settings"]
