from collections import deque
from typing import List


class Solution:
    def can_finish(self, num_courses: int, prerequisites: List[List[int]]) -> bool:
        n = num_courses
        P = prerequisites
        Adj = [[] for _ in range(n)]
        indeg = [0] * n
        for a, b in P:
            Adj[b].append(a)
            indeg[a] = indeg[a] + 1
        Q = deque()
        for v in range(0, n):
            if indeg[v] == 0:
                Q.append(v)
        taken = 0
        while Q:
            u = Q.popleft()
            taken = taken + 1
            for v in Adj[u]:
                indeg[v] = indeg[v] - 1
                if indeg[v] == 0:
                    Q.append(v)
        return taken == n
