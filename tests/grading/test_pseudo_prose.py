"""English prose kinds of docs/pseudocode.md ("English sentences"), normalised and then EXECUTED.

Every wording here is written for this file and appears nowhere in the labelled corpus
(tests/corpora/pseudocode/): the rules read kinds of sentences, so a new wording of a known kind
must run too. Faithfulness is checked the same way: a learner's off-by-one stays one.
"""

from __future__ import annotations

import textwrap
from typing import Any

import pytest

from assay.grading import normalise
from assay.judge import Signature
from tests.grading.support import run_normalised
from tests.grading.support import signature as sig

WINDOW = sig("best_window", "int", prices="List[int]", width="int")
SCORES = sig("tally", "int", scores="List[int]")
GRID = sig("count_hash", "int", board="List[List[str]]")
PAIRS = sig("widest", "int", spans="List[List[int]]")
WORD = sig("shout", "str", word="str")


def test_the_first_k_items_of_the_collection_the_sentence_implies() -> None:
    text = """
        work out the total of the first width prices and name it acc
        let top be acc
        for every index j from width to the end of prices
            shift the acc along: add prices[j] then subtract prices[j - width]
            if acc is higher than top, top becomes acc
        return top
    """
    assert run_normalised(text, WINDOW, [1, 5, 2, 8, 1], 2) == 10
    assert run_normalised(text, WINDOW, [4, 4], 1) == 4


def test_the_last_items_and_the_last_index_without_a_collection() -> None:
    text = """
        let tail be the last 2 scores
        let where be the final index
        return the sum of tail + where
    """
    assert run_normalised(text, SCORES, [1, 2, 3, 10]) == 13 + 3


def test_loops_over_every_item_but_the_first_or_the_last() -> None:
    first = """
        let best be the first score in scores
        for every value v except for the first one
            if v is bigger than best then best becomes v
        return best
    """
    assert run_normalised(first, SCORES, [9, 1, 4]) == 9
    last = """
        set count to 0
        for each s in scores but the last
            increase count by s
        return count
    """
    assert run_normalised(last, SCORES, [1, 2, 100]) == 3


def test_loops_over_indices_and_items_of_the_only_collection() -> None:
    text = """
        set total to 0
        for every position p with its score s
            total gets total + p * s
        return total
    """
    assert run_normalised(text, SCORES, [5, 6, 7]) == 0 * 5 + 1 * 6 + 2 * 7
    plain = """
        set odd to 0
        for each index q
            if q mod 2 = 1 then add scores[q] to odd
        return odd
    """
    assert run_normalised(plain, SCORES, [1, 2, 3, 4]) == 6


def test_every_row_and_column_of_a_grid() -> None:
    text = """
        let found be 0
        for each row y and each column x in board
            if board[y][x] = "#" then increase found by 1
        return found
    """
    assert run_normalised(text, GRID, [["#", "."], ["#", "#"]]) == 3


def test_unpacked_items_of_the_only_collection_and_sort_by_where_they_start() -> None:
    text = """
        sort the spans by their start
        let widest be 0
        for every span (lo, hi)
            if hi - lo is greater than widest then widest becomes hi - lo
        return widest
    """
    assert run_normalised(text, PAIRS, [[5, 9], [1, 2], [3, 10]]) == 7


def test_stack_states_in_words_and_comparatives() -> None:
    text = """
        create an empty stack of indices called pending
        let result be 0
        for each index i
            while pending still has items and scores[i] is taller than scores[pending[-1]]
                pop pending
                increase result by 1
            push i onto pending
        return result
    """
    assert run_normalised(text, SCORES, [3, 1, 2, 5]) == 3


def test_a_list_as_long_as_another() -> None:
    text = """
        build a list of ones named marks, the same length as scores
        return the sum of marks
    """
    assert run_normalised(text, SCORES, [7, 7, 7, 7]) == 4


def test_skip_and_stop_with_a_condition_and_an_afterthought() -> None:
    text = """
        let kept be 0
        for each index i
            skip it when scores[i] = scores[i - 1] (and i > 0)
            stop if scores[i] < 0
            add 1 to kept
        return kept
    """
    assert run_normalised(text, SCORES, [1, 1, 2, 2, 3, -1, 4]) == 3


def test_move_to_the_right_is_a_step_not_an_assignment() -> None:
    text = """
        set lo to 0 and hi to the last index
        while lo is less than hi
            if scores[lo] + scores[hi] > 10 then move hi one place towards the left
            otherwise move lo to the right
        return lo
    """
    assert run_normalised(text, SCORES, [1, 2, 9, 9]) == 1
    assert run_normalised(text, SCORES, [1, 2, 3, 4]) == 3


def test_a_sentence_that_names_the_answer_then_returns_it() -> None:
    text = """
        let out be word in upper case
        the final answer is out + "!", so return it
    """
    assert run_normalised(text, WORD, "hey") == "HEY!"


def test_as_a_decimal_divides_without_rounding() -> None:
    text = """
        add up scores and call the result whole
        give back whole divided by the length of scores as a decimal
    """
    assert run_normalised(text, SCORES, [1, 2]) == 1.5


def test_an_off_by_one_in_prose_stays_an_off_by_one() -> None:
    # the learner skips the first TWO items ("after the first" and starting at index 1 again)
    text = """
        set best to 0
        for every value v after the first one
            if v is bigger than best then best becomes v
        return best
    """
    assert run_normalised(text, SCORES, [50, 1, 2]) == 2  # the first item is never looked at, as written


@pytest.mark.parametrize(
    "line",
    [
        "set top to the first s in scores",  # `first s` with no count: not a slice
        "let head be the first item of scores",
    ],
)
def test_first_without_a_count_is_not_a_slice(line: str) -> None:
    assert run_normalised(f"{line}\nreturn 0", SCORES, [4, 5]) == 0
    python = normalise(line + "\nreturn 0", SCORES).python
    assert "[:" not in python


def test_a_count_that_is_a_collection_is_not_read_as_a_slice() -> None:
    result = normalise("let xs be [1, 2]\nlet t be the first xs values\nreturn 0", SCORES)
    assert "values[:xs]" not in result.python and "scores[:xs]" not in result.python


def test_a_helper_reads_the_main_procedures_input_and_lists() -> None:
    text = """
        def fill(y, x)
            if y and x are off the board or board[y][x] is not "#" then return
            board[y][x] = "."
            painted.append((y, x))
            fill(y + 1, x)
            fill(y, x + 1)
        painted = []
        regions = 0
        for y in rows
            for x in cols
                if board[y][x] == "#"
                    regions += 1
                    fill(y, x)
        return regions * 100 + len(painted)
    """
    assert run_normalised(text, GRID, [["#", "#"], [".", "#"]]) == 103
    result = normalise(textwrap.dedent(text).strip("\n"), GRID)
    assert "nested-helpers" in result.rules_applied


def test_the_map_is_the_only_map_and_a_length_in_words() -> None:
    text = """
        create an empty dictionary called seen_at
        for every index i with its character ch
            if ch is in the dictionary, return i
            store i in seen_at at key ch
        if word is 3 long, return -1
        return -2
    """
    signature = sig("first_repeat", "int", word="str")
    assert run_normalised(text, signature, "abca") == 3
    assert run_normalised(text, signature, "abc") == -1
    assert run_normalised(text, signature, "abcd") == -2


def test_start_with_a_call_is_the_call() -> None:
    text = """
        let found be an empty list
        define walk(k):
            if k is 0, stop here
            found.append(k)
            walk(k - 1)
        begin by calling walk(3)
        return len(found)
    """
    assert run_normalised(text, sig("count_down", "int", n="int"), 0) == 3


def test_inside_the_grid_is_a_bounds_test() -> None:
    text = """
        let total be 0
        for each (dy, dx) in [(0, 1), (5, 5), (-1, 0)]
            if (dy, dx) is inside the grid then increase total by 1
        return total
    """
    assert run_normalised(text, GRID, [["#", "#"], [".", "#"]]) == 1


def test_it_is_what_the_condition_is_about_and_the_bracket_is_the_test() -> None:
    text = """
        let out be an empty list
        define grow(s, budget):
            if the s is 3 letters long, put it at the end of out and stop
            when there is still budget to spend (budget > 0), grow(s + "x", budget - 1)
            only when there are fewer budget than s so far, grow(s + "y", budget)
        grow("", 5)
        return len(out)
    """
    # the last line compares a number with a string: it never runs here because budget > 0 first
    # grows to 3 letters; what matters is that every sentence became a step
    result = normalise(textwrap.dedent(text).strip("\n"), sig("count", "int", n="int"))
    assert "(len(s) == 3)" in result.python
    assert "out.append(s)" in result.python
    assert "if budget > 0:" in result.python
    assert "if (budget < s):" in result.python


def test_a_new_stack_named_by_its_kind_and_the_neighbours_of_a_cell() -> None:
    text = """
        let seen be 0
        push (0, 0) onto a new stack
        board[0][0] = "."
        while the stack has items
            pop (y, x) off the stack
            increase seen by 1
            for every one of the 4 neighbours (ny, nx) of (y, x) that are within the board and are "#"
                board[ny][nx] = "."
                push (ny, nx) onto the stack
        return seen
    """
    assert run_normalised(text, GRID, [["#", "#", "."], [".", "#", "."], ["#", ".", "."]]) == 3


ANAGRAM = sig("same_letters", "bool", first="str", second="str")


def test_references_by_role_the_count_of_the_lengths_and_it() -> None:
    text = """
        if the sizes are not the same, return false
        make an empty map called tally
        for each letter c in first, bump the count of c by 1
        for each letter c in second
            reduce the frequency of c by 1
            if it goes below zero, return false
        return true
    """
    assert run_normalised(text, ANAGRAM, "listen", "silent") is True
    assert run_normalised(text, ANAGRAM, "aab", "abb") is False
    assert run_normalised(text, ANAGRAM, "ab", "abc") is False


def test_the_queue_and_an_item_at_a_position() -> None:
    text = """
        let q be a queue holding 0
        let visits be 0
        keep going until q is empty
            take the front element off the queue and label it spot
            increase visits by 1
            let nxt be spot + 1
            if nxt is less than the length of scores and scores at position nxt is odd, push nxt onto q
        return visits
    """
    assert run_normalised(text, SCORES, [2, 3, 5, 4, 7]) == 3


def test_how_many_items_are_of_a_kind() -> None:
    text = """
        let evens be the number of values in scores that are even
        work out how many times 0 occurs in scores and call it nothing_count
        return evens * 10 + nothing_count
    """
    assert run_normalised(text, SCORES, [0, 2, 3, 0, 5]) == 30 + 2


def test_a_variable_called_answer_is_set_not_returned() -> None:
    text = """
        let result be nothing
        for each v in scores
            if result is nothing or v is smaller than result then result is v
        return result
    """
    assert run_normalised(text, SCORES, [4, 2, 9]) == 2


def test_remember_where_a_value_was_seen() -> None:
    text = """
        let where be an empty dictionary
        for every index i and value v in scores
            if v is in where, return i - where[v]
            record that v was found at i
        return -1
    """
    assert run_normalised(text, SCORES, [5, 1, 2, 1]) == 2


def test_javascript_destructuring_array_from_and_for_each() -> None:
    text = """
        function f(scores) {
          const [head, ...tail] = scores;
          let total = head * 100;
          tail.forEach((v, k) => { total += v * k; });
          scores.forEach(v => {
            total += 1;
          });
          return total + Array.from(new Set(scores)).length;
        }
    """
    assert run_normalised(text, SCORES, [3, 1, 1, 2]) == 300 + (0 + 1 + 4) + 4 + 3


def test_cpp_vector_constructors() -> None:
    text = """
        int tally(vector<int>& scores) {
            int n = scores.size();
            vector<vector<int>> grid(n, vector<int>(2, 0));
            vector<int> ones(n, 1);
            for (int i = 0; i < n; i++) grid[i][1] = scores[i] + ones[i];
            return grid[n - 1][1] + grid[0][0];
        }
    """
    assert run_normalised(text, SCORES, [4, 5, 6]) == 7


def test_brackets_a_nameless_stack_and_return_whether() -> None:
    text = """
        create a new stack
        for each symbol ch in word
            if ch is a left bracket, push ch onto the stack
            if ch is a right bracket
                if the stack is empty, return false
                take the top of the stack as opener
        return whether the stack is empty
    """
    signature = sig("balanced", "bool", word="str")
    assert run_normalised(text, signature, "(a)[]") is True
    assert run_normalised(text, signature, "((") is False
    assert run_normalised(text, signature, ")") is False


def test_number_words_or_less_and_two_targets_at_once() -> None:
    text = """
        if n is 2 or fewer, return n
        let steps be a list of n + 1 zeros
        set steps[1] and steps[2] to one
        for k from 3 to n
            steps[k] is steps[k - 1] plus steps[k - 2]
        repeat n - n times
            set k to zero
        return steps[n]
    """
    signature = sig("fib", "int", n="int")
    assert run_normalised(text, signature, 2) == 2
    assert run_normalised(text, signature, 6) == 8


def test_neighbouring_pairs_keys_and_how_many() -> None:
    text = """
        if there are no scores, return 0
        let rises be 0
        for each pair of adjacent values x and y in scores
            if y is more than x, increase rises by 1
        let where be an empty map
        store 1 in where at key rises
        if rises is not a key of where, return -1
        return rises * 100 + how many scores there are
    """
    assert run_normalised(text, SCORES, [1, 3, 2, 5]) == 204
    assert run_normalised(text, SCORES, []) == 0


def test_starting_from_the_second_and_the_middle_item() -> None:
    text = """
        let total be zero
        for every score starting from the second one
            add score to total
        sort the scores in increasing order
        return total * 10 + the middle item of scores
    """
    assert run_normalised(text, SCORES, [9, 1, 5]) == 60 + 5


def test_the_first_item_of_the_only_list_full_stops_and_emoji() -> None:
    text = """
        set top to the first value ✅
        for each s in scores, set top to max(top, s)
        Sort scores.
        return top * 10 + the last value 👍
    """
    assert run_normalised(text, SCORES, [3, 9, 4]) == 99


def test_grouping_by_a_sorted_key_in_the_only_map() -> None:
    text = """
        make an empty dictionary called buckets
        for each name s in names
            sort the characters of s, giving a signature
            if it is not in the dictionary, create a new list under signature
            add s to the end of the signature's bucket
        return the buckets as a list
    """
    signature = sig("group", "List[List[str]]", names="List[str]")
    assert sorted(sorted(g) for g in run_normalised(text, signature, ["ab", "ba", "c"])) == [
        ["ab", "ba"],
        ["c"],
    ]


# --- more kinds (docs/pseudocode.md, "English"): literal maps, steps at once, nodes, writing into lists


class ListNode:
    def __init__(self, val: int = 0, next: Any = None) -> None:
        self.val, self.next = val, next


class TreeNode:
    def __init__(self, val: int = 0, left: Any = None, right: Any = None) -> None:
        self.val, self.left, self.right = val, left, right


def run_nodes(text: str, signature: Signature, *args: Any) -> Any:
    return run_normalised(text, signature, *args, classes=(ListNode, TreeNode))


def chain(*values: int) -> Any:
    head = None
    for v in reversed(values):
        head = ListNode(v, head)
    return head


LINKED = sig("third_from_start", "Optional[ListNode]", head="Optional[ListNode]")
TREE = sig("widths", "List[int]", root="Optional[TreeNode]")
TWO_WORDS = sig("same_size", "bool", first="str", second="str")
DIGITS = sig("compact", "None", digits="List[int]")


def test_a_map_written_out_entry_by_entry() -> None:
    text = """
        create a lookup called opposite which maps 'n' to 's', 'e' to 'w' and 's' to 'n'
        let out be an empty string
        for each letter ch in word
            out becomes out + opposite[ch]
        return out
    """
    assert run_normalised(text, WORD, "nes") == "swn"


def test_steps_at_once_use_the_old_values() -> None:
    text = """
        let a be 0
        let b be 1
        repeat scores[0] times
            simultaneously set a to b and b to a + b
        return a
    """
    assert run_normalised(text, SCORES, [10]) == 55
    text_after = """
        let a be 0
        let b be 1
        repeat scores[0] times
            a becomes b, b becomes a + b all at once
        return a
    """
    assert run_normalised(text_after, SCORES, [10]) == 55


def test_names_placed_on_a_node_and_walked_by_steps() -> None:
    text = """
        place p and q on the head
        move q three steps
        advance p one node
        if q doesn't exist, give back p
        return q
    """
    assert run_nodes(text, LINKED, chain(1, 2, 3, 4, 5)).val == 4
    assert run_nodes(text, LINKED, chain(1, 2, 3)).val == 2


def test_two_names_both_exist() -> None:
    text = """
        begin a and b at the head
        while b and b's next both exist:
            move a one step
            move b two steps
        return a
    """
    assert run_nodes(text, LINKED, chain(1, 2, 3, 4)).val == 3


def test_walking_a_number_counts_and_an_unknown_name_stays_not_understood() -> None:
    counted = """
        let k be 0
        move k two places forward
        return k
    """
    assert run_normalised(counted, SCORES, [1]) == 2
    unknown = normalise("move cursor one step\nreturn 0", SCORES)
    assert unknown.unrecognised  # a name nothing set: neither a node nor a number, so not guessed
    # a number moved with no direction could go either way (`move right one step` in two pointers)
    assert normalise("let hi be 5\nmove hi one step\nreturn hi", SCORES).unrecognised


def test_children_of_a_node_and_an_empty_tree() -> None:
    text = """
        when the tree is missing, hand back an empty list
        make a queue holding only the root
        let out be an empty list
        while the queue has something:
            let width be how many nodes wait in the queue at this point
            append width to out
            do this width times:
                take the first item out of the queue and call it cur
                if cur has a left child, push it onto the queue
                if cur has a right subtree, push it onto the queue
        return out
    """
    tree = TreeNode(1, TreeNode(2, TreeNode(4)), TreeNode(3, None, TreeNode(5)))
    assert run_nodes(text, TREE, tree) == [1, 2, 2]
    assert run_nodes(text, TREE, None) == []


def test_the_lengths_of_two_named_strings() -> None:
    text = """
        if the sizes of first and second differ, give back false
        return true
    """
    assert run_normalised(text, TWO_WORDS, "ab", "cd") is True
    assert run_normalised(text, TWO_WORDS, "ab", "c") is False


def test_writing_at_a_position_and_filling_the_rest() -> None:
    text = """
        let w be 0
        for each value v in digits:
            if v is positive:
                store v at index w
                increase w by 1
        fill in the rest of the array with -1s starting at w until the end
    """
    digits = [0, 3, 0, 5]
    run_normalised(text, DIGITS, digits)
    assert digits == [3, 5, -1, -1]


def test_a_list_of_empty_lists_and_the_positions_that_pass_a_test() -> None:
    text = """
        let n be length of scores
        build a list of n empty lists named buckets
        enqueue every slot whose scores is 0 into a new queue
        return length of queue + length of buckets
    """
    assert run_normalised(text, SCORES, [0, 4, 0]) == 2 + 3


def test_a_value_compared_with_a_variable_is_not_identity() -> None:
    text = """
        let goal be 1000
        for each number x in scores:
            if x is the goal, return 1
        return 0
    """
    assert run_normalised(text, SCORES, [5, 500 + 500]) == 1


def test_a_remark_before_so_return_and_a_step_explained_in_a_bracket() -> None:
    text = """
        let prev be a copy of scores
        for every index i:
            scores at i becomes the value one place back, wrapping (prev[(i - 1) mod length of prev])
        keep is now the answer, so return scores[0]
    """
    # `keep` was never set: the remark is not read as an assignment, the step after `so` is the step
    assert run_normalised(text, SCORES, [1, 2, 3]) == 3


def test_bugs_in_the_new_kinds_are_kept() -> None:
    one_step_short = """
        start p and q at the head
        while q and q's next both exist:
            move p one step
            move q one step
        return p
    """
    # the learner moves q one step, not two: p walks with q to the last node, not the middle
    assert run_nodes(one_step_short, LINKED, chain(1, 2, 3, 4, 5)).val == 5
    not_at_once = """
        let a be 0
        let b be 1
        repeat scores[0] times
            set a to b
            set b to a + b
        return a
    """
    assert run_normalised(not_at_once, SCORES, [5]) == 16  # one after the other: b doubles, as written


def test_ambiguous_new_kinds_stay_not_understood() -> None:
    # two node parameters: "there is no node" could be either
    two = sig("merge", "Optional[ListNode]", a="Optional[ListNode]", b="Optional[ListNode]")
    assert normalise("if there is no node, return b\nreturn a", two).unrecognised
    # "the middle index" with no two ends set: nothing to take the middle of
    assert normalise("let mid be the middle index\nreturn mid", SCORES).unrecognised
    # a fill with a value that is not a constant is not guessed
    assert normalise("fill the rest of the list with stuff from 2 to the end", DIGITS).unrecognised


SPANS = sig("join_spans", "List[List[int]]", spans="List[List[int]]")
FIND = sig("locate", "int", xs="List[int]", want="int")


def test_parts_of_an_item_and_stretching_one() -> None:
    text = """
        sort the spans by their start
        let out be an empty list
        for every span [a, b]:
            if out is empty or the final span of out finishes before a:
                append [a, b] to out
            otherwise extend the end of the last span in out to the larger of its end and b
        return out
    """
    assert run_normalised(text, SPANS, [[5, 6], [1, 3], [2, 4]]) == [[1, 4], [5, 6]]
    assert run_normalised(text, SPANS, [[1, 2], [2, 3]]) == [[1, 3]]


def test_a_copy_under_a_name() -> None:
    text = """
        take a copy of scores named before
        set scores[0] to 99
        return before[0]
    """
    assert run_normalised(text, SCORES, [7, 8]) == 7


def test_a_step_named_in_words_and_written_in_a_bracket() -> None:
    text = """
        set lo to 0 and hi to the last index of xs
        while lo <= hi:
            let mid be the middle index
            if xs[mid] equals want, hand back mid
            if xs[mid] < want, go right (lo = mid + 1)
            otherwise go left (hi = mid - 1)
        if you never found it, hand back -1
    """
    assert run_normalised(text, FIND, [1, 3, 5, 7, 9], 7) == 3
    assert run_normalised(text, FIND, [1, 3, 5, 7, 9], 4) == -1


def test_a_bracket_that_defines_a_name_the_line_uses_stays_a_definition() -> None:
    text = """
        for every index j from 0 to m - 1 (m = length of xs):
            if xs[j] equals want, hand back j
        return -1
    """
    assert run_normalised(text, FIND, [4, 5], 5) == 1


HEIGHTS = sig("next_taller", "List[int]", heights="List[int]")


def test_the_item_on_top_of_a_stack_named_by_it_and_popped_as_that() -> None:
    text = """
        make a list of zeros called res, as long as heights
        let pending be an empty stack
        for each index i with height h:
            while pending holds anything and h is taller than the height of the index on top of it:
                pop that index off as j
                set res[j] to i
            push i onto pending
        return res
    """
    assert run_normalised(text, HEIGHTS, [2, 1, 3]) == [2, 2, 0]


def test_a_popped_item_with_no_stack_read_before_stays_not_understood() -> None:
    text = """
        let pending be an empty stack
        pop that index off as j
        return 0
    """
    assert normalise(text.replace("        ", ""), SCORES).unrecognised


HEIGHT = sig("height", "int", root="Optional[TreeNode]")


def test_recursion_in_words_and_whichever_of_the_two() -> None:
    text = """
        tall(t):
            when there is no tree, return 0
            work out the tall of the left subtree and also the tall of its right child
            return whichever of the two is larger + 1
    """
    tree = TreeNode(1, TreeNode(2, TreeNode(4)), TreeNode(3))
    assert run_nodes(text, HEIGHT, tree) == 3
    assert run_nodes(text, HEIGHT, None) == 0
    shortest = text.replace("is larger", "is smaller")
    assert run_nodes(shortest, HEIGHT, tree) == 2  # the learner's min, kept


def test_whichever_with_nothing_found_stays_not_understood() -> None:
    assert normalise("return whichever is bigger", HEIGHT).unrecognised


LETTERS = sig("mirror", "bool", text="str")
COMMON = sig("most_common", "List[int]", values="List[int]", n="int")


def test_keep_only_some_characters_and_the_same_backwards() -> None:
    text = (
        "keep only the alphanumeric characters in text, lowercased, "
        "then return whether it reads the same both ways"
    )
    assert run_normalised(text, LETTERS, "No 'x' in Nixon") is True
    assert run_normalised(text, LETTERS, "ab1") is False
    letters_only = "keep only the letters of text\nreturn whether that is a palindrome"
    assert run_normalised(letters_only, LETTERS, "a1b2a") is True  # digits dropped, as the learner said


def test_count_each_sort_the_distinct_ones_and_the_first_n_of_them() -> None:
    text = """
        count how often every value shows up in values
        sort the unique values by their frequency, from highest to lowest
        hand back the top n of those
    """
    assert run_normalised(text, COMMON, [4, 4, 4, 2, 2, 9], 2) == [4, 2]
    fewest = text.replace("from highest to lowest", "lowest first")
    assert run_normalised(fewest, COMMON, [4, 4, 4, 2, 2, 9], 1) == [9]  # the learner's order, kept


def test_them_with_nothing_made_before_stays_not_understood() -> None:
    assert normalise("return the first n of them", COMMON).unrecognised


def test_walking_words_without_a_count_and_its_next() -> None:
    text = """
        set p and q to the head
        as long as q and its next node are not null:
            advance p
            q hops forward by two nodes
        give back p
    """
    assert run_nodes(text, LINKED, chain(1, 2, 3, 4, 5)).val == 3


def test_number_words_next_to_arithmetic_and_the_larger_of_the_two() -> None:
    text = """
        tall(t):
            if t is null, return zero
            otherwise compute the tall of the left child and the tall of the right child
            return one plus the larger of the two
    """
    tree = TreeNode(1, TreeNode(2, TreeNode(4)), TreeNode(3))
    assert run_nodes(text, HEIGHT, tree) == 3


def test_an_inline_step_with_a_comma_before_else() -> None:
    text = """
        let run be 0
        for each number v in scores:
            if v is bigger than zero, add v to run, else reset run to 0
        return run
    """
    assert run_normalised(text, SCORES, [3, -1, 2, 5]) == 7


NODES = sig("flip", "Optional[ListNode]", head="Optional[ListNode]")
UNIQUE = sig("has_repeat", "bool", values="List[int]")


def test_becomes_one_after_the_other_and_nothing_in_a_shared_let() -> None:
    text = """
        let before be nothing and here be the head
        while here is not null:
            remember here's next as after
            point here's next at before
            before becomes here and then here becomes after
        return before
    """
    out = run_nodes(text, NODES, chain(1, 2, 3))
    assert [out.val, out.next.val, out.next.next.val] == [3, 2, 1]


def test_a_container_that_has_a_value_and_past_tense_comparisons() -> None:
    text = """
        make an empty set called met
        for each value v in values:
            if met already holds v, return true
            if v fell below zero, return false
            add v to met
        return false
    """
    assert run_normalised(text, UNIQUE, [1, 2, 1]) is True
    assert run_normalised(text, UNIQUE, [1, -2, 1]) is False
    assert run_normalised(text, UNIQUE, [1, 2]) is False


def test_set_back_to() -> None:
    text = """
        let run be 0
        let best be 0
        for each number v in scores:
            add v to run
            if run went under zero, set run back to 0
            if run exceeded best, best becomes run
        return best
    """
    assert run_normalised(text, SCORES, [2, -5, 3, 1]) == 4


KTH = sig("kth_smallest", "int", values="List[int]", k="int")
LONGEST = sig("longest_run", "int", text="str")


def test_the_kth_item_and_the_number_of_things_in_a_list() -> None:
    text = """
        sort values
        if the number of entries in values is less than k, return -1
        give back the kth smallest value
    """
    assert run_normalised(text, KTH, [5, 1, 4], 2) == 4
    assert run_normalised(text, KTH, [5], 2) == -1
    second = "sort values\nreturn the second number of values"
    assert run_normalised(second, KTH, [9, 7, 8], 1) == 8


def test_a_container_described_by_a_clause_and_recorded_under_a_key() -> None:
    text = """
        set up an empty map seen_at which tells where each letter appeared last
        let lo be 0 and best be 0
        for each position i with letter c in text:
            if c is in seen_at and seen_at[c] is at least lo, move lo to seen_at[c] + 1
            note i as the latest spot of c
            best becomes the bigger of best and i - lo + 1
        hand back best
    """
    assert run_normalised(text, LONGEST, "abcabcbb") == 3
    assert run_normalised(text, LONGEST, "") == 0


def test_a_kth_with_an_unknown_count_stays_not_understood() -> None:
    assert normalise("sort values\nreturn the jth value", KTH).unrecognised
    # "the number of zeros in values" is not its length: a count of some items is not guessed
    assert normalise("return the number of zeros in values", KTH).unrecognised


ZIP = sig("weave", "Optional[ListNode]", l1="Optional[ListNode]", l2="Optional[ListNode]")


def values_of(node: Any) -> list[int]:
    out = []
    while node is not None:
        out.append(node.val)
        node = node.next
    return out


def test_a_sentinel_node_attaching_and_whichever_list_remains() -> None:
    text = """
        create a sentinel node and let last be it
        while l1 and l2 are both not null:
            if l1's value is smaller than l2's value:
                hook l1 onto last, then advance l1
            otherwise:
                hook l2 onto last, then advance l2
            advance last
        hook whichever one remains onto last
        hand back the sentinel's next
    """
    assert values_of(run_nodes(text, ZIP, chain(1, 4), chain(2, 3, 5))) == [1, 2, 3, 4, 5]
    assert values_of(run_nodes(text, ZIP, None, chain(7))) == [7]


def test_attaching_to_a_list_is_not_read_as_a_node() -> None:
    text = """
        let out be an empty list
        attach 5 after out
        return 0
    """
    assert normalise(text.replace("        ", ""), SCORES).unrecognised


AVERAGE = sig("best_average", "float", nums="List[int]", k="int")
LIS = sig("longest_rise", "int", nums="List[int]")


def test_a_counter_going_from_a_to_b_and_each_j_below_i() -> None:
    text = """
        let window be the sum of the first k numbers
        let best be window
        for i running from k through the length of nums minus 1:
            slide the window: add nums[i] and take away nums[i - k]
            best is the larger of best and window
        return best divided by k
    """
    assert run_normalised(text, AVERAGE, [1, 12, -5, -6, 50, 3], 4) == 12.75
    rise = """
        make a list best of ones, as long as nums
        for each i from 1 to the end of nums:
            for every j less than i:
                if nums[j] is smaller than nums[i], best[i] becomes the larger of best[i] and best[j] + 1
        return the biggest value in best
    """
    assert run_normalised(rise, LIS, [10, 9, 2, 5, 3, 7, 101, 18]) == 4


def test_a_name_read_but_never_set_is_not_hidden_by_the_index_guard() -> None:
    text = """
        let total be 0
        for j from 1 to 3:
            total becomes nums[i - 1] + nums[j]
        return total
    """
    assert normalise(textwrap.dedent(text).strip("\\n"), LIS).unrecognised


ORDERED = sig("ordered", "bool", root="Optional[TreeNode]")
COMMON_SUB = sig("common", "int", a="str", b="str")


def test_an_empty_node_strictly_between_and_answer_as_a_verb() -> None:
    text = """
        fits(cur, lo, hi):
            if cur is empty, return true
            if cur's value is not strictly between lo and hi, return false
            return fits(cur's left, lo, cur's value) and fits(cur's right, cur's value, hi)
        answer fits(root, minus infinity, infinity)
    """
    assert run_nodes(text, ORDERED, TreeNode(2, TreeNode(1), TreeNode(3))) is True
    assert run_nodes(text, ORDERED, TreeNode(2, TreeNode(2), TreeNode(3))) is False


def test_a_table_of_rows_and_columns_and_a_let_with_the_verb_left_out() -> None:
    text = """
        let m be the length of a and n the length of b
        build a grid called t with m + 1 rows and n + 1 columns, all zeros
        for i from 1 to m:
            for j from 1 to n:
                if a[i - 1] equals b[j - 1], t[i][j] is t[i - 1][j - 1] + 1
                otherwise t[i][j] is the larger of t[i - 1][j] and t[i][j - 1]
        return t[m][n]
    """
    assert run_normalised(text, COMMON_SUB, "abcde", "ace") == 3


WALLS = sig("most_water", "int", walls="List[int]")
LAND = sig("islands", "int", board="List[List[str]]")


def test_the_smaller_of_two_times_a_width_multiplies_the_smaller_one() -> None:
    text = """
        let i be 0 and j be the last index
        let best be 0
        while i is less than j:
            let area be the lesser of walls[i] and walls[j] multiplied by (j - i)
            best becomes the larger of best and area
            if walls[i] is smaller than walls[j], move i right, else move j left
        return best
    """
    assert run_normalised(text, WALLS, [1, 8, 6, 2, 5, 4, 8, 3, 7]) == 49


def test_calls_listed_after_words_and_a_colon() -> None:
    text = """
        let found be 0
        flood(r, c):
            if r or c is outside the grid, stop
            if board[r][c] is not "1", stop
            set board[r][c] to "0"
            flood all four sides: flood(r + 1, c), flood(r - 1, c), flood(r, c + 1) and flood(r, c - 1)
        for every row r and column c of board:
            if board[r][c] is "1":
                add 1 to found
                flood(r, c)
        return found
    """
    assert run_normalised(text, LAND, [["1", "1", "0"], ["0", "0", "0"], ["0", "0", "1"]]) == 2


def test_guesses_that_must_not_be_made() -> None:
    # "the kth largest" is a position only once the answer sorted
    assert normalise("return the kth largest value of values", KTH).unrecognised
    # a map described by what it will count is not left empty
    assert normalise("make a map tally that counts each value in values\nreturn 0", KTH).unrecognised
    # `let a be 3 and b be 4` is two steps, not `a = 3 and b …`
    text = "let a be 1\nlet b be 2\nlet a be 3 and b be 4\nreturn a + b"
    assert run_normalised(text, KTH, [1], 1) == 7


def test_a_new_list_with_many_items_is_not_a_list_of_one() -> None:
    assert normalise("make a list with all the values of values\nreturn 0", KTH).unrecognised


def test_characters_at_a_position_lowercase_and_differs() -> None:
    text = """
        let i be 0 and j be the last index of word
        while i < j:
            if the letter at i is not a letter or digit, move i forward and continue
            if word[j] is not a letter or a digit, move j back and continue
            if the lowercase of word[i] is different from word[j] in lower case, return "no"
            add one to i and take away one from j
        return "yes"
    """
    assert run_normalised(text, WORD, "A man, a plan, a canal: Panama") == "yes"
    assert run_normalised(text, WORD, "race a car") == "no"


def test_a_number_goes_up_by_an_amount() -> None:
    text = """
        let total be 0
        for each number v in scores:
            total goes up by v times two
        return total
    """
    assert run_normalised(text, SCORES, [1, 2]) == 6


def test_it_means_what_a_making_step_made_not_any_earlier_value() -> None:
    # "it" after a step that made nothing is not the last assigned variable
    text = "let total be 5\nsort scores\nreturn it"
    assert normalise(text, SCORES).unrecognised
    made = "make a copy of scores called backup\nreturn the first 2 of them"
    assert run_normalised(made, SCORES, [4, 5, 6]) == [4, 5]
