from typing import List


class Solution:
    def num_islands(self, grid: List[List[str]]) -> int:
        def sink(G, r, c, rows, cols):
            S = []
            G[r - 1][c - 1] = "0"
            S.append((r, c))
            while not (len(S) == 0):
                (i, j) = S.pop()
                for a, b in [(i - 1, j), (i + 1, j), (i, j - 1), (i, j + 1)]:
                    if 1 <= a <= rows and 1 <= b <= cols and G[a - 1][b - 1] == "1":
                        G[a - 1][b - 1] = "0"
                        S.append((a, b))

        rows = len(grid)
        cols = len(grid[1 - 1])
        count = 0
        for r in range(1, rows + 1):
            for c in range(1, cols + 1):
                if grid[r - 1][c - 1] == "1":
                    count = count + 1
                    sink(grid, r, c, rows, cols)
        return count
