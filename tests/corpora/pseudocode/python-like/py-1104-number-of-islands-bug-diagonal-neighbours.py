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
                        (x, y) = stack.pop()
                        for dx in [-1, 0, 1]:
                            for dy in [-1, 0, 1]:
                                nx = x + dx
                                ny = y + dy
                                if 0 <= nx < rows and 0 <= ny < cols and grid[nx][ny] == "1":
                                    grid[nx][ny] = "0"
                                    stack.append((nx, ny))
        return count
