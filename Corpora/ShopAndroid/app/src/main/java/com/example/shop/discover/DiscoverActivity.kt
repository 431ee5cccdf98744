package com.example.shop.discover

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity
import androidx.viewpager.widget.ViewPager
import com.example.shop.R
import com.google.android.material.tabs.TabLayout

class DiscoverActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_discover)
        val adapter = DiscoverPagerAdapter(supportFragmentManager, this)
        adapter.setTabs(
            R.string.discover_featured to FeaturedFragment(),
            R.string.discover_recent to RecentFragment(),
        )
        val pager = findViewById<ViewPager>(R.id.view_pager)
        pager.adapter = adapter
        findViewById<TabLayout>(R.id.tabs).setupWithViewPager(pager)
    }
}
