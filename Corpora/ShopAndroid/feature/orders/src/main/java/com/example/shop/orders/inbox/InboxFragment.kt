package com.example.shop.orders.inbox

import androidx.fragment.app.Fragment
import com.example.shop.orders.R

/* The inbox screen: its layout (the module's fragment_inbox, which replaces the app module's of the same name at build time) holds the filter tabs. */
class InboxFragment : Fragment(R.layout.fragment_inbox)
