from typing import List


class Solution:
    def generate_parenthesis(self, n: int) -> List[str]:
        result = []

        def build(cur, open, close):
            if len(cur) == 2 * n:
                result.append(cur)
                return
            if open < n:
                build(cur + "(", open + 1, close)
            if close < open:
                build(cur + ")", open, close + 1)

        build("", 0, 0)
        return result
