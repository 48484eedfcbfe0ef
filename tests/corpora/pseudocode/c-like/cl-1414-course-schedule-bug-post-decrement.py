from collections import deque
from typing import List


class Solution:
    def can_finish(self, num_courses: int, prerequisites: List[List[int]]) -> bool:
        graph = [None] * num_courses
        indeg = [0] * num_courses
        for i in range(num_courses):
            graph[i] = []
        for p in prerequisites:
            graph[p[1]].append(p[0])
            indeg[p[0]] += 1

        q = deque()
        for i in range(num_courses):
            if indeg[i] == 0:
                q.append(i)

        taken = 0
        while len(q) > 0:
            c = q.popleft()
            taken += 1
            for nxt in graph[c]:
                old = indeg[nxt]
                indeg[nxt] -= 1
                if old == 0:
                    q.append(nxt)
        return taken == num_courses
