from typing import List


class Solution:
    def num_islands(self, grid: List[List[str]]) -> int:
        m = len(grid)
        n = len(grid[0])
        count = 0
        for r in range(0, m):
            for c in range(0, n):
                if grid[r][c] == "1":
                    count += 1
                    stack = [(r, c)]
                    grid[r][c] = "0"
                    while len(stack) > 0:
                        (i, j) = stack.pop()
                        for a, b in [(i + 1, j), (i - 1, j), (i, j + 1), (i, j - 1)]:
                            if 0 <= a < m and 0 <= b < n and grid[a][b] == "1":
                                grid[a][b] = "0"
                                stack.append((a, b))
        return count
