from typing import List


class Solution:
    def can_finish(self, num_courses: int, prerequisites: List[List[int]]) -> bool:
        nachfolger = [[] for _ in range(num_courses)]
        eingrad = [0] * num_courses
        for a, b in prerequisites:
            nachfolger[b].append(a)
            eingrad[a] += 1
        q = [kurs for kurs in range(num_courses) if eingrad[kurs] == 0]
        fertig = 0
        while q:
            k = q.pop()
            fertig += 1
            for n in nachfolger[k]:
                eingrad[n] -= 1
                if eingrad[n] == 0:
                    q.append(n)
        return True
