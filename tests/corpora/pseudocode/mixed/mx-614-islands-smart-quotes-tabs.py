from typing import List


class Solution:
    def num_islands(self, grid: List[List[str]]) -> int:
        rows, cols = len(grid), len(grid[0])
        count = 0
        for r in range(0, rows):
            for c in range(0, cols):
                if grid[r][c] == "1":
                    count += 1
                    stack = [(r, c)]
                    grid[r][c] = "0"
                    while len(stack) > 0:
                        i, j = stack.pop()
                        for di, dj in [(1, 0), (-1, 0), (0, 1), (0, -1)]:
                            ni, nj = i + di, j + dj
                            if 0 <= ni < rows and 0 <= nj < cols and grid[ni][nj] == "1":
                                grid[ni][nj] = "0"
                                stack.append((ni, nj))
        return count
