package com.example.shop.feed

import androidx.fragment.app.Fragment
import androidx.viewpager2.adapter.FragmentStateAdapter

class FeedPagerAdapter(fragment: Fragment) : FragmentStateAdapter(fragment) {
    override fun getItemCount() = 2

    override fun createFragment(position: Int): Fragment = when (position) {
        0 -> FollowingFragment()
        else -> TrendingFragment()
    }
}

class FollowingFragment : Fragment()
class TrendingFragment : Fragment()
