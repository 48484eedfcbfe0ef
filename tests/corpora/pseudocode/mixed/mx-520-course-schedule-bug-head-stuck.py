from typing import List


class Solution:
    def can_finish(self, num_courses: int, prerequisites: List[List[int]]) -> bool:
        graph = [[] for _ in range(num_courses)]
        indeg = [0] * num_courses
        for a, b in prerequisites:
            graph[b].append(a)
            indeg[a] += 1
        queue = [c for c in range(num_courses) if indeg[c] == 0]
        head = 0
        taken = 0
        while head < len(queue):
            c = queue[head]
            taken += 1
            for nxt in graph[c]:
                indeg[nxt] -= 1
                if indeg[nxt] == 0:
                    queue.append(nxt)
        return taken == num_courses
