"""``quick_view.html``: one self-contained page (inline CSS and JS, no CDN, works offline).

What docs/bench.md promises: every result at a glance, grouped by prompt, with highlighted code and a
pass/fail mark, openable straight from disk. Code is highlighted with Pygments (a dependency of
rich) into CSS classes whose style sheet is inlined. The prompt of a trial with learning history
repeats the whole earlier chain, so storing each one in full would make the page grow with the
square of the question count: each prompt is stored as "the first K characters of trial R's
prompt, then this tail", and the page rebuilds it when the trial is opened.
"""

from __future__ import annotations

import importlib
import json
from collections import Counter
from collections.abc import Callable
from functools import lru_cache
from html import escape
from typing import Any

from assay.bench._analysis import Analysis, CellSummary
from assay.bench._models import Trial, TrialStatus
from assay.bench._trial_codec import common_prefix

__all__ = ["render_html"]

_COLOURS = {
    TrialStatus.CORRECT: "#2e9d52",
    TrialStatus.WRONG_ANSWER: "#d9534f",
    TrialStatus.SYNTAX_ERROR: "#8e44ad",
    TrialStatus.RUNTIME_ERROR: "#e67e22",
    TrialStatus.TIMEOUT: "#b58900",
    TrialStatus.API_ERROR: "#7f8c8d",
}

_MONO = (
    'ui-monospace,"SFMono-Regular","DejaVu Sans Mono",Menlo,Consolas,"Noto Sans Mono CJK TC",'
    '"Noto Sans Mono CJK SC","Noto Sans CJK TC","Source Han Sans TC","PingFang TC","Microsoft JhengHei",'
    '"WenQuanYi Micro Hei",monospace'
)

_CSS = (
    """
body{font-family:system-ui,-apple-system,"Segoe UI","Noto Sans CJK TC","Noto Sans TC","PingFang TC",
"Microsoft JhengHei","WenQuanYi Micro Hei",sans-serif;margin:2rem;color:#222}
h1{font-size:1.4rem}h2{font-size:1.15rem;margin-top:2rem;border-bottom:1px solid #ddd}
h3.group{margin-top:1.4rem}
table{border-collapse:collapse;margin:.5rem 0}td,th{border:1px solid #ddd;padding:.3rem .6rem;text-align:left}
th{background:#f4f4f4}.num{text-align:right;font-variant-numeric:tabular-nums}
.bar{display:inline-block;height:.8rem;background:#2e9d52;vertical-align:middle}
.ci{color:#666;font-size:.85em}.sig{font-weight:bold;color:#2e9d52}.ns{color:#888}
.heat td{width:1.6rem;height:1.2rem;padding:0;text-align:center;font-size:.7rem;color:#fff}
.stack{display:flex;width:24rem;height:1rem;border:1px solid #ccc}.stack span{display:block;height:100%}
details{border:1px solid #e3e3e3;border-radius:4px;margin:.3rem 0;padding:.3rem .6rem}
summary{cursor:pointer}
pre{background:#f7f7f7;padding:.6rem;overflow:auto;max-height:24rem;white-space:pre-wrap;font-family:"""
    + _MONO
    + """}
.badge{display:inline-block;padding:0 .4rem;border-radius:3px;color:#fff;font-size:.8em}
.legend span{margin-right:1rem}
"""
)

_JS = """
var prompts = JSON.parse(document.getElementById('prompts').textContent);
var built = {};
function promptText(i) {
  if (built[i] !== undefined) return built[i];
  var chain = [], j = i;
  while (j >= 0 && built[j] === undefined) { chain.push(j); j = prompts[j].r; }
  for (var n = chain.length - 1; n >= 0; n--) {
    var p = prompts[chain[n]];
    built[chain[n]] = (p.r >= 0 ? built[p.r].slice(0, p.k) : '') + p.t;
  }
  return built[i];
}
document.querySelectorAll('details.trial').forEach(function (d) {
  d.addEventListener('toggle', function () {
    var pre = d.querySelector('pre.prompt');
    if (d.open && pre && !pre.dataset.filled) {
      pre.textContent = promptText(parseInt(pre.dataset.prompt, 10));
      pre.dataset.filled = '1';
    }
  });
});
document.getElementById('filter').addEventListener('change', function () {
  var want = this.value;
  document.querySelectorAll('details.trial').forEach(function (d) {
    d.style.display = (!want || d.dataset.status === want) ? '' : 'none';
  });
});
"""


@lru_cache(maxsize=1)
def _highlighter() -> tuple[Callable[[str], str], str] | None:
    """Pygments' Python highlighter and its style sheet; ``None`` if Pygments is missing."""
    try:
        pygments: Any = importlib.import_module("pygments")
        lexers: Any = importlib.import_module("pygments.lexers")
        formatters: Any = importlib.import_module("pygments.formatters")
    except ImportError:  # pragma: no cover - rich depends on Pygments
        return None
    lexer = lexers.PythonLexer()
    formatter = formatters.HtmlFormatter(nowrap=True)
    css = formatters.HtmlFormatter(cssclass="hl").get_style_defs(".hl")
    css = "\n".join(line for line in css.splitlines() if line.startswith(".hl"))

    def highlight(code: str) -> str:
        return str(pygments.highlight(code, lexer, formatter))

    return highlight, css


def _code_block(code: str) -> str:
    tools = _highlighter()
    if tools is None or not code.strip():
        return f"<pre>{escape(code)}</pre>"
    return f"<pre class='hl'>{tools[0](code)}</pre>"


def _badge(status: TrialStatus) -> str:
    return f'<span class="badge" style="background:{_COLOURS[status]}">{escape(status.value)}</span>'


def _accuracy(cell: CellSummary) -> str:
    return "–" if cell.accuracy is None else f"{100 * cell.accuracy:.1f}%"


def _matrix(analysis: Analysis) -> str:
    prompts = list(dict.fromkeys(c.prompt for c in analysis.cells))
    models = analysis.models()
    cells = {(c.prompt, c.model): c for c in analysis.cells}
    rows = [
        "<table id='matrix'><tr><th>Prompt</th>" + "".join(f"<th>{escape(m)}</th>" for m in models) + "</tr>"
    ]
    for p in prompts:
        row = f"<tr><th>{escape(p)}</th>"
        for m in models:
            c = cells.get((p, m))
            if c is None:
                row += "<td>–</td>"
                continue
            lo, hi = c.interval
            api = f", {c.api_errors} api errors" if c.api_errors else ""
            if c.accuracy is None:
                row += f"<td class='num'>– <span class='ci'>nothing scored{api}</span></td>"
                continue
            row += (
                f"<td class='num'><span class='bar' style='width:{c.accuracy * 6:.2f}rem'></span> "
                f"{_accuracy(c)} <span class='ci'>[{100 * lo:.0f}–{100 * hi:.0f}%] "
                f"{c.correct}/{c.scored}{api}</span></td>"
            )
        rows.append(row + "</tr>")
    rows.append("</table>")
    method = analysis.cells[0].interval_method if analysis.cells else ""
    return "".join(rows) + f"<p class='ci'>95% interval: {escape(method)}.</p>"


def _rounds_table(analysis: Analysis) -> str:
    """pass@k, pass^k and per-question stability: only meaningful with several rounds."""
    if analysis.rounds <= 1:
        return ""
    k = analysis.rounds
    head = (
        "<h2>Rounds</h2><table id='rounds'><tr><th>Prompt</th><th>Model</th>"
        f"<th>pass@1</th><th>pass@{k}</th><th>pass^{k}</th><th>stable pass</th><th>flaky</th>"
        "<th>stable fail</th></tr>"
    )
    body = ""
    for c in analysis.cells:

        def pct(values: dict[int, float], at: int) -> str:
            return f"{100 * values[at]:.1f}%" if at in values else "–"

        body += (
            f"<tr><td>{escape(c.prompt)}</td><td>{escape(c.model)}</td>"
            f"<td class='num'>{pct(c.pass_at_k, 1)}</td><td class='num'>{pct(c.pass_at_k, k)}</td>"
            f"<td class='num'>{pct(c.pass_hat_k, k)}</td>"
            + "".join(
                f"<td class='num'>{c.stability.get(s, 0)}</td>"
                for s in ("stable_pass", "flaky", "stable_fail")
            )
            + "</tr>"
        )
    note = (
        "<p class='ci'>pass@k: chance that at least one of k samples passes (unbiased estimator of "
        "Chen et al. 2021); pass^k: chance that all k pass. Stability counts questions.</p>"
    )
    return head + body + "</table>" + note


def _significance(analysis: Analysis) -> str:
    verdicts = "".join(f"<li><b>{escape(m)}</b>: {escape(v)}</li>" for m, v in analysis.verdict.items())
    if not analysis.pairs:
        return "<p>Only one prompt per model: nothing to compare.</p><ul>" + verdicts + "</ul>"
    head = (
        "<table id='significance'><tr><th>Model</th><th>A</th><th>B</th><th>A−B</th><th>A only</th>"
        "<th>B only</th><th>Test</th><th>p</th><th>p (Holm)</th><th></th><th>Questions needed</th></tr>"
    )
    body = ""
    for p in analysis.pairs:
        mark = "<span class='sig'>significant</span>" if p.significant else "<span class='ns'>n.s.</span>"
        body += (
            f"<tr><td>{escape(p.model)}</td><td>{escape(p.a)}</td><td>{escape(p.b)}</td>"
            f"<td class='num'>{100 * p.difference:+.1f} pts</td><td class='num'>{p.a_only}</td>"
            f"<td class='num'>{p.b_only}</td><td>{escape(p.test)}</td><td class='num'>{p.p_value:.4f}</td>"
            f"<td class='num'>{p.p_adjusted:.4f}</td><td>{mark}</td>"
            f"<td class='num'>{p.questions_needed if p.questions_needed is not None else '–'}</td></tr>"
        )
    return head + body + "</table><ul>" + verdicts + "</ul>"


def _heatmap(trials: list[Trial], analysis: Analysis) -> str:
    by_key = {(t.prompt, t.model, t.question, t.round): t for t in trials}
    questions = sorted({t.question for t in trials})
    rounds = range(1, analysis.rounds + 1)
    legend = "".join(f"<span>{_badge(s)}</span>" for s in TrialStatus)
    out = [f"<p class='legend'>{legend}</p>"]
    for c in analysis.cells:
        out.append(f"<h3>{escape(c.prompt)} · {escape(c.model)}</h3><table class='heat'><tr><th>Q</th>")
        out.append("".join(f"<th>r{r}</th>" for r in rounds) + "</tr>")
        for q in questions:
            row = f"<tr><th>{q}</th>"
            for r in rounds:
                t = by_key.get((c.prompt, c.model, q, r))
                if t is None:
                    row += "<td style='background:#eee'></td>"
                else:
                    row += (
                        f"<td title='{escape(t.status.value)}' style='background:{_COLOURS[t.status]}'></td>"
                    )
            out.append(row + "</tr>")
        out.append("</table>")
    return "".join(out)


def _failure_bars(trials: list[Trial], analysis: Analysis) -> str:
    out = ["<table id='failures'><tr><th>Prompt · model</th><th>Outcomes</th><th>Counts</th></tr>"]
    for c in analysis.cells:
        counts = Counter(t.status for t in trials if t.prompt == c.prompt and t.model == c.model)
        total = sum(counts.values()) or 1
        spans = "".join(
            f"<span title='{escape(s.value)}: {counts[s]}' style='width:{100 * counts[s] / total:.2f}%;"
            f"background:{_COLOURS[s]}'></span>"
            for s in TrialStatus
            if counts[s]
        )
        text = ", ".join(f"{s.value} {counts[s]}" for s in TrialStatus if counts[s])
        if c.api_error_breakdown:
            text += " (" + ", ".join(f"{k} {v}" for k, v in c.api_error_breakdown.items()) + ")"
        out.append(
            f"<tr><td>{escape(c.prompt)} · {escape(c.model)}</td><td><div class='stack'>{spans}</div></td>"
            f"<td>{escape(text)}</td></tr>"
        )
    return "".join(out) + "</table>"


def _prompt_store(ordered: list[Trial]) -> list[dict[str, Any]]:
    """Each trial's prompt as ``{r: earlier trial, k: characters of its prompt kept, t: new tail}``.

    Trials of one chain share their history: the next prompt starts with most of the previous one,
    so only the tail is stored and the page stays linear in the number of trials.
    """
    store: list[dict[str, Any]] = []
    last_of_chain: dict[tuple[str, str, int], int] = {}
    for index, t in enumerate(ordered):
        chain = (t.prompt, t.model, t.round)
        ref = last_of_chain.get(chain, -1)
        keep = common_prefix(ordered[ref].prompt_text, t.prompt_text) if ref >= 0 else 0
        # JavaScript counts UTF-16 code units: an emoji outside the BMP is two of them.
        units = len(t.prompt_text[:keep].encode("utf-16-le")) // 2
        store.append({"r": ref if keep else -1, "k": units, "t": t.prompt_text[keep:]})
        last_of_chain[chain] = index
    return store


def _trials(ordered: list[Trial], analysis: Analysis) -> str:
    options = "".join(f"<option value='{s.value}'>{s.value}</option>" for s in TrialStatus)
    out = [f"<p>Show: <select id='filter'><option value=''>all</option>{options}</select></p>"]
    many_models = len(analysis.models()) > 1
    current: str | None = None
    for index, t in enumerate(ordered):
        if t.prompt != current:  # grouped by prompt (docs/bench.md)
            if current is not None:
                out.append("</section>")
            current = t.prompt
            mine = [c for c in analysis.cells if c.prompt == t.prompt]
            score = ", ".join(
                (f"{escape(c.model)} " if many_models else "") + f"{_accuracy(c)} ({c.correct}/{c.scored})"
                for c in mine
            )
            out.append(
                f"<section class='prompt-group' data-prompt='{escape(t.prompt)}'>"
                f"<h3 class='group'>{escape(t.prompt)} <span class='ci'>{score}</span></h3>"
                f"<pre class='template'>{escape(t.template)}</pre>"
            )
        where = (f"{escape(t.model)} · " if many_models else "") + (
            f"round {t.round} · " if analysis.rounds > 1 else ""
        )
        title = (
            f"{where}question {t.question} {_badge(t.status)} "
            f"<span class='ci'>{escape(t.question_text[:80])}</span>"
        )
        output = t.actual + (f"\n[stderr]\n{t.stderr}" if t.stderr else "")
        error = f" ({t.error_kind.value})" if t.error_kind else ""
        body = (
            f"<h4>Prompt sent</h4><pre class='prompt' data-prompt='{index}'></pre>"
            f"<h4>Response</h4><pre>{escape(t.response)}</pre>"
            f"<h4>Code</h4>{_code_block(t.code)}"
            f"<h4>Output</h4><pre>{escape(output)}</pre>"
            f"<h4>Expected</h4><pre>{escape(t.expected)}</pre>"
            + (f"<h4>Error{escape(error)}</h4><pre>{escape(t.error)}</pre>" if t.error else "")
        )
        out.append(
            f"<details class='trial' data-status='{t.status.value}'><summary>{title}</summary>"
            f"<p class='ci'>execution {t.exec_time_s:.3f}s · model {t.llm_latency_s:.2f}s · "
            f"tokens {t.prompt_tokens}+{t.completion_tokens}{' · cached' if t.cached else ''}</p>"
            f"{body}</details>"
        )
    if current is not None:
        out.append("</section>")
    return "".join(out)


def render_html(test_id: str, trials: list[Trial], analysis: Analysis, *, subtitle: str = "") -> str:
    """The whole quick view as one string."""
    ordered = sorted(trials, key=lambda t: (t.prompt, t.model, t.round, t.question))
    store = _prompt_store(ordered)
    # "<" escaped as \\u003c: no "</script>" or "<!--" can end the data block early.
    data = json.dumps(store, ensure_ascii=False, separators=(",", ":")).replace("<", "\\u003c")
    position_rows = ""
    width = 0
    many_models = len(analysis.position_accuracy) > 1
    for model, rows in analysis.position_accuracy.items():
        for p, row in rows.items():
            width = max(width, len(row))
            label = f"{p} · {model}" if many_models else p
            position_rows += (
                f"<tr><th>{escape(label)}</th>"
                + "".join(f"<td class='num'>{'–' if v is None else f'{100 * v:.0f}%'}</td>" for v in row)
                + "</tr>"
            )
    position_head = "<tr><th>Prompt</th>" + "".join(f"<th>Q{i}</th>" for i in range(1, width + 1)) + "</tr>"
    tools = _highlighter()
    css = _CSS + (tools[1] if tools else "")
    return (
        "<!DOCTYPE html><html lang='zh-Hant'><head><meta charset='utf-8'>"
        f"<title>Assay bench · {escape(test_id)}</title><style>{css}</style></head><body>"
        f"<h1>Prompt benchmark · {escape(test_id)}</h1><p>{escape(subtitle)}</p>"
        f"<h2>Accuracy (prompt × model)</h2>{_matrix(analysis)}"
        f"{_rounds_table(analysis)}"
        f"<h2>Significance</h2>{_significance(analysis)}"
        f"<h2>Question × round</h2>{_heatmap(trials, analysis)}"
        f"<h2>Failure types</h2>{_failure_bars(trials, analysis)}"
        f"<h2>Accuracy by question position</h2><table id='positions'>{position_head}{position_rows}</table>"
        f"<h2>Trials, by prompt</h2>{_trials(ordered, analysis)}"
        f"<script type='application/json' id='prompts'>{data}</script>"
        f"<script>{_JS}</script></body></html>"
    )
