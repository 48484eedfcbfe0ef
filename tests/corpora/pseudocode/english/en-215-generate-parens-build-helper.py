from typing import List


class Solution:
    def generate_parenthesis(self, n: int) -> List[str]:
        results = []

        def build(current, opens, closes):
            if len(current) == 2 * n:
                results.append(current)
                return
            if opens < n:
                build(current + "(", opens + 1, closes)
            if closes < opens:
                build(current + ")", opens, closes + 1)

        build("", 0, 0)
        return results
