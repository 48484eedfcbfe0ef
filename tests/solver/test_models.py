"""Models that hang, answer garbage, or write code that misbehaves: the chain still gets an answer.

The scripted model server speaks the real OpenAI wire format; the code runs in the real sandbox.
"""

from __future__ import annotations

import json
import shutil
import time
from pathlib import Path

import pytest

from tests.solver.solver_harness import EMAIL, Brain, able, make_service, quiz_and_model, reply, run_chain

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(shutil.which("chromium") is None, reason="Debian's chromium is not installed"),
]


async def test_a_hanging_and_a_garbage_model_do_not_stop_the_chain(tmp_path: Path) -> None:
    def model(name: str, prompt: str) -> str | None:
        if name == "hangs":
            time.sleep(8)  # past the 3 s model timeout
            return reply(None, 1.0)
        if name == "garbage":
            return "Sure! The answer is probably forty-two, let me know if you need more."
        return able(prompt)

    brain = Brain(rules=[model])
    with quiz_and_model(brain) as (quiz, llm):
        url = quiz.start(EMAIL, "csv-sum")
        models = ["openai:able", "openai:hangs", "openai:garbage"]
        service = make_service(tmp_path, llm, models, timeout_s=3.0, max_questions=1, model_timeout_s=3.0)
        record = await run_chain(service, url)
    question = record.questions[0]
    assert question.correct is True
    by_model = {c.model: c for c in question.candidates}
    assert "Timeout" in (by_model["openai:hangs"].error or "")
    assert "StructuredOutput" in (by_model["openai:garbage"].error or "")
    # the garbage model was asked once to reformat its answer, then discarded
    garbage = brain.of("garbage")
    assert len(garbage) == 2 and "JSON" in garbage[1]
    decision = question.decision
    assert decision is not None and decision.method == "single" and decision.contributors == ["openai:able"]
    assert any("hangs" in r for r in decision.reasons) and any("garbage" in r for r in decision.reasons)


async def test_failing_code_gets_a_repair_round_with_its_traceback(tmp_path: Path) -> None:
    def model(name: str, prompt: str) -> str | None:
        if "KeyError" in prompt:  # the repair round: the traceback is in the prompt
            return able(brain.of(name)[0])
        if "sales.csv" in prompt:  # the 0.5B's first try: default separator, wrong column name
            return reply("import pandas as pd\ndf = pd.read_csv('sales.csv')\nanswer = df['Revenue'].sum()")
        return None

    brain = Brain(rules=[model])
    with quiz_and_model(brain) as (quiz, llm):
        url = quiz.start(EMAIL, "csv-sum")
        record = await run_chain(make_service(tmp_path, llm, ["openai:m1"], max_questions=1), url)
    question = record.questions[0]
    assert question.correct is True
    cand = question.candidates[0]
    assert cand.repaired is True and cand.source == "repaired-code"
    prompts = brain.of("m1")
    assert len(prompts) == 2 and "Traceback" in prompts[1]
    # the first prompt told the model how the file looks
    assert "delimiter: ';'" in prompts[0] and "decimal mark: ','" in prompts[0]


async def test_model_code_has_no_network_and_fetches_go_through_the_allow_list(tmp_path: Path) -> None:
    outside = "http://203.0.113.9/data.json"  # never named by the page

    def model(name: str, prompt: str) -> str | None:
        if "Your program's result" in prompt:
            return reply(
                "import os\nanswer = open('items.json').read()[:20] if os.path.exists('items.json') else '-'"
            )
        code = (
            "import urllib.request\n"
            f"answer = urllib.request.urlopen({outside!r}, timeout=2).read().decode()\n"
        )
        return reply(code, fetch=[{"url": outside, "save_as": "items.json"}])

    brain = Brain(rules=[model])
    with quiz_and_model(brain) as (quiz, llm):
        url = quiz.start(EMAIL, "pdf-table")
        record = await run_chain(
            make_service(tmp_path, llm, ["openai:m1"], max_questions=1, max_attempts=1), url
        )
    cand = record.questions[0].candidates[0]
    execution = cand.execution
    assert execution is not None
    # the repair round's program found no fetched file: the URL outside the allow-list was refused
    assert cand.answer == "-"
    prompts = brain.of("m1")
    assert "URLError" in prompts[1] or "Errno" in prompts[1] or "Permission" in prompts[1], prompts[1][-600:]
    assert json.dumps(record.model_dump(mode="json")).count("203.0.113.9") >= 1
