class Solution:
    def longest_common_subsequence(self, text1: str, text2: str) -> int:
        m = len(text1)
        n = len(text2)
        previous_row = [0] * (n + 1)
        for i in range(1, m + 1):
            current_row = [0] * (n + 1)
            for j in range(1, n + 1):
                if text1[i - 1] == text2[j - 1]:
                    current_row[j] = previous_row[j - 1] + 1
                else:
                    current_row[j] = max(previous_row[j], current_row[j - 1])
            previous_row = current_row
        return previous_row[n]
