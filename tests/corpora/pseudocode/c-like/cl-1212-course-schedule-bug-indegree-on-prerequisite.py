from collections import deque
from typing import List


class Solution:
    def can_finish(self, num_courses: int, prerequisites: List[List[int]]) -> bool:
        adj = [[] for _ in range(num_courses)]
        indeg = [0] * num_courses
        for p in prerequisites:
            adj[p[1]].append(p[0])
            indeg[p[1]] += 1
        q = deque()
        for i in range(num_courses):
            if indeg[i] == 0:
                q.append(i)
        taken = 0
        while q:
            u = q.popleft()
            taken += 1
            for v in adj[u]:
                indeg[v] -= 1
                if indeg[v] == 0:
                    q.append(v)
        return taken == num_courses
