from typing import List


class Solution:
    def generate_parenthesis(self, n: int) -> List[str]:
        res = []

        def bt(cur, open, close):
            if len(cur) == 2 * n:
                res.append(cur)
                return
            if open < n:
                bt(cur + "(", open + 1, close)
            if close < open:
                bt(cur + ")", open, close + 1)

        bt("", 0, 0)
        return res
