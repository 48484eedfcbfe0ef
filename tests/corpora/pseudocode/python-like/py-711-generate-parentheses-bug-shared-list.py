from typing import List


class Solution:
    def generate_parenthesis(self, n: int) -> List[str]:
        res = []
        cur = []

        def go(open, close):
            if len(cur) == 2 * n:
                res.append(cur)  # save it
                return
            if open < n:
                cur.append("(")
                go(open + 1, close)
                cur.pop()
            if close < open:
                cur.append(")")
                go(open, close + 1)
                cur.pop()

        go(0, 0)
        return res
