from typing import List


class Solution:
    def max_sub_array(self, nums: List[int]) -> int:
        best_sum_found_anywhere = 0
        sum_of_the_running_stretch = 0
        for index_of_the_number in range(1, len(nums) + 1):
            sum_of_the_running_stretch = max(
                nums[index_of_the_number - 1],
                sum_of_the_running_stretch + nums[index_of_the_number - 1],
            )
            best_sum_found_anywhere = max(best_sum_found_anywhere, sum_of_the_running_stretch)
        return best_sum_found_anywhere
