from typing import List


class Solution:
    def num_islands(self, grid: List[List[str]]) -> int:
        m = len(grid)
        n = len(grid[0])
        count = 0
        for i in range(1, m + 1):
            for j in range(1, n + 1):
                if grid[i - 1][j - 1] == "1":
                    count = count + 1
                    self.sink(grid, i, j, m, n)
        return count

    def sink(self, g, i, j, m, n):
        if i < 1 or i > m or j < 1 or j > n or g[i - 1][j - 1] != "1":
            return
        g[i - 1][j - 1] = "0"
        self.sink(g, i + 1, j, m, n)
        self.sink(g, i - 1, j, m, n)
        self.sink(g, i, j + 1, m, n)
        self.sink(g, i, j - 1, m, n)
