"""The judge: all of a submission's tests in ONE sandboxed child, compared outside it."""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
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
#: Slack on a test's time limit as the supervisor measures it (from the previous result message to
#: this one, so it includes decoding the arguments, encoding the result and the pipe): a test is TLE
#: past ``limit * (1 + TIME_SLACK_RATIO) + TIME_SLACK_S``, whatever the child says.
TIME_SLACK_S = 0.05
TIME_SLACK_RATIO = 0.1
#: Cap on stdout and stderr of a judged submission, each.
OUTPUT_BYTES = 256 * 1024

_STATUS_VERDICT = {"tle": Verdict.TLE, "memory": Verdict.MLE, "error": Verdict.RE, "bad_input": Verdict.IE}


def tle_threshold(time_limit_s: float) -> float:
    """The supervisor-measured time past which a test is TLE (its limit plus the documented slack)."""
    return time_limit_s * (1 + TIME_SLACK_RATIO) + TIME_SLACK_S


class _ProtocolError(Exception):
    """The result channel broke the protocol: forged, duplicated or out-of-order messages."""


def _died(result: SandboxResult) -> tuple[Verdict, str]:
    """The verdict for the test that was running when the child stopped without finishing."""
    if result.status in (RunStatus.TIMEOUT, RunStatus.CPU_LIMIT):
        return Verdict.TLE, "killed from outside: over the time limit"
    if result.status is RunStatus.MEMORY:
        return Verdict.MLE, "the memory limit was reached"
    if result.status is RunStatus.OUTPUT_LIMIT:
        return Verdict.OLE, "the solution printed more output than allowed"
    if result.status is RunStatus.KILLED:
        return Verdict.RE, f"the process died of signal {result.signal} (a crash, e.g. a stack overflow)"
    if result.status in (RunStatus.EXITED, RunStatus.OK):
        return Verdict.RE, f"the process exited (status {result.exit_code}) before finishing the tests"
    return Verdict.IE, f"sandbox failure: {result.detail or result.protocol_error or result.status.value}"


@dataclass(frozen=True)
class _Options:
    time_limit_s: float
    memory_mb: int
    stop_on_first_failure: bool
    stop_on_tle: bool


@dataclass
class _Stream:
    """The harness's messages, validated: what kind of run, per-test results and their timing."""

    kind: str | None = None  # compile_error, load_error, bad_payload; None for a run of the tests
    head: Any = None
    loaded_at: float | None = None
    tests: dict[int, dict[str, Any]] = field(default_factory=dict)
    times: list[float] = field(default_factory=list)  # arrival of each test's result
    took: list[float] = field(default_factory=list)  # each test's time, as the supervisor saw it
    finished: bool = False


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
        stop_on_tle: bool = True,
    ) -> JudgeResult:
        """Run ``Solution().<method>`` on every test in one sandboxed child and compare outside it.

        Args:
            code: the submission's Python source.
            signature: the method to call and its parameter and return types.
            tests: inputs in JSON notation and expected values (at least one).
            compare: how results are compared (default: exact).
            hidden_from: index of the first hidden test (``TestResult.hidden`` from there on).
            time_limit_s: limit for each test, measured by the supervisor (see :func:`tle_threshold`
                for the slack); module-level code gets a start-up allowance on top.
            memory_mb: address-space limit of the child.
            stop_on_first_failure: report tests after the first failure as SKIPPED.
            stop_on_tle: stop at the first test over its time limit and report the rest as SKIPPED
                (default), so that a looping submission costs one time limit, not one per test.
                False runs the remaining tests after a TLE the child recovered from.

        Returns:
            The per-test and overall verdicts. A crash, a loop or a lie is a verdict, never an error;
            an empty ``tests`` is ``IE`` (nothing was judged, so nothing may pass).
        """
        spec = compare if compare is not None else ExactCompare()
        started = time.perf_counter()
        if not tests:
            log.error("judge: no test cases to run; the verdict is IE")
            return JudgeResult(
                verdict=Verdict.IE, tests=[], passed=0, failed=0, message="no test cases to run"
            )
        payload = {
            "code": code,
            "method": signature.method,
            "params": [[p.name, p.type] for p in signature.params],
            "returns": signature.returns,
            "inputs": [t.input for t in tests],
            "time_limit_s": time_limit_s,
            "inplace": spec.arg if isinstance(spec, InplaceCompare) else None,
            "stop_on_error": stop_on_first_failure,
            "stop_on_tle": stop_on_tle,
        }
        per_test = tle_threshold(time_limit_s)
        startup = STARTUP_S + time_limit_s
        # The progress deadlines are the binding limits: the child is killed as soon as a test's
        # result is later than its threshold. The wall clock only backs them up.
        budget = startup + per_test * len(tests) + 1.0
        limits = Limits(
            wall_s=budget,
            cpu_s=budget,
            memory_mb=memory_mb,
            output_bytes=OUTPUT_BYTES,
            progress_s=per_test,
            first_progress_s=startup,
        )
        result = self.sandbox.run(SandboxJob(entry=TESTS_ENTRY, payload=payload, limits=limits))
        judged = self._judge(
            result,
            tests,
            spec,
            hidden_from,
            _Options(
                time_limit_s=time_limit_s,
                memory_mb=memory_mb,
                stop_on_first_failure=stop_on_first_failure,
                stop_on_tle=stop_on_tle,
            ),
        )
        judged.wall_ms = round(1000 * (time.perf_counter() - started), 3)
        return judged

    def _judge(
        self,
        result: SandboxResult,
        tests: Sequence[TestCase],
        spec: CompareSpec,
        hidden_from: int | None,
        options: _Options,
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
            stream = self._read(result.messages, result.message_times, len(tests))
        except _ProtocolError as exc:
            log.error("judge: %s; every test is IE (sandbox status %s)", exc, result.status.value)
            return self._summary([blank(i, Verdict.IE, message=str(exc)) for i in range(len(tests))], **base)
        if result.protocol_error:
            message = f"result channel corrupted: {result.protocol_error}"
            return self._summary([blank(i, Verdict.IE, message=message) for i in range(len(tests))], **base)
        head = stream.head
        if stream.kind == "compile_error":
            error = ErrorInfo.model_validate(head)
            compiled = [blank(i, Verdict.CE, error=error) for i in range(len(tests))]
            return self._summary(compiled, compile_error=error, **base)
        if stream.kind == "load_error":
            error = ErrorInfo.model_validate(head.get("error"))
            if head.get("status") == "memory":  # the memory limit hit by module-level code
                why = f"over {options.memory_mb} MiB"
                failed = [blank(i, Verdict.MLE, error=error, message=why) for i in range(len(tests))]
            else:
                failed = [blank(i, Verdict.RE, error=error) for i in range(len(tests))]
            return self._summary(failed, **base)
        if stream.kind == "bad_payload":
            message = str(head.get("message"))
            return self._summary([blank(i, Verdict.IE, message=message) for i in range(len(tests))], **base)

        rows: list[TestResult] = []
        stop_at: int | None = None  # the test the run ended at: later tests are SKIPPED
        threshold = tle_threshold(options.time_limit_s)
        for i in range(len(tests)):
            reported = stream.tests.get(i)
            if reported is None:
                if i == len(stream.tests) and not stream.finished:
                    rows.append(self._died(blank(i, Verdict.IE), result, stream, options))
                    stop_at = i
                else:
                    rows.append(blank(i, Verdict.SKIPPED))
                continue
            row = self._one(blank(i, Verdict.AC), reported, tests[i], spec)
            took = stream.took[i]
            row = row.model_copy(update={"wall_ms": round(1000 * took, 3)})
            if row.verdict is not Verdict.TLE and took > threshold:
                # The child's own timer was disarmed or its exception swallowed: the supervisor's
                # clock decides, whatever the child reported.
                row = row.model_copy(
                    update={
                        "verdict": Verdict.TLE,
                        "received": None,
                        "error": None,
                        "message": f"took {took:.3f} s (measured outside the sandbox); the limit is "
                        f"{options.time_limit_s:g} s",
                    }
                )
            rows.append(row)
        overflowed = (
            result.stdout_truncated or result.stderr_truncated or result.status is RunStatus.OUTPUT_LIMIT
        )
        if overflowed:
            at = self._overflow_test(result, stream, len(tests), stop_at)
            if rows[at].verdict is not Verdict.OLE:
                rows[at] = rows[at].model_copy(
                    update={
                        "verdict": Verdict.OLE,
                        "received": None,
                        "message": f"the solution printed more than {OUTPUT_BYTES // 1024} KiB",
                    }
                )
            stop_at = at if stop_at is None else min(stop_at, at)
        if options.stop_on_tle:
            tle_at = next((k for k, r in enumerate(rows) if r.verdict is Verdict.TLE), None)
            if tle_at is not None:
                stop_at = tle_at if stop_at is None else min(stop_at, tle_at)
        if stop_at is not None:
            rows = rows[: stop_at + 1] + [self._skip(r) for r in rows[stop_at + 1 :]]
        if isinstance(spec, CheckerCompare):
            rows = self._check(rows, tests, spec)
        if options.stop_on_first_failure:
            failed_at = next((k for k, r in enumerate(rows) if r.verdict is not Verdict.AC), None)
            if failed_at is not None:
                rows = rows[: failed_at + 1] + [self._skip(r) for r in rows[failed_at + 1 :]]
        return self._summary(rows, **base)

    @staticmethod
    def _skip(row: TestResult) -> TestResult:
        if row.verdict is Verdict.SKIPPED:
            return row
        return row.model_copy(
            update={"verdict": Verdict.SKIPPED, "received": None, "error": None, "message": None}
        )

    @staticmethod
    def _died(row: TestResult, result: SandboxResult, stream: _Stream, options: _Options) -> TestResult:
        """The test that was running when the child stopped without finishing."""
        verdict, why = _died(result)
        if verdict is Verdict.MLE:
            why = f"over {options.memory_mb} MiB"
        elif verdict is Verdict.TLE:
            if stream.loaded_at is None:
                why = (
                    f"killed from outside: the code did not finish loading within "
                    f"{STARTUP_S + options.time_limit_s:g} s"
                )
            else:
                since = stream.times[-1] if stream.times else stream.loaded_at
                took = max(0.0, result.wall_s - since)
                why = (
                    f"killed from outside after {took:.2f} s on this test; the limit is "
                    f"{options.time_limit_s:g} s"
                )
        return row.model_copy(update={"verdict": verdict, "message": why})

    @staticmethod
    def _overflow_test(result: SandboxResult, stream: _Stream, n: int, died_at: int | None) -> int:
        """The test that was running when the output went past its cap.

        The first test whose result arrived after that moment (the cap is crossed before the kill
        lands, so the job may even finish: its output is truncated all the same). Without a time
        (a file-size signal), the test that died, else the last one reported.
        """
        at = result.output_limit_s
        if at is not None:
            for i in sorted(stream.tests):
                if stream.times[i] >= at:
                    return i
        if died_at is not None:
            return died_at
        return max(0, min(n - 1, len(stream.tests) - 1))

    @staticmethod
    def _read(messages: list[Any], times: list[float], n: int) -> _Stream:
        """Validate the message stream; raise _ProtocolError on anything a correct harness never sends."""
        stream = _Stream()
        if len(times) != len(messages):  # an old sandbox, or a bug: time every message as the end
            times = [times[-1] if times else 0.0] * len(messages)
        for position, message in enumerate(messages):
            if not isinstance(message, dict) or stream.finished:
                raise _ProtocolError(f"unexpected message #{position} on the result channel")
            k = message.get("kind")
            if k in ("compile_error", "load_error", "bad_payload"):
                if position != 0 or len(messages) != 1:
                    raise _ProtocolError(f"{k} out of place on the result channel")
                stream.kind, stream.head, stream.finished = k, message, True
                if k == "compile_error":
                    stream.head = message.get("error")
                return stream
            if k == "loaded":
                if position != 0:
                    raise _ProtocolError("'loaded' out of place on the result channel")
                stream.loaded_at = times[position]
            elif k == "test":
                i = message.get("i")
                if stream.loaded_at is None:
                    raise _ProtocolError("a test result before the code was loaded")
                if i != len(stream.tests) or not isinstance(i, int) or i >= n:
                    raise _ProtocolError(f"test index {i!r} out of order on the result channel")
                stream.tests[i] = message
                previous = stream.times[-1] if stream.times else stream.loaded_at
                stream.took.append(max(0.0, times[position] - previous))
                stream.times.append(times[position])
            elif k == "done":
                stream.finished = True
            else:
                raise _ProtocolError(f"unknown message kind {k!r} on the result channel")
        return stream

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
