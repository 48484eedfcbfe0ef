"""Strings and sliding windows."""

from __future__ import annotations

from tests.questions.authoring.spec import Spec


def _longest_unique_brute(s: str) -> int:
    best = 0
    for i in range(len(s)):
        for j in range(i, len(s) + 1):
            if len(set(s[i:j])) == j - i:
                best = max(best, j - i)
    return best


L3 = Spec(
    id="3",
    title="Longest Substring Without Repeating Characters",
    difficulty="medium",
    description="""
        Given a string `s`, return the length of the longest **substring** (a contiguous run of
        characters) in which no character appears twice.

        Example: for `s = "abcabcbb"` the answer is `3` (`"abc"`); for `s = "pwwkew"` it is `3`
        (`"wke"`; `"pwke"` is a subsequence, not a substring).
    """,
    constraints=[
        "0 <= len(s) <= 5 * 10^4",
        "s may contain any characters: letters, digits, symbols, spaces and non-ASCII letters",
    ],
    method="length_of_longest_substring",
    params=[("s", "str")],
    returns="int",
    time="O(n)",
    space="O(min(m,n))",
    requirements=[
        "Maintains proper window boundaries",
        "Tracks the characters in the current window accurately",
        "Handles the empty string",
        "Handles strings with all unique characters",
        "Runs in linear time: each character enters and leaves the window at most once",
    ],
    concepts=["strings", "sliding window", "hashing"],
    visible=[
        {"s": "abcabcbb"},
        {"s": "bbbbb"},
        {"s": "pwwkew"},
        {"s": ""},
        {"s": " "},
        {"s": "au"},
        {"s": "dvdf"},
        {"s": "abba"},
    ],
    hidden=[
        {"s": "a"},
        {"s": "tmmzuxt"},
        {"s": "abcdefghijklmnopqrstuvwxyz"},
        {"s": "aab"},
        {"s": "a b c a"},
        {"s": "ñandú ñu"},
        {"s": "0123401234567"},
        {"s": "!@#!@#$%^"},
    ],
    brute=_longest_unique_brute,
    generated_sizes=[40, 120, 200],
    reference="""
        class Solution:
            def length_of_longest_substring(self, s: str) -> int:
                last_seen: dict[str, int] = {}
                start = 0
                best = 0
                for i, ch in enumerate(s):
                    if last_seen.get(ch, -1) >= start:
                        start = last_seen[ch] + 1
                    last_seen[ch] = i
                    best = max(best, i - start + 1)
                return best
    """,
    generator="""
        def generate(n, rng):
            # A large alphabet (n distinct code points) keeps the window long, the worst case for
            # solutions that rescan the window; a few repeats make it move.
            alphabet = [chr(0x100 + i) for i in range(n)]
            rng.shuffle(alphabet)
            chars = [alphabet[i] if rng.random() > 0.05 else alphabet[rng.randrange(n)] for i in range(n)]
            return {"s": "".join(chars)}
    """,
)

SPECS = [L3]


def _is_pal(t: str) -> bool:
    return t == t[::-1]


def _longest_pal_brute(s: str) -> str:
    best = ""
    for i in range(len(s)):
        for j in range(i + 1, len(s) + 1):
            if j - i > len(best) and _is_pal(s[i:j]):
                best = s[i:j]
    return best


L5 = Spec(
    id="5",
    title="Longest Palindromic Substring",
    difficulty="medium",
    description="""
        Given a string `s`, return a longest substring of `s` that reads the same forwards and
        backwards. When several substrings share the maximum length, return any one of them.

        Example: for `s = "babad"` both `"bab"` and `"aba"` are correct.
    """,
    constraints=["1 <= len(s) <= 1000", "s consists of ASCII letters and digits"],
    method="longest_palindrome",
    params=[("s", "str")],
    returns="str",
    time="O(n^2)",
    space="O(1)",
    requirements=[
        "Returns a substring of s that is a palindrome of maximum length",
        "Handles both odd- and even-length palindromes",
        "Handles a single character",
        "Expands around each centre instead of testing every substring (O(n^2), not O(n^3))",
    ],
    concepts=["strings", "two pointers", "dynamic programming"],
    visible=[
        {"s": "babad"},
        {"s": "cbbd"},
        {"s": "a"},
        {"s": "ac"},
        {"s": "racecar"},
        {"s": "aaaa"},
        {"s": "forgeeksskeegfor"},
        {"s": "abacdfgdcaba"},
    ],
    hidden=[
        {"s": "bb"},
        {"s": "abcde"},
        {"s": "abb"},
        {"s": "aab"},
        {"s": "xabax"},
        {"s": "noonracecar"},
        {"s": "z" * 50},
    ],
    generated_sizes=[30, 60, 90],
    compare={
        "mode": "checker",
        "code": (
            "def check(args, result):\n"
            "    s = args['s']\n"
            "    if not isinstance(result, str) or result not in s or result != result[::-1]:\n"
            "        return False\n"
            "    best = 0\n"
            "    for centre in range(2 * len(s) - 1):\n"
            "        lo, hi = centre // 2, centre // 2 + centre % 2\n"
            "        while lo >= 0 and hi < len(s) and s[lo] == s[hi]:\n"
            "            lo, hi = lo - 1, hi + 1\n"
            "        best = max(best, hi - lo - 1)\n"
            "    return len(result) == best\n"
        ),
    },
    brute=_longest_pal_brute,
    reference="""
        class Solution:
            def longest_palindrome(self, s: str) -> str:
                best_lo, best_hi = 0, 0
                for centre in range(2 * len(s) - 1):
                    lo, hi = centre // 2, centre // 2 + centre % 2
                    while lo >= 0 and hi < len(s) and s[lo] == s[hi]:
                        lo -= 1
                        hi += 1
                    if hi - lo - 1 > best_hi - best_lo:
                        best_lo, best_hi = lo + 1, hi
                return s[best_lo:best_hi]
    """,
    generator="""
        def generate(n, rng):
            # One letter repeated: every centre expands to an edge, the worst case of expand-around-centre.
            return {"s": "a" * n}
    """,
)


def _is_anagram_brute(s: str, t: str) -> bool:
    return sorted(s) == sorted(t)


L242 = Spec(
    id="242",
    title="Valid Anagram",
    difficulty="easy",
    description="""
        Given two strings `s` and `t`, return `True` if `t` is an anagram of `s` (it uses exactly the
        same characters the same number of times), and `False` otherwise.
    """,
    constraints=["0 <= len(s), len(t) <= 5 * 10^4", "s and t may contain any Unicode characters"],
    method="is_anagram",
    params=[("s", "str"), ("t", "str")],
    returns="bool",
    time="O(n)",
    space="O(n)",
    requirements=[
        "Counts characters with a hash map instead of sorting",
        "Returns False early when the lengths differ",
        "Handles empty strings",
    ],
    concepts=["strings", "hashing"],
    visible=[
        {"s": "anagram", "t": "nagaram"},
        {"s": "rat", "t": "car"},
        {"s": "", "t": ""},
        {"s": "a", "t": "a"},
        {"s": "ab", "t": "a"},
        {"s": "aacc", "t": "ccac"},
        {"s": "listen", "t": "silent"},
        {"s": "abc", "t": "abd"},
    ],
    hidden=[
        {"s": "a", "t": ""},
        {"s": "aa", "t": "bb"},
        {"s": "ñandú", "t": "úndañ"},
        {"s": "Dormitory", "t": "dirtyroom"},
        {"s": "abcabc", "t": "aabbcc"},
    ],
    generated_sizes=[20, 50, 100],
    brute=_is_anagram_brute,
    reference="""
        class Solution:
            def is_anagram(self, s: str, t: str) -> bool:
                if len(s) != len(t):
                    return False
                counts: dict[str, int] = {}
                for ch in s:
                    counts[ch] = counts.get(ch, 0) + 1
                for ch in t:
                    left = counts.get(ch, 0)
                    if left == 0:
                        return False
                    counts[ch] = left - 1
                return True
    """,
    generator="""
        def generate(n, rng):
            # A true anagram over a large alphabet: every character must be counted and checked.
            chars = [chr(0x100 + rng.randrange(max(1, n))) for _ in range(n)]
            shuffled = list(chars)
            rng.shuffle(shuffled)
            return {"s": "".join(chars), "t": "".join(shuffled)}
    """,
)


def _valid_pal_brute(s: str) -> bool:
    kept = [c.lower() for c in s if c.isalnum()]
    return kept == kept[::-1]


L125 = Spec(
    id="125",
    title="Valid Palindrome",
    difficulty="easy",
    description="""
        A phrase is a palindrome if, after lower-casing every letter and removing every character that
        is not a letter or a digit (`str.isalnum()`), it reads the same forwards and backwards.
        Given a string `s`, return `True` if it is a palindrome and `False` otherwise.
    """,
    constraints=["0 <= len(s) <= 2 * 10^5", "s may contain any printable characters"],
    method="is_palindrome",
    params=[("s", "str")],
    returns="bool",
    time="O(n)",
    space="O(1)",
    requirements=[
        "Skips characters that are not letters or digits",
        "Compares case-insensitively",
        "Uses two pointers moving inwards, without building a cleaned copy (O(1) extra space)",
        "An empty or all-punctuation string is a palindrome",
    ],
    concepts=["strings", "two pointers"],
    visible=[
        {"s": "A man, a plan, a canal: Panama"},
        {"s": "race a car"},
        {"s": " "},
        {"s": ""},
        {"s": "0P"},
        {"s": "a."},
        {"s": "Was it a car or a cat I saw?"},
        {"s": "ab_a"},
    ],
    hidden=[
        {"s": ".,"},
        {"s": "aa"},
        {"s": "ab"},
        {"s": "No 'x' in Nixon"},
        {"s": "1a2"},
        {"s": "Été"},
    ],
    generated_sizes=[10, 51, 200],
    brute=_valid_pal_brute,
    reference="""
        class Solution:
            def is_palindrome(self, s: str) -> bool:
                left, right = 0, len(s) - 1
                while left < right:
                    if not s[left].isalnum():
                        left += 1
                    elif not s[right].isalnum():
                        right -= 1
                    elif s[left].lower() != s[right].lower():
                        return False
                    else:
                        left += 1
                        right -= 1
                return True
    """,
    generator="""
        def generate(n, rng):
            # A true palindrome with punctuation sprinkled in: both pointers travel the whole string.
            letters = "abcXYZ019"
            half = [rng.choice(letters) for _ in range(n // 2)]
            middle = [rng.choice(",. !")] if n % 2 else []
            return {"s": "".join(half + middle + [c.swapcase() for c in reversed(half)])}
    """,
)


def _min_window_brute(s: str, t: str) -> str:
    from collections import Counter

    need = Counter(t)
    best = ""
    for i in range(len(s)):
        for j in range(i + 1, len(s) + 1):
            if (not best or j - i < len(best)) and not need - Counter(s[i:j]):
                best = s[i:j]
                break
    return best


L76 = Spec(
    id="76",
    title="Minimum Window Substring",
    difficulty="hard",
    description="""
        Given strings `s` and `t`, return the shortest substring of `s` that contains every character
        of `t` (duplicates included: `t = "aa"` needs two `a`s). If there is none, return `""`.
        The test data guarantee that the shortest window is unique.
    """,
    constraints=["1 <= len(s), len(t) <= 10^5", "s and t consist of ASCII letters"],
    method="min_window",
    params=[("s", "str"), ("t", "str")],
    returns="str",
    time="O(n)",
    space="O(n)",
    requirements=[
        "Expands the right edge until the window covers t, then shrinks the left edge",
        "Counts required characters, duplicates included",
        "Returns an empty string when no window exists",
        "Runs in linear time",
    ],
    concepts=["strings", "sliding window", "hashing"],
    visible=[
        {"s": "ADOBECODEBANC", "t": "ABC"},
        {"s": "a", "t": "a"},
        {"s": "a", "t": "aa"},
        {"s": "ab", "t": "b"},
        {"s": "abc", "t": "cba"},
        {"s": "aaflslflsldkalskaaa", "t": "aaa"},
        {"s": "xyz", "t": "w"},
        {"s": "bba", "t": "ab"},
    ],
    hidden=[
        {"s": "a", "t": "b"},
        {"s": "aa", "t": "aa"},
        {"s": "cabwefgewcwaefgcf", "t": "cae"},
        {"s": "abcdef", "t": "f"},
        {"s": "AaBbCc", "t": "abc"},
        {"s": "zzzzzzzzzzq", "t": "qz"},
        {"s": "acbbaca", "t": "aba"},
        {"s": "bdab", "t": "ab"},
    ],
    brute=_min_window_brute,
    reference="""
        class Solution:
            def min_window(self, s: str, t: str) -> str:
                need: dict[str, int] = {}
                for ch in t:
                    need[ch] = need.get(ch, 0) + 1
                missing = len(t)
                best_lo, best_hi = 0, 0
                lo = 0
                for hi, ch in enumerate(s, 1):
                    if need.get(ch, 0) > 0:
                        missing -= 1
                    need[ch] = need.get(ch, 0) - 1
                    if missing == 0:
                        while need[s[lo]] < 0:
                            need[s[lo]] += 1
                            lo += 1
                        if best_hi == 0 or hi - lo < best_hi - best_lo:
                            best_lo, best_hi = lo, hi
                        need[s[lo]] += 1
                        missing += 1
                        lo += 1
                return s[best_lo:best_hi]
    """,
    generator="""
        def generate(n, rng):
            # The only window is at the very end, so the left edge must crawl across the whole string.
            body = "".join(rng.choice("abcdefgh") for _ in range(max(0, n - 3)))
            return {"s": body + "XYZ", "t": "ZYX"}
    """,
)


def _max_avg_brute(nums: list[int], k: int) -> float:
    return max(sum(nums[i : i + k]) / k for i in range(len(nums) - k + 1))


L643 = Spec(
    id="643",
    title="Maximum Average Subarray I",
    difficulty="easy",
    description="""
        Given an integer array `nums` and an integer `k`, return the largest average of any contiguous
        subarray of length exactly `k`. Answers within `1e-5` of the exact value are accepted.
    """,
    constraints=["1 <= k <= len(nums) <= 10^5", "-10^4 <= nums[i] <= 10^4"],
    method="find_max_average",
    params=[("nums", "List[int]"), ("k", "int")],
    returns="float",
    time="O(n)",
    space="O(1)",
    requirements=[
        "Keeps a running window sum instead of re-summing each window",
        "Handles k equal to the length of the array",
        "Handles negative numbers",
    ],
    concepts=["arrays", "sliding window"],
    visible=[
        {"nums": [1, 12, -5, -6, 50, 3], "k": 4},
        {"nums": [5], "k": 1},
        {"nums": [-1], "k": 1},
        {"nums": [0, 4, 0, 3, 2], "k": 1},
        {"nums": [1, 2, 3, 4], "k": 4},
        {"nums": [-5, -3, -8, -1], "k": 2},
        {"nums": [3, 3, 4, 3, 0], "k": 3},
        {"nums": [7, 4, 5, 8, 8, 3, 9, 8, 7, 6], "k": 7},
    ],
    hidden=[
        {"nums": [10000, -10000], "k": 1},
        {"nums": [1, 2], "k": 2},
        {"nums": [-10000] * 9, "k": 3},
        {"nums": [4, 2, 1, 3, 3], "k": 2},
    ],
    generated_sizes=[10, 30, 100, 400],
    compare={"mode": "float", "rel_tol": 1e-9, "abs_tol": 1e-5},
    brute=_max_avg_brute,
    reference="""
        class Solution:
            def find_max_average(self, nums: List[int], k: int) -> float:
                window = 0
                for i in range(k):  # no sum(nums[:k]): the slice is O(k) extra space
                    window += nums[i]
                best = window
                for i in range(k, len(nums)):
                    window += nums[i] - nums[i - k]
                    best = max(best, window)
                return best / k
    """,
    generator="""
        def generate(n, rng):
            # A window of half the array: re-summing each window would cost O(n*k) = O(n^2).
            return {"nums": [rng.randint(-10000, 10000) for _ in range(n)], "k": max(1, n // 2)}
    """,
)

SPECS = [L3, L5, L76, L125, L242, L643]
