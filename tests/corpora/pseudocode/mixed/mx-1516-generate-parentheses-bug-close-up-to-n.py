from typing import List


class Solution:
    def generate_parenthesis(self, n: int) -> List[str]:
        res = []

        def gen(cur, o, c):
            if len(cur) == 2 * n:
                res.append(cur)
                return
            if o < n:
                gen(cur + "(", o + 1, c)
            if c < n:
                gen(cur + ")", o, c + 1)

        gen("", 0, 0)
        return res
