from typing import List


class Solution:
    def length_of_lis(self, nums: List[int]) -> int:
        tails = []
        for num in nums:
            low = 1
            high = len(tails) + 1
            while low < high:
                mid = (low + high) // 2
                if tails[mid - 1] < num:
                    low = mid + 1
                else:
                    high = mid
            if low == len(tails) + 1:
                tails.append(num)
            else:
                tails[low - 1] = num
        return len(tails)
