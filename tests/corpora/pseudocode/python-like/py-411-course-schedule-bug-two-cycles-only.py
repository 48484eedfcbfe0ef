from typing import List


class Solution:
    def can_finish(self, num_courses: int, prerequisites: List[List[int]]) -> bool:
        seen = {}
        for a, b in prerequisites:
            seen[f"{a},{b}"] = True
        for a, b in prerequisites:
            if seen.get(f"{b},{a}"):
                return False
        return True
