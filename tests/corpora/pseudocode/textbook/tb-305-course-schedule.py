from typing import List


class Solution:
    def can_finish(self, num_courses: int, prerequisites: List[List[int]]) -> bool:
        n = num_courses
        G = {v: [] for v in range(n)}
        for a, b in prerequisites:
            G[b].append(a)
        count = {v: 0 for v in range(n)}
        for v in range(n):
            for w in G[v]:
                count[w] = count[w] + 1
        S = {v for v in range(n) if count[v] == 0}
        seen = 0
        while len(S) > 0:
            v = S.pop()
            seen = seen + 1
            for w in G[v]:
                count[w] = count[w] - 1
                if count[w] == 0:
                    S.add(w)
        if seen == n:
            return True
        else:
            return False
