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
from assay.learning._events import (
    Consumer,
    DeliveryReport,
    EventSink,
    StreamEntry,
    StreamReader,
    get_event_sink,
    open_event_sink,
)
from assay.learning._graph import (
    CONCEPT_QUERY,
    ConceptCache,
    ConceptStore,
    LadybugConceptStore,
    MemoryConceptStore,
)
from assay.learning._mastery import (
    ConceptMastery,
    LearnerMastery,
    MasteryStore,
    MasteryUpdate,
    RedisMasteryStore,
    SqlMasteryStore,
    learner_mastery,
    mastery_key,
    open_mastery_store,
)
from assay.learning._mastery_models import (
    MASTERY_MODELS,
    BayesianKnowledgeTracing,
    BetaEvidence,
    Ewma,
    MasteryModel,
    make_mastery_model,
)
from assay.learning._model import ModelVerdict, model_score
from assay.learning._models import (
    CodeSignature,
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
from assay.learning._scoring import course_warnings, deterministic_score, overlap_score, score_overlap
from assay.learning._service import (
    EVALUATION_COMPLETE,
    INSTRUCTOR_ALERT,
    TUTOR_ASSESSMENT_READY,
    LearningService,
    listen_for_assessments,
    open_concept_store,
)
from assay.learning._settings import LearnSettings, get_learn_settings
from assay.learning._settings_store import LearningStoreSettings, get_learning_store_settings
from assay.learning._text import word_tokens
from assay.learning._validate import ValidRequest, validate_request
from assay.learning._views import MasteryViews
from assay.learning._webhook import verify_signature

__all__ = [
    "CONCEPT_QUERY",
    "EVALUATION_COMPLETE",
    "INSTRUCTOR_ALERT",
    "MASTERY_MODELS",
    "TUTOR_ASSESSMENT_READY",
    "BayesianKnowledgeTracing",
    "BetaEvidence",
    "CodeGrader",
    "CodeSignature",
    "ConceptCache",
    "ConceptContext",
    "ConceptMastery",
    "ConceptNotFoundError",
    "ConceptStore",
    "Consumer",
    "Course",
    "CourseConcept",
    "CourseError",
    "CourseExample",
    "Decision",
    "DeliveryReport",
    "ErrorType",
    "EvaluationRequest",
    "EventSink",
    "Ewma",
    "GradeOutcome",
    "GradingServiceGrader",
    "LadybugConceptStore",
    "LearnInputError",
    "LearnSettings",
    "LearnerEvaluation",
    "LearnerMastery",
    "LearningService",
    "LearningStoreSettings",
    "MasteryModel",
    "MasteryStore",
    "MasteryUpdate",
    "MasteryViews",
    "MemoryConceptStore",
    "Misconception",
    "ModelVerdict",
    "RedisMasteryStore",
    "Scoring",
    "SqlMasteryStore",
    "StreamEntry",
    "StreamReader",
    "ValidRequest",
    "classify",
    "course_problems",
    "course_warnings",
    "decide",
    "deterministic_score",
    "find_cycle",
    "get_event_sink",
    "get_learn_settings",
    "get_learning_store_settings",
    "known_misconception",
    "learner_mastery",
    "listen_for_assessments",
    "load_bundled_course",
    "load_course",
    "load_course_file",
    "looks_like_code",
    "make_mastery_model",
    "mastery_key",
    "merge_courses",
    "model_score",
    "needs_instructor_alert",
    "open_concept_store",
    "open_event_sink",
    "open_mastery_store",
    "overlap_score",
    "parse_course",
    "score_overlap",
    "scoring_from_grade",
    "validate_request",
    "verify_signature",
    "word_tokens",
]
