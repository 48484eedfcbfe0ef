"""Round-14 conventions of the structured styles (docs/pseudocode.md, "Conventions read since round
14 was opened: textbook, C-family, Python-like"), several phrasings each, EXECUTED.

Each convention is written in phrasings of our own (never a corpus answer's words), with a buggy
program that must still fail and a look-alike that stays refused (listed as not understood) or keeps
its other reading.
"""

from __future__ import annotations

import pytest

from tests.grading.support import ListNode, linked, normalised, run_normalised, sig, unread_lines, values

SUM = sig("total", "int", nums="List[int]")
WIDEST = sig("widest", "int", h="List[int]")
PAIR = sig("find_pair", "List[int]", nums="List[int]", target="int")
REVERSE = sig("reverse_list", "Optional[ListNode]", head="Optional[ListNode]")
LAND = sig("count_land", "int", grid="List[List[str]]")
ORDER = sig("can_finish", "bool", n="int", pairs="List[List[int]]")


# --- a bracket after an operator is its operand: `area := h · (j − i)` ----------------------------


@pytest.mark.parametrize(
    "step",
    [
        "w := m \u00b7 (j \u2212 i)",  # the middle dot, set apart by the spaces it is read with
        "w := m \u00d7 (j - i)",
        "w := m *  (j - i)",
        "w := m * (j - i)",
    ],
)
def test_a_bracket_after_an_operator_is_an_operand(step: str) -> None:
    text = f"""
        WIDEST(H)
        1  best := 0
        2  for i := 1 to H.length do
        3      for j := i + 1 to H.length do
        4          m := min(H[i], H[j])
        5          {step}
        6          if (w > best) then
        7              best := w
        8  return best
    """
    assert run_normalised(text, WIDEST, [1, 8, 6, 2, 5, 4, 8, 3, 7]) == 49


def test_a_bracket_after_an_operator_keeps_the_bug() -> None:
    # the width is one short
    text = """
        WIDEST(H)
        1  best := 0
        2  for i := 1 to H.length do
        3      for j := i + 1 to H.length do
        4          w := min(H[i], H[j]) \u00b7 (j \u2212 i \u2212 1)
        5          if (w > best) then
        6              best := w
        7  return best
    """
    assert run_normalised(text, WIDEST, [1, 8, 6, 2, 5, 4, 8, 3, 7]) == 42


def test_a_note_in_brackets_after_a_finished_step_stays_a_note() -> None:
    text = """
        TOTAL(A)
            s := 0
            for k := 1 to A.length do
                s := s + A[k]   (a running sum - no reset)
            return s
    """
    result = normalised(text, SUM)
    assert "# a running sum - no reset" in result.python
    assert run_normalised(text, SUM, [3, 4, 5]) == 12


# --- `gets` for the arrow in a counted loop: `FOR i gets 2 TO n DO` --------------------------------


@pytest.mark.parametrize(
    "loop",
    ["for k gets 1 to n do", "FOR k gets 1 TO n DO", "for k gets 1 to n"],
)
def test_gets_in_a_counted_loop_is_the_arrow(loop: str) -> None:
    text = f"""
        TOTAL(A)
            n gets A.length
            s gets 0
            {loop}
                s gets s + A[k]
            return s
    """
    assert run_normalised(text, SUM, [3, 4, 5]) == 12


def test_gets_in_a_counted_loop_keeps_the_bug() -> None:
    # starts at the second item
    text = """
        TOTAL(A)
            s gets 0
            for k gets 2 to A.length do
                s gets s + A[k]
            return s
    """
    assert run_normalised(text, SUM, [3, 4, 5]) == 9


def test_gets_glued_to_a_name_is_no_arrow() -> None:
    text = """
        TOTAL(A)
            s gets 0
            for kgets 1 to A.length do
                s gets s + A[k]
            return s
    """
    assert unread_lines(text, SUM)


# --- a phone that capitalised every line: `L = 0` above `while l < r`, `Out.append(x)` -------------


def test_every_line_capitalised_reads_single_letters_and_reads_of_names() -> None:
    text = """
        Def total(nums)
            Nums.sort()
            Out = []
            L = 0
            While l < len(nums)
                Out.append(nums[l])
                L += 1
            S = 0
            For x in out
                S += x
            Return s
    """
    assert run_normalised(text, SUM, [5, 3, 4]) == 12


def test_every_line_capitalised_keeps_the_bug() -> None:
    # skips every other item
    text = """
        Def total(nums)
            Out = []
            L = 0
            While l < len(nums)
                Out.append(nums[l])
                L += 2
            Return sum(out)
    """
    assert run_normalised(text, SUM, [5, 3, 4]) == 9


@pytest.mark.parametrize(
    "text",
    [
        # a line in small letters: the capitals are the learner's, `L` and `l` are two names
        "Def total(nums)\n    L = 0\n    l = 1\n    While l < len(nums)\n        L += nums[l]\n"
        "        l += 1\n    Return l",
        # the small `l` is set too: two names
        "Def total(nums)\n    L = 0\n    L = 1\n    While l < len(nums)\n        L += 1\n    For l in nums\n"
        "        Continue\n    Return l",
    ],
)
def test_single_letters_stay_apart_where_the_small_one_is_set(text: str) -> None:
    assert "L = 0" in normalised(text, SUM).python


# --- C-family keywords a phone capitalised first on their line: `While (…) {`, `Return best;` -----


def test_c_keywords_capitalised_first_on_their_line() -> None:
    text = """
        Int widest(int* h, int hSize) {
            Int best = 0, i = 0, j = hSize - 1;
            While (i < j) {
                Int w = (h[i] < h[j] ? h[i] : h[j]) * (j - i);
                If (w > best) best = w;
                If (h[i] < h[j]) i++;
                Else j--;
            }
            Return best;
        }
    """
    result = normalised(text, WIDEST)
    assert "c-family-parser" in result.rules_applied
    assert run_normalised(text, WIDEST, [1, 8, 6, 2, 5, 4, 8, 3, 7]) == 49


def test_c_keywords_capitalised_keep_the_bug() -> None:
    # both ends move inwards every step
    text = """
        Int widest(int* h, int hSize) {
            Int best = 0, i = 0, j = hSize - 1;
            While (i < j) {
                Int w = (h[i] < h[j] ? h[i] : h[j]) * (j - i);
                If (w > best) best = w;
                i++;
                j--;
            }
            Return best;
        }
    """
    assert run_normalised(text, WIDEST, [1, 8, 6, 2, 5, 4, 8, 3, 7]) == 24


def test_one_capitalised_c_keyword_is_not_enough() -> None:
    # `Int` alone could be the learner's own type
    text = """
        int widest(int* h, int hSize) {
            Int best = 0;
            return best;
        }
    """
    assert "capital-keywords" not in normalised(text, WIDEST).rules_applied


# --- `:=` for `=` in Java or C: `int taken := 0;` ---------------------------------------------------


def test_colon_equals_in_java_is_the_assignment() -> None:
    text = """
        public int total(int[] nums) {
            int s := 0;
            for (int i := 0; i < nums.length; i++) {
                s := s + nums[i];
            }
            String note := "a := b";
            return s;
        }
    """
    result = normalised(text, SUM)
    assert "c-family-java" in result.rules_applied and '"a := b"' in result.python
    assert run_normalised(text, SUM, [3, 4, 5]) == 12


def test_colon_equals_in_java_keeps_the_bug() -> None:
    # skips the first item
    text = """
        public int total(int[] nums) {
            int s := 0;
            for (int i := 1; i < nums.length; i++) { s := s + nums[i]; }
            return s;
        }
    """
    assert run_normalised(text, SUM, [3, 4, 5]) == 9


def test_colon_equals_in_go_keeps_its_own_reading() -> None:
    text = """
        func total(nums []int) int {
            s := 0
            for _, x := range nums {
                s += x
            }
            return s
        }
    """
    result = normalised(text, SUM)
    assert "colon-equals" not in result.rules_applied
    assert run_normalised(text, SUM, [3, 4, 5]) == 12


# --- a Java for-each over rows: `for (int[] p : pairs)` then `indeg[p[0]]` -------------------------


def test_a_java_for_each_over_rows_knows_its_items() -> None:
    text = """
        public boolean canFinish(int n, int[][] pairs) {
            int[] indeg = new int[n];
            List<List<Integer>> next = new ArrayList<>();
            for (int i = 0; i < n; i++) next.add(new ArrayList<>());
            for (int[] p : pairs) {
                next.get(p[1]).add(p[0]);
                indeg[p[0]]++;
            }
            Deque<Integer> ready = new ArrayDeque<>();
            for (int i = 0; i < n; i++) if (indeg[i] == 0) ready.add(i);
            int seen = 0;
            while (!ready.isEmpty()) {
                int c = ready.poll();
                seen++;
                for (int d : next.get(c)) {
                    indeg[d]--;
                    if (indeg[d] == 0) ready.add(d);
                }
            }
            return seen == n;
        }
    """
    result = normalised(text, ORDER)
    assert "c-family-java" in result.rules_applied
    assert run_normalised(text, ORDER, 2, [[1, 0]]) is True
    assert run_normalised(text, ORDER, 2, [[1, 0], [0, 1]]) is False


# --- a homework site's C: `Algorithm(int a[], int n)`, `map m;`, `return {i, j};` -----------------


def test_a_bare_header_with_c_typed_parameters() -> None:
    text = """
        Algorithm(int a[],int n,int target)
        {
        map seen; //value to index
        for(int i=0;i<n;i++) //each value
        {
        if(seen.contains(target-a[i])) //its partner came before
        {
        return {seen[target-a[i]],i};
        }
        seen[a[i]]=i;
        }
        return {};
        }
    """
    assert run_normalised(text, PAIR, [2, 7, 11, 15], 9) == [0, 1]
    assert run_normalised(text, PAIR, [1, 2], 9) == []


def test_a_bare_header_with_c_typed_parameters_keeps_the_bug() -> None:
    # stores the value before looking: a value pairs with itself
    text = """
        Algorithm(int a[],int n,int target)
        {
        map seen;
        for(int i=0;i<n;i++)
        {
        seen[a[i]]=i;
        if(seen.contains(target-a[i]))
        {
        return {seen[target-a[i]],i};
        }
        }
        return {};
        }
    """
    assert run_normalised(text, PAIR, [3, 2, 4], 6) == [0, 0]


def test_a_braced_return_of_one_item_is_a_list_never_a_set() -> None:
    """`return {i};` is C++'s vector of one; Python's `{i}` would be a set (review of stop 30)."""
    text = """
        vector<int> twoSum(vector<int>& nums, int target) {
            int n = length(nums);
            for (int i = 0; i < n; i++) {
                if (nums[i] == target) return {i};
            }
            return {};
        }
    """
    result = normalised(text, PAIR)
    assert "c-family-parser" not in result.rules_applied  # `length(nums)`: the line rules read it
    assert "return [i]" in result.python and "return {i}" not in result.python
    assert run_normalised(text, PAIR, [2, 7, 11], 7) == [1]


def test_several_node_declarators_on_one_line() -> None:
    text = """
        Algorithm(Node head)
        {
        Node before=null,at=head,after; //three pointers
        while(at!=null)
        {
        after=at.next;
        at.next=before;
        before=at;
        at=after;
        }
        return before;
        }
    """
    assert values(run_normalised(text, REVERSE, linked(1, 2, 3), classes=(ListNode,))) == [3, 2, 1]


GRID_OF_CELLS = """
        Algorithm(char grid[][],int rows,int cols)
        {
        int found=0;
        for(int i=0;i<rows;i++)
        {
        for(int j=0;j<cols;j++)
        {
        if(grid[i][j]=='1')
        {
        found++;
        stack todo;
        todo.push(i,j);
        grid[i][j]='0';
        while(!todo.empty())
        {
        (r,c)=todo.pop();
        if(r+1<rows && grid[r+1][c]=='1') {grid[r+1][c]='0'; todo.push(r+1,c);}
        if(c+1<cols && grid[r][c+1]=='1') {grid[r][c+1]='0'; todo.push(r,c+1);}
        if(r>0 && grid[r-1][c]=='1') {grid[r-1][c]='0'; todo.push(r-1,c);}
        if(c>0 && grid[r][c-1]=='1') {grid[r][c-1]='0'; todo.push(r,c-1);}
        }
        }
        }
        }
        return found;
        }
"""


def test_a_grid_and_two_sizes_and_a_stack_of_cells() -> None:
    text = GRID_OF_CELLS
    grid = [list("110"), list("010"), list("001")]
    assert run_normalised(text, LAND, grid) == 2


def test_a_stack_of_cells_keeps_the_bug() -> None:
    # never looks left or up, so a U-shaped island counts twice
    text = GRID_OF_CELLS.replace(
        "        if(r>0 && grid[r-1][c]=='1') {grid[r-1][c]='0'; todo.push(r-1,c);}\n", ""
    ).replace("        if(c>0 && grid[r][c-1]=='1') {grid[r][c-1]='0'; todo.push(r,c-1);}\n", "")
    assert text.count("todo.push(") == 3  # the two lines really dropped
    grid = [list("101"), list("111")]
    assert run_normalised(text, LAND, grid) == 2


def test_javascript_push_of_two_items_keeps_two_items() -> None:
    text = """
        function total(nums) {
            const out = [];
            for (const x of nums) { out.push(x, x); }
            let s = 0;
            for (const y of out) { s += y; }
            return s;
        }
    """
    assert run_normalised(text, SUM, [3, 4]) == 14


def test_a_braced_return_where_no_list_is_returned_stays() -> None:
    # the question returns a number: `{s, 1}` is no list of the answer's
    text = """
        Algorithm(int a[],int n)
        {
        map seen;
        int s=0;
        for(int i=0;i<n;i++) s+=a[i];
        return {s, 1};
        }
    """
    result = normalised(text, SUM)
    assert "c-family-parser" not in result.rules_applied
    assert "return [" not in result.python


@pytest.mark.parametrize(
    ("declared", "empty"),
    [("map seen;", "seen = {}"), ("unordered_map seen;", "seen = {}"), ("stack seen;", "seen = []")],
)
def test_a_container_declared_by_its_kind_alone(declared: str, empty: str) -> None:
    text = f"""
        Algorithm(int a[],int n)
        {{
        {declared}
        int s=0;
        for(int i=0;i<n;i++) s+=a[i];
        return s;
        }}
    """
    assert empty in normalised(text, SUM).python
    assert run_normalised(text, SUM, [3, 4, 5]) == 12


def test_a_container_kind_that_is_an_english_word_is_not_declared() -> None:
    # `set seen` may be the start of a step in words: not read as a declaration
    text = """
        Algorithm(int a[],int n)
        {
        set seen;
        int s=0;
        for(int i=0;i<n;i++) s+=a[i];
        return s;
        }
    """
    assert "seen = set()" not in normalised(text, SUM).python


def test_emplace_back_is_not_read_as_a_pair() -> None:
    # C++ builds a row of two zeros from `(2, 0)`: its parts are no pair
    text = """
        Algorithm(int a[],int n)
        {
        vector<vector<int>> rows;
        rows.emplace_back(2, 0);
        return n;
        }
    """
    assert "(2, 0))" not in normalised(text, SUM).python
