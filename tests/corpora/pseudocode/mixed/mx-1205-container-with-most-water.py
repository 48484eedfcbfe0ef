class Solution:
    def max_area(self, height: List[int]) -> int:
        left = 1
        right = len(height)
        best = 0
        while left < right:
            h = min(height[left - 1], height[right - 1])
            best = max(best, h * (right - left))
            if height[left - 1] < height[right - 1]:
                left = left + 1
            else:
                right = right - 1
        return best
