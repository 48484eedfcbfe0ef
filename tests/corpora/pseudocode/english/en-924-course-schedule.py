from collections import deque
from typing import List


class Solution:
    def can_finish(self, num_courses: int, prerequisites: List[List[int]]) -> bool:
        after = [[] for _ in range(num_courses)]
        indeg = [0] * num_courses
        for a, b in prerequisites:
            after[b].append(a)
            indeg[a] += 1

        queue = deque()
        for course in range(num_courses):
            if indeg[course] == 0:
                queue.append(course)
        taken = 0
        while queue:
            c = queue.popleft()
            taken += 1
            for nxt in after[c]:
                indeg[nxt] -= 1
                if indeg[nxt] == 0:
                    queue.append(nxt)

        return taken == num_courses
