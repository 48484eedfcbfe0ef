"""The prompt and model benchmark of seed 002: compare prompts by running the code models write.

Entry points: :func:`run_bench` (the whole job, as ``assay bench`` runs it), :func:`run_benchmark`
(just the trials), :func:`analyse` (the statistics) and :func:`load_config` (the seed's config file).
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
from assay.bench._extract import clean_reply, extract_code
from assay.bench._history import History, HistoryEntry
from assay.bench._models import SCHEMA_VERSION, ApiErrorKind, Trial, TrialKey, TrialStatus
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
from assay.bench._service import BenchOutcome, BenchRequest, NothingScoredError, run_bench

__all__ = [
    "SCHEMA_VERSION",
    "Analysis",
    "ApiErrorKind",
    "BenchConfig",
    "BenchOptions",
    "BenchOutcome",
    "BenchQuestion",
    "BenchRequest",
    "BenchRun",
    "BenchSettings",
    "CassetteMismatchError",
    "CellSummary",
    "GatewayClient",
    "History",
    "HistoryEntry",
    "Layout",
    "ModelClient",
    "ModelUnavailableError",
    "NothingScoredError",
    "PairComparison",
    "Probe",
    "ReplayClient",
    "ResultFolder",
    "Trial",
    "TrialKey",
    "TrialStatus",
    "analyse",
    "clean_reply",
    "execute_code",
    "extract_code",
    "fill_template",
    "generation_options",
    "load_config",
    "models_in_cassette",
    "normalise_output",
    "outputs_match",
    "run_bench",
    "run_benchmark",
]
