from __future__ import annotations

from collections.abc import Iterator

import pytest

from assay.sandbox import Sandbox


@pytest.fixture(scope="module")
def sandbox() -> Iterator[Sandbox]:
    with Sandbox() as box:
        yield box
