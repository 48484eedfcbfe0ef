"""C-like kinds of docs/pseudocode.md ("C-like") read by the line rules, several spellings each, EXECUTED.

TypeScript's non-null ``x!``, C#'s ``s.Length`` / ``char.IsLetterOrDigit(c)``, C++ objects built
where declared (``ListNode dummy(0);``) and ``&dummy``, Java's copy constructors, ``computeIfAbsent``
and ``String.valueOf(chars)``. The text goes through ``normalise`` whole, so whichever front end
reads it (the C-family parser or the line rules), the answer must run and keep its meaning.
"""

from __future__ import annotations

import textwrap
from functools import partial

import pytest

from assay.grading import normalise
from assay.grading._pseudocode._base import Ctx
from assay.grading._pseudocode._expr import collection_kinds, expr
from tests.grading.support import ListNode, run_normalised, sig

run = partial(run_normalised, classes=(ListNode,))


def c_expr(code: str, text: str = "") -> str:
    ctx = Ctx(c_like=True)
    collection_kinds(text, ctx)
    return expr(code, ctx)


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        ("m.get(k)! + 1", "m.get(k) + 1"),
        ("node!.next!.val", "node.next.val"),
        ("a[i]! >= b", "a[i] >= b"),
        ("!done", "not done"),
        ("x != y", "x != y"),
        ("f(!a, b)", "f( not a, b)"),
    ],
)
def test_typescript_non_null_assertions_are_dropped(code: str, expected: str) -> None:
    assert c_expr(code).replace("  ", " ") == expected.replace("  ", " ")


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        ("s.Length - 1", "len(s) - 1"),
        ("items.Count", "len(items)"),
        ("char.IsLetterOrDigit(s[i])", "s[i].isalnum()"),
        ("Char.IsLetter(c)", "c.isalpha()"),
        ("char.IsDigit(c)", "c.isdigit()"),
        ("char.ToLower(s[i]) != char.ToLower(s[j])", "s[i].lower() != s[j].lower()"),
        ("Character.toLowerCase(c)", "c.lower()"),
        ("xs.count(3)", "xs.count(3)"),
    ],
)
def test_csharp_and_java_character_methods(code: str, expected: str) -> None:
    assert c_expr(code) == expected


PALINDROME = """
public class Solution {
    public bool IsPalindrome(string s) {
        int i = 0, j = s.Length - 1;
        while (i < j) {
            if (!char.IsLetterOrDigit(s[i])) { i++; continue; }
            if (!char.IsLetterOrDigit(s[j])) { j--; continue; }
            if (char.ToLower(s[i]) != char.ToLower(s[j])) return false;
            i++; j--;
        }
        return true;
    }
}
"""


def test_a_csharp_answer_runs() -> None:
    signature = sig("is_palindrome", "bool", s="str")
    assert run(PALINDROME, signature, "A man, a plan, a canal: Panama") is True
    assert run(PALINDROME, signature, "race a car") is False


@pytest.mark.parametrize(
    ("declare", "point"),
    [
        ("ListNode dummy(0);", "ListNode* tail = &dummy;"),
        ("ListNode dummy{0};", "ListNode *tail = &dummy;"),
        ("ListNode dummy(-1);", "auto tail = &dummy;"),
    ],
)
def test_cpp_objects_built_where_declared(declare: str, point: str) -> None:
    text = f"""
    ListNode* mergeTwoLists(ListNode* a, ListNode* b) {{
        {declare}
        {point}
        while (a && b) {{
            if (a->val <= b->val) {{ tail->next = a; a = a->next; }}
            else {{ tail->next = b; b = b->next; }}
            tail = tail->next;
        }}
        tail->next = a ? a : b;
        return dummy.next;
    }}
    """
    signature = sig(
        "merge_two_lists", "Optional[ListNode]", list1="Optional[ListNode]", list2="Optional[ListNode]"
    )
    merged = run(text, signature, ListNode(1, ListNode(4)), ListNode(2, ListNode(3)))
    out = []
    while merged is not None:
        out.append(merged.val)
        merged = merged.next
    assert out == [1, 2, 3, 4]


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        ("new ArrayList<>(groups.values())", "list(groups.values())"),
        ("new ArrayList<List<String>>(groups.values())", "list(groups.values())"),
        ("new HashSet<>(nums)", "set(nums)"),
        ("new HashMap<>(counts)", "dict(counts)"),
        (
            "groups.computeIfAbsent(key, k -> new ArrayList<>()).add(s)",
            "groups.setdefault(key, []).append(s)",
        ),
        ("seen.computeIfAbsent(a, (x) -> new HashSet<>()).add(b)", "seen.setdefault(a, set()).add(b)"),
    ],
)
def test_java_collections(code: str, expected: str) -> None:
    assert c_expr(code) == expected


@pytest.mark.parametrize(
    "declared",
    [
        "char[] letters = s.toCharArray();",
        "var letters = s.toCharArray();",
        "char[] letters = new char[0]; letters = s.toCharArray();",
    ],
)
def test_java_char_arrays_join_back_into_text(declared: str) -> None:
    text = f"""
    class Solution {{
        public List<List<String>> groupAnagrams(String[] strs) {{
            Map<String, List<String>> groups = new HashMap<>();
            for (String s : strs) {{
                {declared}
                Arrays.sort(letters);
                String key = String.valueOf(letters);
                groups.computeIfAbsent(key, k -> new ArrayList<>()).add(s);
            }}
            return new ArrayList<>(groups.values());
        }}
    }}
    """
    signature = sig("group_anagrams", "List[List[str]]", strs="List[str]")
    got = run(text, signature, ["eat", "tea", "tan", "ate", "nat", "bat"])
    assert sorted(sorted(g) for g in got) == [["ate", "eat", "tea"], ["bat"], ["nat", "tan"]]
    assert c_expr("String.valueOf(letters)", "char[] letters = s.toCharArray();") == '"".join(letters)'
    assert c_expr("String.valueOf(n)", "int n = 5;") == "str(n)"  # a number still prints as text


HALF = sig("half", "float", n="int")


def test_a_python_line_keeps_pythons_division_beside_one_semicolon() -> None:
    # one `;` elsewhere made every `/` C's integer division: 1 + 2 + 2 instead of 1.5 + 2 + 2.5
    text = """
    function half(n)
        x = 0;
        for i in range(n):
            mid = (i + n) / 2
            x = x + mid
        return x
    """
    assert run(text, HALF, 3) == 6.0


def test_a_division_on_a_line_neither_language_claims_is_not_guessed() -> None:
    # `avg = total / 2` sits between a C line and a Python loop: whole or real division is not said
    text = textwrap.dedent(
        """
        function half(n)
            total = 0;
            for i in range(n):
                total = total + i
            avg = total / 2
            return avg
        """
    ).strip("\n")
    result = normalise(text, HALF)
    assert [u.line for u in result.unrecognised] == [5], result.python
    assert "_cdiv(" not in result.python and " / " not in result.python.split("avg =")[1].split("\n")[0]


@pytest.mark.parametrize(
    "text",
    [
        # the line says it is C
        """
        function half(n)
            total = 0;
            for i in range(n):
                total = total + i
            avg = total / 2;
            return avg
        """,
        # braces all through: every line is C
        """
        int half(int n) {
            int total = 0;
            for (int i = 0; i < n; i++) {
                total = total + i;
            }
            int avg = total / 2;
            return avg;
        }
        """,
    ],
)
def test_a_c_line_keeps_cs_integer_division(text: str) -> None:
    assert run(text, HALF, 4) == 3


LEAD = sig("lead", "int", nums="List[int]")


@pytest.mark.parametrize(
    "test",
    ["i < len(nums) && nums[i] > 0", "i < len(nums) and nums[i] > 0", "i <= len(nums) - 1 && nums[i] > 0"],
)
def test_a_c_for_whose_test_is_more_than_a_bound_stays_a_while_loop(test: str) -> None:
    # `range(0, len(nums) and nums[i] > 0)` ran the loop on a truth value: never the learner's test
    text = f"""
    function lead(nums)
        c \u2190 0
        for (i = 0; {test}; i++)
            c \u2190 c + 1
        return c
    """
    assert run(text, LEAD, [3, 1, -2, 5]) == 2
    assert run(text, LEAD, [4, 4]) == 2
    assert run(text, LEAD, []) == 0


def test_a_line_indented_under_a_braceless_c_body_runs_after_it() -> None:
    # C's grammar ends `for (…) s = s + x;` at its `;`: the indented line runs once, after the loop
    text = """
    function lead(nums)
        s \u2190 0;
        for (i = 0; i < len(nums); i++) s \u2190 s + nums[i];
            s \u2190 s * 10;
        return s;
    """
    assert run(text, LEAD, [1, 2]) == 30
