from typing import List


class Solution:
    def num_islands(self, grid: List[List[str]]) -> int:
        g = grid
        m = len(g)
        n = len(g[0])
        ans = 0
        for i in range(0, m):
            for j in range(0, n):
                if g[i][j] == "1":
                    ans += 1
                    g[i][j] = "0"
                    st = [(i, j)]
                    while st:
                        x, y = st.pop()
                        for dx, dy in [(1, 0), (-1, 0), (0, 1)]:
                            nx = x + dx
                            ny = y + dy
                            if 0 <= nx < m and 0 <= ny < n and g[nx][ny] == "1":
                                g[nx][ny] = "0"
                                st.append((nx, ny))
        return ans
