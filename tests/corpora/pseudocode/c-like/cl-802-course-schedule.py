from typing import List


class Solution:
    def can_finish(self, num_courses: int, prerequisites: List[List[int]]) -> bool:
        adj = []
        indeg = [0] * num_courses
        for i in range(num_courses):
            adj.append([])
        for p in prerequisites:
            adj[p[1]].append(p[0])
            indeg[p[0]] += 1
        q = []
        head = 0
        for i in range(num_courses):
            if indeg[i] == 0:
                q.append(i)
        taken = 0
        while head < len(q):
            c = q[head]
            head += 1
            taken += 1
            for nxt in adj[c]:
                indeg[nxt] -= 1
                if indeg[nxt] == 0:
                    q.append(nxt)
        return taken == num_courses
