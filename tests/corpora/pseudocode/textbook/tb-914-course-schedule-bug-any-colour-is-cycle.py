from typing import List


class Solution:
    def can_finish(self, num_courses: int, prerequisites: List[List[int]]) -> bool:
        n = num_courses
        Adj = [[] for _ in range(n)]
        for a, b in prerequisites:
            Adj[b].append(a)
        color = [None] * n
        for u in range(n):
            color[u] = "WHITE"

        def dfs_visit(u):
            color[u] = "GRAY"
            for v in Adj[u]:
                if color[v] != "WHITE":
                    return False
                if dfs_visit(v) is False:
                    return False
            color[u] = "BLACK"
            return True

        for u in range(n):
            if color[u] == "WHITE" and dfs_visit(u) is False:
                return False
        return True
