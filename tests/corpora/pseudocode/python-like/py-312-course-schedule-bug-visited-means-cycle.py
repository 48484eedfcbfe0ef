from typing import List


class Solution:
    def can_finish(self, num_courses: int, prerequisites: List[List[int]]) -> bool:
        graph = {}
        for pair in prerequisites:
            if pair[1] not in graph:
                graph[pair[1]] = []
            graph[pair[1]].append(pair[0])
        visited = set()

        def dfs(node):
            if node in visited:
                return False
            visited.add(node)
            for nxt in graph.get(node, []):
                if not dfs(nxt):
                    return False
            return True

        for c in range(num_courses):
            if c not in visited and not dfs(c):
                return False
        return True
