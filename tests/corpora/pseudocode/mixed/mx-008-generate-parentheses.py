from typing import List


class Solution:
    def generate_parenthesis(self, n: int) -> List[str]:
        results = []

        def go(str, open, close):
            if len(str) == 2 * n:
                results.append(str)
                return
            if open < n:
                go(str + "(", open + 1, close)
            if close < open and close < n:
                go(str + ")", open, close + 1)

        go("", 0, 0)
        return results
