from typing import List


class Solution:
    def can_finish(self, num_courses: int, prerequisites: List[List[int]]) -> bool:
        adj = [[] for _ in range(num_courses)]
        for a, b in prerequisites:
            adj[b].append(a)
        visited = set()
        for v in range(0, num_courses):
            if v not in visited and self.has_cycle(v, adj, visited):
                return False
        return True

    def has_cycle(self, u, adj, visited):
        if u in visited:
            return True
        visited.add(u)
        for w in adj[u]:
            if self.has_cycle(w, adj, visited):
                return True
        return False
