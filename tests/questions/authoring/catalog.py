"""Every authored question, gathered from the topic modules."""

from __future__ import annotations

from tests.questions.authoring import algorithms, arrays, search, strings, structures
from tests.questions.authoring.spec import Spec

MODULES = [algorithms, arrays, search, strings, structures]


def all_specs() -> list[Spec]:
    return [spec for module in MODULES for spec in module.SPECS]
