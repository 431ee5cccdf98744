package com.example.shop

import com.example.shop.stats.Period
import org.junit.Assert.assertEquals
import org.junit.Test

class PeriodTest {
    @Test
    fun threePeriods() {
        assertEquals(3, Period.entries.size)
    }
}
