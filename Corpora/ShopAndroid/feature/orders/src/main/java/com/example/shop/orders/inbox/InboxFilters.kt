package com.example.shop.orders.inbox

import androidx.annotation.StringRes
import androidx.compose.material3.ExperimentalMaterial3Api
import androidx.compose.material3.SegmentedButton
import androidx.compose.material3.SegmentedButtonDefaults
import androidx.compose.material3.SingleChoiceSegmentedButtonRow
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.text.style.TextOverflow
import com.example.shop.orders.R

enum class Filter(@StringRes val stringResource: Int) {
    ALL(R.string.inbox_filter_all),
    UNREAD(R.string.inbox_filter_unread),
    AWAITING_SHIPMENT(R.string.inbox_filter_awaiting_shipment),
}

@OptIn(ExperimentalMaterial3Api::class)
@Composable
fun InboxFilters(selected: Filter, onSelect: (Filter) -> Unit) {
    SingleChoiceSegmentedButtonRow {
        Filter.entries.forEachIndexed { index, filter ->
            SegmentedButton(
                selected = filter == selected,
                onClick = { onSelect(filter) },
                shape = SegmentedButtonDefaults.itemShape(index = index, count = Filter.entries.size),
            ) {
                Text(stringResource(filter.stringResource), maxLines = 1, overflow = TextOverflow.Ellipsis)
            }
        }
    }
}
