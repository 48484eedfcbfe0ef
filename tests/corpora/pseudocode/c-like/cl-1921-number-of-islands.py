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
                    grid[r][c] = "0"
                    stack = [[r, c]]
                    while stack:
                        y, x = stack.pop()
                        for dy, dx in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                            ny, nx = y + dy, x + dx
                            if not (0 <= ny < rows and 0 <= nx < cols):
                                continue
                            if grid[ny][nx] == "1":
                                grid[ny][nx] = "0"
                                stack.append([ny, nx])
        return count
