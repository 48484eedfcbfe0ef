from typing import List


class Solution:
    def length_of_lis(self, nums: List[int]) -> int:
        tails = []
        for num in nums:
            low = 0
            high = len(tails)
            while low < high:
                mid = (low + high) // 2
                if tails[mid] <= num:
                    low = mid + 1
                else:
                    high = mid
            if low == len(tails):
                tails.append(num)
            else:
                tails[low] = num
        return len(tails)
