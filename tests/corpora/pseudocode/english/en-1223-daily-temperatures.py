from typing import List


class Solution:
    def daily_temperatures(self, temperatures: List[int]) -> List[int]:
        answer = [0] * len(temperatures)
        waiting_days = []
        for today in range(len(temperatures)):
            while len(waiting_days) > 0 and temperatures[waiting_days[-1]] < temperatures[today]:
                earlier_day = waiting_days.pop()
                answer[earlier_day] = today - earlier_day
            waiting_days.append(today)
        return answer
