from __future__ import annotations

from collections.abc import Iterator

import pytest

from assay.judge import Judge
from assay.sandbox import Sandbox


@pytest.fixture(scope="module")
def judge() -> Iterator[Judge]:
    with Sandbox() as sandbox:
        yield Judge(sandbox)
