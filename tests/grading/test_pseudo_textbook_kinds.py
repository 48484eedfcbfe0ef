"""Textbook (CLRS) kinds of docs/pseudocode.md, each in several spellings, normalised then EXECUTED.

Written from the textbooks' conventions (CLRS 2nd and 3rd editions, course notes), not from one
corpus answer: ``do`` / ``then`` opening a loop's or a condition's first line, the old field notation
``next[x]`` / ``head[L]`` / ``root[T]``, ``↔`` swaps, ``↦`` map literals, priority queues on heaps,
a grid's ``rows(G)`` / ``columns(G)``, typeset ranges ``A[1 . . n]``, subscripts ``x_i``.
"""

from __future__ import annotations

import textwrap
from functools import partial

import pytest

from assay.grading import normalise
from tests.grading.support import ListNode, TreeNode, linked, run_normalised, sig, values

run = partial(run_normalised, classes=(ListNode, TreeNode))


SUM = sig("total", "int", nums="List[int]")
REVERSE = sig("reverse_list", "Optional[ListNode]", head="Optional[ListNode]")
DEPTH = sig("max_depth", "int", root="Optional[TreeNode]")
VALID = sig("is_valid", "bool", s="str")
ROTATE = sig("rotate", "None", nums="List[int]", k="int")
KTH = sig("find_kth_largest", "int", nums="List[int]", k="int")
ISLANDS = sig("num_islands", "int", grid="List[List[str]]")
LCS = sig("longest_common_subsequence", "int", text1="str", text2="str")


@pytest.mark.parametrize(
    "loop",
    [
        "while i ≤ n\n    do s ← s + A[i]\n       i ← i + 1",
        "while i ≤ n\n    do s ← s + A[i]\n    i ← i + 1",
        "while i <= n\n  do\n    s ← s + A[i]\n    i ← i + 1",
        "while i ≤ n do\n    s ← s + A[i]\n    i ← i + 1\nend while",
    ],
)
def test_do_opens_a_loops_first_line(loop: str) -> None:
    text = (
        "SUM(A)\n    n ← length[A]\n    s ← 0\n    i ← 1\n"
        + textwrap.indent(loop, "    ")
        + "\n    return s\n"
    )
    assert run(text, SUM, [4, 5, 6]) == 15


@pytest.mark.parametrize(
    "first",
    ["x ← head[L]", "x ← L.head", "x ← L"],
)
def test_old_field_notation_on_a_list(first: str) -> None:
    text = f"""
    REVERSE(L)
        prev ← NIL
        {first}
        while x ≠ NIL
            do nxt ← next[x]
               next[x] ← prev
               prev ← x
               x ← nxt
        return prev
    """
    assert values(run(text, REVERSE, linked(1, 2, 3))) == [3, 2, 1]


@pytest.mark.parametrize("root", ["root[T]", "T.root", "T"])
def test_old_field_notation_on_a_tree(root: str) -> None:
    text = f"""
    DEPTH(T)
        if {root} = NIL
            then return 0
        S ← ∅
        PUSH(S, ({root}, 1))
        h ← 0
        while S ≠ ∅
            do (x, d) ← POP(S)
               h ← max(h, d)
               if left[x] ≠ NIL then PUSH(S, (left[x], d + 1))
               if right[x] ≠ NIL then PUSH(S, (right[x], d + 1))
        return h
    """
    tree = TreeNode(1, TreeNode(2, TreeNode(4)), TreeNode(3))
    assert run(text, DEPTH, tree) == 3
    assert run(text, DEPTH, None) == 0


@pytest.mark.parametrize(
    "step",
    ["exchange A[i] ↔ A[j]", "A[i] ↔ A[j]", "swap A[i] ↔ A[j]", "exchange A[i] with A[j]", "A[i] ⇄ A[j]"],
)
def test_swaps_with_a_double_arrow(step: str) -> None:
    text = f"""
    procedure ROTATE(A, k)
        n ← length[A]
        k ← k mod n
        REVERSE(A, 1, n)
        REVERSE(A, 1, k)
        REVERSE(A, k + 1, n)

    procedure REVERSE(A, i, j)
        while i < j do
            {step}
            i ← i + 1
            j ← j − 1
    """
    nums = [1, 2, 3, 4, 5]
    run(text, ROTATE, nums, 2)
    assert nums == [4, 5, 1, 2, 3]


@pytest.mark.parametrize(
    "literal",
    [
        "{ ')' ↦ '(', ']' ↦ '[', '}' ↦ '{' }",
        "{')' → '(', ']' → '[', '}' → '{'}",
        "{')' -> '(', ']' -> '[', '}' -> '{'}",
        '{")" => "(", "]" => "[", "}" => "{"}',
        "{')': '(', ']': '[', '}': '{'}",
    ],
)
def test_map_literals_with_arrows(literal: str) -> None:
    text = f"""
    BALANCED(s)
      S ← empty stack
      match ← {literal}
      for each c in s do
          if c ∈ match then
              if STACK-EMPTY(S) or POP(S) ≠ match[c] then return FALSE
          else
              PUSH(S, c)
      return STACK-EMPTY(S)
    """
    assert run(text, VALID, "([]{})") is True
    assert run(text, VALID, "(]") is False


@pytest.mark.parametrize(
    "code",
    ["{x => x + 1}", "{ 'a': x => x + 1, 'b': y => y }", "{ k: v }", "{}", "{ a, b }"],
)
def test_braces_that_are_not_a_map_of_arrows_are_left_alone(code: str) -> None:
    from assay.grading._pseudocode._base import Ctx
    from assay.grading._pseudocode._phrases import map_literals

    assert map_literals(code, Ctx()) == code


@pytest.mark.parametrize(
    ("make", "insert", "size", "extract", "top"),
    [
        (
            "empty min-priority queue",
            "MIN-HEAP-INSERT(H, A[i])",
            "heap-size[H]",
            "HEAP-EXTRACT-MIN(H)",
            "HEAP-MINIMUM(H)",
        ),
        ("a new min-heap", "HEAP-INSERT(H, A[i])", "H.heap-size", "EXTRACT-MIN(H)", "HEAP-MINIMUM(H)"),
        (
            "new minimum priority queue",
            "MIN-HEAP-INSERT(H, A[i])",
            "|H|",
            "HEAP-EXTRACT-MIN(H)",
            "HEAP-MINIMUM(H)",
        ),
    ],
)
def test_min_priority_queues_are_heaps(make: str, insert: str, size: str, extract: str, top: str) -> None:
    text = f"""
    KTH-LARGEST(A, k)
      H ← {make}
      for i ← 1 to A.length do
          {insert}
          if {size} > k then
              {extract}
          end if
      end for
      return {top}
    """
    assert run(text, KTH, [3, 2, 1, 5, 6, 4], 2) == 5
    assert run(text, KTH, [3, 2, 3, 1, 2, 4, 5, 5, 6], 4) == 4


def test_a_max_priority_queue_gives_back_the_keys_it_was_given() -> None:
    text = """
    KTH-LARGEST(A, k)
      H ← empty max-priority queue
      for i ← 1 to A.length do
          MAX-HEAP-INSERT(H, A[i])
      for j ← 1 to k − 1 do
          HEAP-EXTRACT-MAX(H)
      return HEAP-MAXIMUM(H)
    """
    assert run(text, KTH, [3, 2, 1, 5, 6, 4], 2) == 5
    assert run(text, KTH, [-1, -7, -3], 1) == -1


@pytest.mark.parametrize(
    ("rows", "cols"),
    [("rows(G)", "columns(G)"), ("G.rows", "G.columns"), ("rows[G]", "cols[G]"), ("G.rows", "G.cols")],
)
def test_a_grids_rows_and_columns(rows: str, cols: str) -> None:
    text = f"""
    COUNT-ONES(G)
      m ← {rows};  n ← {cols}
      count ← 0
      for i ← 1 to m do
        for j ← 1 to n do
          if G[i][j] = "1" then count ← count + 1
      return count
    """
    assert run(text, ISLANDS, [["1", "0", "1"], ["0", "1", "1"]]) == 4


@pytest.mark.parametrize("dots", ["0 . . m, 0 . . n", "0..m, 0..n", "0 .. m, 0 .. n"])
def test_typeset_ranges_and_subscripts(dots: str) -> None:
    text = f"""
    LCS-LENGTH(X, Y)
     1  m ← X.length
     2  n ← Y.length
     3  let c[{dots}] be a new table
     4  for i ← 1 to m
     5      for j ← 1 to n
     6          if x_i = y_j
     7              c[i, j] ← c[i − 1, j − 1] + 1
     8          else c[i, j] ← max(c[i − 1, j], c[i, j − 1])
     9  return c[m, n]
    """
    assert run(text, LCS, "abcde", "ace") == 3
    assert run(text, LCS, "abc", "def") == 0


def test_a_variable_the_learner_named_with_an_underscore_keeps_its_meaning() -> None:
    text = """
    LONGEST(X, Y)
      x_i ← 0
      for i ← 1 to X.length
          if X[i] = Y[1] then x_i ← x_i + 1
      return x_i
    """
    assert run(text, LCS, "abca", "a") == 2


@pytest.mark.parametrize(
    ("make", "kind"),
    [
        ("H ← new min-heap", "min"),
        ("let H be a new min-priority queue", "min"),
        ("H := empty minimum priority queue", "min"),
        ("H ← new max-heap", "max"),
        ("let H be a new max-priority queue", "max"),
    ],
)
def test_the_generic_chapter_6_names_on_a_queue_the_answer_made(make: str, kind: str) -> None:
    if kind == "min":
        body = "for each x ∈ A\n        INSERT(H, x)\n        if |H| > k then EXTRACT-MIN(H)\n"
        body += "    return MINIMUM(H)"
    else:
        body = "for each x ∈ A\n        INSERT(H, x)\n    for i ← 1 to k − 1\n        EXTRACT-MAX(H)\n"
        body += "    return MAXIMUM(H)"
    text = f"KTH(A, k)\n    {make}\n    {body}\n"
    assert run(text, KTH, [3, 2, 1, 5, 6, 4], 2) == 5
    assert run(text, KTH, [3, 2, 3, 1, 2, 4, 5, 5, 6], 4) == 4


def test_insert_on_a_queue_that_is_not_a_priority_queue_is_not_guessed() -> None:
    text = "KTH(A, k)\n    H ← empty list\n    for each x ∈ A\n        INSERT(H, x)\n    return MINIMUM(H)\n"
    result = normalise(text, KTH)
    assert "heappush" not in result.python
    assert result.unrecognised  # a name nobody defined: the model or the learner, never a guess


def test_build_min_heap_is_heapify() -> None:
    text = "KTH(A, k)\n    BUILD-MIN-HEAP(A)\n    while |A| > k do\n        HEAP-EXTRACT-MIN(A)\n"
    text += "    return HEAP-MINIMUM(A)\n"
    assert run(text, KTH, [3, 2, 1, 5, 6, 4], 2) == 5


LCS = sig("longest_common_subsequence", "int", text1="str", text2="str")
COUNT = sig("count", "int", n="int")


@pytest.mark.parametrize(
    "else_body",
    [
        # the continued line under the statement, as CLRS typesets it
        "        else c[i, j] = c[i, j - 1]\n             b[i, j] = 3",
        # or one step in from the `else`
        "        else c[i, j] = c[i, j - 1]\n            b[i, j] = 3",
    ],
)
def test_a_line_under_an_inline_else_stays_in_the_else(else_body: str) -> None:
    # the LCS table with its direction table; `b[i, j] = 3` belongs to the else alone, so a
    # normaliser that moves it out overwrites every arrow: the count of 3s then counts every cell
    text = (
        "LCS(X, Y)\n"
        "m = X.length\n"
        "n = Y.length\n"
        "let b[1..m, 1..n] and c[0..m, 0..n] be new tables\n"
        "for i = 1 to m\n"
        "    for j = 1 to n\n"
        "        if X[i] == Y[j]\n"
        "            c[i, j] = c[i - 1, j - 1] + 1\n"
        "            b[i, j] = 1\n"
        "        elseif c[i - 1, j] >= c[i, j - 1]\n"
        "            c[i, j] = c[i - 1, j]\n"
        "            b[i, j] = 2\n"
        f"{else_body}\n"
        "lefts = 0\n"
        "for i = 1 to m\n"
        "    for j = 1 to n\n"
        "        if b[i, j] == 3 then lefts = lefts + 1\n"
        "return c[m, n] * 100 + lefts\n"
    )
    for x, y in [("ab", "ba"), ("a", "ab"), ("abcde", "ace"), ("abc", "xyz"), ("", "a")]:
        assert run(text, LCS, x, y) == _lcs_and_lefts(x, y), (x, y)


def _lcs_and_lefts(x: str, y: str) -> int:
    m, n = len(x), len(y)
    c = [[0] * (n + 1) for _ in range(m + 1)]
    lefts = 0
    for i in range(1, m + 1):
        for j in range(1, n + 1):
            if x[i - 1] == y[j - 1]:
                c[i][j] = c[i - 1][j - 1] + 1
            elif c[i - 1][j] >= c[i][j - 1]:
                c[i][j] = c[i - 1][j]
            else:
                c[i][j] = c[i][j - 1]
                lefts += 1
    return c[m][n] * 100 + lefts


@pytest.mark.parametrize(
    "header",
    ["if i mod 2 = 0 then t \u2190 t + 10", "if i mod 2 = 0: t \u2190 t + 10"],
)
def test_a_line_indented_under_an_inline_then_is_in_its_body(header: str) -> None:
    text = f"""
    t \u2190 0
    for i \u2190 1 to n
        {header}
            t \u2190 t + 100
        t \u2190 t + 1
    return t
    """
    # i = 1..3: i = 2 alone adds 110; every i adds 1
    assert run(text, COUNT, 3) == 113


def test_a_line_at_the_inline_headers_indent_is_after_it() -> None:
    text = """
    t \u2190 0
    for i \u2190 1 to n
        if i mod 2 = 0 then t \u2190 t + 10
        else t \u2190 t + 100
        t \u2190 t + 1
    return t
    """
    assert run(text, COUNT, 3) == 10 + 200 + 3
