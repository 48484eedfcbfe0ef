from typing import List


class Solution:
    def can_finish(self, num_courses: int, prerequisites: List[List[int]]) -> bool:
        visited = {}
        adj = {}
        for a, b in prerequisites:
            if adj.get(b) is None:
                adj[b] = []
            adj[b].append(a)

        def dfs(c):
            if visited.get(c):
                return False
            visited[c] = True
            for nxt in adj.get(c) or []:
                if not dfs(nxt):
                    return False
            return True

        for c in range(0, num_courses):
            if not visited.get(c) and not dfs(c):
                return False
        return True
