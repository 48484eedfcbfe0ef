from typing import List


class Solution:
    def num_islands(self, grid: List[List[str]]) -> int:
        m = len(grid)
        n = len(grid[1 - 1])
        cnt = 0
        for i in range(1, m + 1):
            for j in range(1, n + 1):
                if grid[i - 1][j - 1] == "1":
                    cnt += 1
                    grid[i - 1][j - 1] = "0"
                    stack = [(i, j)]
                    while len(stack) != 0:
                        (r, c) = stack.pop()
                        for dr, dc in [(1, 0), (-1, 0), (0, 1), (0, -1)]:
                            a = r + dr
                            b = c + dc
                            if 1 <= a and a <= m and 1 <= b and b <= n and grid[a - 1][b - 1] == "1":
                                grid[a - 1][b - 1] = "0"
                                stack.append((a, b))
        return cnt
