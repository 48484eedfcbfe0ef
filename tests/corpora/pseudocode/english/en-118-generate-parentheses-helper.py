from typing import List


class Solution:
    def generate_parenthesis(self, n: int) -> List[str]:
        answers = []

        def build(text, opens, closes):
            if len(text) == 2 * n:
                answers.append(text)
                return
            if opens < n:
                build(text + "(", opens + 1, closes)
            if closes < opens:
                build(text + ")", opens, closes + 1)

        build("", 0, 0)
        return answers
