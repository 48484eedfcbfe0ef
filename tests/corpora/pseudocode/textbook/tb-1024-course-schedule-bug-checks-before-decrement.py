from collections import deque
from typing import List


class Solution:
    def can_finish(self, num_courses: int, prerequisites: List[List[int]]) -> bool:
        ADJ = [[] for _ in range(num_courses)]
        IND = [0] * num_courses
        for K in range(1, len(prerequisites) + 1):
            A = prerequisites[K - 1][1 - 1] + 1
            B = prerequisites[K - 1][2 - 1] + 1
            ADJ[B - 1].append(A)
            IND[A - 1] = IND[A - 1] + 1
        Q = deque()
        for C in range(1, num_courses + 1):
            if IND[C - 1] == 0:
                Q.append(C)
        DONE = 0
        while Q:
            U = Q.popleft()
            DONE = DONE + 1
            for V in ADJ[U - 1]:
                if IND[V - 1] == 0:
                    Q.append(V)
                IND[V - 1] = IND[V - 1] - 1
        return DONE == num_courses
