from __future__ import annotations

from assay.sandbox import Limits, RunStatus, Sandbox, SandboxJob


def test_entry_runs_and_emits_on_its_own_channel() -> None:
    with Sandbox() as sandbox:
        result = sandbox.run(
            SandboxJob(entry="tests.sandbox_entries:echo", payload={"a": 41}, limits=Limits(wall_s=5))
        )
    assert result.status is RunStatus.OK
    assert result.messages == [{"a": 42}]
    assert result.stdout == "user print\n"
