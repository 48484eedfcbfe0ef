from typing import List


class Solution:
    def can_finish(self, num_courses: int, prerequisites: List[List[int]]) -> bool:
        indeg = [0] * num_courses
        adj = [[] for _ in range(num_courses)]
        for a, b in prerequisites:
            adj[b].append(a)
            indeg[a] += 1
        queue = [i for i in range(num_courses) if indeg[i] == 0]
        taken = 0
        while len(queue) > 0:
            node = queue[0]
            taken += 1
            for nxt in adj[node]:
                indeg[nxt] -= 1
                if indeg[nxt] == 0:
                    queue.append(nxt)
        return taken == num_courses
