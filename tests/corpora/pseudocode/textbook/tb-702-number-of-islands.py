from collections import deque
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
                    grid[i - 1][j - 1] = "0"
                    Q = deque()
                    Q.append((i, j))
                    while Q:
                        r, c = Q.popleft()
                        for dr, dc in [(1, 0), (-1, 0), (0, 1), (0, -1)]:
                            x = r + dr
                            y = c + dc
                            if 1 <= x <= m and 1 <= y <= n and grid[x - 1][y - 1] == "1":
                                grid[x - 1][y - 1] = "0"
                                Q.append((x, y))
        return count
