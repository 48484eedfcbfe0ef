"""Every authored question, gathered from the topic modules."""

from __future__ import annotations

from tests.questions.authoring import strings
from tests.questions.authoring.spec import Spec

MODULES = [strings]


def all_specs() -> list[Spec]:
    return [spec for module in MODULES for spec in module.SPECS]
