package com.example.shop.orders;

import android.os.Bundle;

import androidx.appcompat.app.AppCompatActivity;

import com.example.shop.R;
import com.google.android.material.button.MaterialButton;
import com.google.android.material.tabs.TabLayout;

public class OrdersActivity extends AppCompatActivity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(R.layout.activity_orders);

        TabLayout tabLayout = findViewById(R.id.tabs);
        tabLayout.addTab(tabLayout.newTab().setText(R.string.orders_open));
        tabLayout.addTab(tabLayout.newTab().setText(R.string.orders_returns));

        MaterialButton day = findViewById(R.id.button_day);
        day.setText(R.string.range_day);
        MaterialButton week = findViewById(R.id.button_week);
        week.setText(R.string.range_week);
    }
}
