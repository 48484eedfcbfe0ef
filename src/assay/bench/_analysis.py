"""Turn trials into the comparison a reader can trust: pure functions over recorded trials.

Per prompt × model: accuracy with an interval (Wilson for one round, a bootstrap over questions for
several), pass@k and pass^k over rounds, per-question stability, error breakdown. Between prompts
(for each model, on the same questions): exact McNemar for one round, paired bootstrap plus a sign
test for several, Holm-corrected across pairs. A best prompt is named only when its lead over every
other prompt is significant.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from itertools import combinations
from statistics import mean

from pydantic import BaseModel, Field

from assay.bench._models import Trial, TrialStatus
from assay.bench._stats import (
    bootstrap_mean_ci,
    holm,
    mcnemar_exact,
    paired_bootstrap,
    pass_at_k,
    pass_hat_k,
    questions_needed,
    sign_test,
    stability,
    wilson_interval,
)

__all__ = ["Analysis", "CellSummary", "PairComparison", "analyse"]

ALPHA = 0.05


class CellSummary(BaseModel):
    """One prompt × model."""

    prompt: str
    model: str
    accuracy: float | None = Field(
        description="Share of scored trials that were correct, 0..1; None when none was scored."
    )
    correct: int
    scored: int
    trials: int
    api_errors: int
    interval: tuple[float, float]
    interval_method: str
    avg_execution_time: float
    avg_llm_latency: float
    error_breakdown: dict[str, int]
    api_error_breakdown: dict[str, int] = Field(
        default_factory=dict, description="Why model calls failed: timeout, connection_failed, ..."
    )
    pass_at_k: dict[int, float] = Field(default_factory=dict)
    pass_hat_k: dict[int, float] = Field(default_factory=dict)
    stability: dict[str, int] = Field(default_factory=dict)
    per_question: dict[int, list[bool]] = Field(default_factory=dict)
    tokens: int = 0
    cost_usd: float = 0.0


class PairComparison(BaseModel):
    """Prompt A against prompt B for one model, on the questions both answered."""

    model: str
    a: str
    b: str
    questions: int
    a_only: int = Field(description="Questions (or mean score) where A won.")
    b_only: int
    difference: float = Field(description="Mean accuracy of A minus B on the shared questions.")
    test: str
    p_value: float
    p_adjusted: float = 1.0
    significant: bool = False
    questions_needed: int | None = None


class Analysis(BaseModel):
    """Everything the reports show."""

    cells: list[CellSummary]
    pairs: list[PairComparison]
    best_prompt: dict[str, str | None] = Field(
        description="Per model: the significantly best prompt, or None."
    )
    verdict: dict[str, str]
    position_accuracy: dict[str, dict[str, list[float | None]]] = Field(
        description="Per model, per prompt: accuracy by question position (history makes order matter)."
    )
    rounds: int

    @property
    def scored(self) -> int:
        """Trials that were scored, over every cell (0: every model call failed)."""
        return sum(c.scored for c in self.cells)

    def models(self) -> list[str]:
        """The models, in the order their cells come."""
        return list(dict.fromkeys(c.model for c in self.cells))


def _group(trials: Iterable[Trial]) -> dict[tuple[str, str], list[Trial]]:
    groups: dict[tuple[str, str], list[Trial]] = defaultdict(list)
    for trial in trials:
        groups[(trial.prompt, trial.model)].append(trial)
    return groups


def _per_question(trials: Sequence[Trial]) -> dict[int, list[bool]]:
    outcomes: dict[int, list[bool]] = defaultdict(list)
    for trial in sorted(trials, key=lambda t: (t.question, t.round)):
        if trial.status.scored:
            outcomes[trial.question].append(trial.status is TrialStatus.CORRECT)
    return dict(outcomes)


def _cell(prompt: str, model: str, trials: Sequence[Trial], rounds: int, seed: int) -> CellSummary:
    scored = [t for t in trials if t.status.scored]
    correct = sum(t.status is TrialStatus.CORRECT for t in scored)
    per_question = _per_question(trials)
    if rounds <= 1:
        interval, method = wilson_interval(correct, len(scored)), "wilson"
    else:
        interval = bootstrap_mean_ci([mean(v) for v in per_question.values() if v], seed=seed)
        method = "bootstrap over questions"
    at_k: dict[int, float] = {}
    hat_k: dict[int, float] = {}
    full = [v for v in per_question.values() if len(v) == rounds]
    if rounds > 1 and full:
        for k in range(1, rounds + 1):
            at_k[k] = mean(pass_at_k(rounds, sum(v), k) for v in full)
            hat_k[k] = mean(pass_hat_k(rounds, sum(v), k) for v in full)
    stable = Counter(stability(v).value for v in per_question.values() if v)
    breakdown = Counter(t.status.value for t in trials if t.status is not TrialStatus.CORRECT)
    api_kinds = Counter(
        (t.error_kind.value if t.error_kind else "other") for t in trials if t.status is TrialStatus.API_ERROR
    )
    return CellSummary(
        prompt=prompt,
        model=model,
        accuracy=correct / len(scored) if scored else None,
        correct=correct,
        scored=len(scored),
        trials=len(trials),
        api_errors=sum(t.status is TrialStatus.API_ERROR for t in trials),
        interval=interval,
        interval_method=method,
        avg_execution_time=mean(t.exec_time_s for t in scored) if scored else 0.0,
        avg_llm_latency=mean(t.llm_latency_s for t in trials) if trials else 0.0,
        error_breakdown=dict(sorted(breakdown.items())),
        api_error_breakdown=dict(sorted(api_kinds.items())),
        pass_at_k=at_k,
        pass_hat_k=hat_k,
        stability=dict(sorted(stable.items())),
        per_question=per_question,
        tokens=sum(t.prompt_tokens + t.completion_tokens for t in trials),
        cost_usd=sum(t.cost_usd for t in trials),
    )


def _compare(
    model: str, a: CellSummary, b: CellSummary, rounds: int, seed: int, alpha: float
) -> PairComparison:
    shared = sorted(set(a.per_question) & set(b.per_question))
    if rounds <= 1:
        pa = [a.per_question[q][0] for q in shared]
        pb = [b.per_question[q][0] for q in shared]
        a_only = sum(x and not y for x, y in zip(pa, pb, strict=True))
        b_only = sum(y and not x for x, y in zip(pa, pb, strict=True))
        p_value = mcnemar_exact(a_only, b_only)
        difference = (a_only - b_only) / len(shared) if shared else 0.0
        test = "exact McNemar"
    else:
        ma = [mean(a.per_question[q]) for q in shared]
        mb = [mean(b.per_question[q]) for q in shared]
        a_only = sum(x > y for x, y in zip(ma, mb, strict=True))
        b_only = sum(y > x for x, y in zip(ma, mb, strict=True))
        difference, _, p_boot = paired_bootstrap(ma, mb, seed=seed)
        p_sign = sign_test([x - y for x, y in zip(ma, mb, strict=True)])
        # Both must agree: the bootstrap can be overconfident on few questions.
        p_value = max(p_boot, p_sign)
        test = "paired bootstrap + sign test"
    return PairComparison(
        model=model,
        a=a.prompt,
        b=b.prompt,
        questions=len(shared),
        a_only=a_only,
        b_only=b_only,
        difference=difference,
        test=test,
        p_value=p_value,
        questions_needed=questions_needed(a_only, b_only, len(shared), alpha=alpha) if shared else None,
    )


def _best(model: str, cells: list[CellSummary], pairs: list[PairComparison]) -> tuple[str | None, str]:
    scored = [c for c in cells if c.scored]
    if not scored:
        return None, "nothing was scored: every model call failed (api_error), so no prompt can be judged"
    if len(cells) == 1:
        return cells[0].prompt, f"only one prompt ({cells[0].prompt}) was run"
    if len(scored) == 1:
        return None, (
            f"only {scored[0].prompt} has scored trials (every call for the others failed): "
            "nothing to compare"
        )
    leader = max(scored, key=lambda c: c.accuracy or 0.0)
    mine = [p for p in pairs if leader.prompt in (p.a, p.b)]
    beats_all = len(mine) == len(cells) - 1 and all(
        p.significant
        and ((p.a == leader.prompt and p.difference > 0) or (p.b == leader.prompt and p.difference < 0))
        for p in mine
    )
    if beats_all:
        return leader.prompt, f"{leader.prompt} is significantly better than every other prompt"
    if not any(p.questions for p in pairs):
        return None, "no detectable difference: no question was scored for two prompts alike"
    needed = [p.questions_needed for p in mine if not p.significant]
    finite = [n for n in needed if n is not None]
    holm_note = f" (Holm over {len(pairs)} pairs)" if len(pairs) > 1 else ""
    if finite:
        more = max(finite) - max(p.questions for p in pairs)
        return None, (
            f"no detectable difference: {leader.prompt} leads, but about {max(finite)} questions "
            f"({max(more, 1)} more) would be needed to tell at α={ALPHA}{holm_note}"
        )
    return None, "no detectable difference: the prompts agree on every question both answered"


def analyse(trials: Sequence[Trial], *, rounds: int, seed: int = 0) -> Analysis:
    """Summarise trials into cells, pairwise comparisons and a verdict per model."""
    groups = _group(trials)
    cells = [_cell(p, m, ts, rounds, seed) for (p, m), ts in groups.items()]
    by_model: dict[str, list[CellSummary]] = defaultdict(list)
    for cell in cells:
        by_model[cell.model].append(cell)
    pairs: list[PairComparison] = []
    best: dict[str, str | None] = {}
    verdict: dict[str, str] = {}
    for model, model_cells in by_model.items():
        n_pairs = len(model_cells) * (len(model_cells) - 1) // 2
        # Holm's first step tests at α/m: the questions needed are worked out at that level.
        alpha = ALPHA / max(n_pairs, 1)
        model_pairs = [_compare(model, a, b, rounds, seed, alpha) for a, b in combinations(model_cells, 2)]
        for pair, adjusted in zip(model_pairs, holm([p.p_value for p in model_pairs]), strict=True):
            pair.p_adjusted = adjusted
            pair.significant = adjusted < ALPHA
        pairs += model_pairs
        best[model], verdict[model] = _best(model, model_cells, model_pairs)
    questions = max((t.question for t in trials), default=0)
    positions: dict[str, dict[str, list[float | None]]] = {}
    for (prompt, model), mine in groups.items():
        row: list[float | None] = []
        for q in range(1, questions + 1):
            scored = [t for t in mine if t.question == q and t.status.scored]
            row.append(sum(t.status is TrialStatus.CORRECT for t in scored) / len(scored) if scored else None)
        positions.setdefault(model, {})[prompt] = row
    return Analysis(
        cells=cells,
        pairs=pairs,
        best_prompt=best,
        verdict=verdict,
        position_accuracy=positions,
        rounds=rounds,
    )
