"""A Pascal function's result (docs/pseudocode.md, "Pascal and Delphi"), normalised and EXECUTED.

``Result := x`` and ``FunctionName := x`` set the result variable (a later assignment overrides an
earlier one) and the function returns it at its end or at ``Exit;``; ``Exit(x)`` returns ``x`` at
once. Before, ``exit(a)`` ran as Python's interpreter exit and a result set inside a branch was never
returned. The programs are this file's own; a buggy one keeps its bug, and a bare name of a function
with no arguments (a recursive call in Delphi, the result in Free Pascal) is refused.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from assay.sandbox import Sandbox
from tests.api.support import make_service
from tests.grading.support import normalised, run_normalised
from tests.grading.support import signature as sig

PICK = sig("pick", "int", a="int", b="int")
FIB = sig("fib", "int", n="int")
PROFIT = sig("max_profit", "int", prices="List[int]")
COUNT = sig("count", "int")


@pytest.mark.parametrize("leave", ["exit(a);", "Exit(a);", "EXIT( a );", "exit(a)"])
def test_exit_with_a_value_returns_it(leave: str) -> None:
    text = f"""
        function Pick(a, b: Integer): Integer;
        begin
          if a > b then
            {leave}
          Pick := b;
        end;
    """
    assert run_normalised(text, PICK, 7, 3) == 7
    assert run_normalised(text, PICK, 3, 7) == 7


@pytest.mark.parametrize("result", ["Result", "result", "RESULT", "Pick", "pick"])
def test_a_later_assignment_to_the_result_overrides_an_earlier_one(result: str) -> None:
    text = f"""
        function Pick(a, b: Integer): Integer;
        begin
          {result} := a;
          if b > a then
            {result} := b;
        end;
    """
    assert run_normalised(text, PICK, 2, 9) == 9
    assert run_normalised(text, PICK, 9, 2) == 9


def test_the_result_is_one_variable_in_any_letter_case() -> None:
    text = """
        function Pick(a, b: Integer): Integer;
        begin
          result := a;
          if b > RESULT then Result := b;
        end;
    """
    assert run_normalised(text, PICK, 2, 9) == 9
    assert run_normalised(text, PICK, 9, 2) == 9


def test_exit_alone_returns_the_result_set_so_far_and_recursion_keeps_its_calls() -> None:
    text = """
        function Fib(n: Integer): Integer;
        begin
          if n < 2 then
          begin
            Fib := n;
            Exit;
          end;
          Fib := Fib(n - 1) + Fib(n - 2);
        end;
    """
    assert [run_normalised(text, FIB, n) for n in range(8)] == [0, 1, 1, 2, 3, 5, 8, 13]


def test_a_method_of_a_class_reads_its_bare_name_as_the_result() -> None:
    text = """
        function TSolution.MaxProfit(prices: array of Integer): Integer;
        var
          i, lo: Integer;
        begin
          MaxProfit := 0;
          if Length(prices) = 0 then exit;
          lo := prices[0];
          for i := 1 to High(prices) do
          begin
            if prices[i] - lo > MaxProfit then MaxProfit := prices[i] - lo;
            if prices[i] < lo then lo := prices[i];
          end;
        end;
    """
    assert run_normalised(text, PROFIT, [7, 1, 5, 3, 6, 4]) == 5
    assert run_normalised(text, PROFIT, [7, 6, 4, 3, 1]) == 0
    assert run_normalised(text, PROFIT, []) == 0


def test_a_buggy_result_keeps_its_bug() -> None:
    # the learner overwrites the result with b on every call: a later assignment wins
    text = """
        function Pick(a, b: Integer): Integer;
        begin
          if a > b then
            Result := a;
          Result := b;
        end;
    """
    assert run_normalised(text, PICK, 7, 3) == 3  # the larger is 7


def test_a_bare_name_of_a_function_with_no_arguments_is_refused() -> None:
    # `Count > 0`: a recursive call (Delphi) or the result so far (Free Pascal)?
    text = """
        function Count: Integer;
        begin
          Count := 1;
          if Count > 0 then Count := 2;
        end;
    """
    assert [u.text.strip() for u in normalised(text, COUNT).unrecognised] == ["if Count > 0 then Count := 2;"]


KADANE = """
function MaxSubArray(nums: array of Integer): Integer;
var
  i, cur: Integer;
begin
  cur := nums[0];
  Result := nums[0];
  for i := 1 to High(nums) do
  begin
    if cur < 0 then cur := nums[i] else cur := cur + nums[i];
    if cur > Result then Result := cur;
  end;
end;
"""


def test_a_pascal_result_passes_and_a_bug_fails_through_the_service(tmp_path: Path) -> None:
    with Sandbox() as sandbox:
        service = make_service(tmp_path, sandbox)
        good = asyncio.run(service.evaluate("53", KADANE))
        bad = asyncio.run(service.evaluate("53", KADANE.replace("cur < 0", "cur < nums[i]")))
    assert good.solution_kind == "pseudocode" and good.test_results.failed == 0, good.executed_solution
    assert bad.solution_kind == "pseudocode" and bad.test_results.failed > 0
