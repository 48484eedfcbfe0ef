from collections import deque
from typing import List


class Solution:
    def can_finish(self, num_courses: int, prerequisites: List[List[int]]) -> bool:
        p = len(prerequisites)
        adj = [[] for _ in range(num_courses)]
        indeg = [0] * num_courses
        for i in range(p):
            adj[prerequisites[i][1]].append(prerequisites[i][0])
            indeg[prerequisites[i][0]] += 1
        q = deque()
        q.append(0)
        done = 0
        while len(q) > 0:
            c = q.popleft()
            done += 1
            for x in adj[c]:
                indeg[x] -= 1
                if indeg[x] == 0:
                    q.append(x)
        return done == num_courses
