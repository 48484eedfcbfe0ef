from typing import List


class Solution:
    def generate_parenthesis(self, n: int) -> List[str]:
        out = []

        def dfs(cur, open, close):
            if len(cur) == 2 * n:
                out.append(cur)
                return
            if open < n:
                dfs(cur + "(", open + 1, close)
            if close < open:
                dfs(cur + ")", open, close + 1)

        dfs("", 0, 0)
        return out
