from collections import deque
from typing import List


class Solution:
    def can_finish(self, num_courses: int, prerequisites: List[List[int]]) -> bool:
        n = num_courses
        g = [[] for _ in range(n)]
        indeg = [0] * n
        for a, b in prerequisites:
            g[b].append(a)
            indeg[a] += 1
        q = deque(v for v in range(n) if indeg[v] == 0)
        cnt = 0
        while q:
            u = q.popleft()
            cnt += 1
            for v in g[u]:
                indeg[v] -= 1
                if indeg[v] == 0:
                    q.append(v)
        return cnt == n
