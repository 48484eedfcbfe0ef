from collections import deque
from typing import List


class Solution:
    def num_islands(self, grid: List[List[str]]) -> int:
        rows = len(grid)
        cols = len(grid[0])
        islands = 0
        dr = [1, -1, 0, 0]
        dc = [0, 0, 1, -1]
        for i in range(rows):
            for j in range(cols):
                if grid[i][j] == "1":
                    islands += 1
                    q = deque()
                    q.append((i, j))
                    grid[i][j] = "0"
                    while len(q) > 0:
                        r, c = q.popleft()
                        for d in range(4):
                            nr = r + dr[d]
                            nc = c + dc[d]
                            if nr >= 0 and nr < rows and nc >= 0 and nc < cols and grid[nr][nc] == "1":
                                grid[nr][nc] = "0"
                                q.append((nr, nc))
        return islands
