from typing import List


class Solution:
    def num_islands(self, grid: List[List[str]]) -> int:
        zeilen = len(grid)
        spalten = len(grid[0])
        inseln = 0
        for i in range(zeilen):
            for j in range(spalten):
                if grid[i][j] == "1":
                    inseln += 1
                    stapel = [[i, j]]
                    grid[i][j] = "0"
                    while len(stapel) > 0:
                        z, s = stapel.pop()
                        for dz, ds in [[1, 0], [-1, 0], [0, 1], [0, -1]]:
                            nz, ns = z + dz, s + ds
                            if nz >= 0 and nz < zeilen and ns >= 0 and ns < spalten and grid[nz][ns] == "1":
                                grid[nz][ns] = "0"
                                stapel.append([nz, ns])
        return inseln
