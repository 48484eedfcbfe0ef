"""The mock system-design interview (docs/interview.md).

A candidate practises a system-design interview; the interviewer guides them phase by phase
(routing → intro → design sub-phases → closing → done) and reports, with evidence, what they
covered and what they missed. Companies plug in their own phases and rubric through providers,
local or remote over A2A.

Example::

    service = InterviewService()
    started = await service.start(company="default", question_id="url-shortener")
    turn = await service.send(started.interview_id, started.candidate_token, "We expect 100M users ...")
    report = await service.report(started.interview_id, started.candidate_token)
"""

from assay.interview._agent import build_agent_app, load_company_definition
from assay.interview._bank import get_question, list_questions, pick_question
from assay.interview._errors import (
    InterviewBusyError,
    InterviewFinishedError,
    InterviewNotFoundError,
    MessageTooLongError,
    RemoteProviderError,
    TokenRequiredError,
    UnknownEvaluatorError,
    UnknownPhaseError,
    UnknownQuestionError,
)
from assay.interview._evaluators import EVALUATORS, CoverageEvaluator, PhaseEvaluator, SeedSubstringEvaluator
from assay.interview._flow import TurnBrief, conversation_since_phase_start
from assay.interview._interviewer import InterviewContext, Interviewer, deterministic_reply
from assay.interview._llm_evaluator import LLMEvaluator, quote_in_transcript
from assay.interview._matching import Coverage, analyse_sentence, coverage, split_sentences
from assay.interview._models import (
    INTERVIEW_PHASES,
    ChatMessage,
    CompanyConfig,
    InterviewEvent,
    InterviewReport,
    InterviewView,
    ItemJudgement,
    Phase,
    PhaseEvaluation,
    PhaseReport,
    Question,
    TurnResult,
)
from assay.interview._phases import DEFAULT_PHASES, default_phases, probe_for
from assay.interview._protocol import InterviewAgentProtocol, PhasedInterviewAgent
from assay.interview._providers import CompanyFactory, DefaultSystemDesignProvider, SinglePhaseProvider
from assay.interview._registry import get_evaluator
from assay.interview._remote import FallbackProvider, RemoteProvider
from assay.interview._report import build_report
from assay.interview._service import InterviewService, PreparedTurn, StartedInterview
from assay.interview._settings import InterviewSettings, get_interview_settings

__all__ = [
    "DEFAULT_PHASES",
    "EVALUATORS",
    "INTERVIEW_PHASES",
    "ChatMessage",
    "CompanyConfig",
    "CompanyFactory",
    "Coverage",
    "CoverageEvaluator",
    "DefaultSystemDesignProvider",
    "FallbackProvider",
    "InterviewAgentProtocol",
    "InterviewBusyError",
    "InterviewContext",
    "InterviewEvent",
    "InterviewFinishedError",
    "InterviewNotFoundError",
    "InterviewReport",
    "InterviewService",
    "InterviewSettings",
    "InterviewView",
    "Interviewer",
    "ItemJudgement",
    "LLMEvaluator",
    "MessageTooLongError",
    "Phase",
    "PhaseEvaluation",
    "PhaseEvaluator",
    "PhaseReport",
    "PhasedInterviewAgent",
    "PreparedTurn",
    "Question",
    "RemoteProvider",
    "RemoteProviderError",
    "SeedSubstringEvaluator",
    "SinglePhaseProvider",
    "StartedInterview",
    "TokenRequiredError",
    "TurnBrief",
    "TurnResult",
    "UnknownEvaluatorError",
    "UnknownPhaseError",
    "UnknownQuestionError",
    "analyse_sentence",
    "build_agent_app",
    "build_report",
    "conversation_since_phase_start",
    "coverage",
    "default_phases",
    "deterministic_reply",
    "get_evaluator",
    "get_interview_settings",
    "get_question",
    "list_questions",
    "load_company_definition",
    "pick_question",
    "probe_for",
    "quote_in_transcript",
    "split_sentences",
]
