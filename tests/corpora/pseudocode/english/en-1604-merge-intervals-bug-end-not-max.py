from typing import List


class Solution:
    def merge(self, intervals: List[List[int]]) -> List[List[int]]:
        intervals.sort(key=lambda interval: interval[0])
        merged_intervals_result = []
        for current_interval in intervals:
            if not merged_intervals_result or merged_intervals_result[-1][1] < current_interval[0]:
                merged_intervals_result.append(current_interval)
            else:
                merged_intervals_result[-1][1] = current_interval[1]
        return merged_intervals_result
