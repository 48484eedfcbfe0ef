"""Learning: evaluate a learner's answer on a course concept, track mastery, decide the next step.

Public API::

    service = LearningService()                  # course, concept store, model, mastery from settings
    result = await service.evaluate({"learner_id": "ada", "concept_id": "hashing",
                                     "learner_response": "a hash map finds a key in O(1) on average"})
    result.score, result.error_type, result.decision, result.new_mastery

The pieces, usable on their own: :func:`load_course` / :func:`course_problems` (course files),
:class:`MemoryConceptStore` / :class:`LadybugConceptStore` behind a :class:`ConceptCache`,
:func:`overlap_score` and :func:`deterministic_score` (no-model scorers), :func:`classify`,
:func:`decide`. See docs/learning.md.
"""

from assay.learning._classify import classify, known_misconception
from assay.learning._code import CodeGrader, GradingServiceGrader, looks_like_code, scoring_from_grade
from assay.learning._course import (
    course_problems,
    find_cycle,
    load_bundled_course,
    load_course,
    load_course_file,
    merge_courses,
    parse_course,
)
from assay.learning._decision import decide, needs_instructor_alert
from assay.learning._errors import ConceptNotFoundError, CourseError, LearnInputError
from assay.learning._graph import (
    CONCEPT_QUERY,
    ConceptCache,
    ConceptStore,
    LadybugConceptStore,
    MemoryConceptStore,
)
from assay.learning._model import ModelVerdict, model_score
from assay.learning._models import (
    ConceptContext,
    Course,
    CourseConcept,
    CourseExample,
    Decision,
    ErrorType,
    EvaluationRequest,
    GradeOutcome,
    LearnerEvaluation,
    Misconception,
    Scoring,
)
from assay.learning._scoring import deterministic_score, overlap_score, score_overlap
from assay.learning._service import (
    EVALUATION_COMPLETE,
    INSTRUCTOR_ALERT,
    TUTOR_ASSESSMENT_READY,
    LearningService,
    open_concept_store,
)
from assay.learning._settings import LearnSettings, get_learn_settings
from assay.learning._text import word_tokens
from assay.learning._validate import ValidRequest, validate_request

__all__ = [
    "CONCEPT_QUERY",
    "EVALUATION_COMPLETE",
    "INSTRUCTOR_ALERT",
    "TUTOR_ASSESSMENT_READY",
    "CodeGrader",
    "ConceptCache",
    "ConceptContext",
    "ConceptNotFoundError",
    "ConceptStore",
    "Course",
    "CourseConcept",
    "CourseError",
    "CourseExample",
    "Decision",
    "ErrorType",
    "EvaluationRequest",
    "GradeOutcome",
    "GradingServiceGrader",
    "LadybugConceptStore",
    "LearnInputError",
    "LearnSettings",
    "LearnerEvaluation",
    "LearningService",
    "MemoryConceptStore",
    "Misconception",
    "ModelVerdict",
    "Scoring",
    "ValidRequest",
    "classify",
    "course_problems",
    "decide",
    "deterministic_score",
    "find_cycle",
    "get_learn_settings",
    "known_misconception",
    "load_bundled_course",
    "load_course",
    "load_course_file",
    "looks_like_code",
    "merge_courses",
    "model_score",
    "needs_instructor_alert",
    "open_concept_store",
    "overlap_score",
    "parse_course",
    "score_overlap",
    "scoring_from_grade",
    "validate_request",
    "word_tokens",
]
