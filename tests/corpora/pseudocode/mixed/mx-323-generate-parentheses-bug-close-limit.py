from typing import List


class Solution:
    def generate_parenthesis(self, n: int) -> List[str]:
        res = []

        def go(s, open, close):
            if len(s) == 2 * n:
                res.append(s)
                return
            if open < n:
                go(s + "(", open + 1, close)
            if close < n:
                go(s + ")", open, close + 1)

        go("", 0, 0)
        return res
