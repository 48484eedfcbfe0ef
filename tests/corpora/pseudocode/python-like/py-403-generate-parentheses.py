from typing import List


class Solution:
    def generate_parenthesis(self, n: int) -> List[str]:
        res = []

        def go(cur, opne, close):
            if len(cur) == 2 * n:
                res.append(cur)
                return
            if opne < n:
                go(cur + "(", opne + 1, close)
            if close < opne:
                go(cur + ")", opne, close + 1)

        go("", 0, 0)
        return res
