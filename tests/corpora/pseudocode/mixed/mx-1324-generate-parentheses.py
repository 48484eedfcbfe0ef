from typing import List


class Solution:
    def generate_parenthesis(self, n: int) -> List[str]:
        result = []

        def go(cur, open_, close):
            nonlocal result
            if len(cur) == 2 * n:
                result = result + [cur]
                return
            if open_ < n:
                go(cur + "(", open_ + 1, close)
            if close < open_:
                go(cur + ")", open_, close + 1)

        go("", 0, 0)
        return result
