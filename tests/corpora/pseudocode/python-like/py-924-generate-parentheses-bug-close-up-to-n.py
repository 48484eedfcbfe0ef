from typing import List


class Solution:
    def generate_parenthesis(self, n: int) -> List[str]:
        result = []

        def build(cur, opened, closed):
            if len(cur) == 2 * n:
                result.append(cur)
                return
            if opened < n:
                build(cur + "(", opened + 1, closed)
            if closed < n:
                build(cur + ")", opened, closed + 1)

        build("", 0, 0)
        return result
