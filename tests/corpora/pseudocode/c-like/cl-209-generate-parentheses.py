from typing import List


class Solution:
    def generate_parenthesis(self, n: int) -> List[str]:
        res = []
        self.Build(res, "", 0, 0, n)
        return res

    def Build(self, res, cur, open, close, n):
        if len(cur) == 2 * n:
            res.append(cur)
            return
        if open < n:
            self.Build(res, cur + "(", open + 1, close, n)
        if close < open:
            self.Build(res, cur + ")", open, close + 1, n)
