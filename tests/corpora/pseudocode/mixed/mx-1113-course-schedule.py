from typing import List


class Solution:
    def can_finish(self, num_courses: int, prerequisites: List[List[int]]) -> bool:
        graph = [[] for _ in range(num_courses)]
        indegree = [0] * num_courses
        for a, b in prerequisites:
            graph[b].append(a)
            indegree[a] = indegree[a] + 1
        queue = [c for c in range(num_courses) if indegree[c] == 0]
        taken = 0
        while len(queue) > 0:
            c = queue.pop(0)
            taken = taken + 1
            for nxt in graph[c]:
                indegree[nxt] = indegree[nxt] - 1
                if indegree[nxt] == 0:
                    queue.append(nxt)
        return taken == num_courses
