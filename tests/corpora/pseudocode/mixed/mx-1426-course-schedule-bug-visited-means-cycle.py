from typing import List


class Solution:
    def can_finish(self, num_courses: int, prerequisites: List[List[int]]) -> bool:
        n = num_courses
        g = [[] for _ in range(n)]
        for a, b in prerequisites:
            g[b].append(a)
        vis = [False] * n

        def dfs(u):
            vis[u] = True
            for v in g[u]:
                if vis[v]:
                    return False
                if not dfs(v):
                    return False
            return True

        for u in range(0, n):
            if not vis[u] and not dfs(u):
                return False
        return True
