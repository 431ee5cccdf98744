package com.example.shop

import android.app.Application

class ShopApplication : Application()
