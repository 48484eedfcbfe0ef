from typing import List


class Solution:
    def rotate(self, nums: List[int], k: int) -> None:
        def reverse_part(A, left_position, right_position):
            while left_position < right_position:
                A[left_position - 1], A[right_position - 1] = (
                    A[right_position - 1],
                    A[left_position - 1],
                )
                left_position = left_position + 1
                right_position = right_position - 1

        total_amount_of_numbers = len(nums)
        k = k % total_amount_of_numbers
        reverse_part(nums, 1, total_amount_of_numbers)
        reverse_part(nums, 1, k)
        reverse_part(nums, k + 1, total_amount_of_numbers)
