from collections import deque
from typing import List


class Solution:
    def can_finish(self, num_courses: int, prerequisites: List[List[int]]) -> bool:
        after = [[] for _ in range(num_courses)]
        indeg = [0] * num_courses
        for a, b in prerequisites:
            after[b].append(a)
            indeg[a] += 1
        queue = deque([c for c in range(num_courses) if indeg[c] == 0])
        taken = 0
        while queue:
            c = queue.popleft()
            taken += 1
            for d in after[c]:
                indeg[d] -= 1
                if indeg[d] == 0:
                    queue.append(d)
        return True if taken == num_courses else False
