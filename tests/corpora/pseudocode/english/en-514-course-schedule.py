from collections import deque
from typing import List


class Solution:
    def can_finish(self, num_courses: int, prerequisites: List[List[int]]) -> bool:
        indegree = [0] * num_courses
        graph = [[] for _ in range(num_courses)]
        for a, b in prerequisites:
            graph[b].append(a)
            indegree[a] += 1
        queue = deque(i for i in range(num_courses) if indegree[i] == 0)
        taken = 0
        while queue:
            c = queue.popleft()
            taken += 1
            for d in graph[c]:
                indegree[d] -= 1
                if indegree[d] == 0:
                    queue.append(d)
        return True if taken == num_courses else False
