from typing import List


class Solution:
    def num_islands(self, grid: List[List[str]]) -> int:
        m, n = len(grid), len(grid[0])
        dirs = [[1, 0], [-1, 0], [0, 1], [0, -1]]
        count = 0
        for i in range(0, m):
            for j in range(0, n):
                if grid[i][j] != "1":
                    continue
                count += 1
                grid[i][j] = "0"
                queue = [[i, j]]
                while len(queue):
                    r, c = queue.pop(0)
                    for dr, dc in dirs:
                        nr, nc = r + dr, c + dc
                        if nr >= 0 and nr < m and nc >= 0 and nc < n and grid[nr][nc] == "1":
                            grid[nr][nc] = "0"
                            queue.append([nr, nc])
        return count
