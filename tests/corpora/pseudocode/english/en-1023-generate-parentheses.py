from typing import List


class Solution:
    def generate_parenthesis(self, n: int) -> List[str]:
        answers = []

        def build(current, opened, closed):
            if len(current) == 2 * n:
                answers.append(current)
                return
            if opened < n:
                build(current + "(", opened + 1, closed)
            if closed < opened:
                build(current + ")", opened, closed + 1)

        build("", 0, 0)
        return answers
