from typing import List


class Solution:
    def can_finish(self, num_courses: int, prerequisites: List[List[int]]) -> bool:
        indeg = [0] * num_courses
        adj = [[] for _ in range(num_courses)]
        for a, b in prerequisites:
            adj[b].append(a)
            indeg[a] += 1
        q = [i for i in range(num_courses) if indeg[i] == 0]
        done = 0
        while len(q) > 0:
            u = q.pop(0)
            done += 1
            for v in adj[u]:
                indeg[v] -= 1
                if indeg[v] == 0:
                    q.append(v)
        return done == num_courses
