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
                    todo = [(r, c)]
                    while todo:
                        a, b = todo.pop()
                        for x, y in ((a - 1, b), (a + 1, b), (a, b - 1), (a, b + 1)):
                            if 0 <= x < rows and 0 <= y < cols and grid[x][y] == "1":
                                grid[x][y] = "0"
                                todo.append((x, y))
        return count
