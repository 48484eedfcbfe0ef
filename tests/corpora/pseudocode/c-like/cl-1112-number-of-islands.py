from typing import List


class Solution:
    def num_islands(self, grid: List[List[str]]) -> int:
        rows = len(grid)
        cols = len(grid[0])
        count = 0
        for r in range(rows):
            for c in range(cols):
                if grid[r][c] == "1":
                    count += 1
                    stack = []
                    stack.append([r, c])
                    grid[r][c] = "0"
                    while len(stack) > 0:
                        p = stack.pop()
                        dirs = [[1, 0], [-1, 0], [0, 1], [0, -1]]
                        for d in dirs:
                            nr = p[0] + d[0]
                            nc = p[1] + d[1]
                            if nr >= 0 and nr < rows and nc >= 0 and nc < cols and grid[nr][nc] == "1":
                                grid[nr][nc] = "0"
                                stack.append([nr, nc])
        return count
