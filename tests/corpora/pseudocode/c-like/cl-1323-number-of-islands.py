from typing import List


class Solution:
    def num_islands(self, grid: List[List[str]]) -> int:
        m = len(grid)
        n = len(grid[0])
        count = 0
        for i in range(m):
            for j in range(n):
                if grid[i][j] == "1":
                    count += 1
                    s = []
                    s.append((i, j))
                    grid[i][j] = "0"
                    while len(s) > 0:
                        (r, c) = s.pop()
                        if r > 0 and grid[r - 1][c] == "1":
                            grid[r - 1][c] = "0"
                            s.append((r - 1, c))
                        if r < m - 1 and grid[r + 1][c] == "1":
                            grid[r + 1][c] = "0"
                            s.append((r + 1, c))
                        if c > 0 and grid[r][c - 1] == "1":
                            grid[r][c - 1] = "0"
                            s.append((r, c - 1))
                        if c < n - 1 and grid[r][c + 1] == "1":
                            grid[r][c + 1] = "0"
                            s.append((r, c + 1))
        return count
