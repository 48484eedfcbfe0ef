"""``quick_view.html``: one self-contained page (inline CSS and JS, no CDN, works offline)."""

from __future__ import annotations

from collections import Counter
from html import escape

from assay.bench._analysis import Analysis
from assay.bench._models import Trial, TrialStatus

__all__ = ["render_html"]

_COLOURS = {
    TrialStatus.CORRECT: "#2e9d52",
    TrialStatus.WRONG_ANSWER: "#d9534f",
    TrialStatus.SYNTAX_ERROR: "#8e44ad",
    TrialStatus.RUNTIME_ERROR: "#e67e22",
    TrialStatus.TIMEOUT: "#b58900",
    TrialStatus.API_ERROR: "#7f8c8d",
}

_CSS = """
body{font-family:system-ui,-apple-system,"Noto Sans CJK TC",sans-serif;margin:2rem;color:#222}
h1{font-size:1.4rem}h2{font-size:1.15rem;margin-top:2rem;border-bottom:1px solid #ddd}
table{border-collapse:collapse;margin:.5rem 0}td,th{border:1px solid #ddd;padding:.3rem .6rem;text-align:left}
th{background:#f4f4f4}.num{text-align:right;font-variant-numeric:tabular-nums}
.bar{display:inline-block;height:.8rem;background:#2e9d52;vertical-align:middle}
.ci{color:#666;font-size:.85em}.sig{font-weight:bold;color:#2e9d52}.ns{color:#888}
.heat td{width:1.6rem;height:1.2rem;padding:0;text-align:center;font-size:.7rem;color:#fff}
.stack{display:flex;width:24rem;height:1rem;border:1px solid #ccc}.stack span{display:block;height:100%}
details{border:1px solid #e3e3e3;border-radius:4px;margin:.3rem 0;padding:.3rem .6rem}
summary{cursor:pointer}pre{background:#f7f7f7;padding:.6rem;overflow:auto;max-height:24rem;white-space:pre-wrap}
.badge{display:inline-block;padding:0 .4rem;border-radius:3px;color:#fff;font-size:.8em}
.legend span{margin-right:1rem}
"""

_JS = """
document.getElementById('filter').addEventListener('change', function () {
  var want = this.value;
  document.querySelectorAll('details.trial').forEach(function (d) {
    d.style.display = (!want || d.dataset.status === want) ? '' : 'none';
  });
});
"""


def _badge(status: TrialStatus) -> str:
    return f'<span class="badge" style="background:{_COLOURS[status]}">{escape(status.value)}</span>'


def _matrix(analysis: Analysis) -> str:
    prompts = list(dict.fromkeys(c.prompt for c in analysis.cells))
    models = list(dict.fromkeys(c.model for c in analysis.cells))
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
            row += (
                f"<td class='num'><span class='bar' style='width:{c.accuracy * 6:.2f}rem'></span> "
                f"{100 * c.accuracy:.1f}% <span class='ci'>[{100 * lo:.0f}–{100 * hi:.0f}%] "
                f"{c.correct}/{c.scored}{f', {c.api_errors} api errors' if c.api_errors else ''}</span></td>"
            )
        rows.append(row + "</tr>")
    rows.append("</table>")
    method = analysis.cells[0].interval_method if analysis.cells else ""
    return "".join(rows) + f"<p class='ci'>95% interval: {escape(method)}.</p>"


def _significance(analysis: Analysis) -> str:
    if not analysis.pairs:
        return "<p>Only one prompt per model: nothing to compare.</p>"
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
    verdicts = "".join(f"<li><b>{escape(m)}</b>: {escape(v)}</li>" for m, v in analysis.verdict.items())
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
        out.append(
            f"<tr><td>{escape(c.prompt)} · {escape(c.model)}</td><td><div class='stack'>{spans}</div></td>"
            f"<td>{escape(text)}</td></tr>"
        )
    return "".join(out) + "</table>"


def _trials(trials: list[Trial]) -> str:
    options = "".join(f"<option value='{s.value}'>{s.value}</option>" for s in TrialStatus)
    out = [f"<p>Show: <select id='filter'><option value=''>all</option>{options}</select></p>"]
    for t in sorted(trials, key=lambda t: (t.prompt, t.model, t.round, t.question)):
        title = (
            f"{escape(t.prompt)} · {escape(t.model)} · round {t.round} · question {t.question} "
            f"{_badge(t.status)} <span class='ci'>{escape(t.question_text[:80])}</span>"
        )
        sections = [
            ("Prompt sent", t.prompt_text),
            ("Response", t.response),
            ("Code", t.code),
            ("Output", t.actual + (f"\n[stderr]\n{t.stderr}" if t.stderr else "")),
            ("Expected", t.expected),
        ]
        if t.error:
            sections.append(("Error", t.error))
        body = "".join(f"<h4>{escape(name)}</h4><pre>{escape(text)}</pre>" for name, text in sections)
        out.append(
            f"<details class='trial' data-status='{t.status.value}'><summary>{title}</summary>"
            f"<p class='ci'>execution {t.exec_time_s:.3f}s · model {t.llm_latency_s:.2f}s · "
            f"tokens {t.prompt_tokens}+{t.completion_tokens}{' · cached' if t.cached else ''}</p>"
            f"{body}</details>"
        )
    return "".join(out)


def render_html(test_id: str, trials: list[Trial], analysis: Analysis, *, subtitle: str = "") -> str:
    """The whole quick view as one string."""
    positions = "".join(
        f"<tr><th>{escape(p)}</th>"
        + "".join(f"<td class='num'>{'–' if v is None else f'{100 * v:.0f}%'}</td>" for v in row)
        + "</tr>"
        for p, row in analysis.position_accuracy.items()
    )
    width = max((len(r) for r in analysis.position_accuracy.values()), default=0)
    position_head = "<tr><th>Prompt</th>" + "".join(f"<th>Q{i}</th>" for i in range(1, width + 1)) + "</tr>"
    return (
        "<!DOCTYPE html><html lang='zh-Hant'><head><meta charset='utf-8'>"
        f"<title>Assay bench · {escape(test_id)}</title><style>{_CSS}</style></head><body>"
        f"<h1>Prompt benchmark · {escape(test_id)}</h1><p>{escape(subtitle)}</p>"
        f"<h2>Accuracy (prompt × model)</h2>{_matrix(analysis)}"
        f"<h2>Significance</h2>{_significance(analysis)}"
        f"<h2>Question × round</h2>{_heatmap(trials, analysis)}"
        f"<h2>Failure types</h2>{_failure_bars(trials, analysis)}"
        f"<h2>Accuracy by question position</h2><table>{position_head}{positions}</table>"
        f"<h2>Trials</h2>{_trials(trials)}"
        f"<script>{_JS}</script></body></html>"
    )
