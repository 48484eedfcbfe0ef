"""The authoring shape of one question and its conversion to the JSON of the bank."""

from __future__ import annotations

import copy
import random
import textwrap
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

BANK = Path(__file__).resolve().parents[3] / "src" / "assay" / "questions" / "bank"


@dataclass
class Spec:
    id: str
    title: str
    difficulty: str
    description: str
    constraints: list[str]
    method: str
    params: list[tuple[str, str]]
    returns: str
    time: str
    space: str
    requirements: list[str]
    concepts: list[str]
    visible: list[dict[str, Any]]
    hidden: list[dict[str, Any]]
    # brute(**inputs) -> expected JSON value (for inplace: the final value of the arg)
    brute: Callable[..., Any]
    reference: str
    generator: str
    sizes: list[int] | None = None
    compare: dict[str, Any] = field(default_factory=lambda: {"mode": "exact"})
    # extra hidden inputs drawn from the generator at these sizes (seeded by the id)
    generated_sizes: list[int] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        names = [n for n, _ in self.params]
        hidden = list(self.hidden)
        if self.generated_sizes:
            namespace: dict[str, Any] = {}
            exec(textwrap.dedent(self.generator), namespace)
            rng = random.Random(f"assay-bank-{self.id}")
            hidden += [namespace["generate"](n, rng) for n in self.generated_sizes]

        def case(inputs: dict[str, Any]) -> dict[str, Any]:
            assert sorted(inputs) == sorted(names), (self.id, inputs.keys(), names)
            ordered = {n: inputs[n] for n in names}
            return {"input": ordered, "expected": self.brute(**copy.deepcopy(ordered))}

        doc: dict[str, Any] = {
            "id": self.id,
            "title": self.title,
            "difficulty": self.difficulty,
            "description": textwrap.dedent(self.description).strip() + "\n",
            "constraints": self.constraints,
            "signature": {
                "method": self.method,
                "params": [{"name": n, "type": t} for n, t in self.params],
                "returns": self.returns,
            },
            "test_cases": [case(i) for i in self.visible],
            "hidden_test_cases": [case(i) for i in hidden],
            "compare": self.compare,
            "complexity_requirements": {"time": self.time, "space": self.space},
            "requirements": self.requirements,
            "concepts": self.concepts,
            "scaling": {"generator": textwrap.dedent(self.generator).strip() + "\n"},
            "reference_solution": textwrap.dedent(self.reference).strip() + "\n",
        }
        if self.sizes:
            doc["scaling"]["sizes"] = self.sizes
        return doc
