"""The prompts: solve, repair with the execution result, reconcile (docs/solve.md, "Prompts").

Small models need everything spelled out: where the files are and how they look (delimiter,
decimal mark, header), that the network is off, which variable holds the answer, and the form the
page asks for. Prompts are bounded so that they fit a 4096-token context.
"""

from __future__ import annotations

import json
import re
from typing import Any
from urllib.parse import urlsplit

from assay.llm import Message
from assay.solver._idioms import (
    answer_format,
    fetch_idiom,
    format_idiom,
    image_tips,
    page_for_prompt,
)
from assay.solver._models import Candidate, ExecResult, ModelOutput, PageSnapshot
from assay.solver._page import script_excerpt

__all__ = [
    "SYSTEM",
    "answer_hint_of",
    "question_context",
    "reconcile_prompt",
    "repair_hints",
    "repair_message",
    "solve_messages",
]

SYSTEM = """You solve data quiz questions by writing Python.
Reply with ONE JSON object:
{"code": "...", "answer": null, "explanation": "...", "language": "python", "fetch": []}
- code: a complete Python program that computes the answer and ends by setting the variable `answer`.
- The program runs with NO network. The files listed below are in its current directory: read them
  exactly as HOW TO READ THE FILES shows (copy those lines).
- Installed: pandas, numpy, pypdf, PIL (Pillow), networkx and the standard library. NOT installed:
  matplotlib, sklearn, scipy, requests.
- Compare text after .strip().lower(). Read every number from the files; never type data in by hand.
- Compute the result the question asks for into a variable named `value` (or `r, g, b` for a colour),
  then end with the line from HOW TO WRITE THE ANSWER: the answer must have exactly that form.
- fetch: only if the page says to get data from a web address (an API), list it here; it is
  downloaded before your code runs.
- answer: the final answer only if the page states it outright (no file needed), else null."""

_TEXT_LIMIT = 2000
_PREVIEW_LIMIT = 1200
_IDIOM_LIMIT = 1400
_PRELUDE = "\n".join(
    (
        "import json, io, re, base64, zipfile",
        "from collections import Counter",
        "import pandas as pd",
        "import numpy as np",
        "from PIL import Image",
    )
)


def question_context(page: PageSnapshot, files: list[str], idioms: dict[str, list[str]] | None = None) -> str:
    """The question as the models see it: page text, decoded content, canvas text, files, how to
    read them, and the answer's form with the line that produces it."""
    # The path only: the query string (an id per hand-out) tells a model nothing, and leaving it out
    # keeps prompts identical across runs, so recorded answers replay (docs/llm.md, cassettes).
    text = page_for_prompt(page.text, page.submit_url)
    parts = [f"QUESTION PAGE ({urlsplit(page.url).path}):\n{text[:_TEXT_LIMIT]}"]
    for decoded in page.decoded[:3]:
        shown = page_for_prompt(decoded, page.submit_url)
        if shown and shown[:200] not in text:
            parts.append(f"DECODED PAGE CONTENT:\n{shown[:800]}")
    if page.canvas_text:
        parts.append(f"TEXT DRAWN ON THE PAGE'S CANVAS: {page.canvas_text[:400]}")
    scripts = script_excerpt(page.scripts)
    if scripts:
        parts.append(f"THE PAGE'S INLINE SCRIPTS (abridged):\n{scripts}")
    if page.screenshot:
        parts.append(
            f"A screenshot of the page is the file {page.screenshot} (use it only if the question is about "
            "what the page shows as a picture)."
        )
    if files:
        budget = _PREVIEW_LIMIT
        lines = []
        for preview in files:
            lines.append(preview[: max(200, budget)])
            budget -= len(lines[-1])
        parts.append("FILES IN THE CURRENT DIRECTORY:\n" + "\n".join(lines))
    if idioms:
        images = [n for n, lines in idioms.items() if lines and "Image.open(" in lines[0]]
        body = "\n".join([*(line for lines in idioms.values() for line in lines), *image_tips(images)])
        parts.append(
            f"HOW TO READ THE FILES (start your code with these lines):\n{_PRELUDE}\n{body[:_IDIOM_LIMIT]}"
        )
    named = {f.url for f in page.files}
    other = [u for u in page.links if u not in (page.submit_url, page.url) and u not in named][:8]
    if other:
        parts.append("URLS ON THE PAGE: " + ", ".join(other))
        fetch = fetch_idiom(page.text, other)
        if fetch and not page.files:
            parts.append(f"TO READ A URL, ask for it in fetch, e.g. {fetch}")
    form = answer_format(page.text) or page.answer_hint
    if form:
        parts.append(f"ANSWER FORMAT (from the page): {form}")
        last = format_idiom(form)
        if last:
            parts.append("HOW TO WRITE THE ANSWER (end your code like this):\n" + "\n".join(last))
    return "\n\n".join(parts)


def answer_hint_of(page: PageSnapshot) -> str:
    """The answer's form as the prompt states it (the kind of answer is read from it)."""
    return answer_format(page.text) or page.answer_hint


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
        text += f"\nerror:\n{_short_traceback(result.error)}"
    if result.stdout.strip():
        text += f"\nprinted:\n{result.stdout[-400:]}"
    return text


def _short_traceback(error: str) -> str:
    """The lines of a traceback a small model can act on: its own program's lines and the error.

    Frames inside pandas or the standard library are noise to a 0.5B model; the failing line of its
    own program and the final message are what it needs.
    """
    lines = error.strip().splitlines()
    kept: list[str] = []
    for i, line in enumerate(lines):
        if line.lstrip().startswith("File ") and "solution.py" not in line:
            continue
        if i and lines[i - 1].lstrip().startswith("File ") and "solution.py" not in lines[i - 1]:
            continue  # the source line of a library frame
        kept.append(line)
    return "\n".join(kept)[-900:]


_AVAILABLE = "pandas, numpy, pypdf, PIL (Pillow), networkx and the standard library"
_BAD_READ = re.compile(
    r"ParserError|Error tokenizing data|could not convert string to float|Unable to parse string|"
    r"unsupported operand type\(s\) for \+: 'int' and 'str'|UnicodeDecodeError"
)


def repair_hints(
    result: ExecResult | None, problem: str, files: list[str], idioms: dict[str, list[str]] | None = None
) -> list[str]:
    """What to change, read from the failure (docs/solve.md, "Prompts").

    Each hint answers a failure of the embedded models: an import of a library that is not
    installed, a file name made up, a column name guessed, a CSV read with the wrong delimiter or
    decimal mark, a program that computed but never set ``answer``, an answer in the wrong form.
    """
    error = (result.error if result else "") or ""
    hints: list[str] = []
    missing = re.search(r"No module named '([\w.]+)'", error)
    if missing:
        top = missing.group(1).split(".")[0]
        hints.append(
            f"{top} is not installed: use only {_AVAILABLE}"
            + (" (draw images with PIL.ImageDraw)" if top == "matplotlib" else "")
            + (" (compute the metric yourself with plain Python)" if top == "sklearn" else "")
        )
    if "FileNotFoundError" in error or "No such file" in error:
        hints.append("the files in the current directory are exactly: " + ", ".join(files or ["none"]))
    key = re.search(r"KeyError: (.+)", error)
    if key:
        hints.append(
            f"the key {key.group(1).strip()[:60]} does not exist: use the column or key names the file "
            "preview shows (exact spelling and case)"
        )
    if _BAD_READ.search(error):
        table = [line for lines in (idioms or {}).values() for line in lines if "read_csv" in line]
        hints.append(
            "read the file with the delimiter and decimal mark of its preview"
            + (f", exactly: {table[0]}" if table else "")
        )
    undefined = re.search(r"NameError: name '(\w+)' is not defined", error)
    if undefined:
        name = undefined.group(1)
        where = re.findall(r'File "[^"]*solution\.py", line \d+[^\n]*\n\s*(.+)', error)
        at = f" in `{where[-1].strip()[:80]}`" if where else ""
        hints.append(
            f"`{name}` is used{at} but never assigned: first compute what the question asks for "
            f"from the data and assign it, `{name} = ...`, on a line before"
        )
    if "SyntaxError" in error or "IndentationError" in error:
        hints.append("the code field must hold plain Python only (no prose, no ``` fences)")
    if result is not None and result.status == "no_answer":
        hints.append(
            "the program ran but never set the variable `answer`: end it with `answer = ...` "
            "(printing is not enough)"
        )
    if result is not None and result.status == "timeout":
        hints.append("the program took too long: read the files once and avoid Python loops over every pixel")
    if "answer is null" in problem and result is not None and result.status == "ok":
        hints.append(
            "`answer` was None: check that the filter matched rows (compare text after .strip().lower())"
        )
    if "asks for a number" in problem:
        hints.append("set `answer` to a number (int or float), not a text, a list or a DataFrame")
    elif "true or false" in problem:
        hints.append("set `answer` to Python True or False")
    elif "JSON object" in problem:
        hints.append("set `answer` to a Python dict")
    elif "data URI" in problem:
        hints.append("set `answer` to the string 'data:image/png;base64,' + the base64 of the PNG bytes")
    elif "not computed" in problem:
        hints.append("write the program: read the files as HOW TO READ THE FILES shows, then set `answer`")
    return hints


def repair_message(
    output: ModelOutput,
    result: ExecResult | None,
    problem: str,
    *,
    files: list[str] | None = None,
    idioms: dict[str, list[str]] | None = None,
    fetched: list[str] | None = None,
) -> list[Message]:
    """The follow-up turn after a failed or ill-formed execution: what happened, and what to change."""
    said = json.dumps(output.model_dump(exclude_none=True), default=str)[:2500]
    ran = describe_execution(result) if result is not None else "no code was run"
    user = f"Your program's result:\n{ran}\n\nPROBLEM: {problem}\n"
    hints = repair_hints(result, problem, files or [], idioms)
    if hints:
        user += "WHAT TO CHANGE:\n" + "\n".join(f"- {h}" for h in hints) + "\n"
    if fetched:
        user += "FETCHED FOR YOU (now in the current directory):\n" + "\n".join(fetched)[:800] + "\n"
    user += (
        "Reply with the same JSON object format only, with the whole corrected program in code "
        "(it must set the variable `answer`)."
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
