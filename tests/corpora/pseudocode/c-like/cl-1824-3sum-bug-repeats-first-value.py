from typing import List


class Solution:
    def three_sum(self, nums: List[int]) -> List[List[int]]:
        nums.sort()
        sonuc = []
        for i in range(len(nums) - 2):
            sol = i + 1
            sag = len(nums) - 1
            while sol < sag:
                toplam = nums[i] + nums[sol] + nums[sag]
                if toplam == 0:
                    sonuc.append([nums[i], nums[sol], nums[sag]])
                    while sol < sag and nums[sol] == nums[sol + 1]:
                        sol += 1
                    while sol < sag and nums[sag] == nums[sag - 1]:
                        sag -= 1
                    sol += 1
                    sag -= 1
                elif toplam < 0:
                    sol += 1
                else:
                    sag -= 1
        return sonuc
