from typing import List


class Solution:
    def num_islands(self, grid: List[List[str]]) -> int:
        m = len(grid)
        n = len(grid[0])
        visited = {}
        for i in range(m):
            for j in range(n):
                visited[(i, j)] = False

        def explore(G, v):
            visited[v] = True
            i, j = v
            for u in [(i - 1, j), (i + 1, j), (i, j - 1), (i, j + 1)]:
                if 0 <= u[0] < m and 0 <= u[1] < n:
                    if G[u[0]][u[1]] == "1" and not visited[u]:
                        explore(G, u)

        cc = 0
        for i in range(m):
            for j in range(n):
                if grid[i][j] == "1" and not visited[(i, j)]:
                    cc = cc + 1
                    explore(grid, (i, j))
        return cc
