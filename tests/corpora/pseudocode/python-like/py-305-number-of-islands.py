from collections import deque
from typing import List


class Solution:
    def num_islands(self, grid: List[List[str]]) -> int:
        if not grid:
            return 0
        rows = len(grid)
        cols = len(grid[0])
        seen = [[False] * cols for _ in range(rows)]
        count = 0
        for r in range(rows):
            for c in range(cols):
                if grid[r][c] == "1" and not seen[r][c]:
                    count += 1
                    q = deque([(r, c)])
                    seen[r][c] = True
                    while q:
                        (x, y) = q.popleft()
                        for dx, dy in [(1, 0), (-1, 0), (0, 1), (0, -1)]:
                            nx = x + dx
                            ny = y + dy
                            if 0 <= nx < rows and 0 <= ny < cols and grid[nx][ny] == "1" and not seen[nx][ny]:
                                seen[nx][ny] = True
                                q.append((nx, ny))
        return count
