from __future__ import annotations

import pytest

from assay.judge import Judge
from assay.sandbox import Sandbox


@pytest.fixture(scope="module")
def judge(sandbox: Sandbox) -> Judge:
    return Judge(sandbox)
