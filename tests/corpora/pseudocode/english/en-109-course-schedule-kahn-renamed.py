from collections import deque
from typing import List


class Solution:
    def can_finish(self, num_courses: int, prerequisites: List[List[int]]) -> bool:
        after = [[] for _ in range(num_courses)]
        need = [0] * num_courses
        for a, b in prerequisites:
            after[b].append(a)
            need[a] += 1
        queue = deque(c for c in range(num_courses) if need[c] == 0)
        done = 0
        while queue:
            c = queue.popleft()
            done += 1
            for d in after[c]:
                need[d] -= 1
                if need[d] == 0:
                    queue.append(d)
        return done == num_courses
