from typing import List


class Solution:
    def find_kth_largest(self, nums: List[int], k: int) -> int:
        self.build_max_heap(nums)
        size = len(nums)
        for _i in range(1, k):
            nums[0], nums[size - 1] = nums[size - 1], nums[0]
            size = size - 1
            self.max_heapify(nums, 1, size)
        return nums[0]

    def build_max_heap(self, a):
        for i in range(len(a) // 2, 0, -1):
            self.max_heapify(a, i, len(a))

    def max_heapify(self, a, i, size):
        l = 2 * i
        r = 2 * i + 1
        largest = i
        if l <= size and a[l - 1] > a[largest - 1]:
            largest = l
        if r <= size and a[r - 1] > a[largest - 1]:
            largest = r
        if largest != i:
            a[i - 1], a[largest - 1] = a[largest - 1], a[i - 1]
            self.max_heapify(a, largest, size)
