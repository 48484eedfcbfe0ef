from collections import deque
from typing import List


class Solution:
    def can_finish(self, num_courses: int, prerequisites: List[List[int]]) -> bool:
        adj = []
        for i in range(num_courses):
            adj.append([])
        indegree = [0] * num_courses
        for p in prerequisites:
            adj[p[1]].append(p[0])
            indegree[p[0]] += 1
        queue = deque()
        for i in range(num_courses):
            if indegree[i] == 0:
                queue.append(i)
        taken = 0
        while len(queue) > 0:
            course = queue.popleft()
            taken += 1
            for next in adj[course]:
                indegree[next] -= 1
                if indegree[next] == 0:
                    queue.append(next)
        return taken == num_courses
