from typing import List


class Solution:
    def can_finish(self, num_courses: int, prerequisites: List[List[int]]) -> bool:
        graph = [[] for i in range(num_courses)]
        indeg = [0] * num_courses
        for a, b in prerequisites:
            graph[b].append(a)
            indeg[a] += 1
        queue = []
        for i in range(num_courses):
            if indeg[i] == 0:
                queue.append(i)
        done = 0
        while len(queue) > 0:
            c = queue.pop()
            done += 1
            for nxt in graph[c]:
                indeg[nxt] -= 1
                if indeg[nxt] == 0:
                    queue.append(nxt)
        return done == num_courses
