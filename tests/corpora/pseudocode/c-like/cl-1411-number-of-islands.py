from typing import List


class Solution:
    def num_islands(self, grid: List[List[str]]) -> int:
        count = 0
        rows = len(grid)
        cols = len(grid[0])

        for r in range(0, rows):
            for c in range(0, cols):
                if grid[r][c] != "1":
                    continue
                count += 1
                grid[r][c] = "0"
                queue = [[r, c]]
                head = 0
                while head < len(queue):
                    cell = queue[head]
                    head += 1
                    dirs = [[1, 0], [-1, 0], [0, 1], [0, -1]]
                    for d in dirs:
                        nr = cell[0] + d[0]
                        nc = cell[1] + d[1]
                        if nr >= 0 and nr < rows and nc >= 0 and nc < cols and grid[nr][nc] == "1":
                            grid[nr][nc] = "0"
                            queue.append([nr, nc])
        return count
