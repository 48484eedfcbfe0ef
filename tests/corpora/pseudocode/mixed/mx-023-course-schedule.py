from typing import List


class Solution:
    def can_finish(self, num_courses: int, prerequisites: List[List[int]]) -> bool:
        graph = [[] for _ in range(num_courses)]
        indegree = [0] * num_courses
        for a, b in prerequisites:
            graph[b].append(a)
            indegree[a] += 1
        queue = [c for c in range(num_courses) if indegree[c] == 0]
        count = 0
        while len(queue) > 0:
            c = queue.pop(0)
            count += 1
            for n in graph[c]:
                indegree[n] -= 1
                if indegree[n] == 0:
                    queue.append(n)
        return count == num_courses
