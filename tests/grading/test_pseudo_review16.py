"""Two readings added while round 15 was tuned that could hide a learner's step or fix their bug, found
by the review of stop 31 (docs/pseudocode.md, "Conventions read since round 15 was opened"):

* a plan said aloud above the steps (`So we set total to zero first and then …`) became a comment,
  though it was the only place `total` got its start: the loop then failed on every input with no
  line listed. A plan that gives something its start is now left as written (listed when not read);
* `nonlocal` was written into any nested helper that read a name of the main method before setting
  it, also a `def` the learner nested in Python themselves, where the missing `nonlocal` is their
  bug (an `UnboundLocalError` on every input). Only helpers we nested share the main method's names.
"""

from __future__ import annotations

from tests.grading.support import normalised, sig

TOTAL = sig("total", "int", nums="List[int]")
COUNT = sig("countNodes", "int", root="Optional[TreeNode]")


def test_a_spoken_plan_that_gives_a_start_is_left_as_written() -> None:
    text = (
        "So we set total to zero first and then we go through each number of the list one by one\n\n"
        "for each x in nums\n    set total to total + x\nreturn total"
    )
    assert 1 in [u.line for u in normalised(text, TOTAL).unrecognised]


def test_a_spoken_plan_without_a_start_is_still_a_remark() -> None:
    text = (
        "ok so we go through each number of the list one by one and we add it to the total as we go\n\n"
        "set total to 0\nfor each x in nums\n    add x to total\nreturn total"
    )
    assert 1 not in [u.line for u in normalised(text, TOTAL).unrecognised]


def test_a_learners_own_nested_def_keeps_its_missing_nonlocal() -> None:
    text = (
        "def countNodes(root):\n    count = 0\n    def visit(node):\n        if node is None:\n"
        "            return\n        count = count + 1\n        visit(node.left)\n        visit(node.right)\n"
        "    visit(root)\n    return count"
    )
    result = normalised(text, COUNT)
    assert "nonlocal" not in result.python
    assert not any("set by a helper" in note for note in result.notes)


def test_a_c_helper_reading_another_functions_local_is_not_shared() -> None:
    text = (
        "int countNodes(struct TreeNode* root) {\n    int count = 0;\n    visit(root);\n"
        "    return count;\n}\n"
        "void visit(struct TreeNode* node) {\n    if (node == NULL) return;\n    count = count + 1;\n"
        "    visit(node->left);\n    visit(node->right);\n}\n"
    )
    assert "nonlocal" not in normalised(text, COUNT).python
