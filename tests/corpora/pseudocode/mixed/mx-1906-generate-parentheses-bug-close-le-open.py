from typing import List


class Solution:
    def generate_parenthesis(self, n: int) -> List[str]:
        all_the_valid_combinations = []

        def build_string(string_so_far, open_count, close_count):
            if len(string_so_far) == 2 * n:
                all_the_valid_combinations.append(string_so_far)
                return
            if open_count < n:
                build_string(string_so_far + "(", open_count + 1, close_count)
            if close_count <= open_count:
                build_string(string_so_far + ")", open_count, close_count + 1)

        build_string("", 0, 0)
        return all_the_valid_combinations
