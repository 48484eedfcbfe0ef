from typing import List


class Solution:
    def length_of_lis(self, nums: List[int]) -> int:
        smallest_tail_for_each_length = []
        for number in nums:
            lo = 0
            hi = len(smallest_tail_for_each_length)
            while lo < hi:
                mid = (lo + hi) // 2
                if smallest_tail_for_each_length[mid] > number:
                    hi = mid
                else:
                    lo = mid + 1
            if lo == len(smallest_tail_for_each_length):
                smallest_tail_for_each_length.append(number)
            else:
                smallest_tail_for_each_length[lo] = number
        return len(smallest_tail_for_each_length)
