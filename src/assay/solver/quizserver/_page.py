"""The quiz page: a shell whose script decodes the question with atob() and fills in the origin."""

from __future__ import annotations

import base64
import html
import json

from assay.solver.quizserver._models import Prepared, SubmitStyle

__all__ = ["render_page"]

_SHELL = """<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Quiz {position}/{total}</title></head>
<body>
<div id="result"></div>
<script>
document.querySelector("#result").innerHTML = atob("{payload}");
document.querySelectorAll(".origin").forEach((el) => {{ el.textContent = window.location.origin; }});
</script>
<script>
{script}
</script>
</body>
</html>
"""


def _submit_html(style: SubmitStyle, path: str) -> str:
    if style == "absolute":
        return f'<span class="origin"></span>{path}'
    if style == "root":
        return f"<code>{path}</code>"
    relative = path.removeprefix("/quiz/")  # pages live at /quiz/<task>: resolved against the page
    return f'the address of <a href="{relative}">this link</a>'


def render_page(
    prepared: Prepared,
    *,
    position: int,
    total: int,
    difficulty: int,
    email: str,
    submit_style: SubmitStyle,
    submit_path: str,
) -> str:
    """The whole HTML page of one question; everything a solver needs appears only once rendered."""
    example = json.dumps(
        {"email": email, "secret": "your secret", "url": "this page's URL, exactly", "answer": "..."}
    )
    fragment = f"""<h1>Question {position} of {total}: {html.escape(prepared.title)}</h1>
<p class="meta">Difficulty: {difficulty}/5. Personalised for {html.escape(email)}.</p>
{prepared.body}
<h2>Submit</h2>
<p>POST your answer as JSON to {_submit_html(submit_style, submit_path)}, for example:</p>
<pre>{html.escape(example)}</pre>
"""
    payload = base64.b64encode(fragment.encode("ascii", "xmlcharrefreplace")).decode("ascii")
    return _SHELL.format(position=position, total=total, payload=payload, script=prepared.script)
