from typing import List


class Solution:
    def num_islands(self, grid: List[List[str]]) -> int:
        rows = len(grid)
        cols = len(grid[0])
        count = 0
        for r in range(0, rows):
            for c in range(0, cols):
                if grid[r][c] == "1":
                    count = count + 1
                    stack = [(r, c)]
                    while stack:
                        i, j = stack.pop()
                        if i < 0 or j < 0 or i >= rows or j >= cols:
                            continue
                        if grid[i][j] != "1":
                            continue
                        grid[i][j] = "0"
                        stack.append((i + 1, j))
                        stack.append((i - 1, j))
                        stack.append((i, j + 1))
                        stack.append((i, j - 1))
        return count
