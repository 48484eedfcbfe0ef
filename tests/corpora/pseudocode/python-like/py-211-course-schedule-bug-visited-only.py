from collections import defaultdict
from typing import List


class Solution:
    def can_finish(self, num_courses: int, prerequisites: List[List[int]]) -> bool:
        numCourses = num_courses
        graph = defaultdict(list)
        for a, b in prerequisites:
            graph[b].append(a)
        visited = set()

        def dfs(u):
            if u in visited:
                return False
            visited.add(u)
            for v in graph[u]:
                if not dfs(v):
                    return False
            return True

        for c in range(numCourses):
            if c not in visited and not dfs(c):
                return False
        return True
