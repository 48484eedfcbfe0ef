from typing import List


class Solution:
    def generate_parenthesis(self, n: int) -> List[str]:
        answers = []

        def helper(cur, opens, closes):
            if len(cur) == 2 * n:
                answers.append(cur)
                return
            if opens < n:
                helper(cur + "(", opens + 1, closes)
            if closes < n:
                helper(cur + ")", opens, closes + 1)

        helper("", 0, 0)
        return answers
