from typing import List


class Solution:
    def num_islands(self, grid: List[List[str]]) -> int:
        count = 0
        for r in range(len(grid)):
            for c in range(len(grid[r])):
                above = grid[r - 1][c] if r > 0 else "0"
                left = grid[r][c - 1] if c > 0 else "0"
                if grid[r][c] == "1" and above != "1" and left != "1":
                    count += 1
        return count
