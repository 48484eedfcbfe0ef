from typing import List


class Solution:
    def daily_temperatures(self, temperatures: List[int]) -> List[int]:
        n = len(temperatures)
        Answer = [None] * n
        Stack = [None] * n
        Top = 0
        for i in range(1, n + 1):
            Answer[i - 1] = 0
        for i in range(1, n + 1):
            while Top > 0 and temperatures[i - 1] > temperatures[Stack[Top - 1] - 1]:
                Answer[Stack[Top - 1] - 1] = i - Stack[Top - 1]
                Top = Top - 1
            Top = Top + 1
            Stack[Top - 1] = i
        return Answer
