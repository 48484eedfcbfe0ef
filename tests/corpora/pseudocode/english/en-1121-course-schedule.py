from collections import deque
from typing import List


class Solution:
    def can_finish(self, num_courses: int, prerequisites: List[List[int]]) -> bool:
        n = num_courses
        after = [[] for _ in range(n)]
        indeg = [0] * n
        for a, b in prerequisites:
            after[b].append(a)
            indeg[a] += 1
        Q = deque()
        for c in range(n):
            if indeg[c] == 0:
                Q.append(c)
        taken = 0
        while True:
            if len(Q) == 0:
                break
            c = Q.popleft()
            taken += 1
            for d in after[c]:
                indeg[d] -= 1
                if indeg[d] == 0:
                    Q.append(d)
        if taken == n:
            return True
        else:
            return False
