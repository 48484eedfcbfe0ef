from collections import deque
from typing import List


class Solution:
    def num_islands(self, grid: List[List[str]]) -> int:
        rows = len(grid)
        cols = len(grid[0])
        jumlahPulau = 0
        for r in range(rows):
            for c in range(cols):
                if grid[r][c] == "1":
                    jumlahPulau = jumlahPulau + 1
                    grid[r][c] = "0"
                    antrian = deque([(r, c)])
                    while antrian:
                        x, y = antrian.popleft()
                        for nx, ny in ((x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)):
                            if 0 <= nx < rows and 0 <= ny < cols and grid[nx][ny] == "1":
                                grid[nx][ny] = "0"
                                antrian.append((nx, ny))
        return jumlahPulau
