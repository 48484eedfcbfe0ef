"""The chain: which tasks, in which order, at which difficulty (docs/solve.md lists them)."""

from __future__ import annotations

from functools import lru_cache

from assay.solver.quizserver._models import Prepared, TaskContext, TaskSpec
from assay.solver.quizserver._personal import task_rng, user_token
from assay.solver.quizserver._tasks_data import (
    build_api_pages,
    build_macro_f1,
    build_shortest_path,
    build_zip_jsonl,
)
from assay.solver.quizserver._tasks_media import (
    build_chart,
    build_pdf_table,
    build_png_colour,
    build_png_diff,
)
from assay.solver.quizserver._tasks_text import (
    build_boolean,
    build_csv_cutoff,
    build_csv_sum,
    build_js_code,
    build_leading_zero_key,
)

__all__ = ["CHAIN", "TASK_NAMES", "prepare", "spec_of"]

CHAIN: tuple[TaskSpec, ...] = (
    TaskSpec(
        "csv-sum",
        "messy CSV sum (semicolons, decimal commas, mixed-case names)",
        1,
        "absolute",
        build_csv_sum,
    ),
    TaskSpec("js-code", "a code computed by the page's script beside a distractor", 2, "root", build_js_code),
    TaskSpec("weather-bool", "a boolean answer about a JSON file", 1, "link", build_boolean),
    TaskSpec("csv-cutoff", "headerless CSV with a cutoff rendered by JS", 2, "absolute", build_csv_cutoff),
    TaskSpec("png-colour", "the most frequent colour of a PNG", 2, "root", build_png_colour),
    TaskSpec("pdf-table", "a table on page 2 of a PDF", 3, "absolute", build_pdf_table),
    TaskSpec("png-diff", "the number of differing pixels between two PNGs", 3, "link", build_png_diff),
    TaskSpec("shortest-path", "a shortest path over an edge-list CSV", 3, "root", build_shortest_path),
    TaskSpec("zip-jsonl", "zipped JSONL with an email-derived offset", 4, "absolute", build_zip_jsonl),
    TaskSpec("api-pages", "a paginated API that needs a header from the page", 4, "link", build_api_pages),
    TaskSpec("macro-f1", "macro-F1 per run as a JSON object", 4, "root", build_macro_f1),
    TaskSpec("chart", "a bar chart submitted as a PNG data URI", 3, "absolute", build_chart),
    TaskSpec("final-key", "an 8-digit key that keeps its leading zero", 5, "root", build_leading_zero_key),
)
TASK_NAMES: tuple[str, ...] = tuple(spec.name for spec in CHAIN)
_BY_NAME = {spec.name: (position, spec) for position, spec in enumerate(CHAIN, start=1)}


def spec_of(task: str) -> tuple[int, TaskSpec] | None:
    """The 1-based position and spec of a task, or None for a name not in the chain."""
    return _BY_NAME.get(task)


@lru_cache(maxsize=512)
def prepare(seed: str, email: str, task: str) -> Prepared:
    """One email's copy of a task (cached: the PDF and PNGs are built once per email)."""
    _, spec = _BY_NAME[task]
    user = user_token(seed, email)
    ctx = TaskContext(
        rng=task_rng(seed, email, task),
        email=email.strip(),
        files_href=f"files/{user}/{task}/",
        api_href=f"api/{user}/{task}/items",
    )
    return spec.build(ctx)
