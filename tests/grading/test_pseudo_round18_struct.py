"""Round-18 conventions of the structured styles (docs/pseudocode.md, "Conventions read since round
18 was opened: textbook, Python-like, C-family"), several phrasings each, EXECUTED.

Each convention is written in phrasings of our own (never a corpus answer's words), with a buggy
program that must still fail and a look-alike that stays refused (listed as not understood) or keeps
its other reading.
"""

from __future__ import annotations

import pytest

from tests.grading.support import TreeNode, normalised, run_normalised, sig, unread_lines

FIRST = sig("first_repeat", "int", nums="List[int]")
FIND = sig("find", "int", nums="List[int]", target="int")
LONGEST = sig("longest_run", "int", nums="List[int]")
LEVELS = sig("count_levels", "int", root="Optional[TreeNode]")
PAIR = sig("best_pair", "int", nums="List[int]")


def tree() -> TreeNode:
    return TreeNode(1, TreeNode(2, TreeNode(4)), TreeNode(3))


# --- `~= nil`: Lua's not-equal against Lua's nothing marks Lua ----------------------------------------


@pytest.mark.parametrize(
    "test",
    ["if where[x] ~= nil then", "if nil ~= where[x] then", "if where[x] ~= nil and where[x] >= 0 then"],
)
def test_not_nil_reads_as_lua(test: str) -> None:
    # the position of the first value seen twice; a missing entry of the table is nil
    text = f"""
        def first_repeat(nums):
            where = {{}}
            for i in range(len(nums)):
                x = nums[i]
                {test}
                    return where[x]
                end
                where[x] = i
            return -1
    """
    assert run_normalised(text, FIRST, [5, 7, 5, 7]) == 0
    assert run_normalised(text, FIRST, [1, 2, 3]) == -1


def test_not_nil_keeps_the_bug() -> None:
    text = """
        def first_repeat(nums):
            where = {}
            for i in range(len(nums)):
                x = nums[i]
                if where[x] ~= nil then
                    return i
                end
                where[x] = i
            return -1
    """
    assert run_normalised(text, FIRST, [5, 7, 5, 7]) == 2


def test_not_equal_in_tildes_without_nil_is_not_lua() -> None:
    # no sign of Lua (no table reads as `nil`); since round 19 `~=` is still `!=` in any answer
    # (docs/pseudocode.md, "Conventions read since round 19 was opened: mixed")
    text = """
        def first_repeat(nums):
            for i in range(1, len(nums)):
                if nums[i] ~= nums[i - 1]:
                    return i
            return -1
    """
    assert unread_lines(text, FIRST) == set()
    assert run_normalised(text, FIRST, [4, 4, 6]) == 2


# --- Lua's `#s` and `~=` inside C-family code --------------------------------------------------------


@pytest.mark.parametrize(
    ("size", "differ"),
    [("#nums", "~="), ("nums.length", "~="), ("#nums", "!=")],
)
def test_lua_operators_in_javascript(size: str, differ: str) -> None:
    # the longest run of equal neighbours, with a closure that changes the outer best
    text = f"""
        function longestRun(nums) {{
          let best = 0, run = 0;
          function bump(k) {{
            if (k == 0 || nums[k] {differ} nums[k - 1]) {{ run = 1; }} else {{ run++; }}
            if (run > best) best = run;
          }}
          for (let k = 0; k < {size}; k++) {{
            bump(k);
          }}
          return best;
        }}
    """
    result = normalised(text, LONGEST)
    assert "c-family-parser" in result.rules_applied
    assert run_normalised(text, LONGEST, [3, 3, 1, 1, 1, 2]) == 3
    assert run_normalised(text, LONGEST, [1, 1, 2]) == 2


def test_lua_length_in_javascript_keeps_the_bug() -> None:
    text = """
        function longestRun(nums) {
          let best = 0, run = 0;
          for (let k = 1; k < #nums; k++) {
            if (nums[k] ~= nums[k - 1]) { run = 1; } else { run++; }
            if (run > best) best = run;
          }
          return best;
        }
    """
    # the first item is never counted: two equal items at the start make a run of 1
    assert run_normalised(text, LONGEST, [1, 1, 2]) == 1


def test_a_hash_in_a_string_or_spaced_is_not_a_length() -> None:
    text = """
        function longestRun(nums) {
          let tag = "#nums";
          return tag.length;
        }
    """
    assert run_normalised(text, LONGEST, [1, 2]) == 5


# --- `Q.isEmpty` as a property, and a queue the answer never makes -----------------------------------


@pytest.mark.parametrize(
    "loop",
    ["while (!Q.isEmpty) {", "while (not Q.isEmpty) {", "while (Q.isEmpty() == false) {"],
)
def test_a_queue_never_made(loop: str) -> None:
    text = f"""
        Algorithm countLevels(root) {{
            if (root == NULL) return 0;
            levels = 0;
            Q.enqueue(root);
            {loop}
                width = Q.size();
                for i = 1 to width {{
                    v = Q.dequeue();
                    if (v->left != NULL) Q.enqueue(v->left);
                    if (v->right != NULL) Q.enqueue(v->right);
                }}
                levels++;
            }}
            return levels;
        }}
    """
    assert run_normalised(text, LEVELS, tree(), classes=(TreeNode,)) == 3
    assert run_normalised(text, LEVELS, None, classes=(TreeNode,)) == 0


def test_a_queue_never_made_keeps_the_bug() -> None:
    text = """
        Algorithm countLevels(root) {
            if (root == NULL) return 0;
            levels = 0;
            Q.enqueue(root);
            while (!Q.isEmpty) {
                v = Q.dequeue();
                if (v->left != NULL) Q.enqueue(v->left);
                if (v->right != NULL) Q.enqueue(v->right);
                levels++;
            }
            return levels;
        }
    """
    assert run_normalised(text, LEVELS, tree(), classes=(TreeNode,)) == 4


def test_a_queue_first_put_on_under_a_condition_stays_unmade() -> None:
    text = """
        Algorithm countLevels(root) {
            levels = 0;
            if (root != NULL) Q.enqueue(root);
            while (!Q.isEmpty) {
                v = Q.dequeue();
                levels++;
            }
            return levels;
        }
    """
    assert "unmade-queues" not in normalised(text, LEVELS).rules_applied


def test_a_name_read_before_anything_is_put_on_it_stays_unmade() -> None:
    text = """
        Algorithm countLevels(root) {
            levels = Q[0];
            Q.enqueue(root);
            return levels;
        }
    """
    assert "unmade-queues" not in normalised(text, LEVELS).rules_applied


# --- `less or equal` without `than`; square brackets for round ones ---------------------------------


def _search(test: str, middle: str, header: str, last: str = "len[a] - 1") -> str:
    return f"""
        {header}
          lo = 0
          hi = {last}
          while {test}
            mid = {middle}
            if a[mid] == x then
              return mid
            elseif a[mid] < x then
              lo = mid + 1
            else
              hi = mid - 1
            endif
          endwhile
          return -1
        endfunction
    """


@pytest.mark.parametrize(
    ("test", "middle", "header"),
    [
        ("lo less or equal hi", "[lo plus hi] div 2", "function find[a, x]"),
        ("lo is smaller or equal to hi", "[lo + hi] // 2", "function find(a, x)"),
        ("hi greater or equal lo", "[lo + hi] div 2", "procedure find[a, x]"),
    ],
)
def test_a_search_typed_without_shifted_keys(test: str, middle: str, header: str) -> None:
    text = _search(test, middle, header)
    assert run_normalised(text, FIND, [1, 3, 5, 7, 9], 7) == 3
    assert run_normalised(text, FIND, [1, 3, 5, 7, 9], 4) == -1


def test_a_search_typed_without_shifted_keys_keeps_the_bug() -> None:
    # the learner's `len[a] - 2` never looks at the last item
    text = _search("lo less or equal hi", "[lo plus hi] div 2", "function find[a, x]", "len[a] - 2")
    assert run_normalised(text, FIND, [1, 3, 5, 7, 9], 7) == 3
    assert run_normalised(text, FIND, [1, 3, 5, 7, 9], 9) == -1


def test_an_amount_less_or_equal_stays_unread() -> None:
    text = """
        function find(a, x)
          if two less or equal x then
            return 1
          endif
          return 0
        endfunction
    """
    assert 2 in unread_lines(text, FIND)


@pytest.mark.parametrize(
    "step",
    [
        "best = max[best, a[i] + a[i - 1]]",
        "best = max[best, abs[a[i] + a[i - 1]]]",
    ],
)
def test_a_function_called_with_square_brackets(step: str) -> None:
    text = f"""
        def best_pair[a]
            best = a[0] + a[1]
            for i in range[1, len[a]]
                {step}
            return best
    """
    assert run_normalised(text, PAIR, [1, 5, 2, 8]) == 10


def test_the_answers_own_list_named_max_is_indexed() -> None:
    text = """
        def best_pair(a):
            max = [0, 0]
            max[1] = a[0] + a[1]
            return max[1]
    """
    assert run_normalised(text, PAIR, [1, 5, 2, 8]) == 6


def test_a_list_repeated_or_indexed_keeps_its_brackets() -> None:
    text = """
        def best_pair(a):
            k = len(a)
            twice = [k - 1] * 2
            return a[k - 1] // 2 + twice[1]
    """
    assert run_normalised(text, PAIR, [1, 5, 2, 8]) == 7


# --- `endwhile`, `endfunction`: pseudocode's closers admit the answer to counting from 1 ------------


def test_closers_admit_a_search_counting_from_one() -> None:
    text = """
        function find(a, x)
          n = len(a)
          lo = 1
          hi = n
          while lo <= hi do
            mid = (lo + hi) div 2
            if a[mid] == x then
              return mid - 1
            elseif a[mid] < x then
              lo = mid + 1
            else
              hi = mid - 1
            endif
          endwhile
          return -1
        endfunction
    """
    assert run_normalised(text, FIND, [1, 3, 5, 7, 9], 9) == 4
    assert run_normalised(text, FIND, [1, 3, 5, 7, 9], 1) == 0


def test_closers_keep_an_answer_counting_from_zero() -> None:
    text = """
        function find(a, x)
          lo = 0
          hi = len(a) - 1
          while lo <= hi do
            mid = (lo + hi) div 2
            if a[mid] == x then
              return mid
            elseif a[mid] < x then
              lo = mid + 1
            else
              hi = mid - 1
            endif
          endwhile
          return -1
        endfunction
    """
    assert run_normalised(text, FIND, [1, 3, 5, 7, 9], 9) == 4


def test_closers_keep_the_one_based_bug() -> None:
    # counts from 1 but returns the position as counted (the question asks from 0)
    text = """
        function find(a, x)
          n = len(a)
          lo = 1
          hi = n
          while lo <= hi do
            mid = (lo + hi) div 2
            if a[mid] == x then
              return mid
            elseif a[mid] < x then
              lo = mid + 1
            else
              hi = mid - 1
            endif
          endwhile
          return -1
        endfunction
    """
    assert run_normalised(text, FIND, [1, 3, 5, 7, 9], 9) == 5
