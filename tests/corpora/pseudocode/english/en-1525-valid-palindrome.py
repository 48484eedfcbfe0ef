class Solution:
    def is_palindrome(self, s: str) -> bool:
        links = 0
        rechts = len(s) - 1
        while links < rechts:
            if not s[links].isalnum():
                links += 1
            elif not s[rechts].isalnum():
                rechts -= 1
            else:
                if s[links].lower() != s[rechts].lower():
                    return False
                links += 1
                rechts -= 1
        return True
