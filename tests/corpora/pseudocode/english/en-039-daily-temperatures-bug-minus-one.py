from typing import List


class Solution:
    def daily_temperatures(self, temperatures: List[int]) -> List[int]:
        answers = []
        for i in range(len(temperatures)):
            answer = -1
            for j in range(i + 1, len(temperatures)):
                if temperatures[j] > temperatures[i]:
                    answer = j - i
                    break
            answers.append(answer)
        return answers
