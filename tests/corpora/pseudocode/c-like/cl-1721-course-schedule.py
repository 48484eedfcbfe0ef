from collections import deque
from typing import List


class Solution:
    def can_finish(self, num_courses: int, prerequisites: List[List[int]]) -> bool:
        n = num_courses
        adj = {}
        indeg = {}
        for v in range(n):
            adj[v] = []
            indeg[v] = 0
        for a, b in prerequisites:
            adj[b].append(a)
            indeg[a] += 1
        q = deque()
        for v in range(n):
            if indeg[v] == 0:
                q.append(v)
        taken = 0
        while q:
            u = q.popleft()
            taken += 1
            for w in adj[u]:
                indeg[w] -= 1
                if indeg[w] == 0:
                    q.append(w)
        return taken == n
