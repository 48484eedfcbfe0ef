from typing import List


class Solution:
    def num_islands(self, grid: List[List[str]]) -> int:
        def sink(r, c):
            if r < 0 or c < 0 or r >= len(grid) or c >= len(grid[0]) or grid[r][c] != "1":
                return
            grid[r][c] = "0"
            sink(r, c + 1)
            sink(r + 1, c)

        count = 0
        for r in range(len(grid)):
            for c in range(len(grid[0])):
                if grid[r][c] == "1":
                    count += 1
                    sink(r, c)
        return count
