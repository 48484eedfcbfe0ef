from typing import List


class Solution:
    def generate_parenthesis(self, n: int) -> List[str]:
        res = []

        def go(cur, open, close):
            if len(cur) == 2 * n:
                res.append(cur)
                return
            if open < n:
                go(cur + "(", open + 1, close)
            if close < open:
                go(cur + ")", open, close + 1)

        go("", 0, 0)
        return res
