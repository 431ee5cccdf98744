package com.example.shop.discover

import android.content.Context
import androidx.fragment.app.Fragment
import androidx.fragment.app.FragmentManager
import androidx.fragment.app.FragmentPagerAdapter

class DiscoverPagerAdapter(manager: FragmentManager, private val context: Context) :
    FragmentPagerAdapter(manager, BEHAVIOR_RESUME_ONLY_CURRENT_FRAGMENT) {

    private var tabs: List<Pair<Int, Fragment>> = emptyList()

    fun setTabs(vararg tabs: Pair<Int, Fragment>) {
        this.tabs = tabs.toList()
        notifyDataSetChanged()
    }

    override fun getCount() = tabs.size
    override fun getItem(position: Int) = tabs[position].second
    override fun getPageTitle(position: Int): CharSequence = context.getString(tabs[position].first)
}

class FeaturedFragment : Fragment()
class RecentFragment : Fragment()
