from typing import List


class Solution:
    def can_finish(self, num_courses: int, prerequisites: List[List[int]]) -> bool:
        graph = self.make_graph(num_courses, prerequisites)
        indeg = [0] * num_courses
        for a, b in prerequisites:
            indeg[a] += 1
        queue = [c for c in range(num_courses) if indeg[c] == 0]
        done = 0
        while len(queue) > 0:
            c = queue.pop(0)
            done = done + 1
            for nxt in graph[c]:
                indeg[nxt] -= 1
                if indeg[nxt] == 0:
                    queue.append(nxt)
        return done == num_courses

    def make_graph(self, n, pairs):
        g = [[] for _ in range(n)]
        for a, b in pairs:
            g[b].append(a)
        return g
