from typing import List


class Solution:
    def max_sub_array(self, nums: List[int]) -> int:
        n = len(nums)
        best_sum_seen_until_now = nums[1 - 1]
        current_running_sum = nums[1 - 1]
        for i in range(2, n + 1):
            current_running_sum = max(nums[i - 1], current_running_sum + nums[i - 1])
            if current_running_sum > best_sum_seen_until_now:
                best_sum_seen_until_now = current_running_sum
        return best_sum_seen_until_now
