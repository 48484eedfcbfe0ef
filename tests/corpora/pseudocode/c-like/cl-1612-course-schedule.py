from collections import deque
from typing import List


class Solution:
    def can_finish(self, num_courses: int, prerequisites: List[List[int]]) -> bool:
        next = []
        indeg = [0] * num_courses
        for i in range(num_courses):
            next.append([])
        for p in prerequisites:
            next[p[1]].append(p[0])
            indeg[p[0]] += 1
        fila = deque()
        for i in range(num_courses):
            if indeg[i] == 0:
                fila.append(i)
        done = 0
        while not len(fila) == 0:
            c = fila.popleft()
            done += 1
            for d in next[c]:
                indeg[d] -= 1
                if indeg[d] == 0:
                    fila.append(d)
        return done == num_courses
