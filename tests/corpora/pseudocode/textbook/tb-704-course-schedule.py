from collections import deque
from typing import List


class Solution:
    def can_finish(self, num_courses: int, prerequisites: List[List[int]]) -> bool:
        Adj = [[] for _ in range(num_courses)]
        indeg = [0] * num_courses
        for a, b in prerequisites:
            Adj[b].append(a)
            indeg[a] = indeg[a] + 1
        Q = deque()
        for v in range(0, num_courses):
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
        return taken == num_courses
