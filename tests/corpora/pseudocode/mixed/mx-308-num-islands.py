from typing import List


class Solution:
    def num_islands(self, grid: List[List[str]]) -> int:
        rows = len(grid)
        cols = len(grid[0])
        islands = 0
        for r in range(rows):
            for c in range(cols):
                if grid[r][c] == "1":
                    islands += 1
                    queue = [(r, c)]
                    grid[r][c] = "0"
                    while queue:
                        x, y = queue.pop(0)
                        for dx, dy in [(1, 0), (-1, 0), (0, 1), (0, -1)]:
                            if 0 <= x + dx < rows and 0 <= y + dy < cols and grid[x + dx][y + dy] == "1":
                                grid[x + dx][y + dy] = "0"
                                queue.append((x + dx, y + dy))
        return islands
