from typing import List


class Solution:
    def rotate(self, nums: List[int], k: int) -> None:
        total_amount_of_numbers = len(nums)
        self.reverse_a_piece(nums, 1, total_amount_of_numbers)
        self.reverse_a_piece(nums, 1, k)
        self.reverse_a_piece(nums, k + 1, total_amount_of_numbers)
        return

    def reverse_a_piece(self, list_of_numbers, starting_position, ending_position):
        while starting_position < ending_position:
            list_of_numbers[starting_position - 1], list_of_numbers[ending_position - 1] = (
                list_of_numbers[ending_position - 1],
                list_of_numbers[starting_position - 1],
            )
            starting_position = starting_position + 1
            ending_position = ending_position - 1
