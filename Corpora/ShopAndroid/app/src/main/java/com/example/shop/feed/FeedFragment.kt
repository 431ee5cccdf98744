package com.example.shop.feed

import android.os.Bundle
import android.view.View
import androidx.fragment.app.Fragment
import com.example.shop.R
import com.example.shop.databinding.FragmentFeedBinding
import com.google.android.material.tabs.TabLayoutMediator

class FeedFragment : Fragment(R.layout.fragment_feed) {
    private var _binding: FragmentFeedBinding? = null
    private val binding get() = _binding!!

    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
        super.onViewCreated(view, savedInstanceState)
        _binding = FragmentFeedBinding.bind(view)
        binding.pager.adapter = FeedPagerAdapter(this)
        val pageTitles = arrayOf(getString(R.string.feed_following), getString(R.string.feed_trending))
        TabLayoutMediator(binding.tabLayout, binding.pager) { tab, position ->
            tab.text = pageTitles[position]
        }.attach()
    }

    override fun onDestroyView() {
        super.onDestroyView()
        _binding = null
    }
}
