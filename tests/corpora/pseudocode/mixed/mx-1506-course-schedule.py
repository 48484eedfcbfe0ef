from collections import deque
from typing import List


class Solution:
    def can_finish(self, num_courses: int, prerequisites: List[List[int]]) -> bool:
        adj = []
        for _ in range(num_courses):
            adj.append([])
        indeg = [0] * num_courses
        for a, b in prerequisites:
            adj[b].append(a)
            indeg[a] += 1
        q = deque(c for c in range(num_courses) if indeg[c] == 0)
        taken = 0
        while q:
            c = q.popleft()
            taken += 1
            for next in adj[c]:
                indeg[next] -= 1
                if indeg[next] == 0:
                    q.append(next)
        return taken == num_courses
