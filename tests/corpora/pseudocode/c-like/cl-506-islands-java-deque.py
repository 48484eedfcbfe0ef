from typing import List


class Solution:
    def num_islands(self, grid: List[List[str]]) -> int:
        rows = len(grid)
        cols = len(grid[0])
        islands = 0
        dirs = [[1, 0], [-1, 0], [0, 1], [0, -1]]
        for i in range(rows):
            for j in range(cols):
                if grid[i][j] != "1":
                    continue
                islands += 1
                stack = []
                stack.append([i, j])
                grid[i][j] = "0"
                while stack:
                    cell = stack.pop()
                    for d in dirs:
                        r = cell[0] + d[0]
                        c = cell[1] + d[1]
                        if r >= 0 and r < rows and c >= 0 and c < cols and grid[r][c] == "1":
                            grid[r][c] = "0"
                            stack.append([r, c])
        return islands
