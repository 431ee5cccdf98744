package com.example.shop

import android.os.Bundle
import androidx.activity.compose.setContent
import androidx.appcompat.app.AppCompatActivity
import androidx.compose.foundation.layout.Column
import com.example.shop.orders.inbox.Filter
import com.example.shop.orders.inbox.InboxFilters
import com.example.shop.stats.StatsScreen

class MainActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContent {
            Column {
                StatsScreen()
                InboxFilters(selected = Filter.ALL, onSelect = {})
            }
        }
    }
}
