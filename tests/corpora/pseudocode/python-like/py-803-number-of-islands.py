from typing import List


class Solution:
    def num_islands(self, grid: List[List[str]]) -> int:
        if not grid:
            return 0
        rows = len(grid)
        cols = len(grid[0])
        cnt = 0
        for r in range(0, rows):
            for c in range(0, cols):
                if grid[r][c] == "1":
                    cnt += 1
                    grid[r][c] = "0"
                    st = [(r, c)]
                    while st:
                        (i, j) = st.pop()
                        for di, dj in [(1, 0), (-1, 0), (0, 1), (0, -1)]:
                            ni = i + di
                            nj = j + dj
                            if 0 <= ni < rows and 0 <= nj < cols and grid[ni][nj] == "1":
                                grid[ni][nj] = "0"
                                st.append((ni, nj))
        return cnt
