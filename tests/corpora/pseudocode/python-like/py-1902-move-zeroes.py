from typing import List


class Solution:
    def move_zeroes(self, nums: List[int]) -> None:
        position_where_next_nonzero_goes = 0
        for every_index_in_the_list in range(len(nums)):
            if nums[every_index_in_the_list] != 0:
                (
                    nums[position_where_next_nonzero_goes],
                    nums[every_index_in_the_list],
                ) = (
                    nums[every_index_in_the_list],
                    nums[position_where_next_nonzero_goes],
                )
                position_where_next_nonzero_goes += 1
