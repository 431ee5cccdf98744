package com.example.shop.sizes

import androidx.compose.material3.ExperimentalMaterial3Api
import androidx.compose.material3.MultiChoiceSegmentedButtonRow
import androidx.compose.material3.SegmentedButton
import androidx.compose.material3.SegmentedButtonDefaults
import androidx.compose.material3.SingleChoiceSegmentedButtonRow
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.res.stringResource
import com.example.shop.R

/* Sizes come from this module's resources; units from the app's (merged at build time). */
@OptIn(ExperimentalMaterial3Api::class)
@Composable
fun SizeFilter(selected: Int, onSelect: (Int) -> Unit) {
    val options = listOf(
        stringResource(R.string.size_small),
        stringResource(R.string.size_medium),
        stringResource(R.string.size_large),
    )
    SingleChoiceSegmentedButtonRow {
        options.forEachIndexed { index, label ->
            SegmentedButton(
                shape = SegmentedButtonDefaults.itemShape(index = index, count = options.size),
                onClick = { onSelect(index) },
                selected = index == selected,
            ) {
                Text(label, maxLines = 1)
            }
        }
    }
}

@OptIn(ExperimentalMaterial3Api::class)
@Composable
fun DistanceUnits(metric: Boolean, onChange: (Boolean) -> Unit) {
    MultiChoiceSegmentedButtonRow {
        SegmentedButton(checked = metric, onCheckedChange = { onChange(true) }, shape = SegmentedButtonDefaults.itemShape(0, 2)) {
            Text(stringResource(R.string.unit_km))
        }
        SegmentedButton(checked = !metric, onCheckedChange = { onChange(false) }, shape = SegmentedButtonDefaults.itemShape(1, 2)) {
            Text(stringResource(R.string.unit_mi))
        }
    }
}
