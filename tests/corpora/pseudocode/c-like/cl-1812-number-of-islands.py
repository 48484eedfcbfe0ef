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
                    st = [(r, c)]
                    grid[r][c] = "0"
                    while st:
                        i, j = st.pop()
                        di = [1, -1, 0, 0]
                        dj = [0, 0, 1, -1]
                        for d in range(4):
                            ni = i + di[d]
                            nj = j + dj[d]
                            if 0 <= ni < rows and 0 <= nj < cols and grid[ni][nj] == "1":
                                grid[ni][nj] = "0"
                                st.append((ni, nj))
        return count
