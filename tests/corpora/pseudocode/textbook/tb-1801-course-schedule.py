from collections import deque
from typing import List


class Solution:
    def can_finish(self, num_courses: int, prerequisites: List[List[int]]) -> bool:
        adj = [[] for _ in range(num_courses)]
        indeg = [0] * num_courses
        for a, b in prerequisites:
            adj[b].append(a)
            indeg[a] = indeg[a] + 1
        q = deque()
        for c in range(0, num_courses):
            if indeg[c] == 0:
                q.append(c)
        cnt = 0
        while q:
            u = q.popleft()
            cnt = cnt + 1
            for v in adj[u]:
                indeg[v] = indeg[v] - 1
                if indeg[v] == 0:
                    q.append(v)
        return cnt == num_courses
