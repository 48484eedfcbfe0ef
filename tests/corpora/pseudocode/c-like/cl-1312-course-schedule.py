from collections import deque
from typing import List


class Solution:
    def can_finish(self, num_courses: int, prerequisites: List[List[int]]) -> bool:
        adj = []
        indeg = [0] * num_courses
        for i in range(num_courses):
            adj.append([])
        for p in prerequisites:
            adj[p[1]].append(p[0])
            indeg[p[0]] += 1
        cola = deque()
        for i in range(num_courses):
            if indeg[i] == 0:
                cola.append(i)
        tomados = 0
        while len(cola) != 0:
            c = cola.popleft()
            tomados += 1
            for sig in adj[c]:
                indeg[sig] -= 1
                if indeg[sig] == 0:
                    cola.append(sig)
        return tomados == num_courses
