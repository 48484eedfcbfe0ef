from typing import List


class Solution:
    def num_islands(self, grid: List[List[str]]) -> int:
        count = 0
        rows = len(grid)
        cols = len(grid[0])
        for r in range(0, rows):
            for c in range(0, cols):
                if grid[r][c] == "1":
                    count += 1
                    grid[r][c] = "0"
                    queue = [(r, c)]
                    while len(queue) != 0:
                        x, y = queue.pop(0)
                        for dx in (-1, 0, 1):
                            for dy in (-1, 0, 1):
                                nx = x + dx
                                ny = y + dy
                                if 0 <= nx < rows and 0 <= ny < cols and grid[nx][ny] == "1":
                                    grid[nx][ny] = "0"
                                    queue.append((nx, ny))
        return count
