from typing import List


class Solution:
    def generate_parenthesis(self, n: int) -> List[str]:
        result_all_good_combinations = []

        def build(current_string, how_many_open_used, how_many_close_used):
            if len(current_string) == 2 * n:
                result_all_good_combinations.append(current_string)
                return
            if how_many_open_used < n:
                build(current_string + "(", how_many_open_used + 1, how_many_close_used)
            if how_many_close_used < how_many_open_used:
                build(current_string + ")", how_many_open_used, how_many_close_used + 1)

        build("", 0, 0)
        return result_all_good_combinations
