"""Pipeline steps "identical solution already graded?" and "store" (docs/grading.md, "Storage").

Every submission is recorded: a fresh grade writes the evaluation and the submission in one
transaction; an identical resubmission (same question version, solution, model and engine
fingerprint) gets the stored evaluation back and adds a submission row that says so.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging

from assay.grading._meters import Clock
from assay.grading._schemas import EvaluationResponse
from assay.questions import Question
from assay.storage import EvaluationRecord, EvaluationRepository

__all__ = ["find_stored", "solution_hash", "store_evaluation"]

log = logging.getLogger(__name__)


def solution_hash(solution: str) -> str:
    """The reuse key's hash of a submission, exactly as received."""
    return hashlib.sha256(solution.encode("utf-8")).hexdigest()


async def find_stored(
    repository: EvaluationRepository, question: Question, digest: str, *, model: str | None, engine: str
) -> EvaluationResponse | None:
    """The stored evaluation of an identical submission, recorded as reused; ``None`` when there is none."""
    earlier = await asyncio.to_thread(
        repository.find_reusable, question.id, question.content_hash, digest, model=model, engine=engine
    )
    if earlier is None:
        return None
    log.info("question %s: identical resubmission, returning evaluation %s", question.id, earlier.id)
    # The audit trail keeps every submission, even one answered with a stored grade.
    await asyncio.to_thread(repository.record_reuse, earlier)
    return EvaluationResponse.model_validate(earlier.result)


async def store_evaluation(
    repository: EvaluationRepository,
    question: Question,
    solution: str,
    digest: str,
    response: EvaluationResponse,
    clock: Clock,
    *,
    reusable: bool,
    engine: str,
) -> EvaluationResponse:
    """Write the evaluation and its submission (one transaction); the body with its final timings."""
    body_response = response.model_copy(update={"timings": clock.timings()})
    record = EvaluationRecord(
        id=response.evaluation_id,
        question_id=question.id,
        question_hash=question.content_hash,
        solution_hash=digest,
        solution=solution,
        score=response.score,
        passed=response.passed,
        needs_human_review=response.needs_human_review,
        reusable=reusable,
        result=body_response.to_json(),
        timings=body_response.timings.model_dump(by_alias=True),
        model=response.model,
        cost_usd=response.cost_usd,
        created_at=response.created_at,
        engine=engine,
    )
    await asyncio.to_thread(repository.add, record)
    return body_response
