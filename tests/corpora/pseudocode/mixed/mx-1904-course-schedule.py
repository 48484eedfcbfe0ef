from collections import deque
from typing import List


class Solution:
    def can_finish(self, num_courses: int, prerequisites: List[List[int]]) -> bool:
        indeg = [0] * num_courses
        adj = [[] for _ in range(num_courses)]
        for a, b in prerequisites:
            adj[b].append(a)
            indeg[a] += 1
        queue = deque(i for i in range(num_courses) if indeg[i] == 0)
        taken = 0
        while queue:
            x = queue.popleft()
            taken += 1
            for y in adj[x]:
                indeg[y] -= 1
                if indeg[y] == 0:
                    queue.append(y)
        return taken == num_courses
