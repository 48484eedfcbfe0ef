from typing import List


class Solution:
    def can_finish(self, num_courses: int, prerequisites: List[List[int]]) -> bool:
        graph = [[] for _ in range(num_courses)]
        for a, b in prerequisites:
            graph[b].append(a)
        seen = set()

        def dfs(c):
            if c in seen:
                return False
            seen.add(c)
            for nxt in graph[c]:
                if dfs(nxt) is False:
                    return False
            return True

        for course in range(num_courses):
            if course not in seen and dfs(course) is False:
                return False
        return True
