from collections import deque
from typing import List


class Solution:
    def can_finish(self, num_courses: int, prerequisites: List[List[int]]) -> bool:
        indeg = [0] * num_courses
        after = [[] for _ in range(num_courses)]
        for a, b in prerequisites:
            after[b].append(a)
            indeg[a] += 1
        queue = deque(i for i in range(num_courses) if indeg[i] == 0)
        taken = 0
        while queue:
            course = queue.popleft()
            taken += 1
            for nxt in after[course]:
                indeg[nxt] -= 1
                if indeg[nxt] == 0:
                    queue.append(nxt)
        return taken == num_courses
