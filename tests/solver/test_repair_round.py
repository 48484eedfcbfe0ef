"""The repair round end to end: what a small model claimed or wrote, what it is told, what is submitted.

The scripted model server speaks the real OpenAI wire format; the page is read in Chromium; the code
runs in the real sandbox.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tests.solver.solver_harness import EMAIL, Brain, make_service, quiz_and_model, reply, run_chain

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(shutil.which("chromium") is None, reason="Debian's chromium is not installed"),
]

COLOUR = (
    "from PIL import Image\n"
    "img = Image.open('blocks.png').convert('RGB')\n"
    "rgb = max(img.getcolors(img.width * img.height))[1]\n"
    "answer = rgb\n"  # a triple: the page asks for a hex code, the solver writes it as one
)


async def test_the_pages_example_is_never_submitted_and_the_repair_round_says_why(tmp_path: Path) -> None:
    def model(name: str, prompt: str) -> str | None:
        if "example of the format" in prompt:  # the repair round names the problem
            return reply(COLOUR)
        if "blocks.png" in prompt:  # what the 0.5B did: a program that fails, the hint's example claimed
            return reply("import matplotlib\nanswer = None", "#a1b2c3")
        return None

    brain = Brain(rules=[model])
    with quiz_and_model(brain) as (quiz, llm):
        url = quiz.start(EMAIL, "png-colour")
        record = await run_chain(make_service(tmp_path, llm, ["openai:m1"], max_questions=1), url)
    question = record.questions[0]
    assert [a.answer for a in question.attempts if a.answer == "#a1b2c3"] == []
    assert question.correct is True
    cand = question.candidates[0]
    assert cand.repaired and isinstance(cand.answer, str) and cand.answer.startswith("#")
    repair = brain.of("m1")[1]
    assert "matplotlib is not installed" in repair and "PIL.ImageDraw" in repair
    first = brain.of("m1")[0]
    assert "HOW TO READ THE FILES" in first and "Image.open('blocks.png')" in first
