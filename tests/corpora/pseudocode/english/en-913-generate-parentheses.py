from typing import List


class Solution:
    def generate_parenthesis(self, n: int) -> List[str]:
        result = []

        def build(cur, opening, closing):
            if len(cur) == 2 * n:
                result.append(cur)
                return
            if opening < n:
                build(cur + "(", opening + 1, closing)
            if closing < opening:
                build(cur + ")", opening, closing + 1)

        build("", 0, 0)
        return result
