"""The prompts: solve, repair with the execution result, reconcile (docs/solve.md, "Prompts").

Small models need everything spelled out: where the files are and how they look (delimiter,
decimal mark, header), that the network is off, which variable holds the answer, and the form the
page asks for. Prompts are bounded so that they fit a 4096-token context.
"""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import urlsplit

from assay.llm import Message
from assay.solver._models import Candidate, ExecResult, ModelOutput, PageSnapshot

__all__ = ["SYSTEM", "question_context", "reconcile_prompt", "repair_message", "solve_messages"]

SYSTEM = """You solve data quiz questions by writing Python.
Reply with ONE JSON object:
{"code": "...", "answer": ..., "explanation": "...", "language": "python", "fetch": []}
- code: a Python program that computes the answer and stores it in a variable named `answer`
  (number, string, boolean, list or dict). null if no code is needed.
- The program runs with NO network. The files listed below are in its current directory; open them by name,
  reading them as their preview says (delimiter, decimal mark, header row).
- Available: import pandas as pd / import numpy as np / from pypdf import PdfReader / from PIL import Image.
- fetch: if the page says to get data from a URL (an API, other pages), list it here as
  {"url": "...", "headers": {"Name": "value"}, "pages": 1, "save_as": "data.json"}; it is downloaded
  before your code runs and saved as save_as in the current directory.
- answer: your best guess of the final answer if you know it, else null.
- Read the question carefully: submit exactly what is asked, in the form asked."""

_TEXT_LIMIT = 2200
_PREVIEW_LIMIT = 1400


def question_context(page: PageSnapshot, files: list[str]) -> str:
    """The question as the models see it: page text, decoded content, canvas text, files, format hint."""
    # The path only: the query string (an id per hand-out) tells a model nothing, and leaving it out
    # keeps prompts identical across runs, so recorded answers replay (docs/llm.md, cassettes).
    parts = [f"QUESTION PAGE ({urlsplit(page.url).path}):\n{page.text.strip()[:_TEXT_LIMIT]}"]
    for text in page.decoded[:3]:
        parts.append(f"DECODED PAGE CONTENT:\n{text.strip()[:800]}")
    if page.canvas_text:
        parts.append(f"TEXT DRAWN ON THE PAGE'S CANVAS: {page.canvas_text[:400]}")
    if page.screenshot:
        parts.append(f"A screenshot of the page is the file {page.screenshot}.")
    if files:
        budget = _PREVIEW_LIMIT
        lines = []
        for preview in files:
            lines.append(preview[: max(200, budget)])
            budget -= len(lines[-1])
        parts.append("FILES IN THE CURRENT DIRECTORY:\n" + "\n".join(lines))
    other = [u for u in page.links if u != page.submit_url][:8]
    if other:
        parts.append("URLS ON THE PAGE: " + ", ".join(other))
    if page.answer_hint:
        parts.append(f"ANSWER FORMAT (from the page): {page.answer_hint}")
    return "\n\n".join(parts)


def solve_messages(context: str, feedback: list[str]) -> list[Message]:
    """The first request to every model; ``feedback`` holds the server's reasons for wrong answers."""
    user = context
    if feedback:
        user += "\n\nEARLIER ANSWERS WERE WRONG:\n" + "\n".join(f"- {f}" for f in feedback[-3:])
    user += "\n\nReply with the JSON object only."
    return [Message(role="system", content=SYSTEM), Message(role="user", content=user)]


def describe_execution(result: ExecResult) -> str:
    """The execution result as a model reads it in a repair or reconciliation round."""
    if result.status == "ok":
        return f"your program ran; answer = {json.dumps(result.answer, default=str)[:300]}"
    text = f"status: {result.status}"
    if result.error:
        text += f"\nerror:\n{result.error[-1200:]}"
    if result.stdout.strip():
        text += f"\nprinted:\n{result.stdout[-400:]}"
    return text


def repair_message(output: ModelOutput, result: ExecResult | None, problem: str) -> list[Message]:
    """The follow-up turn after a failed or ill-formed execution."""
    said = json.dumps(output.model_dump(exclude_none=True), default=str)[:2500]
    ran = describe_execution(result) if result is not None else "no code was run"
    user = (
        f"Your program's result:\n{ran}\n\nPROBLEM: {problem}\n"
        "Fix the program (files are in the current directory; set the variable `answer`). "
        "Reply with the same JSON object format only."
    )
    return [Message(role="assistant", content=said), Message(role="user", content=user)]


def reconcile_prompt(context: str, candidates: list[Candidate], counts: dict[str, int]) -> str:
    """The reconciliation request: every model's output and execution result (docs/solve.md)."""
    outputs: list[dict[str, Any]] = []
    for cand in candidates:
        out = cand.output
        outputs.append(
            {
                "model": cand.model,
                "claimed_answer": out.answer if out else None,
                "code": (out.code or "")[:800] if out else None,
                "explanation": out.explanation if out else "",
                "exec_result": (
                    {
                        "status": cand.execution.status,
                        "answer": cand.execution.answer,
                        "error": cand.execution.error[-300:],
                    }
                    if cand.execution
                    else None
                ),
                "final": cand.answer,
                "error": cand.error,
            }
        )
    payload = {
        "context": context[:2500],
        "model_outputs": outputs,
        "candidates": [{"answer": a, "count": c} for a, c in sorted(counts.items(), key=lambda kv: -kv[1])],
        "instructions": (
            "Based on the provided execution results and other models' outputs, provide a final "
            "normalized answer, your confidence (0-1) and a short explanation in JSON format: "
            '{"final_answer": ..., "confidence": 0.0, "explanation": "...", "corrected_code": null}. '
            "Optionally include corrected code (setting `answer`) if needed."
        ),
    }
    return json.dumps(payload, ensure_ascii=False, default=str)
