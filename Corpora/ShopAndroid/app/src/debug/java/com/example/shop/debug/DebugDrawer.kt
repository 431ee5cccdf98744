package com.example.shop.debug

import androidx.compose.material3.SegmentedButton
import androidx.compose.material3.SegmentedButtonDefaults
import androidx.compose.material3.SingleChoiceSegmentedButtonRow
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable

/** Developer drawer: debug builds only (this is the debug source set). */
@Composable
fun DebugDrawer(server: Int, onServer: (Int) -> Unit) {
    SingleChoiceSegmentedButtonRow {
        listOf("Staging", "Production", "Local mock server").forEachIndexed { index, name ->
            SegmentedButton(
                selected = server == index,
                onClick = { onServer(index) },
                shape = SegmentedButtonDefaults.itemShape(index, 3),
            ) { Text(name) }
        }
    }
}
