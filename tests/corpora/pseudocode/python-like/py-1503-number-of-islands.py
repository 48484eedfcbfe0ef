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
                    stack = [(r, c)]
                    grid[r][c] = "0"
                    while stack:
                        i, j = stack.pop()
                        for di, dj in [(1, 0), (-1, 0), (0, 1), (0, -1)]:
                            ni = i + di
                            nj = j + dj
                            if 0 <= ni < rows and 0 <= nj < cols and grid[ni][nj] == "1":
                                grid[ni][nj] = "0"
                                stack.append((ni, nj))
        return count
