"""The prompt and model benchmark: compare prompts by running the code models write (docs/bench.md).

Entry points: :func:`run_bench` (the whole job, as ``assay bench`` runs it; progress as events, see
:data:`BenchEvent`), :func:`run_benchmark` (just the trials), :func:`analyse` (the statistics),
:func:`load_config` (the config file) and the run's policy (:func:`choose_models`,
:func:`round_options`, :func:`live_client`, :func:`replay_client`, :func:`bench_options`).
"""

from assay.bench._analysis import Analysis, CellSummary, PairComparison, analyse
from assay.bench._clients import (
    CassetteMismatchError,
    GatewayClient,
    ReplayClient,
    generation_options,
    models_in_cassette,
)
from assay.bench._compare import normalise_output, outputs_match
from assay.bench._config import BenchConfig, BenchQuestion, BenchSettings, fill_template, load_config
from assay.bench._events import (
    BenchEvent,
    BenchStarting,
    EventSink,
    ModelChecked,
    ReportsStarted,
    RunFinished,
    RunResumed,
    RunStarted,
    RunStopped,
    TrialFinished,
    TrialStarted,
)
from assay.bench._extract import clean_reply, extract_code
from assay.bench._history import History, HistoryEntry
from assay.bench._models import SCHEMA_VERSION, ApiErrorKind, Trial, TrialKey, TrialStatus
from assay.bench._plan import (
    EMBEDDED_MODEL,
    SAMPLING_TEMPERATURE,
    NoModelError,
    bench_options,
    check_model_string,
    choose_models,
    embedded_model,
    live_client,
    replay_client,
    round_options,
    round_temperature,
)
from assay.bench._report import Layout, ResultFolder
from assay.bench._runner import (
    BenchOptions,
    BenchRun,
    ModelClient,
    ModelUnavailableError,
    Probe,
    execute_code,
    run_benchmark,
)
from assay.bench._service import (
    BenchOutcome,
    BenchRequest,
    NothingScoredError,
    api_error_breakdown,
    run_bench,
)

__all__ = [
    "EMBEDDED_MODEL",
    "SAMPLING_TEMPERATURE",
    "SCHEMA_VERSION",
    "Analysis",
    "ApiErrorKind",
    "BenchConfig",
    "BenchEvent",
    "BenchOptions",
    "BenchOutcome",
    "BenchQuestion",
    "BenchRequest",
    "BenchRun",
    "BenchSettings",
    "BenchStarting",
    "CassetteMismatchError",
    "CellSummary",
    "EventSink",
    "GatewayClient",
    "History",
    "HistoryEntry",
    "Layout",
    "ModelChecked",
    "ModelClient",
    "ModelUnavailableError",
    "NoModelError",
    "NothingScoredError",
    "PairComparison",
    "Probe",
    "ReplayClient",
    "ReportsStarted",
    "ResultFolder",
    "RunFinished",
    "RunResumed",
    "RunStarted",
    "RunStopped",
    "Trial",
    "TrialFinished",
    "TrialKey",
    "TrialStarted",
    "TrialStatus",
    "analyse",
    "api_error_breakdown",
    "bench_options",
    "check_model_string",
    "choose_models",
    "clean_reply",
    "embedded_model",
    "execute_code",
    "extract_code",
    "fill_template",
    "generation_options",
    "live_client",
    "load_config",
    "models_in_cassette",
    "normalise_output",
    "outputs_match",
    "replay_client",
    "round_options",
    "round_temperature",
    "run_bench",
    "run_benchmark",
]
