from typing import List


class Solution:
    def generate_parenthesis(self, n: int) -> List[str]:
        def build(p, open, close, n, R):
            if len(p) == 2 * n:
                R.append(p)
                return
            if open < n:
                build(p + "(", open + 1, close, n, R)
            if close <= open:
                build(p + ")", open, close + 1, n, R)

        R = []
        build("", 0, 0, n, R)
        return R
