from typing import List


class Solution:
    def daily_temperatures(self, temperatures: List[int]) -> List[int]:
        Antwort = [0] * len(temperatures)
        Stapel = []
        for i in range(len(temperatures)):
            while Stapel and temperatures[i] >= temperatures[Stapel[-1]]:
                j = Stapel.pop()
                Antwort[j] = i - j
            Stapel.append(i)
        return Antwort
