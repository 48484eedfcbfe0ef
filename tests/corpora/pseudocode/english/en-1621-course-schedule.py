from typing import List


class Solution:
    def can_finish(self, num_courses: int, prerequisites: List[List[int]]) -> bool:
        indegree = [0] * num_courses
        out = [[] for _ in range(num_courses)]
        for a, b in prerequisites:
            out[b].append(a)
            indegree[a] += 1
        S = [c for c in range(num_courses) if indegree[c] == 0]
        taken = 0
        while S:
            n = S.pop()
            taken = taken + 1
            for m in out[n]:
                indegree[m] -= 1
                if indegree[m] == 0:
                    S.append(m)
        if taken < num_courses:
            return False
        else:
            return True
