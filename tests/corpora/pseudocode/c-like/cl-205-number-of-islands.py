from typing import List


class Solution:
    def num_islands(self, grid: List[List[str]]) -> int:
        if grid is None or len(grid) == 0:
            return 0
        rows = len(grid)
        cols = len(grid[0])
        count = 0
        for r in range(rows):
            for c in range(cols):
                if grid[r][c] == "1":
                    count += 1
                    self.sink(grid, r, c)
        return count

    def sink(self, g, r, c):
        if r < 0 or c < 0 or r >= len(g) or c >= len(g[0]) or g[r][c] != "1":
            return
        g[r][c] = "0"
        self.sink(g, r + 1, c)
        self.sink(g, r - 1, c)
        self.sink(g, r, c + 1)
        self.sink(g, r, c - 1)
