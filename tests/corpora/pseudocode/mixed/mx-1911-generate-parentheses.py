from typing import List


class Solution:
    def generate_parenthesis(self, n: int) -> List[str]:
        results = []

        def build(s, open, close):
            if len(s) == 2 * n:
                results.append(s)
                return
            if open < n:
                build(s + "(", open + 1, close)
            if close < open:
                build(s + ")", open, close + 1)

        build("", 0, 0)
        return results
