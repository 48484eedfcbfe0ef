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
                    stack = [(r, c)]
                    while stack:
                        i, j = stack.pop()
                        for a, b in ((i + 1, j), (i - 1, j), (i, j + 1), (i, j - 1)):
                            if 0 <= a < rows and 0 <= b < cols and grid[a][b] == "1":
                                grid[a][b] = "0"
                                stack.append((a, b))
        return count
