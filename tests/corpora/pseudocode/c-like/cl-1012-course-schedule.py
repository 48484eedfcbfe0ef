from collections import deque
from typing import List


class Solution:
    def can_finish(self, num_courses: int, prerequisites: List[List[int]]) -> bool:
        adj = []
        for i in range(num_courses):
            adj.append([])
        indeg = [0] * num_courses
        for p in prerequisites:
            adj[p[1]].append(p[0])
            indeg[p[0]] += 1
        q = deque()
        for i in range(num_courses):
            if indeg[i] == 0:
                q.append(i)
        taken = 0
        while q:
            c = q.popleft()
            taken += 1
            for nxt in adj[c]:
                indeg[nxt] -= 1
                if indeg[nxt] == 0:
                    q.append(nxt)
        return taken == num_courses
