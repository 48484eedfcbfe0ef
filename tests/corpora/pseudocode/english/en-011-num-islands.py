from typing import List


class Solution:
    def num_islands(self, grid: List[List[str]]) -> int:
        islands = 0
        for r in range(len(grid)):
            for c in range(len(grid[0])):
                if grid[r][c] == "1":
                    islands += 1
                    grid[r][c] = "0"
                    stack = [(r, c)]
                    while True:
                        if len(stack) == 0:
                            break
                        i, j = stack.pop()
                        for a, b in ((i + 1, j), (i - 1, j), (i, j + 1), (i, j - 1)):
                            if 0 <= a < len(grid) and 0 <= b < len(grid[0]) and grid[a][b] == "1":
                                grid[a][b] = "0"
                                stack.append((a, b))
        return islands
