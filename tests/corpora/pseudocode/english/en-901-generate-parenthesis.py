from typing import List


class Solution:
    def generate_parenthesis(self, n: int) -> List[str]:
        results = []

        def build(so_far, opened, closed):
            if len(so_far) == 2 * n:
                results.append(so_far)
                return
            if opened < n:
                build(so_far + "(", opened + 1, closed)
            if closed < opened:
                build(so_far + ")", opened, closed + 1)

        build("", 0, 0)
        return results
