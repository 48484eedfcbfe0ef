from typing import List


class Solution:
    def generate_parenthesis(self, n: int) -> List[str]:
        res = []

        def build(str, open, close):
            if len(str) == n * 2:
                res.append(str)
                return len(res)
            if open < n:
                build(str + "(", open + 1, close)
            if close < open:
                build(str + ")", open, close + 1)
            return None

        build("", 0, 0)
        return res
