"""What the solver tests share: a scripted model "brain" behind a real OpenAI-compatible server,
a solver service wired to it, and the solver's endpoint served over real HTTP.

The brain is the test's model, not the solver's: it may know the local quiz's tasks (it reads the
question from the prompt the solver sent, like a model would) so that a chain can be solved end to
end. The solver itself never sees any of this.
"""

from __future__ import annotations

import json
import re
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from assay.llm import Gateway, LLMSettings
from assay.solver import SolverService, SolverSettings, create_solver_app
from tests.bench.scripted_openai import Reply, ScriptedOpenAI, scripted_openai
from tests.servers import serve

SECRET = "s3cret-for-tests"
EMAIL = "solver@example.com"

Rule = Callable[[str, str], Reply | None]


def reply(code: str | None = None, answer: Any = None, **extra: Any) -> str:
    """A model reply in the solver's contract."""
    return json.dumps(
        {"code": code, "answer": answer, "explanation": "scripted", "language": "python", **extra}
    )


# -- what an able model would write for some of the local quiz's tasks -----------------------------
def csv_sum(prompt: str) -> str | None:
    match = re.search(r"Revenue of the region (\w+)\?", prompt)
    if not match:
        return None
    code = (
        "import pandas as pd\n"
        "df = pd.read_csv('sales.csv', sep=';', decimal=',')\n"
        f"mask = df['Region'].str.strip().str.casefold() == {match.group(1).casefold()!r}\n"
        "answer = round(float(df.loc[mask, 'Revenue'].sum()), 2)\n"
    )
    return reply(code)


def js_code(prompt: str) -> str | None:
    match = re.search(r"Your current code: (\w+)", prompt)
    return reply(None, match.group(1)) if match else None


def csv_cutoff(prompt: str) -> str | None:
    match = re.search(r"Cutoff: (\d+)", prompt)
    if not match or "values.csv" not in prompt:
        return None
    code = (
        "import csv\n"
        f"cut = {int(match.group(1))}\n"
        "answer = sum(int(v) for _, v in csv.reader(open('values.csv')) if int(v) >= cut)\n"
    )
    return reply(code)


def pdf_table(prompt: str) -> str | None:
    if "report.pdf" not in prompt:
        return None
    code = (
        "import re\nfrom pypdf import PdfReader\n"
        "text = PdfReader('report.pdf').pages[1].extract_text()\n"
        r"rows = re.findall(r'^\s*([A-Z][a-z]+)\s+(\d+)\s+(\d+\.\d{2})\s*$', text, flags=re.M)"
        "\nanswer = round(sum(int(q) * float(p) for _, q, p in rows), 2)\n"
    )
    return reply(code)


def api_pages(prompt: str) -> str | None:
    start = re.search(r"starting at (\S+?items\?page=1)", prompt)
    header = re.search(r"header ([\w-]+): (\w+)", prompt)
    if not start or not header:
        return None
    code = (
        "import json\nitems = json.load(open('items.json'))\n"
        "answer = sum(i['value'] for i in items if i['status'] == 'active')\n"
    )
    fetch = [
        {
            "url": start.group(1),
            "headers": {header.group(1): header.group(2)},
            "pages": 20,
            "save_as": "items.json",
        }
    ]
    return reply(code, fetch=fetch)


ABLE = (csv_sum, js_code, csv_cutoff, pdf_table, api_pages)


def able(prompt: str) -> str | None:
    """The first task snippet that recognises the question, if any."""
    for rule in ABLE:
        answer = rule(prompt)
        if answer is not None:
            return answer
    return None


@dataclass
class Brain:
    """Answers per model with the first rule that returns something; records every prompt."""

    rules: list[Rule] = field(default_factory=list)
    prompts: list[tuple[str, str]] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def __call__(self, model: str, prompt: str) -> Reply:
        with self.lock:
            self.prompts.append((model, prompt))
        for rule in self.rules:
            got = rule(model, prompt)
            if got is not None:
                return got
        return reply(None, None)

    def of(self, model: str) -> list[str]:
        with self.lock:
            return [p for m, p in self.prompts if m == model]


@contextmanager
def model_server(brain: Brain) -> Iterator[ScriptedOpenAI]:
    with scripted_openai(lambda prompt: brain("", prompt), by_model=brain) as state:
        yield state


def gateway_for(server: ScriptedOpenAI, *, timeout_s: float = 10.0) -> Gateway:
    settings = LLMSettings(
        _env_file=None,
        llm_model="openai:m1",
        openai_base_url=server.base_url,
        openai_api_key="sk-test-solver",
        llm_timeout_s=timeout_s,
        llm_max_retries=0,
        llm_cache=False,
    )
    return Gateway(settings=settings, cache=False)


def solver_settings(tmp_path: Path, **overrides: Any) -> SolverSettings:
    values: dict[str, Any] = {
        "email": EMAIL,
        "secret": SECRET,
        "task_basedir": tmp_path / "tasks",
        "max_concurrent_tasks": 2,
        "question_time_s": 60.0,
        "safety_margin_s": 1.0,
        "model_timeout_s": 10.0,
        "code_timeout_s": 10.0,
        "max_questions": 3,
    }
    values.update(overrides)
    return SolverSettings(_env_file=None, **values)


def make_service(
    tmp_path: Path, server: ScriptedOpenAI, models: list[str], *, timeout_s: float = 10.0, **overrides: Any
) -> SolverService:
    settings = solver_settings(tmp_path, models=",".join(models), **overrides)
    return SolverService(
        settings, gateway=gateway_for(server, timeout_s=timeout_s), models=models, use_cache=False
    )


@dataclass
class SolverEndpoint:
    base: str
    service: SolverService


@contextmanager
def serve_solver(service: SolverService) -> Iterator[SolverEndpoint]:
    """The solver's endpoint under uvicorn on a free port of 127.0.0.1 (its lifespan starts the service)."""
    with serve(create_solver_app(service), lifespan="on") as base:
        yield SolverEndpoint(base=base, service=service)


@contextmanager
def quiz_and_model(brain: Brain) -> Iterator[tuple[Any, ScriptedOpenAI]]:
    """The local quiz server (fake clock) and the scripted model server, for one test."""
    from tests.solver.quiz_harness import serve_quiz

    with serve_quiz() as quiz, model_server(brain) as llm:
        yield quiz, llm


async def run_chain(service: SolverService, url: str, *, timeout_s: float = 120) -> Any:
    """Start the service, trigger one chain at ``url``, wait for it, close the service."""
    from assay.solver import Trigger

    await service.start()
    try:
        record = service.trigger(Trigger(email=EMAIL, secret=SECRET, url=url))
        return await service.wait(record.id, timeout_s=timeout_s)
    finally:
        await service.close()
