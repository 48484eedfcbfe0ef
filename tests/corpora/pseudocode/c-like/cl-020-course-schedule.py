from typing import List


class Solution:
    def can_finish(self, num_courses: int, prerequisites: List[List[int]]) -> bool:
        graph = [[] for _ in range(num_courses)]
        indeg = [0] * num_courses
        for a, b in prerequisites:
            graph[b].append(a)
            indeg[a] += 1
        queue = []
        for i in range(0, num_courses):
            if indeg[i] == 0:
                queue.append(i)
        seen = 0
        while len(queue) > 0:
            u = queue.pop(0)
            seen += 1
            for v in graph[u]:
                indeg[v] -= 1
                if indeg[v] == 0:
                    queue.append(v)
        return seen == num_courses
