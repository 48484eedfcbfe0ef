from collections import deque
from typing import List


class Solution:
    def num_islands(self, grid: List[List[str]]) -> int:
        nrows = len(grid)
        ncols = len(grid[0])
        islands = 0
        for r in range(nrows):
            for c in range(ncols):
                if grid[r][c] != "1":
                    continue
                islands += 1
                q = deque([(r, c)])
                grid[r][c] = "0"
                while q:
                    (i, j) = q.popleft()
                    for di, dj in [(1, 0), (-1, 0), (0, 1), (0, -1)]:
                        ni, nj = i + di, j + dj
                        if 0 <= ni < nrows and 0 <= nj < ncols and grid[ni][nj] == "1":
                            grid[ni][nj] = "0"
                            q.append((ni, nj))
        return islands
