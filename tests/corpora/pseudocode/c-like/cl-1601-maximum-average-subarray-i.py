from typing import List


class Solution:
    def find_max_average(self, nums: List[int], k: int) -> float:
        running_sum_of_the_current_window = 0
        for position in range(0, k):
            running_sum_of_the_current_window += nums[position]
        biggest_window_sum_seen_so_far = running_sum_of_the_current_window
        for position in range(k, len(nums)):
            running_sum_of_the_current_window += nums[position] - nums[position - k]
            if running_sum_of_the_current_window > biggest_window_sum_seen_so_far:
                biggest_window_sum_seen_so_far = running_sum_of_the_current_window
        return float(biggest_window_sum_seen_so_far) / k
