"""Priority queues of C++ and Java keep their order (docs/pseudocode.md, "C-like"); none is a plain list.

Read as a list, ``pq.push(x)`` / ``pq.top()`` append and read the last item: a correct k-th largest
answer would fail every test and the learner would be told so. C++'s ``priority_queue<int>`` gives
the largest first, with ``greater<int>`` the smallest; Java's ``PriorityQueue`` the smallest, with
``Collections.reverseOrder()`` or ``(a, b) -> b - a`` the largest. A comparator of the learner's own
is not guessed.
"""

from __future__ import annotations

from typing import Any

import pytest

import assay.grading._pseudocode._normalise as pseudocode
from assay.grading import normalise
from assay.grading._pseudocode._no_blame import static_doubts
from assay.questions import DirectoryStore

KTH = DirectoryStore().get("215").signature

CPP = """int findKthLargest(vector<int>& nums, int k) {{
    {declare}
    for (int x : nums) {{
        {body}
    }}
    {after}
    return {answer};
}}
"""
CASES = {
    "cpp-min": CPP.format(
        declare="priority_queue<int, vector<int>, greater<int>> pq;",
        body="pq.push(x); if (pq.size() > k) pq.pop();",
        after="",
        answer="pq.top()",
    ),
    "cpp-max": CPP.format(
        declare="priority_queue<int> pq;",
        body="pq.push(x);",
        after="for (int i = 0; i < k - 1; i++) pq.pop();",
        answer="pq.top()",
    ),
    "cpp-max-std": CPP.format(
        declare="std::priority_queue<int, std::vector<int>, std::less<int>> pq;",
        body="pq.push(x);",
        after="for (int i = 1; i < k; ++i) pq.pop();",
        answer="pq.top()",
    ),
}
JAVA = """public int findKthLargest(int[] nums, int k) {{
    PriorityQueue<Integer> pq = new PriorityQueue<>({order});
    for (int x : nums) {{
        pq.{add}(x);
        {trim}
    }}
    {after}
    return pq.peek();
}}
"""
for name, order in [
    ("natural", ""),
    ("lambda-up", "(a, b) -> a - b"),
    ("compare-up", "(a, b) -> Integer.compare(a, b)"),
]:
    CASES[f"java-min-{name}"] = JAVA.format(
        order=order, add="offer", trim="if (pq.size() > k) pq.poll();", after=""
    )
for name, order in [
    ("reverse", "Collections.reverseOrder()"),
    ("lambda-down", "(a, b) -> b - a"),
    ("compare-down", "(x, y) -> Integer.compare(y, x)"),
]:
    CASES[f"java-max-{name}"] = JAVA.format(
        order=order, add="add", trim="", after="for (int i = 0; i < k - 1; i++) pq.poll();"
    )


def _run(python: str, *args: Any) -> Any:
    namespace: dict[str, Any] = {}
    exec(compile(python, "<normalised>", "exec"), namespace)
    return namespace["Solution"]().find_kth_largest(*args)


@pytest.mark.parametrize("front", ["whole", "line-rules"])
@pytest.mark.parametrize("case", sorted(CASES))
def test_a_priority_queue_keeps_its_order(case: str, front: str, monkeypatch: pytest.MonkeyPatch) -> None:
    if front == "line-rules":  # the line rules alone, as for code the C-family parser does not accept
        monkeypatch.setattr(pseudocode, "translate_cfamily", lambda text, signature: None)
    result = normalise(CASES[case], KTH)
    if front == "whole" and (result.unrecognised or not result.ok):
        return  # not understood is honest: the model or a 422, never a wrong grade
    assert result.ok and not result.unrecognised, result.python
    assert _run(result.python, [3, 2, 1, 5, 6, 4], 2) == 5, result.python
    assert _run(result.python, [3, 2, 3, 1, 2, 4, 5, 5, 6], 4) == 4, result.python
    assert _run(result.python, [-1, -7, -3], 1) == -1, result.python


@pytest.mark.parametrize(
    "declare",
    [
        "priority_queue<int, vector<int>, decltype(cmp)> pq(cmp);",
        "priority_queue<int, vector<int>, Cmp> pq;",
    ],
)
def test_a_cpp_queue_ordered_by_the_learners_comparator_is_not_guessed(
    declare: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(pseudocode, "translate_cfamily", lambda text, signature: None)
    text = CPP.format(declare=declare, body="pq.push(x);", after="", answer="pq.top()")
    result = normalise(text, KTH)
    assert result.unrecognised or static_doubts(text, result, KTH), result.python


def test_a_java_queue_ordered_by_the_learners_comparator_is_not_guessed(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(pseudocode, "translate_cfamily", lambda text, signature: None)
    text = JAVA.format(order="(a, b) -> count.get(a) - count.get(b)", add="add", trim="", after="")
    result = normalise(text, KTH)
    assert result.unrecognised or static_doubts(text, result, KTH), result.python
