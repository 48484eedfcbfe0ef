from typing import List


class Solution:
    def generate_parenthesis(self, n: int) -> List[str]:
        answer = []

        def build(s, o, c):
            if len(s) == 2 * n:
                answer.append(s)
                return
            if o < n:
                build(s + "(", o + 1, c)
            if c < o:
                build(s + ")", o, c + 1)

        build("", 0, 0)
        return answer
