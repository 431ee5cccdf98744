package com.example.shop.stats

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.PrimaryScrollableTabRow
import androidx.compose.material3.Tab
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableIntStateOf
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.unit.dp
import com.example.shop.R
import com.example.shop.ui.components.ButtonSegmentedSingleChoice

enum class Period { DAY, WEEK, MONTH }

@Composable
fun StatsScreen() {
    var period by remember { mutableStateOf(Period.DAY) }
    var chart by remember { mutableIntStateOf(0) }
    Column {
        ButtonSegmentedSingleChoice(
            options = Period.entries,
            selected = period,
            optionTitle = {
                when (it) {
                    Period.DAY -> stringResource(R.string.period_day)
                    Period.WEEK -> stringResource(R.string.period_week)
                    Period.MONTH -> stringResource(R.string.period_month)
                }
            },
            onSelect = { period = it },
            modifier = Modifier.fillMaxWidth().padding(horizontal = 16.dp),
        )
        PrimaryScrollableTabRow(selectedTabIndex = chart) {
            listOf(R.string.stats_chart_line, R.string.stats_chart_bar).forEachIndexed { index, title ->
                Tab(selected = chart == index, onClick = { chart = index }, text = { Text(stringResource(title)) })
            }
        }
    }
}
