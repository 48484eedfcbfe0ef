"""The judge: all of a submission's tests in ONE sandboxed child, compared outside it."""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Sequence
from typing import Any

from assay.judge._compare import compare_values
from assay.judge._models import (
    CheckerCompare,
    CompareSpec,
    ErrorInfo,
    ExactCompare,
    InplaceCompare,
    JudgeResult,
    Signature,
    TestCase,
    TestResult,
    Verdict,
)
from assay.sandbox import Limits, RunStatus, Sandbox, SandboxJob, SandboxResult, get_sandbox

__all__ = ["Judge"]

log = logging.getLogger("assay.judge")

TESTS_ENTRY = "assay.judge._harness:run_tests"
CHECKER_ENTRY = "assay.judge._harness:run_checker"
#: Start-up allowance on top of the per-test limits: compiling and importing the submission.
STARTUP_S = 1.0

_STATUS_VERDICT = {"tle": Verdict.TLE, "memory": Verdict.MLE, "error": Verdict.RE, "bad_input": Verdict.IE}


class _ProtocolError(Exception):
    """The result channel broke the protocol: forged, duplicated or out-of-order messages."""


def _died(result: SandboxResult) -> tuple[Verdict, str]:
    """The verdict for the test that was running when the child stopped without finishing."""
    if result.status in (RunStatus.TIMEOUT, RunStatus.CPU_LIMIT):
        return Verdict.TLE, f"killed after {result.wall_s:.2f} s (the time limit was enforced from outside)"
    if result.status is RunStatus.MEMORY:
        return Verdict.MLE, "the memory limit was reached"
    if result.status is RunStatus.OUTPUT_LIMIT:
        return Verdict.OLE, "the solution printed more output than allowed"
    if result.status is RunStatus.KILLED:
        return Verdict.RE, f"the process died of signal {result.signal} (a crash, e.g. a stack overflow)"
    if result.status in (RunStatus.EXITED, RunStatus.OK):
        return Verdict.RE, f"the process exited (status {result.exit_code}) before finishing the tests"
    return Verdict.IE, f"sandbox failure: {result.detail or result.protocol_error or result.status.value}"


class Judge:
    """Runs submissions against test cases.

    Args:
        sandbox: the sandbox to run in (default: the process-wide pool from :func:`get_sandbox`).
    """

    def __init__(self, sandbox: Sandbox | None = None) -> None:
        self.sandbox = sandbox if sandbox is not None else get_sandbox()

    async def arun(
        self,
        code: str,
        signature: Signature,
        tests: Sequence[TestCase],
        compare: CompareSpec | None = None,
        **kwargs: Any,
    ) -> JudgeResult:
        """:meth:`run` without blocking the event loop."""
        return await asyncio.to_thread(self.run, code, signature, tests, compare, **kwargs)

    def run(
        self,
        code: str,
        signature: Signature,
        tests: Sequence[TestCase],
        compare: CompareSpec | None = None,
        *,
        hidden_from: int | None = None,
        time_limit_s: float = 2.0,
        memory_mb: int = 256,
        stop_on_first_failure: bool = False,
    ) -> JudgeResult:
        """Run ``Solution().<method>`` on every test in one sandboxed child and compare outside it.

        Args:
            code: the submission's Python source.
            signature: the method to call and its parameter and return types.
            tests: inputs in JSON notation and expected values.
            compare: how results are compared (default: exact).
            hidden_from: index of the first hidden test (``TestResult.hidden`` from there on).
            time_limit_s: limit for each test; the whole job gets the sum plus a start-up allowance.
            memory_mb: address-space limit of the child.
            stop_on_first_failure: report tests after the first failure as SKIPPED.

        Returns:
            The per-test and overall verdicts. A crash, a loop or a lie is a verdict, never an error.
        """
        spec = compare if compare is not None else ExactCompare()
        started = time.perf_counter()
        payload = {
            "code": code,
            "method": signature.method,
            "params": [[p.name, p.type] for p in signature.params],
            "returns": signature.returns,
            "inputs": [t.input for t in tests],
            "time_limit_s": time_limit_s,
            "inplace": spec.arg if isinstance(spec, InplaceCompare) else None,
            "stop_on_error": stop_on_first_failure,
        }
        budget = STARTUP_S + time_limit_s * max(len(tests), 1)
        limits = Limits(wall_s=budget, cpu_s=budget, memory_mb=memory_mb, output_bytes=256 * 1024)
        result = self.sandbox.run(SandboxJob(entry=TESTS_ENTRY, payload=payload, limits=limits))
        judged = self._judge(result, tests, spec, hidden_from, stop_on_first_failure, memory_mb)
        judged.wall_ms = round(1000 * (time.perf_counter() - started), 3)
        return judged

    def _judge(
        self,
        result: SandboxResult,
        tests: Sequence[TestCase],
        spec: CompareSpec,
        hidden_from: int | None,
        stop: bool,
        memory_mb: int,
    ) -> JudgeResult:
        hidden_at = len(tests) if hidden_from is None else hidden_from

        def blank(i: int, verdict: Verdict, **extra: Any) -> TestResult:
            t = tests[i]
            return TestResult(
                index=i, hidden=i >= hidden_at, verdict=verdict, input=t.input, expected=t.expected, **extra
            )

        base: dict[str, Any] = {
            "stdout": result.stdout,
            "stderr": result.stderr,
            "isolation": list(result.isolation),
        }
        try:
            kind, head, per_test, finished = self._read(result.messages, len(tests))
        except _ProtocolError as exc:
            log.error("judge: %s; every test is IE (sandbox status %s)", exc, result.status.value)
            return self._summary([blank(i, Verdict.IE, message=str(exc)) for i in range(len(tests))], **base)
        if result.protocol_error:
            message = f"result channel corrupted: {result.protocol_error}"
            return self._summary([blank(i, Verdict.IE, message=message) for i in range(len(tests))], **base)
        if kind == "compile_error":
            error = ErrorInfo.model_validate(head)
            compiled = [blank(i, Verdict.CE, error=error) for i in range(len(tests))]
            return self._summary(compiled, compile_error=error, **base)
        if kind == "load_error":
            error = ErrorInfo.model_validate(head)
            return self._summary([blank(i, Verdict.RE, error=error) for i in range(len(tests))], **base)
        if kind == "bad_payload":
            return self._summary([blank(i, Verdict.IE, message=str(head)) for i in range(len(tests))], **base)

        rows: list[TestResult] = []
        for i in range(len(tests)):
            reported = per_test.get(i)
            if reported is None:
                if i == len(per_test) and not finished:
                    verdict, why = _died(result)
                    if verdict is Verdict.MLE:
                        why = f"over {memory_mb} MiB"
                    rows.append(blank(i, verdict, message=why))
                else:
                    rows.append(blank(i, Verdict.SKIPPED))
                continue
            rows.append(self._one(blank(i, Verdict.AC), reported, tests[i], spec))
        if isinstance(spec, CheckerCompare):
            rows = self._check(rows, tests, spec)
        if stop:
            failed_at = next((k for k, r in enumerate(rows) if r.verdict is not Verdict.AC), None)
            if failed_at is not None:
                rows = rows[: failed_at + 1] + [
                    r.model_copy(update={"verdict": Verdict.SKIPPED, "received": None, "message": None})
                    for r in rows[failed_at + 1 :]
                ]
        return self._summary(rows, **base)

    @staticmethod
    def _read(messages: list[Any], n: int) -> tuple[str | None, Any, dict[int, dict[str, Any]], bool]:
        """Validate the message stream; raise _ProtocolError on anything a correct harness never sends."""
        kind: str | None = None
        head: Any = None
        per_test: dict[int, dict[str, Any]] = {}
        finished = False
        for position, message in enumerate(messages):
            if not isinstance(message, dict) or finished:
                raise _ProtocolError(f"unexpected message #{position} on the result channel")
            k = message.get("kind")
            if k in ("compile_error", "load_error", "bad_payload"):
                if position != 0 or len(messages) != 1:
                    raise _ProtocolError(f"{k} out of place on the result channel")
                return k, message.get("error") or message.get("message"), {}, True
            if k == "test":
                i = message.get("i")
                if i != len(per_test) or not isinstance(i, int) or i >= n:
                    raise _ProtocolError(f"test index {i!r} out of order on the result channel")
                per_test[i] = message
            elif k == "done":
                finished = True
            else:
                raise _ProtocolError(f"unknown message kind {k!r} on the result channel")
        return kind, head, per_test, finished

    @staticmethod
    def _one(row: TestResult, message: dict[str, Any], test: TestCase, spec: CompareSpec) -> TestResult:
        status = message.get("status")
        cpu = message.get("cpu_ms")
        if status == "ok":
            value = message.get("value")
            if isinstance(spec, CheckerCompare):
                return row.model_copy(update={"received": value, "cpu_ms": cpu})
            ok, why = compare_values(test.expected, value, spec)
            verdict = Verdict.AC if ok else Verdict.WA
            return row.model_copy(
                update={"verdict": verdict, "received": value, "cpu_ms": cpu, "message": why}
            )
        if status == "bad_output":
            return row.model_copy(
                update={"verdict": Verdict.WA, "message": message.get("message"), "cpu_ms": cpu}
            )
        verdict = _STATUS_VERDICT.get(str(status), Verdict.IE)
        error = message.get("error")
        return row.model_copy(
            update={
                "verdict": verdict,
                "error": ErrorInfo.model_validate(error) if isinstance(error, dict) else None,
                "message": message.get("message"),
                "cpu_ms": cpu,
            }
        )

    def _check(
        self, rows: list[TestResult], tests: Sequence[TestCase], spec: CheckerCompare
    ) -> list[TestResult]:
        """Run the question's checker on every returned value, in a sandbox of its own."""
        pending = [r for r in rows if r.verdict is Verdict.AC]
        if not pending:
            return rows
        payload = {
            "code": spec.code,
            "cases": [{"args": tests[r.index].input, "result": r.received} for r in pending],
        }
        limits = Limits(wall_s=5.0 + 0.5 * len(pending), memory_mb=256, output_bytes=64 * 1024)
        result = self.sandbox.run(SandboxJob(entry=CHECKER_ENTRY, payload=payload, limits=limits))
        verdicts: dict[int, tuple[Verdict, str | None]] = {}
        broken = next(
            (m for m in result.messages if isinstance(m, dict) and m.get("kind") == "checker_error"), None
        )
        checks = [m for m in result.messages if isinstance(m, dict) and m.get("kind") == "check"]
        for position, row in enumerate(pending):
            match = next((m for m in checks if m.get("i") == position), None)
            if broken or match is None or result.protocol_error:
                why = broken["message"] if broken else "the checker did not answer"
                log.error("judge: the question's checker failed (%s); test %d is IE", why, row.index)
                verdicts[row.index] = (Verdict.IE, f"checker failed: {why}")
            elif match.get("error"):
                verdicts[row.index] = (Verdict.IE, f"checker raised {match['error']}")
            else:
                ok = match.get("ok") is True
                verdicts[row.index] = (
                    Verdict.AC if ok else Verdict.WA,
                    None if ok else "rejected by the checker",
                )
        return [
            r.model_copy(update={"verdict": verdicts[r.index][0], "message": verdicts[r.index][1]})
            if r.index in verdicts
            else r
            for r in rows
        ]

    @staticmethod
    def _summary(rows: list[TestResult], **fields: Any) -> JudgeResult:
        passed = sum(r.verdict is Verdict.AC for r in rows)
        if fields.get("compile_error") is not None:
            verdict = Verdict.CE
        elif any(r.verdict is Verdict.IE for r in rows):
            verdict = Verdict.IE
        else:
            verdict = next(
                (r.verdict for r in rows if r.verdict not in (Verdict.AC, Verdict.SKIPPED)), Verdict.AC
            )
            if verdict is Verdict.AC and passed < len(rows):
                verdict = Verdict.IE  # tests were skipped without a failure: never report that as a pass
        return JudgeResult(verdict=verdict, tests=rows, passed=passed, failed=len(rows) - passed, **fields)
