from collections import deque
from typing import List


class Solution:
    def can_finish(self, num_courses: int, prerequisites: List[List[int]]) -> bool:
        n = num_courses
        after = [[] for _ in range(n)]
        needs = [0] * n
        for a, b in prerequisites:
            after[b].append(a)
            needs[a] += 1
        queue = deque(course for course in range(n) if needs[course] == 0)
        done = 0
        while len(queue) > 0:
            c = queue.popleft()
            done += 1
            for d in after[c]:
                needs[d] -= 1
                if needs[d] == 0:
                    queue.append(d)
        return done == n
