from collections import deque
from typing import List


class Solution:
    def can_finish(self, num_courses: int, prerequisites: List[List[int]]) -> bool:
        adj = [[] for _ in range(num_courses)]
        indeg = [0] * num_courses
        for to, frm in prerequisites:
            adj[frm].append(to)
            indeg[to] += 1
        q = deque([i for i in range(num_courses) if indeg[i] == 0])
        done = 0
        while q:
            c = q.popleft()
            done += 1
            for nxt in adj[c]:
                indeg[nxt] -= 1
                if indeg[nxt] == 0:
                    q.append(nxt)
        return done == num_courses
