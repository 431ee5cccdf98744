package com.example.sample

import android.os.Bundle
import androidx.activity.compose.setContent
import androidx.appcompat.app.AppCompatActivity
import androidx.compose.material3.Tab
import androidx.compose.material3.TabRow
import androidx.compose.material3.Text

/** A playground for the design system; not part of the app (settings.gradle.kts does not include it). */
class SampleActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContent {
            TabRow(selectedTabIndex = 0) {
                Tab(selected = true, onClick = {}, text = { Text("Sample tab one") })
                Tab(selected = false, onClick = {}, text = { Text("Sample tab two") })
            }
        }
    }
}
