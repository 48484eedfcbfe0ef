from typing import List


class Solution:
    def num_islands(self, grid: List[List[str]]) -> int:
        def sink(G, i, j):
            S = []
            S.append((i, j))
            G[i - 1][j - 1] = "0"
            while len(S) != 0:
                r, c = S.pop()
                for a, b in [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)]:
                    if 1 <= a <= m and 1 <= b <= n and G[a - 1][b - 1] == "1":
                        G[a - 1][b - 1] = "0"
                        S.append((a, b))

        m = len(grid)
        n = len(grid[0])
        count = 0
        for i in range(1, m + 1):
            for j in range(1, n + 1):
                if grid[i - 1][j - 1] == "1":
                    count = count + 1
                    sink(grid, i, j)
        return count
