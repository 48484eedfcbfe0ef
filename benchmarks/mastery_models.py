"""Mastery models on simulated learners: which predicts the next answer best, which MASTERED can be trusted.

Two generators of learners (each learner answers ``--steps`` questions on one concept):

* ``bkt``: Bayesian Knowledge Tracing learners (per learner: P(L0) ~ U(0.05, 0.4), P(T) ~ U(0.05,
  0.3), slip ~ U(0.03, 0.15), guess ~ U(0.1, 0.3));
* ``elo``: logistic (Elo/IRT) learners: ability θ0 ~ N(-1, 1) grows by η ~ U(0.05, 0.25) per answer
  (plus N(0, 0.05) drift), each question's difficulty ~ N(0, 0.7), P(correct) = σ(θ - d).

A noisy grader turns each true answer into the score a model sees: N(0.85, 0.1) when correct,
N(0.25, 0.15) when not (clipped to [0, 1]), and with probability ``--grader-error`` (0.08) it
scores the answer as the opposite class.

Prequential evaluation: before each answer a model predicts P(correct) from the scores so far;
log-loss (predictions clipped to [1e-4, 1 - 1e-4]) and Brier against the true answer, averaged
per learner, 95 % bootstrap CIs over learners. Decision quality: after each answer the model says
MASTERED or not (its own gate: EWMA mastery ≥ 0.9, Beta lower 10 % bound ≥ 0.7, BKT P(L) ≥ 0.95);
"fail after MASTERED" is the share of answers following a MASTERED that are wrong, "flips" the
decision changes per 100 answers, "reach" the share of learners ever MASTERED and "first" the
median answer at which they first were.

    .venv/bin/python benchmarks/mastery_models.py [--learners 400] [--steps 30] [--bootstrap 1000] [--seed 0]
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from assay.learning._mastery_models import (  # noqa: E402
    BayesianKnowledgeTracing,
    BetaEvidence,
    Ewma,
    MasteryModel,
)

EPS = 1e-4


def bkt_learner(rng: random.Random, steps: int) -> list[int]:
    known = rng.random() < rng.uniform(0.05, 0.4)
    transit, slip, guess = rng.uniform(0.05, 0.3), rng.uniform(0.03, 0.15), rng.uniform(0.1, 0.3)
    answers = []
    for _ in range(steps):
        answers.append(int(rng.random() < (1 - slip if known else guess)))
        if not known and rng.random() < transit:
            known = True
    return answers


def elo_learner(rng: random.Random, steps: int) -> list[int]:
    theta, rate = rng.gauss(-1.0, 1.0), rng.uniform(0.05, 0.25)
    answers = []
    for _ in range(steps):
        difficulty = rng.gauss(0.0, 0.7)
        answers.append(int(rng.random() < 1 / (1 + math.exp(-(theta - difficulty)))))
        theta += rate + rng.gauss(0.0, 0.05)
    return answers


GENERATORS: dict[str, Callable[[random.Random, int], list[int]]] = {"bkt": bkt_learner, "elo": elo_learner}


def grade(rng: random.Random, correct: int, error: float) -> float:
    seen = correct if rng.random() >= error else 1 - correct
    mean, sd = (0.85, 0.1) if seen else (0.25, 0.15)
    return min(1.0, max(0.0, rng.gauss(mean, sd)))


@dataclass
class LearnerResult:
    log_loss: float
    brier: float
    mastered_steps: int
    fail_after_mastered: int
    flips: int
    answers: int
    first_mastered: int | None


def run_learner(model: MasteryModel, answers: list[int], scores: list[float]) -> LearnerResult:
    state: dict[str, Any] | None = None
    losses, briers = [], []
    mastered_prev = False
    mastered_steps = fail_after = flips = 0
    first: int | None = None
    for step, (y, score) in enumerate(zip(answers, scores, strict=True)):
        p = min(1 - EPS, max(EPS, model.predict(state)))
        if mastered_prev:  # the decision made after the previous answer meets this answer
            mastered_steps += 1
            fail_after += 1 - y
        losses.append(-(y * math.log(p) + (1 - y) * math.log(1 - p)))
        briers.append((p - y) ** 2)
        _, state = model.update(state, score)
        mastered = model.mastered(state)
        if step > 0 and mastered != mastered_prev:
            flips += 1
        if mastered and first is None:
            first = step + 1
        mastered_prev = mastered
    return LearnerResult(
        statistics.fmean(losses),
        statistics.fmean(briers),
        mastered_steps,
        fail_after,
        flips,
        len(answers),
        first,
    )


def bootstrap(values: list[float], rounds: int, rng: random.Random) -> tuple[float, float, float]:
    n = len(values)
    means = sorted(statistics.fmean(values[rng.randrange(n)] for _ in range(n)) for _ in range(rounds))
    return statistics.fmean(values), means[int(0.025 * rounds)], means[int(0.975 * rounds) - 1]


def bootstrap_ratio(
    numerators: list[int], denominators: list[int], rounds: int, rng: random.Random
) -> tuple[float, float, float] | None:
    """sum(num)/sum(den) with a 95 % CI from resampling learners; None when nothing was counted."""
    if not sum(denominators):
        return None
    n = len(numerators)
    ratios = []
    for _ in range(rounds):
        picks = [rng.randrange(n) for _ in range(n)]
        den = sum(denominators[i] for i in picks)
        ratios.append(sum(numerators[i] for i in picks) / den if den else 0.0)
    ratios.sort()
    return sum(numerators) / sum(denominators), ratios[int(0.025 * rounds)], ratios[int(0.975 * rounds) - 1]


def models() -> dict[str, MasteryModel]:
    return {
        "ewma (default, prior 0)": Ewma(),
        "ewma, prior 0.5": Ewma(prior=0.5),
        "beta (decay 0.95)": BetaEvidence(),
        "bkt (soft evidence)": BayesianKnowledgeTracing(),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--learners", type=int, default=400)
    parser.add_argument("--steps", type=int, default=30)
    parser.add_argument("--bootstrap", type=int, default=1000)
    parser.add_argument("--grader-error", type=float, default=0.08)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    started = time.perf_counter()
    print(
        f"{args.learners} learners x {args.steps} answers per generator, grader error {args.grader_error}, "
        f"seed {args.seed}, {args.bootstrap} bootstrap rounds\n"
    )
    for generator_name, generator in GENERATORS.items():
        rng = random.Random(f"{args.seed}-{generator_name}")
        learners = []
        for _ in range(args.learners):
            answers = generator(rng, args.steps)
            learners.append((answers, [grade(rng, y, args.grader_error) for y in answers]))
        accuracy = statistics.fmean(y for answers, _ in learners for y in answers)
        print(f"### generator: {generator_name} (true answers correct: {accuracy:.1%})\n")
        print(
            "| model | log-loss (95% CI) | Brier (95% CI) | fail after MASTERED (95% CI) "
            "| MASTERED answers | flips /100 | reach | first (median) |"
        )
        print("|---|---|---|---|---|---|---|---|")
        for model_name, model in models().items():
            results = [run_learner(model, answers, scores) for answers, scores in learners]
            ci_rng = random.Random(f"{args.seed}-ci-{generator_name}")
            ll = bootstrap([r.log_loss for r in results], args.bootstrap, ci_rng)
            br = bootstrap([r.brier for r in results], args.bootstrap, ci_rng)
            mastered = sum(r.mastered_steps for r in results)
            fails = bootstrap_ratio(
                [r.fail_after_mastered for r in results],
                [r.mastered_steps for r in results],
                args.bootstrap,
                ci_rng,
            )
            flips = 100 * sum(r.flips for r in results) / sum(r.answers for r in results)
            firsts = [r.first_mastered for r in results if r.first_mastered is not None]
            reach = len(firsts) / len(results)
            fail_rate = f"{fails[0]:.1%} ({fails[1]:.1%}-{fails[2]:.1%})" if fails else "-"
            first = f"{statistics.median(firsts):.0f}" if firsts else "-"
            print(
                f"| {model_name} | {ll[0]:.3f} ({ll[1]:.3f}-{ll[2]:.3f}) "
                f"| {br[0]:.3f} ({br[1]:.3f}-{br[2]:.3f}) | {fail_rate} | {mastered} "
                f"| {flips:.1f} | {reach:.0%} | {first} |"
            )
        print()
    print(f"({time.perf_counter() - started:.1f} s)")


if __name__ == "__main__":
    main()
