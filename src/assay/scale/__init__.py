"""Scale out: grading on Celery workers over Redis, API keys, rate limits (docs/deploy.md).

Public API::

    queue = JobQueue(get_scale_settings(), get_queue_repository())   # the API side
    job, created = queue.submit(question_id="3", solution=text, submission_id="s-1")
    run_worker(get_scale_settings())                                   # `assay worker`
    key, record = create_key(repository, name="ada", scopes=["submit", "read"], pepper=pepper)
"""

from assay.scale._access import ANONYMOUS, OPEN, Access, Need, Principal, StreamPass
from assay.scale._admission import Admission, Admitted
from assay.scale._celery import make_celery
from assay.scale._intake import app_job_queue, enqueue_grade
from assay.scale._jobs import GRADE_TASK, JobQueue, JobRunner, Outcome, QueueFullError
from assay.scale._keys import SCOPES, create_key, hash_key, key_learner, key_scopes, verify_key
from assay.scale._limits import MemoryBuckets, RateLimiter, RedisBuckets, StreamSlots, retry_after
from assay.scale._remote import SANDBOX_TASK, RemoteSandbox
from assay.scale._settings import ScaleSettings, get_scale_settings
from assay.scale._solve import SOLVE_TASK, SolverQueue, attach_solver_queue
from assay.scale._worker import build_worker, run_worker

__all__ = [
    "ANONYMOUS",
    "GRADE_TASK",
    "OPEN",
    "SANDBOX_TASK",
    "SCOPES",
    "SOLVE_TASK",
    "Access",
    "Admission",
    "Admitted",
    "JobQueue",
    "JobRunner",
    "MemoryBuckets",
    "Need",
    "Outcome",
    "Principal",
    "QueueFullError",
    "RateLimiter",
    "RedisBuckets",
    "RemoteSandbox",
    "ScaleSettings",
    "SolverQueue",
    "StreamPass",
    "StreamSlots",
    "app_job_queue",
    "attach_solver_queue",
    "build_worker",
    "create_key",
    "enqueue_grade",
    "get_scale_settings",
    "hash_key",
    "key_learner",
    "key_scopes",
    "make_celery",
    "retry_after",
    "run_worker",
    "verify_key",
]
