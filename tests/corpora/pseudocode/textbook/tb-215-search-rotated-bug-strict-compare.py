from typing import List


class Solution:
    def search(self, nums: List[int], target: int) -> int:
        A = nums
        lo = 1
        hi = len(A)
        while lo <= hi:
            mid = (lo + hi) // 2
            if A[mid - 1] == target:
                return mid - 1
            if A[lo - 1] < A[mid - 1]:
                if A[lo - 1] <= target and target < A[mid - 1]:
                    hi = mid - 1
                else:
                    lo = mid + 1
            else:
                if A[mid - 1] < target and target <= A[hi - 1]:
                    lo = mid + 1
                else:
                    hi = mid - 1
        return -1
