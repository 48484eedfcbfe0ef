class Solution:
    def longest_palindrome(self, s: str) -> str:
        text = s
        best = [0, 1]  # bestStartIndex, bestLengthSoFar

        def expand_around_the_center(left_side_index, right_side_index):
            while (
                left_side_index >= 0
                and right_side_index < len(text)
                and text[left_side_index] == text[right_side_index]
            ):
                left_side_index -= 1
                right_side_index += 1
            length_of_this_palindrome = right_side_index - left_side_index - 1
            if length_of_this_palindrome > best[1]:
                best[1] = length_of_this_palindrome
                best[0] = left_side_index + 1

        for center_index in range(len(text)):
            expand_around_the_center(center_index, center_index)
            expand_around_the_center(center_index, center_index + 1)
        return text[best[0] : best[0] + best[1]]
