from typing import List


class Solution:
    def generate_parenthesis(self, n: int) -> List[str]:
        result = []

        def backtrack(cur, open, close):
            if len(cur) == 2 * n:
                result.append(cur)
                return
            if open < n:
                backtrack(cur + "(", open + 1, close)
            if close < n:
                backtrack(cur + ")", open, close + 1)

        backtrack("", 0, 0)
        return result
