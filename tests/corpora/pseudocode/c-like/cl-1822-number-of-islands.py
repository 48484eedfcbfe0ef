from collections import deque
from typing import List


class Solution:
    def num_islands(self, grid: List[List[str]]) -> int:
        dx = [-1, 1, 0, 0]
        dy = [0, 0, -1, 1]
        m = len(grid)
        n = len(grid[0])
        dem = 0
        for i in range(m):
            for j in range(n):
                if grid[i][j] != "1":
                    continue
                dem += 1
                q = deque()
                q.append((i, j))
                grid[i][j] = "0"
                while q:
                    x, y = q.popleft()
                    for k in range(4):
                        u = x + dx[k]
                        v = y + dy[k]
                        if u < 0 or u >= m or v < 0 or v >= n:
                            continue
                        if grid[u][v] == "1":
                            grid[u][v] = "0"
                            q.append((u, v))
        return dem
