from typing import List


class Solution:
    def generate_parenthesis(self, n: int) -> List[str]:
        kept = []

        def go(text, opened, closed):
            if len(text) == 2 * n:
                kept.append(text)
                return
            if opened < n:
                go(text + "(", opened + 1, closed)
            if closed < n:
                go(text + ")", opened, closed + 1)

        go("", 0, 0)
        return kept
